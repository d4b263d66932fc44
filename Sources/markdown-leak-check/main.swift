// markdown-leak-check: parses every article of a content folder through libcmark-gfm,
// several times, so that LeakSanitizer (or valgrind) can prove the C tree is always freed.
// Run it with scripts/check-leaks.sh; the README's "Memory safety" section explains it.
import Content
import Foundation
import Markdown

let arguments = CommandLine.arguments.dropFirst()
let folder = arguments.first ?? "content"
let rounds = arguments.dropFirst().first.flatMap(Int.init) ?? 3
let files = ContentLoader.articleFiles(in: URL(fileURLWithPath: folder))
var nodes = 0
for _ in 0..<rounds {
    for file in files {
        let path = "\(folder)/\(file)"
        guard let data = FileManager.default.contents(atPath: path) else { continue }
        // The loader's own path: front matter, Liquid, then cmark-gfm with every extension.
        if let (article, _) = try? Article.parse(String(decoding: data, as: UTF8.self), sourcePath: path, fileName: file),
           let article {
            article.document.root.forEach { _ in nodes += 1 }
        }
    }
}
print("parsed \(files.count) files \(rounds) times: \(nodes) nodes")
