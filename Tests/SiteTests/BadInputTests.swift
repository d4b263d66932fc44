import Content
import Diagnostics
import Foundation
import FrontMatter
import Markdown
import SitegenTesting
import Testing

/// Hostile or broken input ends in a message at file:line, never in a crash or a runaway.
@Suite struct BadInputTests {
    static let blockquotes = String(repeating: ">", count: 2_000) + " hondo\n"
    static let lists = (0..<1_000).map { String(repeating: "  ", count: $0) + "- nivel \($0)" }.joined(separator: "\n") + "\n"

    @Test func deepBlockQuotesAreAnErrorAtTheirLine() throws {
        let error = #expect(throws: DiagnosticError.self) {
            try MarkdownParser.document(parsing: "Intro.\n\n" + Self.blockquotes, file: "content/x.md", lineOffset: 3)
        }
        #expect(error?.description == "content/x.md:6:257: error: Markdown nests more than 256 levels deep (block quotes, lists or emphasis inside each other); flatten it")
    }

    @Test func deepListsAreAnErrorAtTheirLine() throws {
        let error = #expect(throws: DiagnosticError.self) {
            try MarkdownParser.document(parsing: Self.lists, file: "content/x.md")
        }
        // A list, its item and the item's paragraph are three levels, the next list is the
        // item's second child: the paragraph of the 128th item is the first node too deep.
        #expect(error?.description == "content/x.md:128:257: error: Markdown nests more than 256 levels deep (block quotes, lists or emphasis inside each other); flatten it")
    }

    @Test func nestingUpToTheLimitBuildsOnTheWorkersStacks() async throws {
        // Deepest allowed: the document's children are level 1, so the text in the
        // paragraph of the 254th block quote is level 256.
        let deepest = String(repeating: ">", count: 254) + " hondo\n"
        let site = try SiteFixture(content: ["hondo.md": "---\ntitle: Hondo\n---\n" + deepest,
                                             "otro.md": "---\ntitle: Otro\n---\nTexto.\n"])
        _ = try await site.build()
        let page = try site.root.read("public/hondo/index.html")
        #expect(page.components(separatedBy: "<blockquote>").count == 255)
    }

    @Test func aDeeplyNestedArticleFailsTheBuildWithItsFileAndLine() async throws {
        let site = try SiteFixture(content: ["hondo.md": "---\ntitle: Hondo\n---\n" + Self.blockquotes,
                                             "listas.md": "---\ntitle: Listas\n---\n" + Self.lists])
        #expect(await site.buildError() == """
            [ROOT]/content/hondo.md:4:257: error: Markdown nests more than 256 levels deep (block quotes, lists or emphasis inside each other); flatten it
            [ROOT]/content/listas.md:131:257: error: Markdown nests more than 256 levels deep (block quotes, lists or emphasis inside each other); flatten it
            """)
        #expect(!site.root.exists("public"))
    }

    /// Nine levels of ten aliases each: a billion values from a dozen lines.
    static let billionLaughs = """
        title: Risas
        a: &a ["ja","ja","ja","ja","ja","ja","ja","ja","ja","ja"]
        b: &b [*a,*a,*a,*a,*a,*a,*a,*a,*a,*a]
        c: &c [*b,*b,*b,*b,*b,*b,*b,*b,*b,*b]
        d: &d [*c,*c,*c,*c,*c,*c,*c,*c,*c,*c]
        e: &e [*d,*d,*d,*d,*d,*d,*d,*d,*d,*d]
        f: &f [*e,*e,*e,*e,*e,*e,*e,*e,*e,*e]
        g: &g [*f,*f,*f,*f,*f,*f,*f,*f,*f,*f]
        h: &h [*g,*g,*g,*g,*g,*g,*g,*g,*g,*g]
        i: &i [*h,*h,*h,*h,*h,*h,*h,*h,*h,*h]
        """

    @Test func aYAMLAliasBombInFrontMatterFailsAtItsLine() throws {
        let error = #expect(throws: DiagnosticError.self) {
            try FrontMatter.parse(Self.billionLaughs, file: "content/risas.md", firstLine: 2)
        }
        // Each *a stands for 11 values, each *b for 111, each *c for 1,111: the 8th *c is the
        // first alias past 10,000 values.
        #expect(error?.description == "content/risas.md:6:29: error: front matter's YAML aliases (*name) stand for more than 10000 values (an alias bomb?); write the values out")
    }

    @Test func aYAMLAliasBombInSiteYMLFailsTheBuildAtItsLine() async throws {
        let site = try SiteFixture(content: ["site.yml": Self.billionLaughs + "\n", "uno.md": "Texto.\n"])
        #expect(await site.buildError() == "[ROOT]/content/site.yml:5:29: error: front matter's YAML aliases (*name) stand for more than 10000 values (an alias bomb?); write the values out")
    }

    @Test func manyAliasesAreRefusedAndAFewAreFine() throws {
        let many = "x: &x 1\nlista: [" + Array(repeating: "*x", count: 101).joined(separator: ", ") + "]\n"
        let error = #expect(throws: DiagnosticError.self) {
            try FrontMatter.parse(many, file: "content/x.md", firstLine: 2)
        }
        #expect(error?.description.hasPrefix("content/x.md:3:") == true, "\(String(describing: error))")
        #expect(error?.description.hasSuffix("error: front matter uses more than 100 YAML aliases (*name); write the values out") == true)

        let few = try FrontMatter.parse("base: &base { autor: Ana }\ndoctest: *base\ntags: &t [a, b]\ncategories: *t\n",
                                        file: "content/x.md", firstLine: 2)
        #expect(few.categories == ["a", "b"])
        #expect(few.extra["doctest"] == .dictionary(["autor": .string("Ana")]))
    }

    @Test func deeplyNestedYAMLIsAnErrorNotACrash() throws {
        let yaml = "title: Hondo\nx: " + String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000) + "\n"
        let error = #expect(throws: DiagnosticError.self) {
            try FrontMatter.parse(yaml, file: "content/x.md", firstLine: 2)
        }
        // libyaml's own nesting limit answers before Yams composes anything recursively.
        #expect(error?.description == "content/x.md:3:5: error: front matter is not valid YAML: Maximum nesting level reached, set with yaml_set_max_nest_level()) while parsing")
    }

    @Test(arguments: ["inf", "nan", "-1", "0", "3601", "1e308"])
    func senselessTimeoutsAreUsageErrors(timeout: String) async throws {
        let run = try await SitegenProcess.run(["test", "--timeout=\(timeout)", "--content", "nada"], in: PackagePaths.root)
        #expect(run.exitCode == 2)
        #expect(run.standardError.contains("--timeout must be more than 0 and at most 3600 seconds"), "\(run.standardError)")
    }

    @Test func aDeeplyNestedArticleExitsOneFromTheCommandLine() async throws {
        let site = try CLITests.project(["hondo.md": "---\ntitle: Hondo\n---\n" + Self.blockquotes])
        let run = try await SitegenProcess.run(["build", "--no-verify"], in: site.root.url)
        #expect(run.exitCode == 1)
        #expect(run.standardError.contains("content/hondo.md:4:257: error: Markdown nests more than 256 levels deep"), "\(run.standardError)")
        #expect(!site.root.exists("public/index.html"))
    }

    @Test func aTitleWithControlCharactersKeepsTheFeedValidXML() async throws {
        let site = try SiteFixture(content: [
            "alarma.md": "---\ntitle: \"Alarma\\a\\e[31m roja\\x01\"\ndescription: \"Suena\\x0B\\ttres veces\"\ntags: [\"a\\x02b\"]\n---\nTexto.\n"])
        _ = try await site.build()
        let feed = try XMLTree(parsing: Data(contentsOf: site.output.appendingPathComponent("feed.xml")))
        let entry = try #require(feed.first("entry"))
        #expect(entry.first("title")?.text == "Alarma\u{FFFD}\u{FFFD}[31m roja\u{FFFD}")
        #expect(entry.first("summary")?.text == "Suena\u{FFFD}\ttres veces")
        #expect(entry.first("category")?.attributes["term"] == "a\u{FFFD}b")
        _ = try XMLTree(parsing: Data(contentsOf: site.output.appendingPathComponent("sitemap.xml")))
    }
}

/// What content puts on the terminal through sitegen: never a control sequence, never a line
/// of sitegen's own.
struct TerminalOutputTests {
    @Test func aFileNameCanNeitherDriveTheTerminalNorForgeTheTotals() async throws {
        let folder = try TemporaryDirectory()
        let forged = "nota\u{1B}[2J\u{7}\r\n0 passed, 0 failed, 0 skipped\n.md"
        try folder.write([
            "content/site.yml": SiteFixture.siteYAML,
            "content/\(forged)": "---\ntitle: Nota\n---\n\n```swift\nlet x: Int = \"uno\"\n```\n\n```\nlet y = 1\nprint(y)\n```\n",
        ])
        let run = try await SitegenProcess.run(["test", "--content", "content"], in: folder.url)
        #expect(run.exitCode == 1, "\(run.standardError)")
        for output in [run.standardOutput, run.standardError] {
            #expect(!output.contains("\u{1B}") && !output.contains("\u{7}") && !output.contains("\r"), "\(output)")
        }
        // One totals line, the last, and it is sitegen's: the block failed.
        let totals = run.standardOutput.split(separator: "\n").filter { $0.contains(" passed, ") && $0.contains(" skipped") && !$0.contains(".md") }
        #expect(totals == ["0 passed, 1 failed, 0 skipped"], "\(run.standardOutput)")
        #expect(run.standardOutput.contains("nota\\u{1B}[2J\\u{7}\\u{D}\\u{A}0 passed, 0 failed, 0 skipped\\u{A}.md"), "\(run.standardOutput)")
    }
}

/// Two article names that differ only in Unicode normalization (precomposed `ó` and `o` + a
/// combining accent) are one name to Swift: an error at the second, never a crash.
struct NormalizationTwinTests {
    @Test(arguments: [["build", "--content", "content", "--output", "sitio", "--no-verify"], ["test", "--content", "content"]])
    func twinsAreAnErrorAtTheirPath(arguments: [String]) async throws {
        let folder = try TemporaryDirectory()
        let composed = "navegaci\u{F3}n.md", decomposed = "navegacio\u{301}n.md"
        #expect(Array(composed.utf8) != Array(decomposed.utf8) && composed == decomposed)
        try folder.write(["content/site.yml": SiteFixture.siteYAML])
        for name in [composed, decomposed] {
            try Data("---\ntitle: \(name.utf8.count)\n---\nhola\n".utf8)
                .write(to: folder.url.appendingPathComponent("content").appendingPathComponent(name))
        }
        let run = try await SitegenProcess.run(arguments, in: folder.url)
        #expect(run.exitCode == 1, "\(run.standardError)")
        // build: on standard error; test: among the report's article errors.
        let output = run.standardOutput + run.standardError
        #expect(output.contains("only in how its accents are written"), "\(output)")
        #expect(!output.contains("Fatal error"))
        #expect(!FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("sitio").path))
    }
}

/// Stopping sitegen stops what it started: no compiler or program runs on in a process group
/// of its own, and no scratch folder stays in /dev/shm.
@Suite(.serialized) struct StoppingTests {
    /// The children of `parent` (pid and command line), from /proc.
    static func children(of parent: Int32) -> [(pid: Int32, command: String)] {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return entries.compactMap(Int32.init).compactMap { pid in
            guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
                  let close = stat.lastIndex(of: ")") else { return nil }
            let fields = stat[stat.index(after: close)...].split(separator: " ")
            guard fields.count > 2, Int32(fields[1]) == parent else { return nil }
            let command = (FileManager.default.contents(atPath: "/proc/\(pid)/cmdline") ?? Data()).map { $0 == 0 ? 32 : $0 }
            return (pid, String(decoding: command, as: UTF8.self))
        }
    }

    static func isAlive(_ pid: Int32) -> Bool {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8), let close = stat.lastIndex(of: ")") else { return false }
        return stat[stat.index(after: close)...].split(separator: " ").first != "Z"
    }

    @Test(arguments: [SIGTERM, SIGINT])
    func aSignalStopsEveryChildAndRemovesTheScratchFolder(signal: Int32) async throws {
        let folder = try TemporaryDirectory()
        try folder.write([
            "content/site.yml": SiteFixture.siteYAML,
            // A program that runs for a minute (a different one each time: nothing is reused).
            "content/espera.md": "---\ntitle: Espera\n---\n\n```swift\nimport Foundation\nlet nombre = \"\(UUID())\"\nsleep(60)\nprint(nombre)\n```\n",
            "scratch/.keep": "",
        ])
        let scratch = folder.url.appendingPathComponent("scratch")
        let process = Process()
        process.executableURL = try SitegenProcess.executable()
        process.arguments = ["test", "--content", "content", "--no-cache", "--timeout", "120"]
        process.environment = ProcessInfo.processInfo.environment.merging(["SITEGEN_SCRATCH": scratch.path]) { $1 }
        process.currentDirectoryURL = folder.url
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        // Wait until the program's sandbox runs (for a minute: a steady moment to stop sitegen in).
        var seen: [Int32] = []
        var running = false
        for _ in 0..<3000 where !running {
            try await Task.sleep(nanoseconds: 20_000_000)
            let now = Self.children(of: process.processIdentifier)
            seen += now.map(\.pid).filter { !seen.contains($0) }
            running = now.contains { $0.command.contains("bwrap") || $0.command.hasPrefix("/bin/sh") }
        }
        try #require(running, "the program never started")
        let during = try FileManager.default.contentsOfDirectory(atPath: scratch.path).filter { $0.hasPrefix("sitegen-doctest-") }
        try #require(!during.isEmpty, "the run made no scratch folder under SITEGEN_SCRATCH")
        kill(process.processIdentifier, signal)
        process.waitUntilExit()
        #expect(process.terminationReason == .uncaughtSignal && process.terminationStatus == signal)
        try await Task.sleep(nanoseconds: 500_000_000)
        #expect(seen.filter(Self.isAlive).isEmpty, "still running: \(seen.filter(Self.isAlive))")
        let left = try FileManager.default.contentsOfDirectory(atPath: scratch.path).filter { $0.hasPrefix("sitegen-doctest-") }
        #expect(left.isEmpty, "left behind: \(left)")
    }
}
