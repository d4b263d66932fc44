import Content
import Diagnostics
import Files
import Foundation
import FrontMatter
import Markdown
import Rendering

/// `sitegen serve`'s first answer to a save: the saved articles' pages, rendered on their
/// own against the site the last build made and put in place one file at a time, so the
/// open page reloads at once; the whole site is then built again and swapped in as usual.
///
/// Only a save that changes nothing but the bodies of articles the last build had is
/// answered this way: a new, removed or renamed file, a changed title, date, tag, series or
/// address (which other pages show), the templates or the settings wait for the build. So
/// does a page that does not render, or whose links lead nowhere in the last build's site.
/// With the verify stage on, blocks whose check is to come show no badge until the build ends.
public enum SavedPages {
    /// Renders and writes the pages of the saved files `paths` (as the watcher names them);
    /// returns the pages written, or nil when the build must answer alone (nothing is written).
    public static func render(_ paths: [String], options: BuildOptions, cache: BuildCache) -> [String]? {
        guard !paths.isEmpty, var last = cache.lastRender,
              last.output == URL(fileURLWithPath: options.outputDirectory).path else { return nil }
        var files: [OutputFile] = []
        for path in paths {
            let absolute = URL(fileURLWithPath: path).standardizedFileURL.path
            guard let index = last.indexByFile[absolute] else { return nil }
            let old = last.articles[index]
            let url = URL(fileURLWithPath: path)
            guard let text = try? ContentLoader.readText(at: url, sourcePath: old.sourcePath),
                  let parsed = try? Article.parse(text, sourcePath: old.sourcePath, fileName: url.lastPathComponent).article,
                  ArticleSummary(parsed) == ArticleSummary(old)
            else { return nil }
            last.articles[index] = parsed
            if var drawing = last.renderer.codeBlocks, drawing.verified {
                // Blocks move when lines are added: a block keeps the verdict of the block with
                // the same code in the article as it was; a changed block has none until its check ends.
                var byCode: [String: CodeBlockVerdict] = [:]
                for block in old.document.codeBlocks {
                    if let verdict = drawing.verdicts.removeValue(forKey: block.id) { byCode[block.info + "\n" + block.code] = verdict }
                }
                for block in parsed.document.codeBlocks {
                    drawing.verdicts[block.id] = byCode[block.info + "\n" + block.code]
                }
                last.renderer.codeBlocks = drawing
            }
            if options.highlight, last.renderer.codeBlocks != nil {
                last.renderer.codeBlocks!.highlightedLines.merge(HighlightStage.highlight([parsed], cache: cache.highlighting)) { $1 }
            }
            if var changed = FileTimes.modified(url.path) {
                if let sourceDate = options.sourceDate, changed > sourceDate { changed = sourceDate }
                last.renderer.lastChanged[old.sourcePath] = PostDate(changed)
            }
            // The page, the whole files of its steps, whose anchors its blocks link to, and the
            // table of declarations its names are rows of.
            var pages: [OutputFile]
            do {
                pages = [try last.renderer.renderPage(of: parsed, in: last.map)]
                if let wholeFiles = try last.renderer.renderWholeFilesPage(of: parsed, in: last.map) { pages.append(wholeFiles) }
                if let symbols = last.renderer.renderSymbolTable(of: parsed) { pages.append(symbols) }
            } catch {
                return nil
            }
            if options.fileLinks { pages = FileLinks.rewrite(pages) }
            files += pages
        }
        // The pages' links against the last build's site.
        guard LinkChecker.check(files, pages: last.pages, basePath: last.basePath, existing: last.paths,
                                newer: LinkChecker.pageLinks(in: files)).isEmpty else { return nil }
        for file in files {
            let target = URL(fileURLWithPath: options.outputDirectory).appendingPathComponent(file.path).path
            let temporary = target + ".\(getpid()).saved"
            do {
                try PlainFile.write(file.contents, to: temporary)
                guard rename(temporary, target) == 0 else { throw POSIXError(.EIO) }
            } catch {
                try? FileManager.default.removeItem(atPath: temporary)
                return nil
            }
        }
        cache.update(last)
        return files.map(\.path)
    }
}
