import Foundation

/// The site's version as the open pages see it: the number grows with every successful
/// rebuild; a failed rebuild keeps the number and reports its error.
final class ReloadState: @unchecked Sendable {
    private let lock = NSLock()
    private var version = 1
    private var error: String?

    /// Grows with every change of state, success or failure: what a waiting page waits on.
    private var changes = 0

    func succeeded() { lock.withLock { version += 1; error = nil; changes += 1 } }
    func failed(_ message: String) { lock.withLock { error = message; changes += 1 } }

    /// The state once it differs from what a page saw (`version`, and whether it showed an
    /// error), or after `timeout` seconds: a page's request waits here instead of asking again
    /// and again, so it reloads as soon as a page or a site is ready. Called on the
    /// connection's own thread.
    func json(waitingWhile seenVersion: Int, sawError: Bool, timeout: Double) -> Data {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            let same = lock.withLock { version == seenVersion && (error != nil) == sawError }
            if !same { break }
            Thread.sleep(forTimeInterval: 0.002)
        }
        return json
    }

    /// `{"version":3,"error":null}`, always in this order, so equal states read the same.
    var json: Data {
        let (version, error) = lock.withLock { (self.version, self.error) }
        let errorJSON = error.flatMap { try? JSONEncoder().encode($0) }.map { String(decoding: $0, as: UTF8.self) } ?? "null"
        return Data("{\"version\":\(version),\"error\":\(errorJSON)}".utf8)
    }
}

/// Reloads open pages after a rebuild: the server adds a small script to every HTML page
/// it serves (never to the files on disk); the script polls `/__sitegen/version` and
/// reloads the page when the number changes, or shows the build error over the page.
enum LiveReload {
    static let scriptTag = "<script src=\"\(RequestRouting.reloadScriptPath)\"></script>"

    /// The page with the reload script before `</body>` (or at the end).
    static func inject(into html: Data) -> Data {
        let text = String(decoding: html, as: UTF8.self)
        guard let range = text.range(of: "</body>", options: .backwards) else { return html + Data(scriptTag.utf8) }
        return Data((text[..<range.lowerBound] + scriptTag + text[range.lowerBound...]).utf8)
    }

    static let script = """
    // sitegen serve: reloads this page when the site is rebuilt.
    (function () {
      var seen = null;
      function banner(message) {
        var box = document.getElementById("sitegen-build-error");
        if (!message) { if (box) box.remove(); return; }
        if (!box) {
          box = document.createElement("pre");
          box.id = "sitegen-build-error";
          box.setAttribute("role", "alert");
          box.style.cssText = "position:fixed;inset:auto 1rem 1rem 1rem;z-index:9999;margin:0;padding:1rem;" +
            "background:#fff0f0;color:#8a1111;border:2px solid #8a1111;border-radius:8px;white-space:pre-wrap;" +
            "max-height:40vh;overflow:auto;font:13px/1.4 ui-monospace,monospace";
          document.body.appendChild(box);
        }
        box.textContent = "sitegen: la compilación ha fallado\\n\\n" + message;
      }
      var sawError = false;
      // The server answers at once the first time, then when the state differs from what
      // the page saw (or after 25 s): the page reloads as soon as a new version is ready.
      function poll() {
        var wait = seen === null ? "" : "?wait=" + seen + "&error=" + (sawError ? 1 : 0);
        fetch("\(RequestRouting.versionPath)" + wait, { cache: "no-store" })
          .then(function (response) { return response.json(); })
          .then(function (state) {
            if (seen !== null && state.version !== seen) { location.reload(); return; }
            seen = state.version;
            // What the page has seen, for whoever waits on it (the browser tests).
            document.documentElement.setAttribute("data-sitegen-version", String(seen));
            sawError = state.error !== null;
            banner(state.error);
            setTimeout(poll, 0);
          })
          .catch(function () { setTimeout(poll, 1000); });
      }
      poll();
    })();

    """
}
