import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A small HTTP/1.1 server for previewing the site: GET and HEAD of the files in one
/// folder, on 127.0.0.1 only, one thread per connection, `Connection: close`.
///
/// It serves the site folder as GitHub Pages would (`folder/` → `folder/index.html`,
/// 404.html for missing pages), adds the live-reload script to HTML pages, and refuses
/// any path that leaves the folder (see `RequestRouting`). A request must name this
/// server in its `Host` header (so a web page cannot reach it through a DNS name that
/// resolves to 127.0.0.1), and must send its head within `headTimeout`: a client that
/// trickles its head holds only its own thread, never the others'.
public final class PreviewServer: @unchecked Sendable {
    /// The server could not open or bind its socket.
    public struct Failure: Error, CustomStringConvertible {
        public var description: String
    }

    let root: URL
    let reload: ReloadState
    private let lock = NSLock()
    private var listener: Int32 = -1
    private var stopped = false
    private var port: UInt16 = 0
    private var connections = 0
    /// Seconds a client has to send its whole request head.
    let headTimeout: Double
    /// Connections answered at once; more are closed at once (each holds a thread).
    static let maximumConnections = 512
    /// How long a page's `?wait=` request for the next version is held before it is answered anyway.
    static let versionWait = 25.0

    init(root: URL, reload: ReloadState, headTimeout: Double = 10) {
        self.root = root
        self.reload = reload
        self.headTimeout = headTimeout
    }

