import Foundation

/// The site's version as the open pages see it: the number grows with every successful
/// rebuild; a failed rebuild keeps the number and reports its error.
final class ReloadState: @unchecked Sendable {
    private let lock = NSLock()
    private var version = 1
    private var error: String?

    func succeeded() { lock.withLock { version += 1; error = nil } }
    func failed(_ message: String) { lock.withLock { error = message } }

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
      function poll() {
        fetch("\(RequestRouting.versionPath)", { cache: "no-store" })
          .then(function (response) { return response.json(); })
          .then(function (state) {
            if (seen !== null && state.version !== seen) { location.reload(); return; }
            seen = state.version;
            banner(state.error);
            setTimeout(poll, 200);
          })
          .catch(function () { setTimeout(poll, 1000); });
      }
      poll();
    })();

    """
}
