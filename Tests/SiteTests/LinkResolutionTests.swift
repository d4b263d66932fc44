import SitegenTesting
import Testing
@testable import Site

@Suite("Links resolved to site paths")
struct LinkResolutionTests {
    @Test(arguments: [
        ("../uno/", "dos/index.html", "/", "uno/index.html", nil),
        ("../uno/#parte-2", "dos/index.html", "/", "uno/index.html", "parte-2"),
        ("#arriba", "dos/index.html", "/", "dos/index.html", "arriba"),
        ("/blog/tres/?q=1", "dos/index.html", "/blog/", "tres/index.html", nil),
        ("../assets/a%20b.png", "dos/index.html", "/", "assets/a b.png", nil),
        ("../../fuera/", "dos/index.html", "/", "\u{0}outside:../../fuera/", nil),
        ("/otro/", "dos/index.html", "/blog/", "\u{0}outside:/otro/", nil),
    ] as [(String, String?, String, String, String?)])
    func linksLeadToTheirPaths(link: String, page: String?, basePath: String, target: String, anchor: String?) {
        let resolved = LinkChecker.resolve(link, from: page, basePath: basePath)
        #expect(resolved?.0 == target)
        #expect(resolved?.1 == anchor)
    }

    @Test(arguments: ["https://example.org/", "//cdn.example.org/x.js", "mailto:a@b.c", ""])
    func externalLinksAreNotFollowed(link: String) {
        #expect(LinkChecker.resolve(link, from: "dos/index.html", basePath: "/") == nil)
    }

    /// ASCII links are read at their bytes: the same site path and anchor as the reading by
    /// Character, on random links over the separators and the escapes.
    @Test func asciiLinksResolveAsByCharacter() {
        let pieces = ["/", ".", "..", "a", "b/", "#", "?", ":", "&amp;", "&#x27;", "%20", "%zz", "index.html", "//", "\r\n", "x=1"]
        let pages: [String?] = [nil, "index.html", "dos/index.html", "a/b/c.html", "", "/raro/", "a//b/c.html", "x/", "a/b", "%41/b.html"]
        var generator = SeededGenerator.forTest()
        for _ in 0..<5000 {
            let link = (0..<Int.random(in: 0...6, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
            let page = pages.randomElement(using: &generator)!
            let basePath = ["/", "/blog/", "", "/a"].randomElement(using: &generator)!
            let fast = LinkChecker.resolve(link, from: page, basePath: basePath)
            let plain = LinkChecker.resolveByCharacter(link, from: page, basePath: basePath)
            #expect(fast?.0 == plain?.0 && fast?.1 == plain?.1, "\(link.debugDescription) from \(String(describing: page)) under \(basePath)")
        }
    }
}

/// A page's ids and links, read in one pass, are those a search for each attribute finds.
@Suite struct PageLinksTests {
    /// Pieces of HTML, with the attributes' look-alikes: no space before the name, no quote
    /// after `=`, a longer name ending in one of them, `=` inside values, empty values and
    /// an attribute cut off at the end of the page.
    static let pieces = [" id=\"", " href=\"", " src=\"", "\"", " ", "=", "a", "é", "<a", ">", "id=\"", "xid=\"",
                         " data-href=\"", " xsrc=\"", " href=", "?q=1", "#top", "\n", " id=\"\"", " src=\"x.png\""]

    /// The values of `name="…"` found one name at a time, as the next search starting after
    /// each `name="`, up to the next `"` or the page's end.
    static func reference(_ name: String, in bytes: [UInt8]) -> [String] {
        let pattern = Array(" \(name)=\"".utf8)
        return bytes.ranges(of: pattern).map { range in
            let end = bytes[range.upperBound...].firstIndex(of: UInt8(ascii: "\"")) ?? bytes.endIndex
            return String(decoding: bytes[range.upperBound..<end], as: UTF8.self)
        }
    }

    @Test func onePassFindsWhatASearchForEachAttributeFinds() {
        var generator = SeededGenerator(seed: 61)
        for _ in 0..<3_000 {
            let page = (0..<Int.random(in: 0...30, using: &generator)).map { _ in Self.pieces.randomElement(using: &generator)! }.joined()
            let bytes = Array(page.utf8)
            let found = bytes.withUnsafeBufferPointer { LinkChecker.attributeValues(in: $0) }
            #expect(found.ids == Self.reference("id", in: bytes), "\(page)")
            #expect(found.hrefs == Self.reference("href", in: bytes), "\(page)")
            #expect(found.sources == Self.reference("src", in: bytes), "\(page)")
        }
    }

    @Test func aPageGivesItsIdsAndItsLinksHrefsFirst() {
        let page = Array(##"<h2 id="uno">x</h2><img src="a.png"><a href="#uno" data-x="y">z</a><a href="../dos/">"##.utf8)
        let links = page.withUnsafeBufferPointer { LinkChecker.PageLinks(html: $0) }
        #expect(links.ids == ["uno"])
        #expect(links.links == ["#uno", "../dos/", "a.png"])
    }
}
