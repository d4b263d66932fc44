import Content
import Diagnostics
import Foundation
import Rendering

/// Checks that every internal link and anchor of the generated site resolves.
///
/// Links are read from the `href` and `src` attributes of the HTML pages; external
/// addresses (with a scheme, or starting with `//`) are not followed.
public enum LinkChecker {
    /// What the check needs of a page: its ids (anchors) and its links.
    public struct PageLinks: Codable, Hashable, Sendable {
        public var ids: Set<String>
        public var links: [String]
    }

    public static func check(_ files: [OutputFile], basePath: String = "/") -> [Diagnostic] {
        check(files, pages: pageLinks(in: files), basePath: basePath)
    }

    /// The ids and links of the HTML pages of `files` that carry their contents (not the
    /// reused or staged ones), by path. Reading the attributes is the costly part; every page
    /// is read on its own core.
    static func pageLinks(in files: [OutputFile]) -> [String: PageLinks] {
        let pages = files.filter { $0.path.hasSuffix(".html") && $0.carriesContents }
        let found: [PageLinks] = pages.parallelMap { PageLinks(html: $0.contents) }
        return Dictionary(zip(pages.map(\.path), found), uniquingKeysWith: { first, _ in first })
    }

    /// Checks the links of `pages` (by path: every HTML page of `files`, reused ones with what
    /// an earlier build found in them) against the paths of `files`.
    /// - Parameter existing: the paths of the site (by default those of `files`).
    /// - Parameter newer: pages that stand for those of `pages` with the same paths.
    static func check(_ files: [OutputFile], pages: [String: PageLinks], basePath: String, existing: Set<String>? = nil,
                      newer: [String: PageLinks] = [:]) -> [Diagnostic] {
        let exists = existing ?? Set(files.map(\.path))
        func links(of path: String) -> PageLinks? { newer[path] ?? pages[path] }
        /// The file a resolved link leads to: itself, its folder's page, or the home page.
        func existingFile(_ target: String) -> String? {
            if exists.contains(target) { return target }
            let folderPage = target + "/index.html"
            if exists.contains(folderPage) { return folderPage }
            return target.isEmpty && exists.contains("index.html") ? "index.html" : nil
        }
        var problems: [Diagnostic] = []
        for file in files where file.path.hasSuffix(".html") {
            guard let page = links(of: file.path) else { continue }
            let pageRoot = file.path == "404.html" ? nil : file.path
            for link in page.links {
                guard let (target, anchor) = resolve(link, from: pageRoot, basePath: basePath) else { continue }
                let where_ = SourceLocation(file: file.sourcePath ?? file.path, line: 0)
                guard let resolved = existingFile(target) else {
                    problems.append(Diagnostic(.error, "link '\(link)' on page \(file.path) leads nowhere", at: where_))
                    continue
                }
                if let anchor, !anchor.isEmpty, resolved.hasSuffix(".html"), links(of: resolved)?.ids.contains(anchor) != true {
                    problems.append(Diagnostic(.error, "link '\(link)' on page \(file.path): no element with id '\(anchor)' on \(resolved)", at: where_))
                }
            }
        }
        return problems.sorted { ($0.location.file, $0.message) < ($1.location.file, $1.message) }
    }

    /// The site path a link leads to and its anchor; nil for external links.
    /// - Parameter page: the page's path in the site, or nil for pages served at any
    ///   address (404.html), whose links start from the base path.
    static func resolve(_ link: String, from page: String?, basePath: String) -> (String, String?)? {
        let isASCII = { (text: String) in text.utf8.allSatisfy { $0 < 0x80 } }
        guard isASCII(link), page.map(isASCII) ?? true, isASCII(basePath) else {
            return resolveByCharacter(link, from: page, basePath: basePath)
        }
        // In ASCII every byte is a Character (a "\r\n" holds none of the separators): the
        // same reading as `resolveByCharacter`, at the bytes.
        let decoded = decodingEntities(link)
        let utf8 = decoded.utf8
        if utf8.isEmpty || utf8.starts(with: "//".utf8) { return nil }
        if let colon = utf8.firstIndex(of: UInt8(ascii: ":")), !utf8[..<colon].contains(UInt8(ascii: "/")) { return nil }
        var end = utf8.endIndex
        var anchor: String?
        if let hash = utf8.firstIndex(of: UInt8(ascii: "#")) {
            anchor = String(decoded[utf8.index(after: hash)...]).decodingPercentEscapes
            end = hash
        }
        if let query = utf8[..<end].firstIndex(of: UInt8(ascii: "?")) { end = query }
        var path = decoded[..<end]
        if path.isEmpty {
            guard let page else { return nil }
            return (page, anchor)
        }
        // The target's components joined by "/" in one buffer, with where each starts (less
        // its "/") so that ".." takes the last one back: no array or String per component.
        var joined: [UInt8] = [], starts: [Int] = []
        joined.reserveCapacity((page?.utf8.count ?? 0) + path.utf8.count + 11)
        func push(_ part: some Collection<UInt8>) {
            starts.append(joined.count)
            if !joined.isEmpty { joined.append(UInt8(ascii: "/")) }
            joined.append(contentsOf: part)
        }
        /// Each component of `text` between its slashes (empty ones left out).
        func forEachComponent(of text: Substring.UTF8View, _ body: (Substring.UTF8View.SubSequence) -> Bool) -> Bool {
            var start = text.startIndex
            while start < text.endIndex {
                let end = text[start...].firstIndex(of: UInt8(ascii: "/")) ?? text.endIndex
                if end > start, !body(text[start..<end]) { return false }
                start = end < text.endIndex ? text.index(after: end) : end
            }
            return true
        }
        if path.utf8.first == UInt8(ascii: "/") {
            guard path.utf8.starts(with: basePath.utf8) else { return ("\u{0}outside:\(path)", anchor) }
            path = path[path.utf8.index(path.startIndex, offsetBy: basePath.utf8.count)...]
        } else if let page {
            // The page's folder: its components but the last.
            _ = forEachComponent(of: Substring(page).utf8) { push($0); return true }
            if let last = starts.popLast() { joined.removeSubrange(last...) }
        }
        let inside = forEachComponent(of: path.utf8) { part in
            if part.elementsEqual(".".utf8) { return true }
            if part.elementsEqual("..".utf8) {
                guard let last = starts.popLast() else { return false }
                joined.removeSubrange(last...)
            } else {
                push(part)
            }
            return true
        }
        guard inside else { return ("\u{0}outside:\(link)", anchor) }
        let target = String(decoding: joined, as: UTF8.self).decodingPercentEscapes
        return (path.utf8.last == UInt8(ascii: "/") && !target.isEmpty ? target + "/index.html" : target, anchor)
    }

