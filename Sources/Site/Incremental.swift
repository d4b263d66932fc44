import Content
import Diagnostics
import Doctest
import Foundation
import FrontMatter
import Rendering

/// One build's use of the record the last build left (`BuildRecord`): which articles need
/// not be parsed, which pages need not be rendered, and the record this build leaves.
struct Incremental: Sendable {
    var files: ContentFiles
    /// A digest of each file's text, by source path.
    var textHashes: [String: String]
    var previous: BuildRecord?
    /// The articles made from their summaries instead of being parsed.
    var parsedFromSummary: Set<String>
    /// The output folder, whose kept pages must be as the record says.
    var output: URL

    /// Everything every page depends on: sitegen itself, the templates, the settings files
    /// and the build's options.
    func siteKey(options: BuildOptions, templates: URL) -> String {
        let content = URL(fileURLWithPath: options.contentDirectory)
        var text = "record \(BuildRecord.format)\n\(BuildRecord.toolStamp)\ntemplates \(BuildRecord.digest(ofFolder: templates))\n"
        for name in [SiteConfig.fileName, SiteConfig.jekyllFileName] {
            text += name + ": " + ((try? String(contentsOf: content.appendingPathComponent(name), encoding: .utf8)) ?? "none") + "\n"
        }
        text += "highlight \(options.highlight), file links \(options.fileLinks), verify \(options.verify), "
            + "base URL \(options.baseURL ?? "site.yml's")"
        return SHA256.hex(text)
    }

    /// Everything the whole site depends on: the site key, every file's text, when each
    /// article last changed and the build's date (the feeds').
    func siteWideKey(siteKey: String, dates: ChangeDates.Dates, buildDate: Date) -> String {
        var text = siteKey + "\n"
        for file in files.files { text += file.sourcePath + " " + (textHashes[file.sourcePath] ?? "") + "\n" }
        for (path, date) in dates.lastChanged.sorted(by: { $0.key < $1.key }) { text += path + " \(date.date.timeIntervalSince1970)\n" }
        for (path, date) in dates.firstCommitted.sorted(by: { $0.key < $1.key }) { text += path + " first \(date.date.timeIntervalSince1970)\n" }
        return SHA256.hex(text + "built \(buildDate.timeIntervalSince1970)")
    }

    /// The files' articles as their summaries give them, when every file has the text the
    /// record knows (and no file came or went); nil otherwise.
    func unchangedArticles() -> [Article]? {
        guard let previous, previous.articles.count == files.files.count else { return nil }
        var articles: [Article] = []
        for file in files.files {
            guard let record = previous.articles[file.sourcePath], record.textHash == textHashes[file.sourcePath] else { return nil }
            if let summary = record.summary { articles.append(summary.article) }
        }
        return articles
    }

    /// Whether an article embeds the demo (its page depends on the demo's other chapters).
    static func embedsDemo(_ article: Article) -> Bool {
        article.frontMatter.extra[DemoConfiguration.frontMatterKey] != nil
    }

    /// The pages the renderer may keep: every article but those that embed the demo gets an
    /// input key (the site's and its text's), and the records of the pages that are still in
    /// the output folder as they were written.
    func pageReuse(_ articles: [Article], siteKey: String) -> PageReuse {
        var reuse = PageReuse()
        for article in articles where !Self.embedsDemo(article) {
            guard let hash = textHashes[article.sourcePath] else { continue }
            reuse.inputKeys[article.sourcePath] = siteKey + " " + hash
            guard let record = previous?.articles[article.sourcePath], record.textHash == hash,
                  let render = record.render, let page = record.page, page.path == article.outputPath,
                  BuildRecord.FileStamp(path: output.appendingPathComponent(page.path).path) == page.stamp
            else { continue }
            reuse.previous[article.sourcePath] = render
        }
        return reuse
    }

    /// `articles` with those made from a summary whose page is not `kept` parsed in full.
    func parsingInFull(_ articles: [Article], except kept: Set<String>) throws(DiagnosticError) -> [Article] {
        let needed = parsedFromSummary.subtracting(kept)
        guard !needed.isEmpty else { return articles }
        let texts = Dictionary(files.files.filter { needed.contains($0.sourcePath) }.map { ($0.sourcePath, $0) },
                               uniquingKeysWith: { first, _ in first })
        var result: [Article] = []
        for article in articles {
            guard let file = texts[article.sourcePath] else {
                result.append(article)
                continue
            }
            guard let parsed = try Article.parse(file.text, sourcePath: file.sourcePath, fileName: file.fileName).article else {
                throw DiagnosticError("the article changed while it was being built; build again", at: SourceLocation(file: file.sourcePath, line: 1))
            }
            result.append(parsed)
        }
        return result
    }

    /// The record this build leaves: every file's text digest and warnings, for every
    /// published article its summary, page key and what its page holds, and the stamps of
    /// the files the build wrote (`outputFiles`, by path in the output folder).
    func record(of rendered: SitePipeline.Rendered, warnings: [String: [Diagnostic]],
                links: [String: LinkChecker.PageLinks], siteWideKey: String?,
                outputFiles: [String: BuildRecord.FileStamp], kept: Set<String> = []) -> BuildRecord {
        let articles = Dictionary(rendered.articles.map { ($0.sourcePath, $0) }, uniquingKeysWith: { first, _ in first })
        var records: [String: BuildRecord.ArticleRecord] = [:]
        for file in files.files {
            guard let hash = textHashes[file.sourcePath] else { continue }
            let article = articles[file.sourcePath]
            var page: BuildRecord.PageRecord?
            if let article, let pageLinks = links[article.outputPath], let stamp = outputFiles[article.outputPath] {
                page = BuildRecord.PageRecord(path: article.outputPath, links: pageLinks, stamp: stamp)
            }
            records[file.sourcePath] = BuildRecord.ArticleRecord(
                textHash: hash, summary: article.map(ArticleSummary.init), warnings: warnings[file.sourcePath] ?? [],
                embedsDemo: article.map(Self.embedsDemo) ?? false, render: rendered.site.records[file.sourcePath], page: page)
        }
        let (device, inode) = BuildRecord.identity(of: output.path) ?? (0, 0)
        var record = BuildRecord(format: BuildRecord.format, outputDevice: device, outputInode: inode, toolStamp: BuildRecord.toolStamp,
                                 articles: records, siteWideKey: siteWideKey ?? "", outputFiles: outputFiles,
                                 publishedCount: rendered.articles.count, fileCount: rendered.site.files.count)
        record.kept = kept.sorted()
        return record
    }
}