    /// Starts listening on 127.0.0.1 and returns the port (a free one when `port` is 0).
    func start(port: UInt16) throws -> UInt16 {
        #if canImport(Glibc)
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
        let fd = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        guard fd >= 0 else { throw Failure(description: "cannot open a socket: \(String(cString: strerror(errno)))") }
        var yes: Int32 = 1
        setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard bound == 0, listen(fd, 64) == 0 else {
            let reason = String(cString: strerror(errno))
            close(fd)
            throw Failure(description: "cannot listen on 127.0.0.1:\(port): \(reason) (try another --port)")
        }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
        }
        let boundPort = UInt16(bigEndian: address.sin_port)
        lock.withLock { listener = fd; self.port = boundPort }
        let thread = Thread { [self] in acceptLoop(fd) }
        thread.name = "sitegen-preview-accept"
        thread.start()
        return boundPort
    }

    /// Stops accepting connections; requests already being answered finish.
    public func stop() {
        let fd: Int32 = lock.withLock {
            stopped = true
            defer { listener = -1 }
            return listener
        }
        guard fd >= 0 else { return }
        // shutdown wakes the thread blocked in accept; close frees the port.
        shutdown(fd, Int32(SHUT_RDWR))
        close(fd)
    }

    private var isStopped: Bool { lock.withLock { stopped } }

    private func acceptLoop(_ fd: Int32) {
        while !isStopped {
            let client = accept(fd, nil, nil)
            if client < 0 {
                if errno == EINTR { continue }
                return
            }
            let admitted = lock.withLock {
                guard connections < Self.maximumConnections else { return false }
                connections += 1
                return true
            }
            guard admitted else { close(client); continue }
            // A thread of its own rather than Dispatch's pool: a connection blocked on a
            // slow client must not hold a worker the other requests need.
            let thread = Thread { [self] in
                handle(client)
                close(client)
                lock.withLock { connections -= 1 }
            }
            thread.name = "sitegen-preview-connection"
            thread.stackSize = 256 * 1024
            thread.start()
        }
    }

    private func handle(_ client: Int32) {
        #if canImport(Darwin)
        var one: Int32 = 1
        setsockopt(client, SOL_SOCKET, SO_NOSIGPIPE, &one, socklen_t(MemoryLayout<Int32>.size))
        #endif
        // A client that is slow to send the response's bytes is not waited on for ever either.
        var sendTimeout = timeval(tv_sec: 10, tv_usec: 0)
        setsockopt(client, SOL_SOCKET, SO_SNDTIMEO, &sendTimeout, socklen_t(MemoryLayout<timeval>.size))
        guard let request = readRequestHead(client) else { return }
        if let status = request.tooLarge {
            // Answered, not reset: the rest of what the client sends is read and dropped.
            send(client, status: status, body: Data("\(Self.reasons[status] ?? "")\n".utf8))
            return drain(client)
        }
        let parts = request.requestLine.split(separator: " ")
        guard parts.count == 3, parts[2].hasPrefix("HTTP/1.") else {
            return send(client, status: 400, body: Data("Bad Request\n".utf8))
        }
        guard Self.isOwnHost(request.host, port: lock.withLock { port }, http10: parts[2] == "HTTP/1.0") else {
            return send(client, status: 403, body: Data("Forbidden: unknown Host\n".utf8))
        }
        // A page of another site (any other origin, another port of localhost included) must
        // not read the preview — its drafts, its search index — with `<script src>` or fetch.
        guard Self.isOwnFetch(request.fetchSite) else {
            return send(client, status: 403, body: Data("Forbidden: cross-site request\n".utf8))
        }
        let method = parts[0], target = String(parts[1])
        guard method == "GET" || method == "HEAD" else {
            return send(client, status: 405, headers: [("Allow", "GET, HEAD")], body: Data("Method Not Allowed\n".utf8))
        }
        let head = method == "HEAD"
        switch RequestRouting.route(target, root: root) {
        case .version:
            // `?wait=N&error=0|1`: the page saw version N (with or without an error) and waits for a change.
            let query = URLComponents(string: target)?.queryItems ?? []
            if let seen = query.first(where: { $0.name == "wait" })?.value.flatMap(Int.init) {
                let sawError = query.first(where: { $0.name == "error" })?.value == "1"
                send(client, status: 200, type: "application/json",
                     body: reload.json(waitingWhile: seen, sawError: sawError, timeout: Self.versionWait), head: head)
            } else {
                send(client, status: 200, type: "application/json", body: reload.json, head: head)
            }
        case .reloadScript:
            send(client, status: 200, type: "text/javascript; charset=utf-8", body: Data(LiveReload.script.utf8), head: head)
        case .redirect(let location):
            send(client, status: 301, headers: [("Location", location)], body: Data(), head: head)
        case .file(let url):
            guard var body = FileManager.default.contents(atPath: url.path) else {
                return send(client, status: 404, body: Data("Not Found\n".utf8), head: head)
            }
            let type = RequestRouting.contentType(for: url.lastPathComponent)
            if type.hasPrefix("text/html") { body = LiveReload.inject(into: body) }
            send(client, status: 200, type: type, body: body, head: head)
        case .notFound:
            if let page = FileManager.default.contents(atPath: root.appendingPathComponent("404.html").path) {
                send(client, status: 404, type: "text/html; charset=utf-8", body: LiveReload.inject(into: page), head: head)
            } else {
                send(client, status: 404, body: Data("Not Found\n".utf8), head: head)
            }
        case .forbidden:
            send(client, status: 403, body: Data("Forbidden\n".utf8), head: head)
        case .badRequest:
            send(client, status: 400, body: Data("Bad Request\n".utf8), head: head)
        }
    }

    /// Whether a `Host` header names this server: 127.0.0.1, localhost or [::1] with its
    /// port. HTTP/1.0 clients may leave it out; HTTP/1.1 requires it.
    static func isOwnHost(_ host: String?, port: UInt16, http10: Bool) -> Bool {
        guard let host else { return http10 }
        let allowed = ["127.0.0.1:\(port)", "localhost:\(port)", "[::1]:\(port)"]
        return allowed.contains(host.lowercased())
    }

    /// Whether a browser's `Sec-Fetch-Site` says the request comes from the preview's own
    /// pages (`same-origin`) or from the reader (`none`: typed, bookmarked); tools that send
    /// no such header are served.
    static func isOwnFetch(_ fetchSite: String?) -> Bool {
        guard let fetchSite else { return true }
        return ["same-origin", "none"].contains(fetchSite.lowercased())
    }

    /// The longest request line and head the server reads (beyond them: 414 and 431).
    static let maximumRequestLine = 8_192
    static let maximumHead = 16_384

    /// Reads and drops what the client still sends (for a second at most, a megabyte at most),
    /// after the response, so that closing the socket does not reset the connection.
    private func drain(_ client: Int32) {
        shutdown(client, Int32(SHUT_WR))
        var buffer = [UInt8](repeating: 0, count: 16_384)
        var total = 0
        let deadline = Date().addingTimeInterval(1)
        while total < 1_048_576, deadline.timeIntervalSinceNow > 0 {
            var descriptor = pollfd(fd: client, events: Int16(POLLIN), revents: 0)
            guard poll(&descriptor, 1, 100) >= 0 else { return }
            let count = recv(client, &buffer, buffer.count, Int32(MSG_DONTWAIT))
            if count == 0 { return }
            if count > 0 { total += count }
        }
    }

    /// Reads the request head, within `headTimeout` in all, and returns its first line, its
    /// `Host` and `Sec-Fetch-Site` headers, and — when the line or the head is longer than
    /// the server reads — the status that says so (414, 431).
    private func readRequestHead(_ client: Int32) -> (requestLine: String, host: String?, fetchSite: String?, tooLarge: Int?)? {
        let deadline = Date().addingTimeInterval(headTimeout)
        var received = [UInt8]()
        var buffer = [UInt8](repeating: 0, count: 4096)
        var headEnd: Int?
        while received.count < Self.maximumHead {
            // Each read waits only for what is left of the whole head's time: sending a
            // byte now and then does not buy more.
            let remaining = deadline.timeIntervalSinceNow
            guard remaining > 0 else { return nil }
            var descriptor = pollfd(fd: client, events: Int16(POLLIN), revents: 0)
            let ready = poll(&descriptor, 1, Int32(min(remaining * 1000, 60_000).rounded(.up)))
            if ready < 0 && errno == EINTR { continue }
            guard ready > 0 else { continue }
            let count = recv(client, &buffer, buffer.count, 0)
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { break }
            let searchFrom = max(0, received.count - 3)
            received += buffer[0..<count]
            // Read the whole head: closing a socket with unread bytes resets the connection,
            // and the client could lose the response.
            if let end = Self.endOfHead(in: received, from: searchFrom) { headEnd = end; break }
        }
        let lineEnd = received.firstIndex(of: UInt8(ascii: "\r")) ?? received.firstIndex(of: UInt8(ascii: "\n"))
        if (lineEnd ?? received.count) > Self.maximumRequestLine { return ("", nil, nil, 414) }
        if headEnd == nil, received.count >= Self.maximumHead { return ("", nil, nil, 431) }
        guard let end = lineEnd else { return nil }
        let requestLine = String(decoding: received[..<end], as: UTF8.self)
        var host: String?
        var fetchSite: String?
        let lines = String(decoding: received[..<(headEnd ?? received.count)], as: UTF8.self)
            .split(omittingEmptySubsequences: true, whereSeparator: { $0 == "\r\n" || $0 == "\n" || $0 == "\r" })
        for line in lines.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            let name = line[..<colon].lowercased()
            let value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            if name == "host", host == nil { host = value }
            if name == "sec-fetch-site", fetchSite == nil { fetchSite = value }
        }
        return (requestLine, host, fetchSite, nil)
    }

    /// The index just past the blank line that ends a request head, searching from `start`.
    private static func endOfHead(in bytes: [UInt8], from start: Int) -> Int? {
        var index = start
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "\n") {
                if index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "\n") { return index + 2 }
                if index + 2 < bytes.count, bytes[index + 1] == UInt8(ascii: "\r"), bytes[index + 2] == UInt8(ascii: "\n") {
                    return index + 3
                }
            }
            index += 1
        }
        return nil
    }

    private static let reasons = [200: "OK", 301: "Moved Permanently", 400: "Bad Request", 403: "Forbidden",
                                  404: "Not Found", 405: "Method Not Allowed", 414: "URI Too Long",
                                  431: "Request Header Fields Too Large"]

    private func send(_ client: Int32, status: Int, type: String = "text/plain; charset=utf-8",
                      headers: [(String, String)] = [], body: Data, head: Bool = false) {
        var text = "HTTP/1.1 \(status) \(Self.reasons[status] ?? "Status")\r\n"
        text += "Content-Type: \(type)\r\nContent-Length: \(body.count)\r\n"
        text += "Cache-Control: no-store\r\nX-Content-Type-Options: nosniff\r\nConnection: close\r\n"
        text += "Cross-Origin-Resource-Policy: same-origin\r\n"
        for (name, value) in headers { text += "\(name): \(value)\r\n" }
        var data = Data((text + "\r\n").utf8)
        if !head { data += body }
        data.withUnsafeBytes { bytes in
            var offset = 0
            while offset < bytes.count {
                #if canImport(Glibc)
                let written = Glibc.send(client, bytes.baseAddress! + offset, bytes.count - offset, Int32(MSG_NOSIGNAL))
                #else
                let written = Darwin.send(client, bytes.baseAddress! + offset, bytes.count - offset, 0)
                #endif
                if written <= 0 { return }
                offset += written
            }
        }
    }
}
