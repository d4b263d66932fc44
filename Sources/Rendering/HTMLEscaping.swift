/// HTML and XML escaping for text and attribute values.
public enum HTMLEscaping {
    /// Escapes `&`, `<`, `>` and `"`: safe in text and in double-quoted attributes.
    public static func escape(_ text: String) -> String {
        var needsEscaping = false
        for byte in text.utf8 where byte == UInt8(ascii: "&") || byte == UInt8(ascii: "<") || byte == UInt8(ascii: ">") || byte == UInt8(ascii: "\"") {
            needsEscaping = true
            break
        }
        guard needsEscaping else { return text }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count + 32)
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "&"): bytes.append(contentsOf: [0x26, 0x61, 0x6D, 0x70, 0x3B])        // &amp;
            case UInt8(ascii: "<"): bytes.append(contentsOf: [0x26, 0x6C, 0x74, 0x3B])              // &lt;
            case UInt8(ascii: ">"): bytes.append(contentsOf: [0x26, 0x67, 0x74, 0x3B])              // &gt;
            case UInt8(ascii: "\""): bytes.append(contentsOf: [0x26, 0x71, 0x75, 0x6F, 0x74, 0x3B]) // &quot;
            default: bytes.append(byte)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// GFM's tagfilter: disarms `<title>`, `<textarea>`, `<style>`, `<xmp>`, `<iframe>`,
    /// `<noembed>`, `<noframes>`, `<script>` and `<plaintext>` in raw HTML by escaping their `<`,
    /// so they show as text instead of running.
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
                let ends = next == nil || next == ">" || next == "/" || next == " " || next == "\t" || next == "\n" || next == "\r"
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
    public static func isDangerousURL(_ url: String) -> Bool {
        let lower = url.trimmingCharacters(in: .whitespaces).lowercased()
        if lower.hasPrefix("data:") {
            return !["data:image/png", "data:image/gif", "data:image/jpeg", "data:image/webp"].contains { lower.hasPrefix($0) }
        }
        return lower.hasPrefix("javascript:") || lower.hasPrefix("vbscript:") || lower.hasPrefix("file:")
    }
}

import Foundation
