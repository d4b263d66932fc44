import ArgumentParser
import Diagnostics
import Doctest
import Foundation
import Site

/// Options shared by the commands that read the content.
struct ContentOptions: ParsableArguments {
    @Option(help: ArgumentHelp("The folder with the Markdown articles and site.yml.", valueName: "dir"))
    var content: String = "content"
}

/// Whether a build runs the doctests to draw each Swift block's badge.
struct VerifyOptions: ParsableArguments {
    @Flag(name: .customLong("no-verify"),
          help: "Do not run the doctests: Swift blocks are drawn without their badges (faster; for benchmarks).")
    var noVerify = false

    @Flag(name: .customLong("no-sandbox"),
          help: "Run the articles' programs and the compiler unconfined, without bubblewrap (only for content you trust; warns on every run).")
    var noSandbox = false

    @Flag(name: .customLong("no-highlight"),
          help: "Draw Swift blocks as plain text instead of highlighting them with swift-syntax (for benchmarks).")
    var noHighlight = false

    /// The options of a build, with what the environment says (`SOURCE_DATE_EPOCH`, and the
    /// doctests' `SITEGEN_*` settings): the library itself never reads the environment.
    func buildOptions(content: String, templates: String, output: String) -> BuildOptions {
        let environment = ProcessInfo.processInfo.environment
        var doctestOptions = DoctestOptions()
        doctestOptions.take(environment: environment)
        if noSandbox { doctestOptions.sandbox = .unconfined }
        var options = BuildOptions(contentDirectory: content, templatesDirectory: templates, outputDirectory: output,
                                   verify: !noVerify, doctestOptions: doctestOptions)
        options.highlight = !noHighlight
        if let epoch = environment["SOURCE_DATE_EPOCH"].flatMap(TimeInterval.init) {
            options.sourceDate = Date(timeIntervalSince1970: epoch)
        }
        return options
    }
}

/// `sitegen build`: the site from content/ and templates/ into public/.
struct Build: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Build the site into the output folder (the default command).",
        discussion: """
        The new site is written beside the output folder and swapped in only when it is \
        complete: a failed build leaves the previous site byte for byte as it was.
        """)

    @OptionGroup var contentOptions: ContentOptions

    @Option(help: ArgumentHelp("The folder with the Mustache templates and assets/.", valueName: "dir"))
    var templates: String = "templates"

    @Option(help: ArgumentHelp("Where the site is written. Replaced whole on success.", valueName: "dir"))
    var output: String = "public"

    @OptionGroup var verifyOptions: VerifyOptions

    @Flag(name: .customLong("for-files"),
          help: "Write links that name index.html, so the site works opened from its files (file://) with no server.")
    var forFiles = false

    @Flag(name: .customLong("clean"),
          help: ArgumentHelp("Parse and render every article again, ignoring what the last build into the output folder left.",
                             discussion: "Without it, a build reuses the last build's work for the articles whose text, series and verdicts are unchanged and for the same templates, settings and sitegen, from the record it keeps beside the output folder (.<output>-sitegen-record)."))
    var clean = false

    @Option(name: .customLong("base-url"),
            help: ArgumentHelp("The site's address, in place of site.yml's baseURL (a GitHub Pages project site: https://owner.github.io/repo/).",
                               valueName: "url"))
    var baseURL: String?

    func validate() throws {
        if let baseURL {
            guard let url = URL(string: baseURL), let scheme = url.scheme, ["http", "https"].contains(scheme), url.host != nil else {
                throw ValidationError("--base-url must be an http(s) address such as https://owner.github.io/repo/, found '\(baseURL)'")
            }
        }
    }

    func run() async throws {
        var options = verifyOptions.buildOptions(content: contentOptions.content, templates: templates, output: output)
        options.baseURL = baseURL
        options.fileLinks = forFiles
        options.incremental = !clean
        options.freesMemory = false
        do {
            let summary = try await SitePipeline.build(options, progress: Console.progress)
            for warning in summary.warnings { Console.error(warning.description) }
            if summary.upToDate {
                Console.progress("\(output)/ is up to date: nothing changed since the last build (\(summary.articles) article\(summary.articles == 1 ? "" : "s"), \(summary.files) files; \(String(format: "%.2f", summary.seconds)) s)"
                    + (summary.warnings.isEmpty ? "" : " (\(summary.warnings.count) warning\(summary.warnings.count == 1 ? "" : "s"))"))
                return
            }
            Console.progress("Built \(summary.articles) article\(summary.articles == 1 ? "" : "s"), \(summary.files) files into \(output)/ in \(String(format: "%.2f", summary.seconds)) s"
                + (summary.keptPages == 0 ? "" : ", \(summary.keptPages) unchanged article page\(summary.keptPages == 1 ? "" : "s") kept")
                + (summary.warnings.isEmpty ? "" : " (\(summary.warnings.count) warning\(summary.warnings.count == 1 ? "" : "s"))"))
        } catch {
            Console.error(error.description)
            Console.error("error: build failed; \(output)/ was not changed")
            throw ExitCode(1)
        }
    }
}
