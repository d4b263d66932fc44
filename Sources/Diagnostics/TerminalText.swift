/// Text sitegen did not write — a file name, a title, a message that quotes them, what a program
/// printed — made safe to print on a terminal: control characters (ESC, BEL, CR, a newline
/// inside a name…), DEL, C1 controls, Unicode line separators and the invisible direction marks
/// and overrides are written as `\u{1B}`-style escapes, so that such text can neither drive the
/// terminal, hide part of a message, nor draw a line of sitegen's own (`0 passed, 0 failed`).
public enum TerminalText {
    /// - Parameters:
    ///   - limit: scalars kept; longer text is cut there, with "…".
    ///   - keepingTabs: whether a tab stays a tab (it moves no line and forges nothing).
    public static func escaped(_ text: String, limit: Int = .max, keepingTabs: Bool = true) -> String {
        let scalars = text.unicodeScalars
        guard scalars.contains(where: { needsEscape($0, keepingTabs: keepingTabs) }) || limit < scalars.count else { return text }
        var result = ""
        for scalar in scalars.prefix(limit) {
            if needsEscape(scalar, keepingTabs: keepingTabs) {
                result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return scalars.count > limit ? result + "…" : result
    }

    /// Each line of `text` escaped: its own line breaks stay, nothing else.
    public static func escapedLines(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { escaped(String($0)) }.joined(separator: "\n")
    }

    static func needsEscape(_ scalar: Unicode.Scalar, keepingTabs: Bool) -> Bool {
        let value = scalar.value
        if value == 0x09 { return !keepingTabs }
        return value < 0x20 || (0x7F...0x9F).contains(value)
            || (0x202A...0x202E).contains(value) || (0x2066...0x2069).contains(value)
            || value == 0x2028 || value == 0x2029 || value == 0x200E || value == 0x200F
    }
}
