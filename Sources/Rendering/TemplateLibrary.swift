import Diagnostics
import Foundation
import Mustache

/// The Mustache templates of `templates/`, loaded once per build.
///
/// Names are paths without the extension: `base`, `article`, `partials/header`.
/// Pages inherit the base layout with `{{<base}}…{{/base}}` and fill its `{{$main}}` block.
public struct TemplateLibrary: Sendable {
    let library: MustacheLibrary
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
        library = MustacheLibrary(templates: try Self.templates(in: directory, displayDirectory: displayDirectory))
        let missing = Self.requiredTemplates.filter { library.getTemplate(named: $0) == nil }
        guard missing.isEmpty else {
            throw DiagnosticError(
                "missing templates: \(missing.map { "\($0).mustache" }.joined(separator: ", "))", at: location)
        }
    }

    /// The line put before each template's text: its values are escaped by `HTMLText`.
    static let contentTypeLine = "{{% CONTENT_TYPE: HTML }}\n"

    /// Every `.mustache` file under `directory`, by its path without the extension, read as
    /// swift-mustache's `MustacheLibrary(directory:)` reads them — except that each starts
    /// with `contentTypeLine`, a line of its own that the parser removes whole.
    static func templates(in directory: URL, displayDirectory: String) throws(DiagnosticError) -> [String: MustacheTemplate] {
        // Registered before parsing: the parser looks the content type up by its name.
        MustacheContentTypes.register(HTMLText(), named: "HTML")
        let suffix = ".mustache"
        var templates: [String: MustacheTemplate] = [:]
        let paths = FileManager.default.enumerator(atPath: directory.path)?.compactMap { $0 as? String } ?? []
        for path in paths where path.hasSuffix(suffix) {
            guard let data = FileManager.default.contents(atPath: directory.appendingPathComponent(path).path) else { continue }
            do {
                templates[String(path.dropLast(suffix.count))] = try MustacheTemplate(string: contentTypeLine + String(decoding: data, as: UTF8.self))
            } catch let error as MustacheTemplate.ParserError {
                // Lines counted without the line put before the text.
                throw DiagnosticError(
                    "template error: \(error.error)",
                    at: SourceLocation(file: "\(displayDirectory)/\(path)", line: max(1, error.context.lineNumber - 1),
                                       column: error.context.columnNumber))
            } catch {
                throw DiagnosticError("cannot load \(displayDirectory)/\(path): \(error)", at: SourceLocation(file: "\(displayDirectory)/\(path)", line: 0))
            }
        }
        return templates
    }

    /// HTML escaping for `{{value}}`, as swift-mustache's own (`&`, `<`, `>`, `"` and `'`), at the
    /// bytes: a value without those is returned as it is. The library's escaping goes
    /// Character by Character, so a quote followed by a combining mark (one Character) was
    /// left as it was — a way out of a quoted attribute; here every quote is escaped.
    struct HTMLText: MustacheContentType {
        func escapeText(_ text: String) -> String { HTMLEscaping.escape(text, apostrophes: true) }
    }

    /// Whether the templates include `name` (optional pages such as `demo`).
    public func has(_ name: String) -> Bool { library.getTemplate(named: name) != nil }

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
        let values: Any
        do {
            values = try TemplateValueEncoder.encode(context)
        } catch {
            throw DiagnosticError("cannot prepare the values of '\(name).mustache': \(error)",
                                  at: SourceLocation(file: displayDirectory, line: 0))
        }
        guard let html = library.render(values, withTemplate: name) else {
            throw DiagnosticError("template '\(name).mustache' not found",
                                  at: SourceLocation(file: displayDirectory, line: 0))
        }
        return html
    }
}
