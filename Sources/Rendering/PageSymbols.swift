import Content
import Markdown

/// The declarations the names of a page's code blocks resolved to, as one table for the page:
/// a declaration several blocks name is written once, and each name's `data-s` is its row here.
///
/// The table is a file of its own (`Routes.symbols(ofArticleAt:)`), which `assets/symbols.js`
/// loads when a reader first points at, taps or focuses a block: the page carries only the
/// rows' numbers. It is made from the verdicts alone (`init(article:drawing:)`), by the page
/// and by the site-wide pass that writes the file, so both number the rows alike.
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

    /// The table of an article's page: the rows of its drawn blocks' names, in the order the
    /// page draws them (a block's names show where its code is highlighted).
    init(article: Article, drawing: CodeBlockDrawing) {
        self.init(page: article.urlPath)
        for block in article.document.codeBlocks where drawing.highlightedLines[block.id] != nil {
            if let symbols = drawing.verdicts[block.id]?.symbols { _ = numbers(for: symbols) }
        }
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

    /// The table's file of an article's page, when its blocks name anything.
    static func file(of article: Article, drawing: CodeBlockDrawing) -> OutputFile? {
        PageSymbols(article: article, drawing: drawing).file.map {
            OutputFile(path: Routes.symbols(ofArticleAt: article.urlPath), text: $0, sourcePath: article.sourcePath)
        }
    }

    /// The table's file: a script that stores the rows under `window.sitegenSymbols`
    /// (`<script>`, not JSON, so that a site opened from disk reads it too); nil when no
    /// block has names.
    var file: String? {
        guard !rows.isEmpty else { return nil }
        var json = JSONText(capacity: rows.count * 96)
        json.raw("window.sitegenSymbols=[")
        for (offset, row) in rows.enumerated() {
            json.raw(offset > 0 ? ",\n[" : "[")
            json.string(row.declaration)
            json.raw(",")
            json.string(row.about)
            json.raw(",")
            json.string(row.origin)
            json.raw(",")
            if let link = row.link { json.string(link) } else { json.raw("null") }
            json.raw("]")
        }
        json.raw("];\n")
        return json.text
    }
}
