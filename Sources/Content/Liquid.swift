import Diagnostics

/// Jekyll's Liquid tags, met in articles brought over from a Jekyll blog.
///
/// sitegen does not run Liquid. `{% highlight lang %}…{% endhighlight %}` becomes a fenced
/// code block (line for line, so source lines stay right); any other tag is left in the text,
/// where the reader sees it, and reported as a warning.
public enum Liquid {
    /// Rewrites highlight tags into fences and reports the other tags.
    ///
    /// - Parameter lineOffset: file lines before `body`, for the warnings' locations.
    public static func preprocess(_ body: String, file: String, lineOffset: Int) -> (body: String, warnings: [Diagnostic]) {
        guard body.utf8Contains("{%") else { return (body, []) }
        var lines = body.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var warnings: [Diagnostic] = []
        var fence: String?          // the open Markdown fence, if inside one
        var inHighlight = false
        // Indented code and HTML blocks are Markdown's literal text too: a tag there is shown as
        // written, never rewritten nor reported.
        var afterBlank = true, inIndentedCode = false, inHTMLBlock = false
        for index in lines.indices {
            let line = lines[index]
            let trimmed = line.trimmingSpaces
            defer { afterBlank = trimmed.isEmpty }
            if fence == nil, !inHighlight {
                if inHTMLBlock {
                    if trimmed.isEmpty { inHTMLBlock = false }
                    continue
                }
                let indentation = line.prefix { $0 == " " || $0 == "\t" }
                let indented = indentation.contains("\t") || indentation.count >= 4
                if !trimmed.isEmpty {
                    if indented && (afterBlank || inIndentedCode) { inIndentedCode = true; continue }
                    inIndentedCode = false
                    if afterBlank, startsHTMLBlock(trimmed) { inHTMLBlock = true; continue }
                } else if inIndentedCode {
                    continue
                }
            }
            if !inHighlight, let marker = fenceMarker(trimmed) {
                if let open = fence {
                    if trimmed.hasPrefix(open) && trimmed.allSatisfy({ $0 == open.first }) { fence = nil }
                } else {
                    fence = marker
                }
                continue
            }
            if fence != nil { continue }
            if let language = highlightLanguage(trimmed), !inHighlight {
                lines[index] = "```" + language
                inHighlight = true
                continue
            }
            if inHighlight {
                if tagWords(trimmed) == ["endhighlight"] {
                    lines[index] = "```"
                    inHighlight = false
                }
                continue
            }
            var searchStart = line.startIndex
            while let open = line.utf8Range(of: "{%", from: searchStart) {
                let close = line.utf8Range(of: "%}", from: open.upperBound)
                let tag = close.map { String(line[open.lowerBound..<$0.upperBound]) } ?? String(line[open.lowerBound...])
                let column = line.distance(from: line.startIndex, to: open.lowerBound) + 1
                warnings.append(Diagnostic(
                    .warning,
                    "Liquid tag '\(tag)' is not supported; it is shown as text (remove it or use Markdown)",
                    at: SourceLocation(file: file, line: lineOffset + index + 1, column: column)))
                searchStart = close?.upperBound ?? line.endIndex
            }
        }
        return (lines.joined(separator: "\n"), warnings)
    }

    /// `{% highlight swift linenos %}` → `swift`.
    static func highlightLanguage(_ trimmed: String) -> String? {
        guard let inner = tagWords(trimmed), inner.first == "highlight" else { return nil }
        return inner.count > 1 ? String(inner[1]) : ""
    }

    /// The words of a line that is one whole tag: `{%- highlight swift -%}` → `highlight`,
    /// `swift` (Liquid's whitespace-control dashes dropped); nil for any other line.
    static func tagWords(_ trimmed: String) -> [Substring]? {
        guard trimmed.hasPrefix("{%"), trimmed.hasSuffix("%}"), trimmed.count >= 4 else { return nil }
        var inner = trimmed.dropFirst(2).dropLast(2)
        if inner.hasPrefix("-") { inner = inner.dropFirst() }
        if inner.hasSuffix("-") { inner = inner.dropLast() }
        return inner.split(whereSeparator: { $0 == " " || $0 == "\t" })
    }

    /// Whether a line opens an HTML block: `<div`, `</p`, `<!--`, `<?`, a tag name after `<`.
    static func startsHTMLBlock(_ trimmed: String) -> Bool {
        guard trimmed.hasPrefix("<") else { return false }
        var rest = trimmed.dropFirst()
        if rest.hasPrefix("!") || rest.hasPrefix("?") { return true }
        if rest.hasPrefix("/") { rest = rest.dropFirst() }
        // A tag name, then the end of the tag's name (not `<https://…>`, an autolink).
        let name = rest.prefix { $0.isLetter || $0.isNumber || $0 == "-" }
        guard name.first?.isLetter == true else { return false }
        let after = rest.dropFirst(name.count).first
        return after == nil || after == " " || after == ">" || after == "/" || after == "\t"
    }

    static func fenceMarker(_ trimmed: String) -> String? {
        if trimmed.hasPrefix("```") { return String(trimmed.prefix(while: { $0 == "`" })) }
        if trimmed.hasPrefix("~~~") { return String(trimmed.prefix(while: { $0 == "~" })) }
        return nil
    }
}

extension String {
    var trimmingSpaces: String {
        String(drop(while: { $0 == " " || $0 == "\t" }).reversed().drop(while: { $0 == " " || $0 == "\t" || $0 == "\r" }).reversed())
    }
}
