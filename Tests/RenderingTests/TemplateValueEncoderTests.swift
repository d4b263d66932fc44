import Foundation
@testable import Rendering
import Testing

/// Page contexts become the values templates read: every way an `Encodable` writes itself.
@Suite struct TemplateValueEncoderTests {
    struct Card: Encodable {
        var title: String
        var minutes: Int
        var draft: Bool
        var score: Double
        var series: String?
        var shown: ShownText
    }

    struct Page: Encodable {
        var site: [String: String]
        var cards: [Card]
        var grid: [[Int]]
        var first: Card?
        var none: Card?
        var note: ShownText
    }

    @Test func structsListsMapsAndScalarsBecomeTheirValues() throws {
        let card = Card(title: "Alertas", minutes: 3, draft: false, score: 2.5, series: nil, shown: ShownText("Hola"))
        let other = Card(title: "Sheets", minutes: 7, draft: true, score: 0, series: "TCA", shown: ShownText(""))
        let page = Page(site: ["title": "Navegación"], cards: [card, other], grid: [[1, 2], [], [3]], first: card, none: nil,
                        note: ShownText(nil))
        let cardValue: TemplateValue = .map(["title": .text("Alertas"), "minutes": .integer(3), "draft": .flag(false),
                                             "score": .number(2.5), "shown": .text("Hola")])
        #expect(try TemplateValueEncoder.encode(page) == .map([
            "site": .map(["title": .text("Navegación")]),
            "cards": .list([cardValue, .map(["title": .text("Sheets"), "minutes": .integer(7), "draft": .flag(true),
                                             "score": .number(0), "series": .text("TCA"), "shown": .flag(false)])]),
            "grid": .list([.list([.integer(1), .integer(2)]), .list([]), .list([.integer(3)])]),
            "first": cardValue,
            "note": .flag(false),
        ]))
        #expect(try TemplateValueEncoder.encode("texto") == .text("texto"))
        #expect(try TemplateValueEncoder.encode([String]()) == .list([]))
    }

    /// A type that writes itself with nested containers, written into after they are made,
    /// explicit nils and a super encoder.
    struct Hand: Encodable {
        enum Keys: String, CodingKey { case name, nested, items, empty, parent, missing }
        enum Inner: String, CodingKey { case depth }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: Keys.self)
            var nested = container.nestedContainer(keyedBy: Inner.self, forKey: .nested)
            var items = container.nestedUnkeyedContainer(forKey: .items)
            try container.encode("mano", forKey: .name)
            try container.encodeNil(forKey: .missing)
            try nested.encode(2, forKey: .depth)
            try items.encode("a")
            var inner = items.nestedContainer(keyedBy: Inner.self)
            try items.encodeNil()
            var list = items.nestedUnkeyedContainer()
            try inner.encode(5, forKey: .depth)
            try list.encode(true)
            _ = container.nestedContainer(keyedBy: Inner.self, forKey: .empty)
            // Writing again into the same encoder's keyed container adds to it.
            var again = encoder.container(keyedBy: Keys.self)
            try again.encode(1.5, forKey: .parent)
        }
    }

    @Test func nestedContainersHoldWhatIsWrittenIntoThemLater() throws {
        #expect(try TemplateValueEncoder.encode(Hand()) == .map([
            "name": .text("mano"), "missing": .nothing, "parent": .number(1.5),
            "nested": .map(["depth": .integer(2)]),
            "items": .list([.text("a"), .map(["depth": .integer(5)]), .nothing, .list([.flag(true)])]),
            "empty": .map([:]),
        ]))
    }
}
