import Content
import Diagnostics
import Foundation
import Markdown

/// One page per article whose verified blocks carry their whole file (`CodeBlockVerdict.WholeFile`):
/// `archivos/<article>/`, a section per block with the file as it stands after that step — the
/// text the checker compiled, less its scaffolding — with the step's own lines marked, and the
/// lines that changed since the file's previous version in the tutorial marked too (removed
/// ones struck through). Plain HTML: it reads without JavaScript; each block of the article
/// links to its section, and each section back to the block.
///
/// A file's previous version is the last one of the same name earlier in the same timeline
/// (the article's series, or the article alone), whichever article showed it.
struct WholeFilePages: Sendable {
    static let template = "archivos"

    let context: PageContext
    let map: SiteMap
    let verdicts: [CodeBlock.ID: CodeBlockVerdict]
    let templates: TemplateLibrary

    /// One step's file, where it is drawn and what came before it.
    struct Step {
        var article: Article
        var line: Int
        var file: CodeBlockVerdict.WholeFile
        var previous: (article: Article, line: Int, file: CodeBlockVerdict.WholeFile)?
    }

    /// The steps of every article, in reading order, each with its file's previous version.
    func steps() -> [String: [Step]] {
        var byFile: [String: [(line: Int, file: CodeBlockVerdict.WholeFile)]] = [:]
        for (id, verdict) in verdicts { if let file = verdict.wholeFile { byFile[id.file, default: []].append((id.line, file)) } }
        var last: [String: (article: Article, line: Int, file: CodeBlockVerdict.WholeFile)] = [:]
        var steps: [String: [Step]] = [:]
        for article in map.articles + map.pages {
            let timeline = article.series ?? article.sourcePath
            for (line, file) in (byFile[article.sourcePath] ?? []).sorted(by: { $0.line < $1.line }) {
                let key = timeline + "\u{1}" + file.name
                steps[article.sourcePath, default: []].append(Step(article: article, line: line, file: file, previous: last[key]))
                last[key] = (article, line, file)
            }
        }
        return steps
    }

    /// The pages of every article with whole files, or of those of `only`.
    func render(only: Set<String>? = nil) throws(DiagnosticError) -> [OutputFile] {
        guard templates.has(Self.template) else { return [] }
        var files: [OutputFile] = []
        let steps = steps()
        for article in map.articles + map.pages where only?.contains(article.sourcePath) ?? true {
            guard let own = steps[article.sourcePath], !own.isEmpty else { continue }
            let urlPath = Routes.wholeFiles(ofArticleAt: article.urlPath)
            let root = RelativeURL.root(fromPage: urlPath)
            let values = WholeFilesPageContext(
                site: context.siteValues(),
                page: context.page(title: "Archivos paso a paso: \(article.title)",
                                   description: "El archivo completo tras cada paso de «\(article.title)», tal como se comprobó.",
                                   urlPath: urlPath, kind: .wholeFiles),
                files: .init(title: article.title, articleURL: root + article.urlPath,
                             steps: own.map { section($0, root: root) }))
            files.append(OutputFile(path: urlPath + "index.html", text: try templates.render(Self.template, values)))
        }
        return files
    }

    /// A step's section: its title, what changed, links back and to the previous version, and the file's lines.
    func section(_ step: Step, root: String) -> WholeFilesPageContext.Step {
        let anchor = CodeBlockHTML.wholeFileAnchor(line: step.line)
        let lines = Self.lines(step.file, previous: step.previous?.file)
        let added = lines.filter { $0.change == .added }.count, removed = lines.filter { $0.change == .removed }.count
        let stepLines = step.file.lines.filter(\.isStep).count
        var summary = [SpanishText.count(stepLines, "línea de este paso", "líneas de este paso")]
        if step.previous == nil {
            summary.append("primera versión del archivo")
        } else {
            summary.append(SpanishText.count(added, "línea nueva o cambiada", "líneas nuevas o cambiadas")
                           + " respecto a la versión anterior")
            if removed > 0 { summary.append(SpanishText.count(removed, "línea quitada", "líneas quitadas")) }
        }
        let previousURL = step.previous.map { previous in
            (previous.article.sourcePath == step.article.sourcePath ? "" : root + Routes.wholeFiles(ofArticleAt: previous.article.urlPath))
                + "#" + CodeBlockHTML.wholeFileAnchor(line: previous.line)
        }
        return .init(anchor: anchor, name: step.file.name, line: step.line, summary: summary.joined(separator: " · "),
                     blockURL: root + step.article.urlPath + "#" + anchor, previousURL: previousURL,
                     html: lines.map(Self.html).joined(separator: "\n"))
    }

