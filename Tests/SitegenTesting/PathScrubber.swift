import Foundation

/// Replaces machine-specific folders in sitegen's output and messages with stable
/// placeholders, so expected text can be written down: `/tmp/sitegen-tests-…/content/x.md`
/// becomes `[ROOT]/content/x.md`.
public struct PathScrubber: Sendable {
    /// Folders and their placeholders, tried longest folder first.
    public var replacements: [(folder: String, placeholder: String)]

    public init(_ replacements: [(folder: String, placeholder: String)]) {
        // A folder may contain another (the package inside /work); the longer one goes first.
        self.replacements = replacements.sorted { $0.folder.count > $1.folder.count }
    }

    /// Scrubs `root` (and its symlink-free spelling) to `[ROOT]`.
    public init(root: URL) {
        var pairs = [(folder: root.path, placeholder: "[ROOT]")]
        let resolved = root.resolvingSymlinksInPath().path
        if resolved != root.path { pairs.append((folder: resolved, placeholder: "[ROOT]")) }
        self.init(pairs)
    }

    public func scrub(_ text: String) -> String {
        var text = text
        for (folder, placeholder) in replacements where !folder.isEmpty {
            text = text.replacingOccurrences(of: folder, with: placeholder)
        }
        return text
    }
}
