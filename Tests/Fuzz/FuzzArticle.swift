import Content
import Diagnostics
import Rendering

// libFuzzer entry point for scripts/fuzz.sh (not a SwiftPM target: the script compiles it
// with `swiftc -sanitize=fuzzer,address` against instrumented builds of the modules).
//
// Each input is an article file: it goes through the parse stage as a file of content/ does
// (front-matter splitter, YAML with the alias limits, Liquid, cmark-gfm, the Markdown
// checks), is rendered to HTML as an article page's body is (headings' anchors, the table of
// contents, code blocks with their notes, the search sections), and the same text is read as
// a site.yml. Errors are expected answers; a crash,
// a sanitizer report, a timeout or running out of memory is a finding.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzArticle(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    do throws(DiagnosticError) {
        if let article = try Article.parse(text, sourcePath: "content/fuzz.md", fileName: "2024-01-02-fuzz.md").article {
            let renderer = MarkdownHTMLRenderer(skipTitleHeading: article.title, codeBlocks: CodeBlockDrawing(),
                                                corrections: article.frontMatter.corrections)
            _ = renderer.render(article.document).html
        }
    } catch {
        _ = error.description
    }
    do throws(DiagnosticError) {
        _ = try SiteConfig.parse(text, file: "content/site.yml")
    } catch {
        _ = error.description
    }
    return 0
}
