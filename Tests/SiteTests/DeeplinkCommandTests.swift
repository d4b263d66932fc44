import Foundation
import SitegenTesting
import Testing

/// `sitegen deeplink` with hostile or very many links.
@Suite struct DeeplinkCommandTests {
    @Test func controlCharactersInIgnoredLinksAreShownEscaped() async throws {
        let run = try await SitegenProcess.run(["deeplink", "deeplink:///x\u{1B}[31mROJO\u{07}\u{9B}", "--", "-y\r"],
                                               in: PackagePaths.root)
        #expect(run.exitCode == 0)
        #expect(run.standardError == """
            sitegen deeplink: ignored 'deeplink:///x\\u{1B}[31mROJO\\u{7}\\u{9B}': unknown tab 'x\\u{1B}[31mROJO\\u{7}\\u{9B}' (expected clock, alarms or crono)
            sitegen deeplink: ignored '-y\\u{D}': not a URL (expected deeplink:///...)

            """)
        #expect(run.standardOutput.contains("\"selectedTab\" : \"alarms\""))
    }

    /// Every one of 40,000 links is opened, in order. (ArgumentParser alone takes time
    /// quadratic in the number of positional arguments: minutes for this many.)
    @Test func fortyThousandLinksAreAllOpenedInOrder() async throws {
        let links = Array(repeating: ["deeplink:///clock", "deeplink:///alarms"], count: 20_000).flatMap { $0 }
        let run = try await SitegenProcess.run(["deeplink"] + links.dropLast() + ["--now", "2025-01-06T09:41:00.000Z", "deeplink:///crono"],
                                               in: PackagePaths.root)
        #expect(run.exitCode == 0)
        #expect(run.standardError == "")
        #expect(run.standardOutput.contains("\"selectedTab\" : \"crono\""))
    }

    @Test func optionsStillGoThroughTheParser() async throws {
        let unknown = try await SitegenProcess.run(["deeplink", "deeplink:///clock", "--nope"], in: PackagePaths.root)
        #expect(unknown.exitCode == 2)
        #expect(unknown.standardError.hasPrefix("Error: Unknown option '--nope'"), "\(unknown.standardError)")
        let badDate = try await SitegenProcess.run(["deeplink", "--now", "ayer", "deeplink:///clock"], in: PackagePaths.root)
        #expect(badDate.exitCode == 2)
        #expect(badDate.standardError.hasPrefix("Error: --now 'ayer' is not a date like 2025-01-06T09:41:00.000Z"), "\(badDate.standardError)")
        let added = try await SitegenProcess.run(["deeplink", "deeplink:///alarms/add", "--now=2025-02-01T10:00:00.000Z"],
                                                 in: PackagePaths.root)
        #expect(added.exitCode == 0)
        #expect(added.standardOutput.contains("\"date\" : \"2025-02-01T10:00:00.000Z\""), "\(added.standardOutput)")
    }
}
