import CYaml
import Diagnostics

/// Limits on what YAML aliases may do, checked on libyaml's events before Yams composes
/// the document.
///
/// Yams resolves an alias (`*name`) to the node of its anchor, and everything after it —
/// Yams' duplicate-key check, `FrontMatter`'s values, the templates — walks the aliased
/// node again for each use: a few lines of nested aliases ("billion laughs") expand to
/// billions of values. Yams has no limit of its own, so this scan counts, for each anchor,
/// how many values it stands for, and stops at the first alias over a limit. (Nesting is
/// bounded by libyaml itself: 1,000 levels.)
enum YAMLAliasLimits {
    /// More aliases than any hand-written front matter or `site.yml` uses.
    static let maximumAliases = 100
    /// Values all the aliases together may stand for.
    static let maximumAliasedValues = 10_000

    /// Throws at the first alias or collection over a limit; says nothing about YAML
    /// errors, which Yams reports in its own words afterwards.
    static func check(_ yaml: String, location: (_ zeroBasedLine: Int, _ column: Int) -> SourceLocation) throws(DiagnosticError) {
        var parser = yaml_parser_t()
        guard yaml_parser_initialize(&parser) == 1 else { return }
        defer { yaml_parser_delete(&parser) }
        var bytes = Array(yaml.utf8)
        try bytes.withUnsafeMutableBufferPointer { (buffer: inout UnsafeMutableBufferPointer<UInt8>) throws(DiagnosticError) in
            yaml_parser_set_input_string(&parser, buffer.baseAddress, buffer.count)
            var valuesOfAnchor: [String: Int] = [:]
            // Values counted so far in each open collection, with the collection's anchor.
            var open: [(anchor: String?, values: Int)] = []
            var aliases = 0
            var aliasedValues = 0

            func finish(_ values: Int, anchor: String?) {
                if let anchor { valuesOfAnchor[anchor] = values }
                if !open.isEmpty { open[open.count - 1].values = saturatingAdd(open[open.count - 1].values, values) }
            }
            while true {
                var event = yaml_event_t()
                guard yaml_parser_parse(&parser, &event) == 1 else { return }
                defer { yaml_event_delete(&event) }
                switch event.type {
                case YAML_STREAM_END_EVENT:
                    return
                case YAML_SCALAR_EVENT:
                    finish(1, anchor: string(event.data.scalar.anchor))
                case YAML_SEQUENCE_START_EVENT, YAML_MAPPING_START_EVENT:
                    let anchor = event.type == YAML_SEQUENCE_START_EVENT
                        ? string(event.data.sequence_start.anchor) : string(event.data.mapping_start.anchor)
                    open.append((anchor, 1))
                case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
                    guard let closed = open.popLast() else { break }
                    finish(closed.values, anchor: closed.anchor)
                case YAML_ALIAS_EVENT:
                    aliases += 1
                    let here = location(Int(event.start_mark.line), Int(event.start_mark.column) + 1)
                    // An alias to an unknown anchor is Yams' error to report.
                    let values = string(event.data.alias.anchor).flatMap { valuesOfAnchor[$0] } ?? 1
                    aliasedValues = saturatingAdd(aliasedValues, values)
                    if aliases > maximumAliases {
                        throw DiagnosticError(
                            "front matter uses more than \(maximumAliases) YAML aliases (*name); write the values out", at: here)
                    }
                    if aliasedValues > maximumAliasedValues {
                        throw DiagnosticError(
                            "front matter's YAML aliases (*name) stand for more than \(maximumAliasedValues) values (an alias bomb?); write the values out",
                            at: here)
                    }
                    finish(values, anchor: nil)
                default:
                    break
                }
            }
        }
    }

    private static func string(_ pointer: UnsafeMutablePointer<yaml_char_t>?) -> String? {
        pointer.map { String(cString: $0) }
    }

    private static func saturatingAdd(_ a: Int, _ b: Int) -> Int {
        let (sum, overflow) = a.addingReportingOverflow(b)
        return overflow ? .max : sum
    }
}
