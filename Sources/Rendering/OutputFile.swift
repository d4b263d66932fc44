import Foundation

/// A file of the generated site, with its path relative to the site folder.
public struct OutputFile: Sendable, Hashable {
    /// e.g. `intro/index.html`, `feed.xml`, `assets/site.css`.
    public var path: String
    public var contents: Data
    /// The content file the page was made from, for messages about it.
    public var sourcePath: String?
    /// Whether the file is the earlier build's, unchanged: it is taken from the output folder
    /// as it is (`contents` is empty), not written again.
    public var isReused = false
    /// Whether the build already wrote the file into its staging folder as it was rendered
    /// (`SiteRenderer.PageSink`): `contents` is empty, and nothing is written again.
    public var isStaged = false

    /// Whether `contents` is the file's (neither reused nor staged).
    public var carriesContents: Bool { !isReused && !isStaged }

    public init(path: String, contents: Data, sourcePath: String? = nil) {
        self.path = path
        self.contents = contents
        self.sourcePath = sourcePath
    }

    public init(path: String, text: String, sourcePath: String? = nil) {
        self.init(path: path, contents: Data(text.utf8), sourcePath: sourcePath)
    }

    /// A page the earlier build wrote and this one keeps as it is.
    public static func reused(path: String, sourcePath: String?) -> OutputFile {
        var file = OutputFile(path: path, contents: Data(), sourcePath: sourcePath)
        file.isReused = true
        return file
    }

    /// A page already written into the build's staging folder, standing for `file` there.
    public static func staged(_ file: OutputFile) -> OutputFile {
        var staged = OutputFile(path: file.path, contents: Data(), sourcePath: file.sourcePath)
        staged.isStaged = true
        return staged
    }
}
