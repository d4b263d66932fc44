import Foundation
import SitegenTesting
import Testing

/// When an article last changed, as its page and the feed say: from git history, else the
/// file — with the real git and the real CLI.
struct ChangeDatesTests {
    static let article = "---\ntitle: Hola\ndate: 2023-10-07\n---\nTexto.\n"

    /// Runs git in `folder` with fixed author and committer dates.
    static func git(_ arguments: [String], in folder: URL, date: String = "2024-03-05T10:00:00Z") throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "-C", folder.path] + arguments
        var environment = ProcessInfo.processInfo.environment
        environment["GIT_AUTHOR_DATE"] = date
        environment["GIT_COMMITTER_DATE"] = date
        environment["GIT_AUTHOR_NAME"] = "Pruebas"
        environment["GIT_AUTHOR_EMAIL"] = "pruebas@example.com"
        environment["GIT_COMMITTER_NAME"] = "Pruebas"
        environment["GIT_COMMITTER_EMAIL"] = "pruebas@example.com"
        process.environment = environment
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "git \(arguments)")
    }

    @Test func aCommittedArticleShowsItsCommitAndAnEditedOneItsFile() async throws {
        let site = try CLITests.project(["commiteado.md": Self.article, "editado.md": Self.article])
        try Self.git(["init", "-q"], in: site.root.url)
        try Self.git(["add", "content"], in: site.root.url)
        try Self.git(["commit", "-q", "-m", "Artículos"], in: site.root.url)
        // An edit not committed yet: the file's date counts, not the commit's.
        try site.writeContent("editado.md", Self.article + "Más texto.\n")
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSince1970: 1_735_776_000)],  // 2025-01-02
                                              ofItemAtPath: site.content.appendingPathComponent("editado.md").path)
        let run = try await SitegenProcess.run(["build", "--no-verify"], in: site.root.url)
        #expect(run.exitCode == 0, "\(run.standardError)")

        let committed = try String(contentsOf: site.output.appendingPathComponent("commiteado/index.html"), encoding: .utf8)
        #expect(committed.contains(#"Actualizado el <time datetime="2024-03-05">5 de marzo de 2024</time>"#))
        let edited = try String(contentsOf: site.output.appendingPathComponent("editado/index.html"), encoding: .utf8)
        #expect(edited.contains(#"Actualizado el <time datetime="2025-01-02">2 de enero de 2025</time>"#))

        let feed = try XMLTree(parsing: Data(contentsOf: site.output.appendingPathComponent("feed.xml")))
        #expect(Set(feed.all("entry").compactMap { $0.first("updated")?.text }) == ["2024-03-05T10:00:00Z", "2025-01-02T00:00:00Z"])
        #expect(feed.first("updated")?.text == "2025-01-02T00:00:00Z")
    }

    /// An article without a date in its front matter is dated by its first commit, and says
    /// «Actualizado» only when a later commit changed it on another day; one with a date keeps it.
    @Test func anUndatedArticleIsDatedByItsFirstCommitAndUpdatedOnlyByALaterOne() async throws {
        let undated = "---\ntitle: Sin fecha\n---\nTexto.\n"
        let site = try CLITests.project(["cambiado.md": undated, "intacto.md": undated, "fechado.md": Self.article])
        try Self.git(["init", "-q"], in: site.root.url)
        try Self.git(["add", "content"], in: site.root.url)
        try Self.git(["commit", "-q", "-m", "Primeros"], in: site.root.url, date: "2022-05-10T09:00:00Z")
        try site.writeContent("cambiado.md", undated + "Más texto.\n")
        try Self.git(["commit", "-q", "-am", "Cambio"], in: site.root.url, date: "2024-02-01T09:00:00Z")
        let run = try await SitegenProcess.run(["build", "--no-verify"], in: site.root.url)
        #expect(run.exitCode == 0, "\(run.standardError)")
        func page(_ name: String) throws -> String {
            try String(contentsOf: site.output.appendingPathComponent("\(name)/index.html"), encoding: .utf8)
        }
        let changed = try page("cambiado")
        #expect(changed.contains(#"<time datetime="2022-05-10">10 de mayo de 2022</time>"#), "\(changed)")
        #expect(changed.contains(#"Actualizado el <time datetime="2024-02-01">1 de febrero de 2024</time>"#))
        let untouched = try page("intacto")
        #expect(untouched.contains(#"<time datetime="2022-05-10">10 de mayo de 2022</time>"#))
        #expect(!untouched.contains("Actualizado"))
        let dated = try page("fechado")
        #expect(dated.contains(#"<time datetime="2023-10-07">7 de octubre de 2023</time>"#))
        #expect(!dated.contains("Actualizado"), "a commit before its date is no update")
        // The home page lists them with those dates too.
        let home = try String(contentsOf: site.output.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(home.contains("10 de mayo de 2022"))
    }

    /// A depth-1 clone knows one commit: a build from it warns and stamps no article with
    /// that commit's date (the feed keeps each article's own date).
    @Test func aShallowCloneWarnsAndStampsNoArticleWithItsOneCommit() async throws {
        let site = try CLITests.project(["uno.md": Self.article, "dos.md": Self.article.replacingOccurrences(of: "2023-10-07", with: "2023-11-20")])
        try Self.git(["init", "-q"], in: site.root.url)
        try Self.git(["add", "content"], in: site.root.url)
        try Self.git(["commit", "-q", "-m", "Uno"], in: site.root.url, date: "2024-01-01T10:00:00Z")
        try site.writeContent("dos.md", Self.article.replacingOccurrences(of: "2023-10-07", with: "2023-11-20") + "Más.\n")
        try Self.git(["commit", "-q", "-am", "Dos"], in: site.root.url, date: "2024-06-01T10:00:00Z")
        let clone = site.root.url.deletingLastPathComponent().appendingPathComponent(site.root.url.lastPathComponent + "-clone")
        defer { try? FileManager.default.removeItem(at: clone) }
        try Self.git(["clone", "-q", "--depth", "1", "file://" + site.root.url.path, clone.path], in: site.root.url)
        let run = try await SitegenProcess.run(["build", "--no-verify"], in: clone)
        #expect(run.exitCode == 0, "\(run.standardError)")
        #expect(run.standardError.contains("warning: the content folder is in a shallow git clone"), "\(run.standardError)")
        for name in ["uno", "dos"] {
            let page = try String(contentsOf: clone.appendingPathComponent("public/\(name)/index.html"), encoding: .utf8)
            #expect(!page.contains("Actualizado"), "\(name): a shallow clone's one commit is no article's change")
        }
        let feed = try XMLTree(parsing: Data(contentsOf: clone.appendingPathComponent("public/feed.xml")))
        let updated: [String] = feed.all("entry").compactMap { $0.first("updated")?.text }
        #expect(!updated.contains("2024-06-01T10:00:00Z"), "\(updated)")
    }

    @Test func aNoticeStandsAboveTheArticle() async throws {
        let site = try CLITests.project([
            "aviso.md": "---\ntitle: Con aviso\nnotice: \"Esta serie usa una API <antigua>.\"\n---\nTexto.\n",
            "sin-aviso.md": Self.article,
        ])
        let run = try await SitegenProcess.run(["build", "--no-verify"], in: site.root.url)
        #expect(run.exitCode == 0, "\(run.standardError)")
        let page = try String(contentsOf: site.output.appendingPathComponent("aviso/index.html"), encoding: .utf8)
        #expect(page.contains(#"<aside class="article-notice" role="note"><p>Esta serie usa una API &lt;antigua&gt;.</p></aside>"#))
        let notice = try #require(page.range(of: "article-notice"))
        #expect(page.range(of: "<div class=\"prose\">").map { notice.lowerBound < $0.lowerBound } == true)
        let plain = try String(contentsOf: site.output.appendingPathComponent("sin-aviso/index.html"), encoding: .utf8)
        #expect(!plain.contains("article-notice"))
    }
}
