/// Text from content (file names, titles, messages that quote them) made safe to print on a
/// terminal: control characters (ESC, BEL, CR, a newline inside a name…), DEL, C1 controls and
/// the Unicode direction overrides are written as `\u{1B}`-style escapes, so that a file name
/// can neither drive the terminal nor forge a line of sitegen's own (`0 passed, 0 failed`).
public enum TerminalText {
    public static func escaped(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: needsEscape) else { return text }
        var result = ""
        for scalar in text.unicodeScalars {
            if needsEscape(scalar) {
                result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// Each line of `text` escaped: its own line breaks stay, nothing else.
    public static func escapedLines(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { escaped(String($0)) }.joined(separator: "\n")
    }

    static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        return (value < 0x20 && value != 0x09) || (0x7F...0x9F).contains(value)
            || (0x202A...0x202E).contains(value) || (0x2066...0x2069).contains(value)
    }
}