    /// `link` with the entities the renderer writes for `&` and `'` of an address
    /// (`HTMLEscaping.escapeURL`) read back.
    static func decodingEntities(_ link: String) -> String {
        var decoded = link.utf8Contains("&amp;") ? link.replacingOccurrences(of: "&amp;", with: "&") : link
        if decoded.utf8Contains("&#x27;") { decoded = decoded.replacingOccurrences(of: "&#x27;", with: "'") }
        return decoded
    }

    /// `resolve` for a link, page or base path that is not ASCII, Character by Character.
    static func resolveByCharacter(_ link: String, from page: String?, basePath: String) -> (String, String?)? {
        let decoded = decodingEntities(link)
        if decoded.isEmpty || decoded.hasPrefix("//") { return nil }
        if let colon = decoded.firstIndex(of: ":"), !decoded[..<colon].contains("/") { return nil }  // has a scheme
        var path = decoded
        var anchor: String?
        if let hash = path.firstIndex(of: "#") {
            anchor = String(path[path.index(after: hash)...]).decodingPercentEscapes
            path = String(path[..<hash])
        }
        if let query = path.firstIndex(of: "?") { path = String(path[..<query]) }
        if path.isEmpty {
            guard let page else { return nil }
            return (page, anchor)
        }
        var components: [Substring]
        if path.hasPrefix("/") {
            guard path.hasPrefix(basePath) else { return ("\u{0}outside:\(path)", anchor) }
            components = []
            path = String(path.dropFirst(basePath.count))
        } else if let page {
            components = page.split(separator: "/").dropLast()
        } else {
            components = []
        }
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            if part == "." { continue }
            if part == ".." {
                if components.isEmpty { return ("\u{0}outside:\(link)", anchor) }
                components.removeLast()
            } else {
                components.append(part)
            }
        }
        let joined = components.joined(separator: "/").decodingPercentEscapes
        return (path.hasSuffix("/") && !joined.isEmpty ? joined + "/index.html" : joined, anchor)
    }

    /// The values of a page's `id="…"`, `href="…"` and `src="…"` attributes (the form
    /// sitegen's templates and renderer write), each in the order they stand, read in one
    /// pass: `memchr` stops at each `=`, which is then checked for the three names before it
    /// and a `"` after it. (Three passes, one per name, stopped at every `=` three times.)
    static func attributeValues(in bytes: UnsafeBufferPointer<UInt8>) -> (ids: [String], hrefs: [String], sources: [String]) {
        var ids: [String] = [], hrefs: [String] = [], sources: [String] = []
        guard let start = bytes.baseAddress else { return ([], [], []) }
        /// Whether `name` with a space before it ends right before `equals`.
        func named(_ name: StaticString, before equals: Int) -> Bool {
            let count = name.utf8CodeUnitCount
            guard equals >= count + 1, bytes[equals - count - 1] == UInt8(ascii: " ") else { return false }
            return memcmp(start + equals - count, name.utf8Start, count) == 0
        }
        var from = 0
        while let equals = bytes.offset(of: UInt8(ascii: "="), from: from) {
            from = equals + 1
            guard from < bytes.count, bytes[from] == UInt8(ascii: "\"") else { continue }
            let isID = named("id", before: equals), isHref = !isID && named("href", before: equals)
            guard isID || isHref || named("src", before: equals) else { continue }
            let valueStart = from + 1
            var end = valueStart
            while end < bytes.count, bytes[end] != UInt8(ascii: "\"") { end += 1 }
            let value = String(decoding: UnsafeBufferPointer(rebasing: bytes[valueStart..<end]), as: UTF8.self)
            if isID { ids.append(value) } else if isHref { hrefs.append(value) } else { sources.append(value) }
            from = valueStart
        }
        return (ids, hrefs, sources)
    }
}

extension String {
    /// Percent-decoded, only paying for Foundation when there is something to decode.
    var decodingPercentEscapes: String {
        utf8.contains(UInt8(ascii: "%")) ? (removingPercentEncoding ?? self) : self
    }
}

extension LinkChecker.PageLinks {
    /// What a page's HTML holds, read from its UTF-8 bytes (a page is not made a `String`
    /// first): its `id`s, and its links (`href` and `src`).
    init(html: UnsafeBufferPointer<UInt8>) {
        let found = LinkChecker.attributeValues(in: html)
        self.init(ids: Set(found.ids), links: found.hrefs + found.sources)
    }

    /// What a page's HTML holds, read from the bytes of its file.
    init(html: Data) {
        self = html.withUnsafeBytes { Self(html: $0.bindMemory(to: UInt8.self)) }
    }
}
