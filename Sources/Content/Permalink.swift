import Diagnostics
import FrontMatter

/// Turns a `permalink` into an output file inside the site folder.
///
/// Jekyll's placeholders `:title`/`:slug`, `:year`, `:month`, `:day` and `:categories` are
/// filled in. A permalink that would leave the site (`../x`), or hides in a dot folder, is an
/// error: nothing is ever written outside the output folder.
public enum Permalink {
    public static func resolve(_ permalink: String?, slug: String, date: PostDate?, categories: [String],
                               at location: SourceLocation) throws(DiagnosticError) -> (outputPath: String, urlPath: String)
    {
        guard var path = permalink, !path.isEmpty else {
            return ("\(slug)/index.html", "\(slug)/")
        }
        let replacements: [(String, String)] = [
            (":title", slug), (":slug", slug),
            (":year", date.map { String(format: "%04d", $0.year) } ?? ""),
            (":month", date.map { String(format: "%02d", $0.month) } ?? ""),
            (":day", date.map { String(format: "%02d", $0.day) } ?? ""),
            (":categories", categories.map(Slug.make).joined(separator: "/")),
        ]
        for (token, value) in replacements { path = path.replacingOccurrences(of: token, with: value) }

        let hint = "(write a path inside the site, e.g. /\(slug)/)"
        // `//host/x` and `scheme:…` are addresses on other sites, not paths in this one.
        // (Empty placeholders may leave `//` in the path: those folders just collapse.)
        if permalink!.hasPrefix("//") || path.prefix(while: { $0 != "/" }).contains(":") {
            throw DiagnosticError("permalink '\(permalink!)' points to another site \(hint)", at: location)
        }
        if path.contains("\\") || path.contains("?") || path.contains("#")
            || path.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) {
            throw DiagnosticError("permalink '\(permalink!)' has characters not allowed in a path \(hint)", at: location)
        }
        let components = path.split(separator: "/").filter { !$0.isEmpty }
        if components.contains(where: { $0 == ".." || $0 == "." }) {
            throw DiagnosticError("permalink '\(permalink!)' leaves the site folder \(hint)", at: location)
        }
        if components.contains(where: { $0.hasPrefix(".") }) {
            throw DiagnosticError("permalink '\(permalink!)' names a hidden file or folder \(hint)", at: location)
        }
        let joined = components.joined(separator: "/")
        if joined.isEmpty {
            throw DiagnosticError("permalink '\(permalink!)' is the site's home page, which the home template writes \(hint)", at: location)
        }
        let last = components.last!
        if !path.hasSuffix("/") && (last.hasSuffix(".html") || last.hasSuffix(".htm")) {
            return (joined, joined)
        }
        return ("\(joined)/index.html", "\(joined)/")
    }
}
