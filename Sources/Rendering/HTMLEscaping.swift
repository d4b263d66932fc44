import Content

/// HTML and XML escaping for text and attribute values.
public enum HTMLEscaping {
    /// Escapes `&`, `<`, `>` and `"`: safe in text and in double-quoted attributes; with
    /// `apostrophes`, `'` too. A text with none of them is returned as it is.
    public static func escape(_ text: String, apostrophes: Bool = false) -> String {
        var text = text
        // The first byte to escape is looked for once: the escaping goes on from it.
        let escaped: String? = text.withUTF8 { bytes in
            let first = firstSpecial(in: bytes, from: 0, apostrophes: apostrophes)
            guard first < bytes.count else { return nil }
            var escaped: [UInt8] = []
            escaped.reserveCapacity(bytes.count + 32)
            append(escaping: bytes, firstSpecial: first, to: &escaped, apostrophes: apostrophes)
            return String(decoding: escaped, as: UTF8.self)
        }
        return escaped ?? text
    }

    /// Whether `append(escaping:to:apostrophes:)` replaces `byte`.
    static func isSpecial(_ byte: UInt8, apostrophes: Bool) -> Bool {
        byte == UInt8(ascii: "&") || byte == UInt8(ascii: "<") || byte == UInt8(ascii: ">") || byte == UInt8(ascii: "\"")
            || (apostrophes && byte == UInt8(ascii: "'"))
    }

    /// The offset of the first byte from `start` that `isSpecial` tells, or the count: eight
    /// bytes at a time where none of them is.
    static func firstSpecial(in text: UnsafeBufferPointer<UInt8>, from start: Int, apostrophes: Bool) -> Int {
        var index = start
        while text.count - index >= 8 {
            let word = ByteWords.word(of: text, at: index)
            let special = ByteWords.has(word, UInt8(ascii: "&")) | ByteWords.has(word, UInt8(ascii: "<"))
                | ByteWords.has(word, UInt8(ascii: ">")) | ByteWords.has(word, UInt8(ascii: "\""))
                | (apostrophes ? ByteWords.has(word, UInt8(ascii: "'")) : 0)
            if special != 0 { break }
            index += 8
        }
        while index < text.count, !isSpecial(text[index], apostrophes: apostrophes) { index += 1 }
        return index
    }

    /// `escape` of UTF-8 bytes, appended to `bytes`; with `apostrophes`, `'` too (as `&#39;`).
    public static func append(escaping text: UnsafeBufferPointer<UInt8>, to bytes: inout [UInt8], apostrophes: Bool = false) {
        append(escaping: text, firstSpecial: firstSpecial(in: text, from: 0, apostrophes: apostrophes), to: &bytes, apostrophes: apostrophes)
    }

