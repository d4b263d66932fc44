import Diagnostics
import Foundation
import Mustache

/// The Mustache templates of `templates/`, loaded once per build.
///
/// Names are paths without the extension: `base`, `article`, `partials/header`.
/// Pages inherit the base layout with `{{<base}}…{{/base}}` and fill its `{{$main}}` block.
public struct TemplateLibrary: Sendable {
    let library: MustacheLibrary
    let displayDirectory: String

    /// The templates every site needs.
    public static let requiredTemplates = ["base", "home", "article", "tag", "tags", "series", "404"]

    public init(directory: URL, displayDirectory: String) async throws(DiagnosticError) {
        self.displayDirectory = displayDirectory
        let location = SourceLocation(file: displayDirectory, line: 0)
        guard FileManager.default.fileExists(atPath: directory.path) else {
            throw DiagnosticError("templates folder not found (pass --templates DIR)", at: location)
        }
        do {
            library = try await MustacheLibrary(directory: directory.path)
        } catch let error as MustacheLibrary.ParserError {
            throw DiagnosticError(
                "template error: \(error.error)",
                at: SourceLocation(file: "\(displayDirectory)/\(error.filename)",
                                   line: error.context.lineNumber, column: error.context.columnNumber))
        } catch {
            throw DiagnosticError("cannot load templates: \(error)", at: location)
        }
        let missing = Self.requiredTemplates.filter { library.getTemplate(named: $0) == nil }
        guard missing.isEmpty else {
            throw DiagnosticError(
                "missing templates: \(missing.map { "\($0).mustache" }.joined(separator: ", "))", at: location)
        }
    }

    /// Whether the templates include `name` (optional pages such as `demo`).
    public func has(_ name: String) -> Bool { library.getTemplate(named: name) != nil }

    /// Renders `name` with `context`.
    public func render(_ name: String, _ context: [String: Any]) throws(DiagnosticError) -> String {
        guard let html = library.render(context, withTemplate: name) else {
            throw DiagnosticError("template '\(name).mustache' not found",
                                  at: SourceLocation(file: displayDirectory, line: 0))
        }
        return html
    }
}
