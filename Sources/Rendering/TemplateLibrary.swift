import Diagnostics
import Foundation

/// The Mustache templates of `templates/`, loaded once per build (`Template`, rendered by
/// `TemplateRenderer`).
///
/// Names are paths without the extension: `base`, `article`, `partials/header`.
/// Pages inherit the base layout with `{{<base}}…{{/base}}` and fill its `{{$main}}` block.
public struct TemplateLibrary: Sendable {
    let templates: [String: Template]
    let directory: URL
    let displayDirectory: String

    /// The templates every site needs.
    public static let requiredTemplates = ["base", "home", "article", "tag", "tags", "series", "404"]

    public init(directory: URL, displayDirectory: String) async throws(DiagnosticError) {
        self.directory = directory
        self.displayDirectory = displayDirectory
        let location = SourceLocation(file: displayDirectory, line: 0)
        guard FileManager.default.fileExists(atPath: directory.path) else {
            throw DiagnosticError("templates folder not found (pass --templates DIR)", at: location)
        }
        templates = try Self.templates(in: directory, displayDirectory: displayDirectory)
        let cycles = Self.unconditionalCycles(in: templates).map { cycle in
            Diagnostic(.error, "includes itself (\(cycle.joined(separator: " → "))) outside any "
                       + "section: rendering it would never end (put the inclusion in a section that ends)",
                       at: SourceLocation(file: "\(displayDirectory)/\(cycle[0]).mustache", line: 0))
        }
        guard cycles.isEmpty else { throw DiagnosticError(cycles) }
        let missing = Self.requiredTemplates.filter { templates[$0] == nil }
        guard missing.isEmpty else {
            throw DiagnosticError(
                "missing templates: \(missing.map { "\($0).mustache" }.joined(separator: ", "))", at: location)
        }
    }

    /// The same library sharing no storage with this one (`Template.unshared`), for a thread
    /// that renders many pages.
    func unshared() -> TemplateLibrary {
        TemplateLibrary(templates: Dictionary(uniqueKeysWithValues: templates.map { ($0.key.unshared, $0.value.unshared()) }),
                        directory: directory, displayDirectory: displayDirectory.unshared)
    }

    private init(templates: [String: Template], directory: URL, displayDirectory: String) {
        self.templates = templates
        self.directory = directory
        self.displayDirectory = displayDirectory
    }

    /// Every `.mustache` file under `directory`, by its path without the extension.
    static func templates(in directory: URL, displayDirectory: String) throws(DiagnosticError) -> [String: Template] {
        let suffix = ".mustache"
        var templates: [String: Template] = [:]
        let paths = FileManager.default.enumerator(atPath: directory.path)?.compactMap { $0 as? String } ?? []
        for path in paths where path.hasSuffix(suffix) {
            guard let data = FileManager.default.contents(atPath: directory.appendingPathComponent(path).path) else { continue }
            do throws(Template.ParseError) {
                templates[String(path.dropLast(suffix.count))] = try Template(parsing: String(decoding: data, as: UTF8.self))
            } catch {
                throw DiagnosticError("template error: \(error.message)",
                                      at: SourceLocation(file: "\(displayDirectory)/\(path)", line: error.line, column: error.column))
            }
        }
        return templates
    }

    /// The templates that include themselves, directly or through others, by partials or
    /// parents outside any section (`{{> footer}}` in `footer`): each such cycle once, from its
    /// first template by name. A recursion inside a section ends when its data does.
    static func unconditionalCycles(in templates: [String: Template]) -> [[String]] {
        func included(_ nodes: [Template.Node]) -> [String] {
            nodes.flatMap { node -> [String] in
                switch node {
                case .partial(let name, _, let blocks): [name] + (blocks?.values.flatMap(included) ?? [])
                case .block(_, let defaults, _): included(defaults)
                case .blockDefinition(_, let nodes): included(nodes)
                default: []
                }
            }
        }
        let edges = templates.mapValues { included($0.nodes) }
        var cycles: [[String]] = []
        var reported: Set<String> = []
        for start in templates.keys.sorted() where !reported.contains(start) {
            // Depth-first from `start`, looking for a way back to it.
            var path: [String] = [start]
            var visited: Set<String> = [start]
            func search(_ name: String) -> Bool {
                for next in edges[name] ?? [] {
                    if next == start { path.append(next); return true }
                    guard templates[next] != nil, visited.insert(next).inserted else { continue }
                    path.append(next)
                    if search(next) { return true }
                    path.removeLast()
                }
                return false
            }
            if search(start) {
                cycles.append(path)
                reported.formUnion(path)
            }
        }
        return cycles
    }

    /// Whether the templates include `name` (optional pages such as `demo`).
    public func has(_ name: String) -> Bool { templates[name] != nil }

    /// The Alarm app demo's data, `demo.json`, when the theme has a `demo` template; nil
    /// for a theme without the demo.
    public func demoConfiguration() throws(DiagnosticError) -> DemoConfiguration? {
        guard has("demo") else { return nil }
        let sourcePath = "\(displayDirectory)/\(DemoConfiguration.fileName)"
        guard let data = FileManager.default.contents(atPath: directory.appendingPathComponent(DemoConfiguration.fileName).path) else {
            throw DiagnosticError("demo.mustache needs \(DemoConfiguration.fileName) beside it (the Alarm app's start state)",
                                  at: SourceLocation(file: sourcePath, line: 0))
        }
        do {
            return try DemoConfiguration(json: String(decoding: data, as: UTF8.self))
        } catch {
            throw DiagnosticError("the demo's data is not readable: \(error)", at: SourceLocation(file: sourcePath, line: 0))
        }
    }

    /// Renders `name` with a typed page context (see `PageContext.swift`).
    func render(_ name: String, _ context: some Encodable) throws(DiagnosticError) -> String {
        let values: TemplateValue
        do {
            values = try TemplateValueEncoder.encode(context)
        } catch {
            throw DiagnosticError("cannot prepare the values of '\(name).mustache': \(error)",
                                  at: SourceLocation(file: displayDirectory, line: 0))
        }
        var renderer = TemplateRenderer(templates: templates, values: values)
        guard let html = renderer.render(name) else {
            throw DiagnosticError("template '\(name).mustache' not found",
                                  at: SourceLocation(file: displayDirectory, line: 0))
        }
        return html
    }
}
