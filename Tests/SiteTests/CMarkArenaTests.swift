import CMarkArena
import CMarkGFM
import Markdown
import Rendering
import Testing

/// The allocator each cmark-gfm parse uses (Sources/CMarkArena), called as cmark-gfm calls it,
/// and whole parses large enough to need many of its blocks.
@Suite struct CMarkArenaTests {
    @Test func allocationsAreZeroedAlignedAndKeepTheirBytesWhenTheyGrow() throws {
        let allocator = cmark_arena_begin().pointee
        defer { cmark_arena_end() }
        let calloc = try #require(allocator.calloc), realloc = try #require(allocator.realloc), free = try #require(allocator.free)

        let first = try #require(calloc(10, 10)).assumingMemoryBound(to: UInt8.self)
        #expect(Int(bitPattern: first) % 16 == 0)
        #expect((0..<100).allSatisfy { first[$0] == 0 })
        for index in 0..<100 { first[index] = UInt8(index) }

        // Another allocation after it, then the first grows far beyond the first block:
        // it moves, with its bytes.
        let second = try #require(calloc(1, 24)).assumingMemoryBound(to: UInt8.self)
        #expect(Int(bitPattern: second) % 16 == 0 && second != first)
        let grown = try #require(realloc(first, 3 << 20)).assumingMemoryBound(to: UInt8.self)
        #expect(grown != first)
        #expect((0..<100).allSatisfy { grown[$0] == UInt8($0) })
        grown[(3 << 20) - 1] = 7
        #expect(cmark_arena_reserved() >= 3 << 20)

        // The latest allocation grows where it stands while its block has room.
        let latest = try #require(calloc(1, 32)).assumingMemoryBound(to: UInt8.self)
        latest[31] = 9
        let inPlace = try #require(realloc(latest, 4096)).assumingMemoryBound(to: UInt8.self)
        #expect(inPlace == latest && inPlace[31] == 9)

        // Freeing the latest allocation gives its place to the next one, zeroed again.
        free(inPlace)
        let reused = try #require(calloc(1, 64)).assumingMemoryBound(to: UInt8.self)
        #expect(reused == latest)
        #expect((0..<64).allSatisfy { reused[$0] == 0 })
        // Freeing an earlier one changes nothing the others hold.
        free(second)
        #expect(grown[(3 << 20) - 1] == 7 && (0..<100).allSatisfy { grown[$0] == UInt8($0) })
    }

    @Test func anEndedArenaHoldsNothing() throws {
        let calloc = try #require(cmark_arena_begin().pointee.calloc)
        _ = calloc(1, 1 << 20)
        #expect(cmark_arena_reserved() >= 1 << 20)
        cmark_arena_end()
        #expect(cmark_arena_reserved() == 0)
    }

    /// A document of several megabytes with every extension: its parse fills many blocks,
    /// grows buffers past a block's end, and every node still reads as written.
    @Test func aLargeDocumentParsesWholeInTheArena() {
        let rows = 20_000
        var text = "| Nombre | Estado |\n|---|---|\n"
        for row in 0..<rows { text += "| fila \(row) | ~~tachada \(row)~~ |\n" }
        text += "\n" + String(repeating: "palabra ", count: 400_000) + "https://example.com/fin [^nota]\n\n"
        text += "- [x] hecha\n- [ ] pendiente\n\n[^nota]: La nota.\n"
        let document = MarkdownParser.parse(text, file: "content/grande.md")
        let html = MarkdownHTMLRenderer().render(document).html
        #expect(html.components(separatedBy: "<del>").count - 1 == rows)
        #expect(html.contains("<td>fila \(rows - 1)</td>"))
        #expect(html.contains(#"<a href="https://example.com/fin">"#))
        #expect(html.contains("La nota."))
        #expect(html.components(separatedBy: #"type="checkbox""#).count - 1 == 2)
        #expect(cmark_arena_reserved() == 0)
    }
}
