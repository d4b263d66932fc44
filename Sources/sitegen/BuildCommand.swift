import ArgumentParser
import Diagnostics
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

    @Flag(name: .customLong("no-highlight"),
          help: "Draw Swift blocks as plain text instead of highlighting them with swift-syntax (for benchmarks).")
    var noHighlight = false
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

    func run() async throws {
        var options = BuildOptions(contentDirectory: contentOptions.content, templatesDirectory: templates, outputDirectory: output,
                                   verify: !verifyOptions.noVerify)
        options.highlight = !verifyOptions.noHighlight
        do {
            let summary = try await SitePipeline.build(options, progress: Console.progress)
            for warning in summary.warnings { Console.error(warning.description) }
            Console.progress("Built \(summary.articles) article\(summary.articles == 1 ? "" : "s"), \(summary.files) files into \(output)/ in \(String(format: "%.2f", summary.seconds)) s"
                + (summary.warnings.isEmpty ? "" : " (\(summary.warnings.count) warning\(summary.warnings.count == 1 ? "" : "s"))"))
        } catch {
            Console.error(error.description)
            Console.error("error: build failed; \(output)/ was not changed")
            throw ExitCode(1)
        }
    }
}
