import Diagnostics
import Foundation
import Rendering

/// The check between render and write: every file has one owner, and every internal link
/// and anchor leads somewhere (`LinkChecker`).
enum OutputCheck {
    static func check(_ files: [OutputFile], baseURL: String) throws(DiagnosticError) {
        try checkUniquePaths(files)
        let basePath = URL(string: baseURL)?.path ?? "/"
        let broken = LinkChecker.check(files, basePath: basePath.hasSuffix("/") ? basePath : basePath + "/")
        guard broken.isEmpty else { throw DiagnosticError(broken) }
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
