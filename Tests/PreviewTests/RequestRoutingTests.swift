import Foundation
import Testing
@testable import Preview

@Suite("Preview server routing")
struct RequestRoutingTests {
    /// A site folder with a page, an asset, and a link that points outside it.
    static func makeSite() throws -> URL {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("sitegen-routing-\(UUID().uuidString)").resolvingSymlinksInPath()
        let site = folder.appendingPathComponent("public")
        try FileManager.default.createDirectory(at: site.appendingPathComponent("intro"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: site.appendingPathComponent("assets"), withIntermediateDirectories: true)
        try Data("<p>intro</p>".utf8).write(to: site.appendingPathComponent("intro/index.html"))
        try Data("<p>home</p>".utf8).write(to: site.appendingPathComponent("index.html"))
        try Data("body{}".utf8).write(to: site.appendingPathComponent("assets/site.css"))
        try Data("secret".utf8).write(to: folder.appendingPathComponent("secret.txt"))
        try FileManager.default.createSymbolicLink(atPath: site.appendingPathComponent("escape.txt").path,
                                                   withDestinationPath: folder.appendingPathComponent("secret.txt").path)
        return site
    }

    @Test func pagesAssetsAndFolders() throws {
        let site = try Self.makeSite()
        defer { try? FileManager.default.removeItem(at: site.deletingLastPathComponent()) }
        #expect(RequestRouting.route("/", root: site) == .file(site.appendingPathComponent("index.html")))
        #expect(RequestRouting.route("/intro/?from=feed", root: site) == .file(site.appendingPathComponent("intro/index.html")))
        #expect(RequestRouting.route("/assets/site.css", root: site) == .file(site.appendingPathComponent("assets/site.css")))
        #expect(RequestRouting.route("/intro", root: site) == .redirect("/intro/"))
        #expect(RequestRouting.route("/nada/", root: site) == .notFound)
        #expect(RequestRouting.route("/__sitegen/version", root: site) == .version)
    }

    @Test(arguments: [
        "/../secret.txt", "/intro/../../secret.txt", "/%2e%2e/secret.txt", "/%2E%2E%2Fsecret.txt",
        "/intro/..%2f..%2fsecret.txt", "/..\\secret.txt", "/intro%00/index.html", "/escape.txt",
    ])
    func pathsLeavingTheSiteAreForbidden(target: String) throws {
        let site = try Self.makeSite()
        defer { try? FileManager.default.removeItem(at: site.deletingLastPathComponent()) }
        #expect(RequestRouting.route(target, root: site) == .forbidden)
    }

    @Test(arguments: ["/etc/passwd", "//etc/passwd", "/%2Fetc%2Fpasswd"])
    func absolutePathsStayInsideTheSite(target: String) throws {
        let site = try Self.makeSite()
        defer { try? FileManager.default.removeItem(at: site.deletingLastPathComponent()) }
        #expect(RequestRouting.route(target, root: site) == .notFound)
    }

    @Test(arguments: ["http://127.0.0.1/../secret.txt", "*", "", "/%zz"])
    func targetsThatAreNotPathsAreBadRequests(target: String) throws {
        let site = try Self.makeSite()
        defer { try? FileManager.default.removeItem(at: site.deletingLastPathComponent()) }
        #expect(RequestRouting.route(target, root: site) == .badRequest)
    }

    @Test(arguments: [
        ("index.html", "text/html; charset=utf-8"), ("site.css", "text/css; charset=utf-8"),
        ("search.js", "text/javascript; charset=utf-8"), ("a.json", "application/json"),
        ("feed.xml", "application/xml"), ("i.svg", "image/svg+xml"), ("p.png", "image/png"),
        ("robots.txt", "text/plain; charset=utf-8"), ("x.bin", "application/octet-stream"),
    ])
    func contentTypes(file: String, type: String) {
        #expect(RequestRouting.contentType(for: file) == type)
    }

    @Test func reloadScriptGoesBeforeTheEndOfTheBody() {
        let page = LiveReload.inject(into: Data("<html><body><p>x</p></body></html>".utf8))
        #expect(String(decoding: page, as: UTF8.self)
                == "<html><body><p>x</p><script src=\"/__sitegen/reload.js\"></script></body></html>")
    }
}

@Suite("Reload state")
struct ReloadStateTests {
    @Test func versionGrowsWithEachGoodBuildAndAFailureKeepsIt() {
        let state = ReloadState()
        #expect(String(decoding: state.json, as: UTF8.self) == #"{"version":1,"error":null}"#)
        state.succeeded()
        state.failed("content/a.md:3:1: error: \"roto\"")
        #expect(String(decoding: state.json, as: UTF8.self) == #"{"version":2,"error":"content\/a.md:3:1: error: \"roto\""}"#)
        state.succeeded()
        #expect(String(decoding: state.json, as: UTF8.self) == #"{"version":3,"error":null}"#)
    }

    /// The server answers each request on its own thread, so the waiting pages here are
    /// threads too: a waiter on the test's cooperative pool could wait behind the other
    /// suites' blocking work. The timeouts are long so that an answer can only come from the
    /// change, never from the timeout.
    @Test func aWaitingPageIsAnsweredWhenTheStateChanges() {
        let state = ReloadState()
        // A page that saw an older state is answered at once, whatever the timeout.
        #expect(String(decoding: state.json(waitingWhile: 0, sawError: false, timeout: 600), as: UTF8.self) == #"{"version":1,"error":null}"#)

        /// Starts a page waiting on `seen` and returns a way to read its answer.
        func waitingPage(seen: Int) -> () -> String? {
            let answered = DispatchSemaphore(value: 0)
            final class Answer: @unchecked Sendable { var text: String? }  // written before the signal, read after it
            let answer = Answer()
            Thread {
                answer.text = String(decoding: state.json(waitingWhile: seen, sawError: false, timeout: 600), as: UTF8.self)
                answered.signal()
            }.start()
            return { answered.wait(timeout: .now() + 300) == .success ? answer.text : nil }
        }
        // A page that saw this state waits for the next one: a good build…
        let waiting = waitingPage(seen: 1)
        Thread.sleep(forTimeInterval: 0.05)
        state.succeeded()
        #expect(waiting() == #"{"version":2,"error":null}"#)
        // …or a failed one, whose error it shows.
        let failing = waitingPage(seen: 2)
        Thread.sleep(forTimeInterval: 0.05)
        state.failed("roto")
        #expect(failing() == #"{"version":2,"error":"roto"}"#)
        // Without a change, it is answered after the timeout with the same state.
        #expect(String(decoding: state.json(waitingWhile: 2, sawError: true, timeout: 0.05), as: UTF8.self) == #"{"version":2,"error":"roto"}"#)
    }
}
