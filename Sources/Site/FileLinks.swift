import Foundation
import Rendering

/// Links for a site opened from its files (`sitegen build --for-files`): a browser showing
/// `file://…/public/index.html` lists a folder's files when a link names the folder, so every
/// link to a page inside the site names its `index.html` (`../demo/` → `../demo/index.html`,
/// `../x/#y` → `../x/index.html#y`). Links to other sites, root-relative links and anchors on
/// the same page are left as they are. The search box gets `data-file-links`, so the links
/// `assets/search.js` writes for results do the same.
enum FileLinks {
    /// The attributes whose values are links to pages.
    static let attributes = ["href", "action", "data-page-url"]

    static func rewrite(_ files: [OutputFile]) -> [OutputFile] {
        files.map { file in
            guard file.path.hasSuffix(".html"), file.carriesContents, let html = String(data: file.contents, encoding: .utf8) else { return file }
            return OutputFile(path: file.path, text: rewrite(html: html), sourcePath: file.sourcePath)
        }
    }

    static func rewrite(html: String) -> String {
        var result = html
        for attribute in attributes {
            let marker = " \(attribute)=\""
            var rewritten = ""
            var rest = result[...]
            while let start = rest.range(of: marker) {
                rewritten += rest[..<start.upperBound]
                rest = rest[start.upperBound...]
                guard let end = rest.firstIndex(of: "\"") else { break }
                rewritten += link(String(rest[..<end]))
                rest = rest[end...]
            }
            result = rewritten + rest
        }
        return result.replacingOccurrences(of: "<div class=\"site-search\" ", with: "<div class=\"site-search\" data-file-links ")
    }

    /// A link with `index.html` named where it names a folder of the site.
    static func link(_ value: String) -> String {
        let split = value.firstIndex { $0 == "?" || $0 == "#" } ?? value.endIndex
        let path = value[..<split]
        // Another site (a scheme), a root-relative address, or no path (an anchor on this page).
        if path.isEmpty || path.hasPrefix("/") || path.contains(":") { return value }
        if path.hasSuffix("/") { return path + "index.html" + value[split...] }
        if path == "." || path == ".." || path.hasSuffix("/..") || path.hasSuffix("/.") { return path + "/index.html" + value[split...] }
        return value
    }
}
