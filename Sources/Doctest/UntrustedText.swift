/// Text sitegen did not write — what a program printed, a line of an article — as one line of
/// sitegen's output may show it.
public enum UntrustedText {
    /// Control characters (a carriage return, an escape sequence, a new line), Unicode line
    /// separators and bidirectional overrides written as `\u{…}`, and cut after `limit` scalars
    /// (with "…"): so such text cannot draw a line of its own in sitegen's output (a forged
    /// summary line), move the cursor over sitegen's words, or hide part of a message.
    public static func escaped(_ text: String, limit: Int = .max) -> String {
        var escaped = ""
        for scalar in text.unicodeScalars.prefix(limit) {
            let value = scalar.value
            let isControl = value < 0x20 || (0x7F...0x9F).contains(value)
            let isInvisibleLayout = (0x202A...0x202E).contains(value) || (0x2066...0x2069).contains(value)
                || value == 0x2028 || value == 0x2029 || value == 0x200E || value == 0x200F
            if isControl || isInvisibleLayout {
                escaped += "\\u{\(String(value, radix: 16, uppercase: true))}"
            } else {
                escaped.unicodeScalars.append(scalar)
            }
        }
        return text.unicodeScalars.count > limit ? escaped + "…" : escaped
    }
}