    /// `append(escaping:to:apostrophes:)` with the offset of the first byte to escape known.
    private static func append(escaping text: UnsafeBufferPointer<UInt8>, firstSpecial first: Int, to bytes: inout [UInt8],
                               apostrophes: Bool) {
        var start = 0, index = first
        while index < text.count {
            let byte = text[index]
            let entity: StaticString
            switch byte {
            case UInt8(ascii: "&"): entity = "&amp;"
            case UInt8(ascii: "<"): entity = "&lt;"
            case UInt8(ascii: ">"): entity = "&gt;"
            case UInt8(ascii: "\""): entity = "&quot;"
            default: entity = "&#39;"  // an apostrophe: `firstSpecial` stops at one only with `apostrophes`
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: text[start..<index]))
            entity.withUTF8Buffer { bytes.append(contentsOf: $0) }
            start = index + 1
            index = firstSpecial(in: text, from: start, apostrophes: apostrophes)
        }
        bytes.append(contentsOf: UnsafeBufferPointer(rebasing: text[start...]))
    }

    /// A link or image address as cmark-gfm writes it into `href`/`src`: the bytes that may
    /// stand in a URL as they are (letters, digits and `-_.+!*(),%#@?=;:/$~`, so an existing
    /// `%XX` and the reserved separators keep their meaning), `&` and `'` as HTML entities,
    /// every other byte percent-encoded (`/my uri` → `/my%20uri`, `\` → `%5C`, `ñ` → `%C3%B1`).
    /// The result is safe inside a double-quoted attribute.
    public static func escapeURL(_ url: String) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(url.utf8.count + 16)
        let hexDigits = Array("0123456789ABCDEF".utf8)
        for byte in url.utf8 {
            if isURLSafe(byte) {
                bytes.append(byte)
            } else if byte == UInt8(ascii: "&") {
                bytes.append(contentsOf: "&amp;".utf8)
            } else if byte == UInt8(ascii: "'") {
                bytes.append(contentsOf: "&#x27;".utf8)
            } else {
                bytes.append(contentsOf: [UInt8(ascii: "%"), hexDigits[Int(byte >> 4)], hexDigits[Int(byte & 0x0F)]])
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    private static func isURLSafe(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return true
        default:
            return "-_.+!*(),%#@?=;:/$~".utf8.contains(byte)
        }
    }

    /// GFM's tagfilter: disarms `<title>`, `<textarea>`, `<style>`, `<xmp>`, `<iframe>`,
    /// `<noembed>`, `<noframes>`, `<script>` and `<plaintext>` in raw HTML by escaping their `<`,
    /// so they show as text instead of running.
    ///
    /// A tag name ends where the HTML tokenizer ends it: at `>`, `/` or its whitespace —
    /// tab, line feed, form feed, carriage return and space (`<script\u{0C}src=…>` is a
    /// script). Names are compared in ASCII lower case, as the tokenizer does.
    public static func tagFilter(_ html: String) -> String {
        guard html.contains("<") else { return html }
        let filtered: Set<String> = ["title", "textarea", "style", "xmp", "iframe", "noembed", "noframes", "script", "plaintext"]
        let scalars = Array(html.unicodeScalars)
        var result = String.UnicodeScalarView()
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == "<" {
                var cursor = index + 1
                if cursor < scalars.count, scalars[cursor] == "/" { cursor += 1 }
                var name = ""
                while cursor < scalars.count, scalars[cursor].properties.isAlphabetic, name.count < 10 {
                    name.unicodeScalars.append(scalars[cursor])
                    cursor += 1
                }
                let next: Unicode.Scalar? = cursor < scalars.count ? scalars[cursor] : nil
                let ends = next == nil || next == ">" || next == "/" || next == " " || next == "\t" || next == "\n"
                    || next == "\r" || next == "\u{0C}"
                if ends, filtered.contains(name.lowercased()) {
                    result.append(contentsOf: "&lt;".unicodeScalars)
                    index += 1
                    continue
                }
            }
            result.append(scalar)
            index += 1
        }
        return String(result)
    }

    /// True for link targets a page must never follow (`javascript:`, `vbscript:`, `file:`,
    /// and `data:` except images), as cmark-gfm's safe mode decides.
    ///
    /// The scheme is read as the browser's URL parser reads it: leading and trailing C0
    /// controls and spaces are stripped and tabs and line breaks anywhere are removed
    /// first, so `java\tscript:` and `\u{01}javascript:` are `javascript:` too.
    public static func isDangerousURL(_ url: String) -> Bool {
        var scalars = Substring(url).unicodeScalars.drop { $0.value <= 0x20 }
        while let last = scalars.last, last.value <= 0x20 { scalars = scalars.dropLast() }
        var lower = ""
        for scalar in scalars where scalar != "\t" && scalar != "\n" && scalar != "\r" {
            // ASCII only: the scheme is ASCII, and a non-ASCII letter cannot fold into one.
            if scalar.isASCII, let byte = UInt8(exactly: scalar.value), (0x41...0x5A).contains(byte) {
                lower.unicodeScalars.append(Unicode.Scalar(byte + 0x20))
            } else {
                lower.unicodeScalars.append(scalar)
            }
            if lower.unicodeScalars.count >= 16 { break }  // longer than any prefix checked below
        }
        if lower.hasPrefix("data:") {
            // The image types need the rest of the URL: read it whole.
            let whole = String(String.UnicodeScalarView(scalars.filter { $0 != "\t" && $0 != "\n" && $0 != "\r" })).lowercased()
            return !["data:image/png", "data:image/gif", "data:image/jpeg", "data:image/webp"].contains { whole.hasPrefix($0) }
        }
        return lower.hasPrefix("javascript:") || lower.hasPrefix("vbscript:") || lower.hasPrefix("file:")
    }
}
