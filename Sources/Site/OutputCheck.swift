import Diagnostics
import Foundation
import Rendering

/// The check between render and write: every file has one owner, and every internal link
/// and anchor leads somewhere (`LinkChecker`).
enum OutputCheck {
    /// - Parameter knownPages: the ids and links of the pages whose files do not carry their
    ///   contents, by path: those an earlier build wrote and this one keeps (`OutputFile.isReused`)
    ///   and those already written into the staging folder (`OutputFile.isStaged`).
    /// - Returns: the ids and links of every HTML page, by path, for the next build.
    @discardableResult
    static func check(_ files: [OutputFile], baseURL: String,
                      knownPages: [String: LinkChecker.PageLinks] = [:]) throws(DiagnosticError) -> [String: LinkChecker.PageLinks] {
        try checkUniquePaths(files)
        let pages = LinkChecker.pageLinks(in: files).merging(knownPages) { found, _ in found }
        let broken = LinkChecker.check(files, pages: pages, basePath: basePath(of: baseURL))
        guard broken.isEmpty else { throw DiagnosticError(broken) }
        return pages
    }

    /// The path the site's links start from: the base URL's, ending in `/`.
    static func basePath(of baseURL: String) -> String {
        let path = URL(string: baseURL)?.path ?? "/"
        return path.hasSuffix("/") ? path : path + "/"
    }

    /// Two pages may not claim the same file (e.g. a permalink equal to a tag page).
    static func checkUniquePaths(_ files: [OutputFile]) throws(DiagnosticError) {
        var owners: [String: OutputFile] = [:]
        var problems: [Diagnostic] = []
        for file in files {
            if let earlier = owners[file.path] {
                let other = earlier.sourcePath ?? "the site's own \(earlier.path)"
                problems.append(Diagnostic(.error, "two pages would be written to \(file.path) (the other is \(other)); change a permalink or slug",
                                           at: SourceLocation(file: file.sourcePath ?? file.path, line: 0)))
            } else {
                owners[file.path] = file
            }
        }
        guard problems.isEmpty else { throw DiagnosticError(problems) }
    }
}
