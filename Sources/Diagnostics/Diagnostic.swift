/// A message about the user's input, with where it applies, printed like a compiler
/// diagnostic: `content/intro.md:3:1: error: front matter is not closed (add a line '---')`.
public struct Diagnostic: Hashable, Sendable, Codable, CustomStringConvertible {
    public enum Severity: String, Sendable, Codable {
        case error, warning, note
    }

    public var location: SourceLocation
    public var severity: Severity
    public var message: String

    public init(_ severity: Severity, _ message: String, at location: SourceLocation) {
        self.location = location
        self.severity = severity
        self.message = message
    }

    /// One line, whatever its path and message hold (`TerminalText`).
    public var description: String { TerminalText.escaped("\(location): \(severity.rawValue): \(message)") }
}

/// An error that stops a stage: one or more diagnostics, all printed before exiting.
public struct DiagnosticError: Error, CustomStringConvertible, Sendable {
    public var diagnostics: [Diagnostic]

    public init(_ diagnostics: [Diagnostic]) { self.diagnostics = diagnostics }
    public init(_ message: String, at location: SourceLocation) {
        self.diagnostics = [Diagnostic(.error, message, at: location)]
    }

    public var description: String { diagnostics.map(\.description).joined(separator: "\n") }
}
