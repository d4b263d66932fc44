import Content
import Diagnostics
import Markdown
import Rendering
import Testing

// Small helpers shared by the SiteTests files: they parse strings, as STYLE item 6 asks,
// so most tests need no folder at all.

/// Parses an article file's text as `content/<fileName>`; fails the test on an error or
/// when the article is unpublished.
func article(_ text: String, fileName: String = "x.md") throws -> Article {
    let (article, _) = try Article.parse(text, sourcePath: "content/\(fileName)", fileName: fileName)
    return try #require(article)
}

/// The message the user reads for an article file that does not parse, or nil when it parses.
func articleError(_ text: String, fileName: String = "x.md") -> String? {
    do {
        _ = try Article.parse(text, sourcePath: "content/\(fileName)", fileName: fileName)
        return nil
    } catch {
        return error.description
    }
}

/// The warnings met while parsing an article file.
func articleWarnings(_ text: String, fileName: String = "x.md") throws -> [String] {
    try Article.parse(text, sourcePath: "content/\(fileName)", fileName: fileName).warnings.map(\.description)
}

/// Renders a Markdown body (no front matter) to the HTML the article template receives.
func html(_ markdown: String) -> String {
    MarkdownHTMLRenderer().render(MarkdownParser.parse(markdown, file: "content/x.md")).html
}
