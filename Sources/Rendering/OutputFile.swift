import Foundation

/// A file of the generated site, with its path relative to the site folder.
public struct OutputFile: Sendable, Hashable {
    /// e.g. `intro/index.html`, `feed.xml`, `assets/site.css`.
    public var path: String
    public var contents: Data
    /// The content file the page was made from, for messages about it.
    public var sourcePath: String?

    public init(path: String, contents: Data, sourcePath: String? = nil) {
        self.path = path
        self.contents = contents
        self.sourcePath = sourcePath
    }

    public init(path: String, text: String, sourcePath: String? = nil) {
        self.init(path: path, contents: Data(text.utf8), sourcePath: sourcePath)
    }
}
