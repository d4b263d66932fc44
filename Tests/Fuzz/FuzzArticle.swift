import Content
import Diagnostics

// libFuzzer entry point for scripts/fuzz.sh (not a SwiftPM target: the script compiles it
// with `swiftc -sanitize=fuzzer,address` against instrumented builds of the modules).
//
// Each input is an article file: it goes through the parse stage as a file of content/ does
// (front-matter splitter, YAML with the alias limits, Liquid, cmark-gfm, the Markdown
// checks), and the same text is read as a site.yml. Errors are expected answers; a crash,
// a sanitizer report, a timeout or running out of memory is a finding.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzArticle(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    do throws(DiagnosticError) {
        _ = try Article.parse(text, sourcePath: "content/fuzz.md", fileName: "2024-01-02-fuzz.md")
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
