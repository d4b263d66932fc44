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
/// any path that leaves the folder (see `RequestRouting`).
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

    init(root: URL, reload: ReloadState) {
        self.root = root
        self.reload = reload
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
        lock.withLock { listener = fd }
        let thread = Thread { [self] in acceptLoop(fd) }
        thread.name = "sitegen-preview-accept"
        thread.start()
        return UInt16(bigEndian: address.sin_port)
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
            DispatchQueue.global().async { [self] in
                handle(client)
                close(client)
            }
        }
    }

    private func handle(_ client: Int32) {
        #if canImport(Darwin)
        var one: Int32 = 1
        setsockopt(client, SOL_SOCKET, SO_NOSIGPIPE, &one, socklen_t(MemoryLayout<Int32>.size))
        #endif
        // A browser may open a connection it never uses; do not wait on it for ever.
        var timeout = timeval(tv_sec: 5, tv_usec: 0)
        setsockopt(client, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        guard let requestLine = readRequestLine(client) else { return }
        let parts = requestLine.split(separator: " ")
        guard parts.count == 3, parts[2].hasPrefix("HTTP/1.") else {
            return send(client, status: 400, body: Data("Bad Request\n".utf8))
        }
        let method = parts[0], target = String(parts[1])
        guard method == "GET" || method == "HEAD" else {
            return send(client, status: 405, headers: [("Allow", "GET, HEAD")], body: Data("Method Not Allowed\n".utf8))
        }
        let head = method == "HEAD"
        switch RequestRouting.route(target, root: root) {
        case .version:
            send(client, status: 200, type: "application/json", body: reload.json, head: head)
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

    /// Reads the request head and returns its first line; headers are not needed.
    private func readRequestLine(_ client: Int32) -> String? {
        var received = [UInt8]()
        var buffer = [UInt8](repeating: 0, count: 4096)
        while received.count < 16_384 {
            let count = recv(client, &buffer, buffer.count, 0)
            guard count > 0 else { break }
            received += buffer[0..<count]
            // Read the whole head: closing a socket with unread bytes resets the connection,
            // and the client could lose the response.
            let text = String(decoding: received, as: UTF8.self)
            if text.contains("\r\n\r\n") || text.contains("\n\n") { break }
        }
        guard let end = received.firstIndex(of: UInt8(ascii: "\r")) ?? received.firstIndex(of: UInt8(ascii: "\n")) else {
            return nil
        }
        return String(decoding: received[..<end], as: UTF8.self)
    }

    private static let reasons = [200: "OK", 301: "Moved Permanently", 400: "Bad Request", 403: "Forbidden",
                                  404: "Not Found", 405: "Method Not Allowed"]

    private func send(_ client: Int32, status: Int, type: String = "text/plain; charset=utf-8",
                      headers: [(String, String)] = [], body: Data, head: Bool = false) {
        var text = "HTTP/1.1 \(status) \(Self.reasons[status] ?? "Status")\r\n"
        text += "Content-Type: \(type)\r\nContent-Length: \(body.count)\r\n"
        text += "Cache-Control: no-store\r\nX-Content-Type-Options: nosniff\r\nConnection: close\r\n"
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
