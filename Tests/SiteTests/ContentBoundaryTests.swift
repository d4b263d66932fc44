import Diagnostics
import Foundation
import Site
import SitegenTesting
import Testing

/// What is published comes from inside content/ and from the visible theme assets only.
@Suite struct ContentBoundaryTests {
    static let secret = "---\ntitle: Secreto\n---\nLa clave es 1234.\n"

    @Test func symbolicLinksLeadingOutsideTheContentFolderAreNotRead() async throws {
        let site = try SiteFixture(content: ["uno.md": "---\ntitle: Uno\n---\nTexto.\n"])
        try site.root.write(["fuera/secreto.md": Self.secret, "fuera/carpeta/otro.md": Self.secret])
        let fileManager = FileManager.default
        try fileManager.createSymbolicLink(atPath: site.content.appendingPathComponent("secreto.md").path,
                                           withDestinationPath: site.root.appending("fuera/secreto.md").path)
        try fileManager.createSymbolicLink(atPath: site.content.appendingPathComponent("carpeta").path,
                                           withDestinationPath: site.root.appending("fuera/carpeta").path)
        // A link that stays inside content/ is still an article of its own.
        try fileManager.createSymbolicLink(atPath: site.content.appendingPathComponent("alias.md").path,
                                           withDestinationPath: "uno.md")
        let summary = try await site.build()
        let snapshot = try FolderSnapshot(of: site.output)
        #expect(!snapshot.files.values.contains { String(decoding: $0, as: UTF8.self).contains("1234") })
        #expect(snapshot.paths.contains("alias/index.html"))
        let warnings = summary.warnings.map { site.scrubber.scrub($0.description) }
        #expect(warnings.contains("[ROOT]/content/secreto.md: warning: not read: it is a symbolic link to a file outside the content folder"), "\(warnings)")
    }

    @Test func aSiteYMLLeadingOutsideTheContentFolderIsAnError() async throws {
        let site = try SiteFixture(content: ["uno.md": "Texto.\n"])
        try site.root.write(["fuera.yml": SiteFixture.siteYAML])
        try FileManager.default.removeItem(at: site.content.appendingPathComponent("site.yml"))
        try FileManager.default.createSymbolicLink(atPath: site.content.appendingPathComponent("site.yml").path,
                                                   withDestinationPath: site.root.appending("fuera.yml").path)
        #expect(await site.buildError() == "[ROOT]/content/site.yml: error: site.yml is a symbolic link to a file outside the content folder; it is not read")
    }

    @Test func hiddenFilesAndFoldersUnderTheThemeAssetsAreNotPublished() async throws {
        let site = try SiteFixture(content: ["uno.md": "---\ntitle: Uno\n---\nTexto.\n"])
        let templates = site.root.appending("templates")
        try FileManager.default.copyItem(at: PackagePaths.templates, to: templates)
        try site.root.write(["templates/assets/.git/config": "[remote]\n", "templates/assets/.env": "TOKEN=x\n",
                             "templates/assets/img/.cache/x.js": "x", "templates/assets/img/logo.txt": "logo"])
        _ = try await site.build(templates: templates)
        let published = try FolderSnapshot(of: site.output).paths.filter { $0.hasPrefix("assets/") }
        #expect(published.contains("assets/site.css"))
        #expect(published.contains("assets/img/logo.txt"))
        #expect(published.filter { $0.split(separator: "/").contains { $0.hasPrefix(".") } } == [])
    }
}
