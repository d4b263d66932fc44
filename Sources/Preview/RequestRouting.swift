import Foundation

/// Where a request for the preview server leads: a file of the site, one of the
/// server's own endpoints, or a refusal. Pure, so it is tested without sockets.
enum Route: Equatable {
    case file(URL)
    /// A folder asked for without its final `/`: redirect, so relative links work.
    case redirect(String)
    case version
    case reloadScript
    /// 400: not an origin-form target or not valid percent-encoding.
    case badRequest
    /// 403: the path tries to leave the site folder.
    case forbidden
    case notFound
}

enum RequestRouting {
    static let versionPath = "/__sitegen/version"
    static let reloadScriptPath = "/__sitegen/reload.js"

    /// Resolves a request target (`/intro/?q=1`) inside `root`.
    ///
    /// Refuses `..` in any form (`/../`, `%2e%2e`, `%2F..`), backslashes and NUL bytes with
    /// `.forbidden`; a target that is not a path (`http://…`, `*`) is a bad request; a
    /// symbolic link that points outside the site is forbidden too.
    static func route(_ target: String, root: URL) -> Route {
        guard target.hasPrefix("/") else { return .badRequest }
        var rawPath = Substring(target)
        if let end = rawPath.firstIndex(where: { $0 == "?" || $0 == "#" }) { rawPath = rawPath[..<end] }
        if rawPath == versionPath { return .version }
        if rawPath == reloadScriptPath { return .reloadScript }
        guard let path = String(rawPath).removingPercentEncoding else { return .badRequest }
        if path.contains("\0") || path.contains("\\") { return .forbidden }
        var components: [Substring] = []
        for component in path.split(separator: "/", omittingEmptySubsequences: true) {
            if component == ".." { return .forbidden }
            if component == "." { continue }
            components.append(component)
        }
        let rootPath = root.standardizedFileURL.resolvingSymlinksInPath().path
        var url = URL(fileURLWithPath: rootPath)
        for component in components { url.appendPathComponent(String(component)) }
        let resolved = url.resolvingSymlinksInPath().path
        guard resolved == rootPath || resolved.hasPrefix(rootPath + "/") else { return .forbidden }

        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: resolved, isDirectory: &isDirectory) else { return .notFound }
        if isDirectory.boolValue {
            // One leading slash only: `//etiquetas/` would send the browser to the host "etiquetas".
            guard path.hasSuffix("/") else { return .redirect("/" + rawPath.drop(while: { $0 == "/" }) + "/") }
            let index = URL(fileURLWithPath: resolved).appendingPathComponent("index.html")
            return FileManager.default.fileExists(atPath: index.path) ? .file(index) : .notFound
        }
        return .file(URL(fileURLWithPath: resolved))
    }

    /// The `Content-Type` for a file name.
    static func contentType(for fileName: String) -> String {
        switch (fileName as NSString).pathExtension.lowercased() {
        case "html", "htm": "text/html; charset=utf-8"
        case "css": "text/css; charset=utf-8"
        case "js", "mjs": "text/javascript; charset=utf-8"
        case "json": "application/json"
        case "xml": "application/xml"
        case "svg": "image/svg+xml"
        case "png": "image/png"
        case "jpg", "jpeg": "image/jpeg"
        case "gif": "image/gif"
        case "webp": "image/webp"
        case "ico": "image/x-icon"
        case "txt", "md": "text/plain; charset=utf-8"
        case "woff2": "font/woff2"
        default: "application/octet-stream"
        }
    }
}
