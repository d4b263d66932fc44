import Diagnostics
import Files
import Foundation

/// `templates/` is read as regular files inside it: a symbolic link that leads out of the folder
/// (`assets/env.txt -> /proc/self/environ`, a partial linked to `/etc/passwd`) would publish a
/// host file in every page or beside them. Links inside the folder are kept.
enum TemplateLinks {
    /// One error per link under `templates` whose target, links resolved, lies outside it;
    /// none when the folder does not exist.
    static func leadingOut(of templates: String) -> [Diagnostic] {
        let root = URL(fileURLWithPath: templates).resolvingSymlinksInPath().standardizedFileURL.path
        guard FileStatus(root, followingLinks: true) != nil else { return [] }
        var problems: [Diagnostic] = []
        FileStatus.forEachEntry(under: root) { relative, _, isLink in
            guard isLink else { return }
            let link = URL(fileURLWithPath: root).appendingPathComponent(relative)
            guard !AtomicWriter.isInside(link, URL(fileURLWithPath: root)) else { return }
            let target = link.resolvingSymlinksInPath().standardizedFileURL.path
            problems.append(Diagnostic(.error, "a symbolic link to \(target), outside the templates folder: it is not read (copy the file in)",
                                       at: SourceLocation(file: "\(templates)/\(relative)", line: 0)))
        }
        return problems
    }
}
