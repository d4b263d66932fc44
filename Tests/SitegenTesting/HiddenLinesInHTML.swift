/// What a reader sees of a page's code: the HTML without the hidden doctest lines, which
/// code blocks keep in `<span class="code-hidden">` for the "Ver todo" button.
public enum HiddenLinesInHTML {
    public static let openingTag = "<span class=\"code-hidden\">"

    /// `html` without its `code-hidden` spans (nested spans of highlighting included).
    public static func removing(from html: String) -> String {
        split(html).shown
    }

    /// The text of the `code-hidden` spans, tags removed (entities left as written).
    public static func hiddenText(in html: String) -> String {
        stripTags(split(html).hidden)
    }

    /// Text without tags.
    public static func stripTags(_ html: String) -> String {
        var text = ""
        var inTag = false
        for character in html {
            if character == "<" { inTag = true } else if character == ">" { inTag = false } else if !inTag { text.append(character) }
        }
        return text
    }

    private static func split(_ html: String) -> (shown: String, hidden: String) {
        var shown = ""
        var hidden = ""
        var rest = Substring(html)
        while let start = rest.range(of: openingTag) {
            shown += rest[..<start.lowerBound]
            var depth = 1
            var index = start.upperBound
            while index < rest.endIndex {
                if rest[index...].hasPrefix("<span") { depth += 1 }
                if rest[index...].hasPrefix("</span>") {
                    depth -= 1
                    if depth == 0 { break }
                }
                index = rest.index(after: index)
            }
            hidden += rest[start.lowerBound..<index]
            rest = index < rest.endIndex ? rest[rest.index(index, offsetBy: "</span>".count)...] : ""
        }
        return (shown + rest, hidden)
    }
}
