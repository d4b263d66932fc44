import Foundation
@testable import Site
import SitegenTesting
import Testing

/// An existing Jekyll blog, as it is: `_config.yml` and `_posts/`, no site.yml, no templates —
/// built with the real CLI from a folder outside this project.
struct JekyllBlogTests {
    static let config = """
        title: Mi blog de Swift
        description: Notas sobre Swift
        url: "https://ejemplo.dev"
        baseurl: "/blog"
        author:
          name: Ana
        lang: es
        theme: minima
        plugins:
          - jekyll-feed
        defaults:
          - scope: { path: "" }
            values: { layout: post }

        """

    static let post = "---\nlayout: post\ntitle: \"Hola, Jekyll\"\ntags: [swift]\n---\nPrimer post.\n"

    @Test func aJekyllBlogBuildsWithItsConfigAndTheBuiltInTheme() async throws {
        let folder = try TemporaryDirectory()
        try folder.write([
            "blog/_config.yml": Self.config,
            "blog/_posts/2023-10-07-hola-jekyll.md": Self.post,
            "blog/_drafts/borrador.md": "---\ntitle: Borrador\n---\nTodavía no.\n",
            "blog/_layouts/post.html": "<html>{{ content }}</html>\n",
            "blog/about.md": "---\nlayout: page\ntitle: Sobre mí\n---\nHola.\n",
        ])
        let run = try await SitegenProcess.run(["build", "--content", "blog", "--output", "sitio", "--no-verify"], in: folder.url)
        #expect(run.exitCode == 0, "\(run.standardError)")
        #expect(!run.standardError.contains(": warning: "), "\(run.standardError)")

        let page = try String(contentsOf: folder.appending("sitio/hola-jekyll/index.html"), encoding: .utf8)
        #expect(page.contains("<title>Hola, Jekyll · Mi blog de Swift</title>"))
        #expect(page.contains(#"<link rel="canonical" href="https://ejemplo.dev/blog/hola-jekyll/">"#))
        #expect(page.contains(#"<time datetime="2023-10-07">7 de octubre de 2023</time>"#))
        #expect(page.contains(#"<meta name="author" content="Ana">"#))
        // The theme's assets come with it; the drafts and Jekyll's own folders stay out.
        #expect(FileManager.default.fileExists(atPath: folder.appending("sitio/assets/site.css").path))
        #expect(FileManager.default.fileExists(atPath: folder.appending("sitio/sobre-mi/index.html").path)
                || FileManager.default.fileExists(atPath: folder.appending("sitio/about/index.html").path))
        #expect(!FileManager.default.fileExists(atPath: folder.appending("sitio/borrador").path))
    }

    @Test func aFolderWithoutSettingsBuildsWithDefaultsAndOneWarning() async throws {
        let folder = try TemporaryDirectory()
        try folder.write(["notas/2024-01-02-una-nota.md": "---\ntitle: Una nota\n---\nTexto.\n"])
        let run = try await SitegenProcess.run(["build", "--content", "notas", "--output", "sitio", "--no-verify"], in: folder.url)
        #expect(run.exitCode == 0, "\(run.standardError)")
        let warnings = run.standardError.split(separator: "\n").filter { $0.contains(": warning: ") }
        #expect(warnings.count == 1, "\(run.standardError)")
        #expect(warnings.first?.contains("notas: warning: no site.yml nor _config.yml") == true, "\(warnings)")
        let home = try String(contentsOf: folder.appending("sitio/index.html"), encoding: .utf8)
        #expect(home.contains("<title>notas</title>"))
    }

    @Test func aTemplatesFolderOverridesTheBuiltInThemeFileByFile() async throws {
        let folder = try TemporaryDirectory()
        try folder.write([
            "blog/_config.yml": Self.config,
            "blog/_posts/2023-10-07-hola-jekyll.md": Self.post,
            "templates/partials/footer.mustache": "<footer class=\"site-footer\"><p>Pie propio de {{site.title}}</p></footer>\n",
        ])
        let run = try await SitegenProcess.run(["build", "--content", "blog", "--output", "sitio", "--no-verify"], in: folder.url)
        #expect(run.exitCode == 0, "\(run.standardError)")
        let page = try String(contentsOf: folder.appending("sitio/hola-jekyll/index.html"), encoding: .utf8)
        #expect(page.contains("<p>Pie propio de Mi blog de Swift</p>"))
        #expect(page.contains(#"<link rel="stylesheet" href="../assets/site.css">"#))
    }

    @Test func aThemeFolderPlantedInTmpIsNeverUsed() async throws {
        // Another local user makes the folder an older sitegen used, named after the theme,
        // with a footer of theirs: the build renders from a folder of its own and removes it.
        let planted = FileManager.default.temporaryDirectory
            .appendingPathComponent("sitegen-theme-\(BuiltInTheme.fingerprint(BuiltInTheme.files))")
        try? FileManager.default.removeItem(at: planted)
        try FileManager.default.createDirectory(at: planted.appendingPathComponent("partials"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: planted) }
        for (path, data) in BuiltInTheme.files {
            let url = planted.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: url)
        }
        try Data("<footer><script>robar()</script></footer>\n".utf8).write(to: planted.appendingPathComponent("partials/footer.mustache"))
        try Data().write(to: planted.appendingPathComponent(".complete"))
        let before = Set(try FileManager.default.contentsOfDirectory(atPath: FileManager.default.temporaryDirectory.path)
            .filter { $0.hasPrefix("sitegen-theme-") })

        let folder = try TemporaryDirectory()
        try folder.write(["blog/_config.yml": Self.config, "blog/_posts/2023-10-07-hola-jekyll.md": Self.post])
        let run = try await SitegenProcess.run(["build", "--content", "blog", "--output", "sitio", "--no-verify"], in: folder.url)
        #expect(run.exitCode == 0, "\(run.standardError)")
        let page = try String(contentsOf: folder.appending("sitio/hola-jekyll/index.html"), encoding: .utf8)
        #expect(!page.contains("robar()"))
        // The run's own folder is gone with it.
        let after = Set(try FileManager.default.contentsOfDirectory(atPath: FileManager.default.temporaryDirectory.path)
            .filter { $0.hasPrefix("sitegen-theme-") })
        // (The test process's own in-process builds keep theirs until it exits.)
        let ours = Set(PrivateFolders.shared.made.map { ($0 as NSString).lastPathComponent })
        let left = after.subtracting(before).subtracting(ours)
        #expect(left.isEmpty, "left behind: \(left)")
    }

    @Test func aTemplateLinkThatLeadsOutIsAnErrorAtItsPath() async throws {
        let folder = try TemporaryDirectory()
        try folder.write(["blog/_config.yml": Self.config, "blog/_posts/2023-10-07-hola-jekyll.md": Self.post,
                          "templates/partials/propio.mustache": "<p>propio</p>\n"])
        let templates = folder.url.appendingPathComponent("templates")
        try FileManager.default.createDirectory(at: templates.appendingPathComponent("assets"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: templates.appendingPathComponent("assets/env.txt").path,
                                                   withDestinationPath: "/proc/self/environ")
        try FileManager.default.createSymbolicLink(atPath: templates.appendingPathComponent("partials/footer.mustache").path,
                                                   withDestinationPath: "/etc/passwd")
        // A link inside the folder is fine.
        try FileManager.default.createSymbolicLink(atPath: templates.appendingPathComponent("partials/otro.mustache").path,
                                                   withDestinationPath: "propio.mustache")
        let run = try await SitegenProcess.run(["build", "--content", "blog", "--output", "sitio", "--no-verify"], in: folder.url)
        #expect(run.exitCode == 1, "\(run.standardError)")
        #expect(run.standardError.contains("templates/assets/env.txt:"), "\(run.standardError)")
        #expect(run.standardError.contains("templates/partials/footer.mustache:"), "\(run.standardError)")
        #expect(!run.standardError.contains("otro.mustache"))
        #expect(!FileManager.default.fileExists(atPath: folder.appending("sitio/assets/env.txt").path))
        #expect(!FileManager.default.fileExists(atPath: folder.appending("sitio/hola-jekyll/index.html").path))
    }

    @Test func theThemeFolderIsPrivateToItsUser() throws {
        let path = try BuiltInTheme.folder(for: "/nonexistent-templates")
        let attributes = try FileManager.default.attributesOfItem(atPath: path)
        #expect((attributes[.posixPermissions] as? Int) == 0o700)
        #expect((attributes[.ownerAccountID] as? Int).map { UInt32($0) } == getuid())
        #expect(try BuiltInTheme.folder(for: "/nonexistent-templates") == path, "the same theme, the same folder, within a run")
    }

    @Test func theBuiltInThemeIsTheProjectsTemplatesFolder() throws {
        // scripts/embed-theme.py writes it; this fails while the two differ.
        var onDisk: [String: Data] = [:]
        let templates = PackagePaths.templates
        let enumerator = try #require(FileManager.default.enumerator(atPath: templates.path))
        while let relative = enumerator.nextObject() as? String {
            var isFolder: ObjCBool = false
            let url = templates.appendingPathComponent(relative)
            guard !(relative as NSString).lastPathComponent.hasPrefix("."),
                  FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), !isFolder.boolValue else { continue }
            onDisk[relative] = try Data(contentsOf: url)
        }
        let builtIn = BuiltInTheme.files
        #expect(Set(builtIn.keys) == Set(onDisk.keys), "run scripts/embed-theme.py")
        for (path, data) in onDisk { #expect(builtIn[path] == data, "\(path) differs: run scripts/embed-theme.py") }
    }
}
