import ArgumentParser
import CGlibcHeap
import Diagnostics
import Doctest
import Foundation

/// `sitegen`: builds the tutorial site, verifies its Swift code, drives the deeplink demo.
@main
struct Sitegen: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "sitegen",
        abstract: "Builds the Spanish SwiftUI tutorial site and proves its code works.",
        discussion: """
        With no subcommand, sitegen builds the site: it reads the Markdown articles in \
        content/, renders them with the templates in templates/ and writes the site to \
        public/. Errors name the file and line (content/x.md:12: ...) and leave public/ \
        as it was.

        Exit codes: 0 success, 1 errors in the content (build) or a failing code block \
        (test: a build still writes the site, with the block's «Falla» badge and a warning), \
        2 wrong usage or unreadable input.
        """,
        subcommands: Commands.all,
        defaultSubcommand: Build.self)

    /// Runs the command line, mapping ArgumentParser's usage errors (64) to exit code 2
    /// as DESIGN.md's CLI contract says.
    static func main() async {
        Self.growHeapsInLargeSteps()
        // Stopped by Ctrl-C, SIGTERM or SIGHUP: no compiler or program runs on, no scratch folder stays.
        Children.stopOnSignals()
        do {
            let (arguments, deeplinkURLs) = Deeplink.separatingURLs(from: Array(CommandLine.arguments.dropFirst()))
            var command = try parseAsRoot(arguments)
            if var deeplink = command as? Deeplink, let deeplinkURLs {
                deeplink.urls = deeplinkURLs
                command = deeplink
            }
            if var asyncCommand = command as? AsyncParsableCommand {
                try await asyncCommand.run()
            } else {
                try command.run()
            }
        } catch {
            let code = exitCode(for: error)
            if code == .success {
                exit(withError: error)  // --help, --version: prints and exits 0
            }
            if code.rawValue == 64 {
                FileHandle.standardError.write(Data((fullMessage(for: error) + "\n").utf8))
                Foundation.exit(2)
            }
            exit(withError: error)
        }
    }
}

/// Prints diagnostics on stderr, as a compiler does.
enum Console {
    static func error(_ text: String) {
        FileHandle.standardError.write(Data((TerminalText.escapedLines(text) + "\n").utf8))
    }

    /// A progress line on stderr (stdout stays clean for data such as JSON).
    static func progress(_ text: String) {
        FileHandle.standardError.write(Data((TerminalText.escapedLines(text) + "\n").utf8))
    }
}

extension Sitegen {
    /// Makes glibc grow a thread's heap 64 MB at a time (`M_TOP_PAD`) instead of by what each
    /// allocation needs: each time a heap grows is an `mprotect` call, which takes the lock
    /// that page faults take too, and a build's threads grow their heaps all the time. The
    /// padding is address space, not memory: a page counts once it is written.
    static func growHeapsInLargeSteps() {
        _ = cglibcheap_set_top_pad(64 << 20)
    }
}
