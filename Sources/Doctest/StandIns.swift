import Foundation

/// Error recovery for a check that builds on a declaration one of whose types does not
/// resolve (`case items(id: AlarmItemRowViewModel.ID, …)` of a row view model that never became
/// `Identifiable`): the compiler drops that declaration, so every use of it in the block reads
/// as "has no member 'items'" and the block's own slips (`route: .delete`) stay hidden.
///
/// The unresolved type, outside the block's lines only, is replaced by a stand-in type; the
/// check runs again. The declaration's own error is reported at its own block. An error of
/// the block that involves the stand-in says nothing about the block: the verdict keeps it as
/// missing context (`dependsOnFailingBlocks`), never as passed.
enum StandIns {
    /// The stand-in's name, as the compiler's messages quote it.
    static let typeName = "__SitegenStandIn"
    /// Its declaration: what a type in a declaration is most often asked to be.
    static let declaration = "struct \(typeName): Hashable, Sendable {}"

    /// The diagnostics a stand-in may repair: a type the compiler could not find.
    static let repairable: Set<DiagnosticID> = [.noMemberType, .cannotFindTypeInScope]

    /// `files` with the types of `errors` replaced by the stand-in where they stand (each
    /// error's article line, found through the files' `#sourceLocation` lines), and the
    /// stand-in declared in the first file; nil when none could be replaced.
    static func repaired(_ files: [GeneratedFile], errors: [CompilerDiagnostic]) -> [GeneratedFile]? {
        let wanted = errors.filter { repairable.contains($0.id) }
        guard !wanted.isEmpty else { return nil }
        var replaced = 0
        var result = files.map { file -> GeneratedFile in
            var lines = file.contents.components(separatedBy: "\n")
            var location: (file: String, line: Int)?
            for index in lines.indices {
                let line = lines[index]
                if line.hasPrefix("#sourceLocation(") {
                    location = sourceLocation(in: line).map { ($0.file, $0.line - 1) }
                    continue
                }
                guard let current = location else { continue }
                location = (current.file, current.line + 1)
                for error in wanted where Harness.stringLiteral(error.file) == current.file && error.line == current.line + 1 {
                    if let repaired = replacingType(at: error.column, in: lines[index]) {
                        lines[index] = repaired
                        replaced += 1
                    }
                }
            }
            return GeneratedFile(name: file.name, contents: lines.joined(separator: "\n"))
        }
        guard replaced > 0, !result.isEmpty else { return nil }
        result[0].contents += "\n\(declaration)\n"
        return result
    }

    /// Whether a diagnostic is about the stand-in, not about code of the article.
    static func involves(_ diagnostic: CompilerDiagnostic) -> Bool {
        diagnostic.message.contains(typeName)
    }

    /// The file (as the string literal the line spells it) and line of a
    /// `#sourceLocation(file: "…", line: N)` line; nil for the one that ends a mapping.
    static func sourceLocation(in line: String) -> (file: String, line: Int)? {
        guard let fileStart = line.range(of: "file: "), let lineLabel = line.range(of: ", line: ", options: .backwards),
              fileStart.upperBound <= lineLabel.lowerBound else { return nil }
        let digits = line[lineLabel.upperBound...].prefix { $0.isNumber }
        guard let number = Int(digits) else { return nil }
        return (String(line[fileStart.upperBound..<lineLabel.lowerBound]), number)
    }

    /// `line` with the type name the compiler points at (column, counted in UTF-8 from 1) and
    /// the qualifiers before it (`AlarmItemRowViewModel.ID`) replaced by the stand-in; nil when
    /// the column points at no name.
    static func replacingType(at column: Int, in line: String) -> String? {
        let bytes = Array(line.utf8)
        func isName(_ byte: UInt8) -> Bool {
            byte == UInt8(ascii: "_") || (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
                || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z")) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
                || byte >= 0x80
        }
        let at = column - 1
        guard at >= 0, at < bytes.count, isName(bytes[at]) else { return nil }
        var start = at
        while start > 0, isName(bytes[start - 1]) || bytes[start - 1] == UInt8(ascii: ".") { start -= 1 }
        while start < at, bytes[start] == UInt8(ascii: ".") { start += 1 }
        var end = at
        while end < bytes.count, isName(bytes[end]) { end += 1 }
        return String(decoding: bytes[..<start], as: UTF8.self) + typeName + String(decoding: bytes[end...], as: UTF8.self)
    }
}
