@testable import Rendering

// libFuzzer entry point for scripts/fuzz.sh: the theme's template parser and renderer (see
// FuzzArticle.swift for how the script builds it; Rendering is built for testing, so its
// internal `Template` is reachable).
//
// Each input is a template: it is parsed, and — when it parses — rendered as a page whose
// partials are itself (a recursive partial must stop, not overflow the stack) and one other,
// with values of every kind for the names a theme uses. A `ParseError` is the expected answer
// to a bad template; a crash, a sanitizer report, a timeout or running out of memory is a finding.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTemplate(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    guard let template = try? Template(parsing: text) else { return 0 }
    let other = (try? Template(parsing: "<p>{{title}}</p>{{#items}}{{name}}{{/items}}")) ?? template
    let values = TemplateValue.map([
        "title": .text("Título <b>&</b>"),
        "items": .list([.map(["name": .text("uno")]), .map(["name": .text("dos")]), .nothing]),
        "flag": .flag(true),
        "count": .integer(3),
        "ratio": .number(0.5),
        "page": .text("other"),
    ])
    var renderer = TemplateRenderer(templates: ["page": template, "self": template, "other": other], values: values)
    _ = renderer.render("page")
    return 0
}
