import ArgumentParser
import Foundation
import Preview
import Site

/// `sitegen serve`: a local preview that rebuilds on change and reloads the open page.
struct Serve: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Build the site, serve it on 127.0.0.1 and rebuild it when content or templates change.",
        discussion: """
        Open pages reload by themselves after each rebuild; a failed rebuild keeps the last \
        good site and shows the error over the page. A Swift block that fails its check shows \
        the compiler's messages on its page, under the lines they are about (file:line), until \
        it is fixed. Only 127.0.0.1 is served, never other \
        machines. A save that changes only an article's body shows its new page at once; the \
        whole site is then built again in the background, reusing what did not change.
        """)

    @OptionGroup var contentOptions: ContentOptions

    @Option(help: ArgumentHelp("The folder with the Mustache templates and assets/.", valueName: "dir"))
    var templates: String = "templates"

    @Option(help: ArgumentHelp("Where the site is written and served from.", valueName: "dir"))
    var output: String = "public"

    @Option(help: ArgumentHelp("The port on 127.0.0.1 (0 picks a free one).", valueName: "n"))
    var port: UInt16 = 4000

    @Option(name: .customLong("stop-after"),
            help: ArgumentHelp("Stop by itself after this many seconds (for scripts and tests).", valueName: "seconds"))
    var stopAfter: Double?

    @OptionGroup var verifyOptions: VerifyOptions

    func validate() throws {
        if let stopAfter, stopAfter <= 0 { throw ValidationError("--stop-after must be a positive number of seconds") }
    }

    func run() async throws {
        var options = verifyOptions.buildOptions(content: contentOptions.content, templates: templates, output: output)
        // The author sees a failing block's messages on its page, under the lines they are about.
        options.errorsInPlace = true
        // A reader's browser that closes a connection early must not end the server.
        signal(SIGPIPE, SIG_IGN)
        let session = PreviewSession(options: options)
        let actualPort: UInt16
        do {
            actualPort = try await session.start(port: port, log: Console.progress)
        } catch {
            Console.error("\(error)")
            Console.error("error: serve could not start")
            throw ExitCode(1)
        }
        // stdout, so scripts can read the address; progress and errors go to stderr.
        FileHandle.standardOutput.write(Data("Serving \(output)/ on http://127.0.0.1:\(actualPort)/ (Ctrl-C stops)\n".utf8))
        await session.watch(until: stopAfter.map { Date().addingTimeInterval($0) }, log: Console.progress)
        session.stop()
    }
}
