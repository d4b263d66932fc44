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
        for index in lines.indices {
            let line = lines[index]
            let trimmed = line.trimmingSpaces
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
