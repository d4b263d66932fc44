import Diagnostics
import Foundation
import Site

/// A small site in a temporary folder: `content/` written from inline texts, built with the
/// real `templates/` into `public/` by the library pipeline (no process, no working
/// directory change, so tests can run in parallel).
public final class SiteFixture: Sendable {
    /// The temporary folder holding `content/` and `public/`.
    public let root: TemporaryDirectory

    /// A `site.yml` for fixtures: title, description, baseURL, author and language.
    public static let siteYAML = """
        title: "Sitio de prueba"
        description: "Un sitio para las pruebas de sitegen."
        baseURL: "https://example.com/blog/"
        author: "Pruebas"
        language: es

        """

    /// Creates the folder and writes `content/<path>` for each entry; `site.yml` is added
    /// when `files` does not have one.
    public init(content files: [String: String]) throws {
        root = try TemporaryDirectory()
        var files = files
        if files["site.yml"] == nil { files["site.yml"] = Self.siteYAML }
        try root.write(Dictionary(uniqueKeysWithValues: files.map { ("content/\($0.key)", $0.value) }))
    }

    public var content: URL { root.appending("content") }
    public var output: URL { root.appending("public") }

    /// `/tmp/…` → `[ROOT]` in messages and pages.
    public var scrubber: PathScrubber { PathScrubber(root: root.url) }

    /// The options of a build from this fixture's `content/` into `output` (default `public/`).
    public func options(templates: URL = PackagePaths.templates, output: URL? = nil) -> BuildOptions {
        BuildOptions(contentDirectory: content.path, templatesDirectory: templates.path,
                     outputDirectory: (output ?? self.output).path)
    }

    /// Builds the site with the real templates.
    public func build(templates: URL = PackagePaths.templates, output: URL? = nil) async throws(DiagnosticError) -> BuildSummary {
        try await SitePipeline.build(options(templates: templates, output: output))
    }

    /// Builds and returns the error's message as the user reads it, scrubbed
    /// (`[ROOT]/content/x.md:3:7: error: …`), or nil when the build succeeded.
    public func buildError(templates: URL = PackagePaths.templates) async -> String? {
        do {
            _ = try await build(templates: templates)
            return nil
        } catch {
            return scrubber.scrub(error.description)
        }
    }

    /// Writes (or rewrites) one file of `content/`.
    public func writeContent(_ relativePath: String, _ text: String) throws {
        try root.write(["content/\(relativePath)": text])
    }

    /// Sets every file and folder below `content/` to the same modification time, so a
    /// build's date (`SitePipeline.buildDate`, used for undated feed entries) is fixed.
    public func pinModificationDates(to date: Date = Date(timeIntervalSince1970: 1_700_000_000)) throws {
        let fileManager = FileManager.default
        guard let enumerator = fileManager.enumerator(atPath: content.path) else { return }
        while let relativePath = enumerator.nextObject() as? String {
            try fileManager.setAttributes([.modificationDate: date], ofItemAtPath: content.appendingPathComponent(relativePath).path)
        }
    }
}

/// Builds the `input/` folder of a golden case and returns the site as text, ready for
/// `GoldenFolder.verify(_:)`.
public enum GoldenSite {
    /// What the golden comparison leaves out: the theme's copied assets (their bytes are the
    /// templates' own, checked elsewhere) and dot files (the output marker).
    public static func isCompared(_ relativePath: String) -> Bool {
        !relativePath.hasPrefix("assets/") && !relativePath.split(separator: "/").contains { $0.hasPrefix(".") }
    }

    /// Copies `input` into a temporary `content/`, pins its modification dates, builds it
    /// with the real templates, and returns every compared output file with the temporary
    /// path replaced by `[ROOT]`, plus the build's warnings (scrubbed the same way).
    public static func build(input: URL, templates: URL = PackagePaths.templates) async throws
        -> (files: [String: String], warnings: [String])
    {
        let fixture = try SiteFixture(content: [:])
        let fileManager = FileManager.default
        try fileManager.removeItem(at: fixture.content)
        try fileManager.copyItem(at: input, to: fixture.content)
        try fixture.pinModificationDates()
        let summary = try await fixture.build(templates: templates)
        let snapshot = try FolderSnapshot(of: fixture.output)
        var files: [String: String] = [:]
        for (path, data) in snapshot.files where isCompared(path) {
            files[path] = fixture.scrubber.scrub(String(decoding: data, as: UTF8.self))
        }
        return (files, summary.warnings.map { fixture.scrubber.scrub($0.description) })
    }
}
