/// The declarations the names of a page's code blocks resolved to, as one table for the page
/// (`assets/symbols.js` reads it): a declaration several blocks name is written once, and each
/// name's `data-s` is its row here.
struct PageSymbols {
    /// A row as the popover shows it: `[declaration, about, origin, link or null]`.
    struct Row: Hashable {
        var declaration: String
        var about: String
        var origin: String
        /// The declaring block, relative to the page (`#codigo-12`, `../otro/#codigo-40`).
        var link: String?
    }

    /// The page's path from the site's root: links to blocks of other pages start from it.
    var page: String?
    private(set) var rows: [Row] = []
    private var numbers: [Row: Int] = [:]

    init(page: String?) {
        self.page = page
    }

    /// The row of each of `symbols`' entries, added to the table where new.
    mutating func numbers(for symbols: CodeBlockVerdict.Symbols) -> [Int] {
        symbols.entries.map { entry in
            let row = Row(declaration: entry.declaration, about: entry.about, origin: entry.origin,
                          link: entry.target.map(link))
            if let number = numbers[row] { return number }
            numbers[row] = rows.count
            rows.append(row)
            return rows.count - 1
        }
    }

    private func link(_ target: CodeBlockVerdict.Symbols.Target) -> String {
        let anchor = "#" + CodeBlockHTML.codeAnchor(line: target.line)
        guard let page, target.urlPath != page else { return anchor }
        return RelativeURL.root(fromPage: page) + target.urlPath + anchor
    }

    /// The table as the element the script reads (`#simbolos`); empty when no block has names.
    var script: String {
        guard !rows.isEmpty else { return "" }
        var json = JSONText(capacity: rows.count * 96)
        json.raw("[")
        for (offset, row) in rows.enumerated() {
            if offset > 0 { json.raw(",") }
            json.raw("[")
            json.string(row.declaration)
            json.raw(",")
            json.string(row.about)
            json.raw(",")
            json.string(row.origin)
            json.raw(",")
            if let link = row.link { json.string(link) } else { json.raw("null") }
            json.raw("]")
        }
        json.raw("]")
        // Inside a script element, `</` would end it.
        return "<script type=\"application/json\" id=\"simbolos\">" + json.text.replacingOccurrences(of: "</", with: "<\\/") + "</script>\n"
    }
}
