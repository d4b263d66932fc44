/// HTML and XML escaping for text and attribute values.
public enum HTMLEscaping {
    /// Escapes `&`, `<`, `>` and `"`: safe in text and in double-quoted attributes.
    public static func escape(_ text: String) -> String {
        guard text.utf8.contains(where: { $0 == UInt8(ascii: "&") || $0 == UInt8(ascii: "<") || $0 == UInt8(ascii: ">") || $0 == UInt8(ascii: "\"") }) else {
            return text
        }
        var result = ""
        result.reserveCapacity(text.utf8.count + 16)
        for character in text.unicodeScalars {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            default: result.unicodeScalars.append(character)
            }
        }
        return result
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
