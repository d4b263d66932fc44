import Foundation
import Markdown

/// The `deeplink:///…` links written in an article, and the "Probar" links to the demo
/// that follow them.
public struct DeeplinkTryLinks: Sendable {
    /// The demo page's address from the article (`../demo/`).
    public var demoURL: String
    /// Replaces `:id`-style placeholder segments.
    public var exampleAlarmID: String

    /// Links in a Swift block's hidden lines are not offered: only `block.lines.visible` is read.
    public init(demoURL: String, exampleAlarmID: String) {
        self.demoURL = demoURL
        self.exampleAlarmID = exampleAlarmID
    }

    /// Every `deeplink:///` link in `text`, in order, as written. A link ends at white
    /// space, a quote, a backtick, a bracket, `<`, `>`, `|` or `\`; a final `.`, `,`, `;` or
    /// `:` is punctuation of the sentence, not of the link. A link that runs into a
    /// backslash (Swift's `\(id)` in a string) is not a link as written, and is left out.
    public static func links(in text: String) -> [String] {
        let prefix = "deeplink:///"
        let stops: Set<Character> = ["\"", "'", "`", "<", ">", ")", "(", "[", "]", "{", "}", "|", "\\"]
        var links: [String] = []
        var searchStart = text.startIndex
        while let found = text.range(of: prefix, range: searchStart..<text.endIndex) {
            var end = found.upperBound
            while end < text.endIndex, !text[end].isWhitespace, !stops.contains(text[end]) {
                end = text.index(after: end)
            }
            var link = text[found.lowerBound..<end]
            while let last = link.last, ".,;:".contains(last) { link = link.dropLast() }
            if end == text.endIndex || text[end] != "\\" { links.append(String(link)) }
            searchStart = end
        }
        return links
    }

    /// Every link written in the document's code blocks and inline code, in order, each
    /// once, as the demo opens it (placeholders replaced).
    public func links(in document: MarkdownDocument) -> [String] {
        var found: [String] = []
        document.root.forEach { node in
            switch node.kind {
            case .codeBlock(let block): found += Self.links(in: block.lines.visible).map(tryable)
            case .code(let literal): found += Self.links(in: literal).map(tryable)
            default: break
            }
        }
        return uniqued(found)
    }

    /// The link the demo opens for a link of the article: path segments written as
    /// placeholders (`:id`, `:uuid`) become the example alarm's id.
    public func tryable(_ link: String) -> String {
        let prefix = "deeplink:///"
        guard link.hasPrefix(prefix) else { return link }
        var path = link.dropFirst(prefix.count)
        var tail: Substring = ""
        if let end = path.firstIndex(where: { $0 == "?" || $0 == "#" }) {
            tail = path[end...]
            path = path[..<end]
        }
        let segments = path.split(separator: "/", omittingEmptySubsequences: false).map { segment in
            segment.count > 1 && segment.hasPrefix(":") ? exampleAlarmID : String(segment)
        }
        return prefix + segments.joined(separator: "/") + tail
    }

    /// The demo page opened on `link`: `<demo>?link=<percent-encoded link>`.
    public func demoAddress(for link: String) -> String {
        demoURL + "?link=" + Self.queryEncoded(link)
    }

    /// Percent-encodes everything but RFC 3986's unreserved characters, so that `+`, `&`,
    /// `#` and `?` in the link survive as themselves.
    static func queryEncoded(_ text: String) -> String {
        var result = ""
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
                 UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."),
                 UInt8(ascii: "_"), UInt8(ascii: "~"):
                result.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                result += "%" + String(byte, radix: 16, uppercase: true).leftPadded(to: 2)
            }
        }
        return result
    }

    /// The "Probar" paragraph after a code block that contains links; "" when it has none.
    /// When a placeholder was replaced, a note says by what.
    public func blockHTML(for block: CodeBlock) -> String {
        let written = Self.links(in: block.lines.visible)
        let links = uniqued(written.map(tryable))
        guard !links.isEmpty else { return "" }
        let anchors = links.map(anchorHTML).joined(separator: " ")
        let placeholders = uniqued(written.flatMap(Self.placeholders))
        let note = placeholders.isEmpty ? "" : " <span class=\"deeplink-try-note\">("
            + placeholders.map { "<code>\(HTMLEscaping.escape($0))</code>" }.joined(separator: ", ")
            + ": el id de la primera alarma)</span>"
        return "<p class=\"deeplink-try\"><span class=\"deeplink-try-label\">Probar en la demo:</span> \(anchors)\(note)</p>\n"
    }

    /// The placeholder segments of a link's path (`:id`), which `tryable` replaces.
    public static func placeholders(in link: String) -> [String] {
        let path = link.dropFirst("deeplink:///".count).prefix { $0 != "?" && $0 != "#" }
        return path.split(separator: "/").filter { $0.count > 1 && $0.hasPrefix(":") }.map(String.init)
    }

    /// The "Probar" link after inline code that is a link; "" otherwise.
    public func inlineHTML(for code: String) -> String {
        let links = uniqued(Self.links(in: code).map(tryable))
        guard !links.isEmpty else { return "" }
        return links.map { link in
            " <a class=\"deeplink-try-inline\" href=\"\(HTMLEscaping.escape(demoAddress(for: link)))\" data-deeplink=\"\(HTMLEscaping.escape(link))\" aria-label=\"Probar \(HTMLEscaping.escape(link)) en la demo\">(probar)</a>"
        }.joined()
    }

    private func anchorHTML(_ link: String) -> String {
        "<a class=\"deeplink-try-link\" href=\"\(HTMLEscaping.escape(demoAddress(for: link)))\" data-deeplink=\"\(HTMLEscaping.escape(link))\"><code>\(HTMLEscaping.escape(link))</code></a>"
    }

    private func uniqued(_ links: [String]) -> [String] {
        var seen: Set<String> = []
        return links.filter { seen.insert($0).inserted }
    }
}

extension String {
    fileprivate func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}