    /// A line of a drawn file, its HTML (highlighted, else escaped) and how it differs from the
    /// previous version.
    struct DrawnLine: Equatable {
        enum Change { case same, added, removed }
        var line: CodeBlockVerdict.WholeFile.Line
        var html: String
        var change: Change
    }

    /// Line `index` of `file` as HTML: its highlighted line when the file has one per line.
    static func lineHTML(_ file: CodeBlockVerdict.WholeFile, _ index: Int) -> String {
        if let highlighted = file.highlighted, highlighted.count == file.lines.count { return highlighted[index] }
        return HTMLEscaping.escape(file.lines[index].text)
    }

    /// The file's lines, with the previous version's removed lines in their place: a line
    /// diff of the two (Myers', `CollectionDifference`), as a unified diff shows it.
    static func lines(_ file: CodeBlockVerdict.WholeFile, previous: CodeBlockVerdict.WholeFile?) -> [DrawnLine] {
        guard let previous else { return file.lines.indices.map { DrawnLine(line: file.lines[$0], html: lineHTML(file, $0), change: .same) } }
        let difference = file.lines.map(\.text).difference(from: previous.lines.map(\.text))
        var removed: Set<Int> = [], inserted: Set<Int> = []
        for change in difference {
            switch change {
            case .remove(let offset, _, _): removed.insert(offset)
            case .insert(let offset, _, _): inserted.insert(offset)
            }
        }
        var drawn: [DrawnLine] = []
        var old = 0, new = 0
        while old < previous.lines.count || new < file.lines.count {
            if old < previous.lines.count, removed.contains(old) {
                drawn.append(DrawnLine(line: previous.lines[old], html: lineHTML(previous, old), change: .removed))
                old += 1
            } else if new < file.lines.count, inserted.contains(new) {
                drawn.append(DrawnLine(line: file.lines[new], html: lineHTML(file, new), change: .added))
                new += 1
            } else {
                if new < file.lines.count { drawn.append(DrawnLine(line: file.lines[new], html: lineHTML(file, new), change: .same)) }
                old += 1
                new += 1
            }
        }
        return drawn
    }

    /// One line as HTML: `<del>` for a removed line, `<ins>` for a new or changed one, the
    /// step's own lines and hidden lines by class.
    static func html(_ drawn: DrawnLine) -> String {
        var classes = ["line"]
        if drawn.line.isStep && drawn.change != .removed { classes.append("line-step") }
        if drawn.line.isHidden { classes.append("line-hidden") }
        let tag: String
        switch drawn.change {
        case .same: tag = "span"
        case .added: tag = "ins"; classes.append("line-added")
        case .removed: tag = "del"; classes.append("line-removed")
        }
        // Its indent in columns (a tab is 4), for the hanging indent of a line that wraps on a phone.
        let indent = drawn.line.text.prefix { $0 == " " || $0 == "\t" }.reduce(0) { $0 + ($1 == "\t" ? 4 : 1) }
        let style = indent > 0 ? " style=\"--i:\(indent)\"" : ""
        return "<\(tag) class=\"\(classes.joined(separator: " "))\"\(style)>\(drawn.html)</\(tag)>"
    }
}

/// The values of the whole-files page of an article.
struct WholeFilesPageContext: Encodable {
    struct Step: Encodable {
        var anchor: String
        var name: String
        var line: Int
        var summary: String
        var blockURL: String
        var previousURL: String?
        var html: String
    }

    struct Files: Encodable {
        var title: String
        var articleURL: String
        var steps: [Step]
    }

    var site: SiteValues
    var page: PageValues
    var files: Files
}
