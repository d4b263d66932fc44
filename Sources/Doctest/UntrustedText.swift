import Diagnostics

/// Text sitegen did not write — what a program printed, a line of an article — as one line of
/// sitegen's output may show it: `TerminalText`'s escapes, tabs included, cut after `limit`
/// scalars (with "…").
public enum UntrustedText {
    public static func escaped(_ text: String, limit: Int = .max) -> String {
        TerminalText.escaped(text, limit: limit, keepingTabs: false)
    }
}
