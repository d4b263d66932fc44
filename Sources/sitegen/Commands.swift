import ArgumentParser

/// The subcommands of `sitegen`, in the order `--help` lists them.
enum Commands {
    static let all: [any ParsableCommand.Type] = [Build.self, Test.self, Serve.self, Deeplink.self]
}
