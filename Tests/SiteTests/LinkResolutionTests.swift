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
        let pages: [String?] = [nil, "index.html", "dos/index.html", "a/b/c.html", "", "/raro/"]
        var generator = SystemRandomNumberGenerator()
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
