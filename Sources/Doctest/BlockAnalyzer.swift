import Foundation
import Markdown

/// Classifies the blocks of a run, in parallel, through the analysis cache: with nothing
/// changed, a run parses nothing (SwiftParser is slow in a debug build).
struct BlockAnalyzer: Sendable {
    /// Bump when the classifier changes: it is part of every analysis key.
    static let version = "sitegen-doctest-classifier-32"

    var cache: DiskCache
    /// Names the core modules declare (see `CoreNames`).
    var knownNames: Set<String>
    private var knownNamesHash: String

    init(cache: DiskCache, toolchain: Toolchain?, articles: [DoctestArticle]) {
        self.cache = cache
        // The core modules' names come from the build: they are kept with it.
        let names = toolchain.map { toolchain in
            CoreNames.names(of: Self.mentionedModules(articles), toolchain: toolchain,
                            cache: DiskCache(folder: Toolchain.buildCacheFolder(buildPath: toolchain.buildPath, cacheFolder: cache.folder)))
        } ?? []
        self.knownNames = names
        self.knownNamesHash = SHA256.hex(names.sorted().joined(separator: ","))
    }

    func analyze(_ blocks: [(block: CodeBlock, settings: DoctestSettings, textHash: String)], jobs: Int) async -> [BlockAnalysis] {
        // One block at a time per worker, the next as one finishes: blocks differ a lot in
        // size, so fixed shares would leave a core idle at the end.
        await blocks.mapConcurrently(jobs: jobs) { analyze($0.block, settings: $0.settings, textHash: $0.textHash) }
    }

    /// One block's analysis, from the cache when its text, settings and the core names are unchanged.
    /// Lines in the analysis are article lines, so the block's place is part of the key.
    func analyze(_ block: CodeBlock, settings: DoctestSettings, textHash: String) -> BlockAnalysis {
        let key = SHA256.hex([Self.version, block.file, "\(block.line):\(block.column):\(block.firstCodeLine):\(block.endLine)",
                              textHash, settings.cacheKeyText, knownNamesHash].joined(separator: "\u{1}"))
        if let cached = cache.load(BlockAnalysis.self, from: .analysis, key: key) { return cached }
        let analysis = Classifier.analyze(block, settings: settings, knownNames: knownNames)
        cache.store(analysis, on: .analysis, key: key)
        return analysis
    }

    /// Modules the articles import implicitly or name in an `import` line, but the interface
    /// modules that only declare Apple's frameworks: a name they declare still marks a block as
    /// Apple-only. (ComposableArchitecture runs, so its names but its views count.)
    static func mentionedModules(_ articles: [DoctestArticle]) -> Set<String> {
        mentionedImports(articles).subtracting(AppleFrameworks.declarationOnlyModules)
    }

    private static func mentionedImports(_ articles: [DoctestArticle]) -> Set<String> {
        var modules: Set<String> = []
        for article in articles {
            modules.formUnion(article.settings.imports)
            modules.formUnion(article.settings.rename.values)
            for block in article.blocks where block.isSwift {
                for line in block.code.split(separator: "\n") {
                    let words = line.split(separator: " ")
                    if let index = words.firstIndex(of: "import"), index + 1 < words.count {
                        modules.insert(String(words[index + 1].split(separator: ".").first ?? ""))
                    }
                }
            }
        }
        return modules
    }
}
