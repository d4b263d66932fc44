import Foundation
@testable import Rendering
import Testing

/// A partial that includes itself: an error when nothing can end it, a tree when its data ends
/// it, and never a crash.
struct RecursivePartialTests {
    func library(_ files: [String: String]) throws -> [String: Template] {
        try files.mapValues { try Template(parsing: $0) }
    }

    @Test func aPartialIncludingItselfOutsideAnySectionIsACycle() throws {
        let templates = try library([
            "base": "<main>{{> partials/footer}}</main>",
            "partials/footer": "<footer>{{> partials/enlaces}}</footer>",
            "partials/enlaces": "<a>{{> partials/footer}}</a>",
            "partials/solo": "{{> partials/solo}}",
        ])
        #expect(TemplateLibrary.unconditionalCycles(in: templates) == [
            ["partials/enlaces", "partials/footer", "partials/enlaces"], ["partials/solo", "partials/solo"],
        ])
    }

    @Test func aTreeRecursesThroughItsDataAndEnds() throws {
        let templates = try library(["nodo": "<li>{{nombre}}{{#hijos}}<ul>{{> nodo}}</ul>{{/hijos}}</li>"])
        #expect(TemplateLibrary.unconditionalCycles(in: templates).isEmpty)
        let tree = TemplateValue.map(["nombre": .text("raíz"), "hijos": .list([.map(["nombre": .text("hoja"), "hijos": .list([])])])])
        var renderer = TemplateRenderer(templates: templates, values: tree)
        #expect(renderer.render("nodo") == "<li>raíz<ul><li>hoja</li></ul></li>")
    }

    @Test func dataDeeperThanAnyPageStopsWithoutACrash() throws {
        let templates = try library(["nodo": "<i>{{#hijo}}{{> nodo}}{{/hijo}}</i>"])
        var value = TemplateValue.map([:])
        for _ in 0..<10_000 { value = .map(["hijo": value]) }
        var renderer = TemplateRenderer(templates: templates, values: value)
        let rendered = renderer.render("nodo")
        let output = try #require(rendered)
        #expect(output.components(separatedBy: "<i>").count - 1 == TemplateRenderer.maximumDepth + 1)
    }
}
