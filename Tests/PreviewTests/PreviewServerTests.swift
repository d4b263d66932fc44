import Foundation
import Testing
@testable import Preview
#if canImport(Glibc)
import Glibc
#endif

/// The preview server over real sockets on 127.0.0.1; each test starts its own server on a
/// free port and stops it.
@Suite("Preview server")
struct PreviewServerTests {
    /// A client socket connected to 127.0.0.1:`port`.
    static func connectTo(_ port: UInt16) throws -> Int32 {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        try #require(fd >= 0 && connected == 0, "cannot connect: \(String(cString: strerror(errno)))")
        // Never wait on the server for ever.
        var timeout = timeval(tv_sec: 60, tv_usec: 0)
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        return fd
    }

    static func sendText(_ fd: Int32, _ text: String) {
        let bytes = Array(text.utf8)
        _ = bytes.withUnsafeBytes { Glibc.send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
    }

    /// Everything the server sends until it closes the connection.
    static func readToEnd(_ fd: Int32) -> String {
        var received = [UInt8]()
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = recv(fd, &buffer, buffer.count, 0)
            guard count > 0 else { break }
            received += buffer[0..<count]
        }
        return String(decoding: received, as: UTF8.self)
    }

    /// Sends a whole request and returns the whole response.
    static func request(_ port: UInt16, _ head: String) throws -> String {
        let fd = try connectTo(port)
        defer { close(fd) }
        sendText(fd, head)
        return readToEnd(fd)
    }

    /// Whether the server still holds the connection open (nothing to read, no end yet).
    static func isOpen(_ fd: Int32) -> Bool {
        var byte: UInt8 = 0
        let count = recv(fd, &byte, 1, Int32(MSG_DONTWAIT) | Int32(MSG_PEEK))
        return count < 0 && (errno == EAGAIN || errno == EWOULDBLOCK)
    }

    static func startServer(headTimeout: Double = 10) throws -> (PreviewServer, UInt16, URL) {
        let site = try RequestRoutingTests.makeSite()
        let server = PreviewServer(root: site, reload: ReloadState(), headTimeout: headTimeout)
        return (server, try server.start(port: 0), site)
    }

    @Test func twoHundredSlowClientsDoNotKeepOthersWaiting() throws {
        let (server, port, site) = try Self.startServer(headTimeout: 8)
        defer { server.stop(); try? FileManager.default.removeItem(at: site.deletingLastPathComponent()) }
        // Each sends the start of a head and then nothing.
        var slow: [Int32] = []
        for _ in 0..<200 {
            let fd = try Self.connectTo(port)
            Self.sendText(fd, "GET / HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n")
            slow.append(fd)
        }
        let response = try Self.request(port, "GET /intro/ HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\r\n")
        #expect(response.hasPrefix("HTTP/1.1 200 OK\r\n"), "\(response)")
        #expect(response.hasSuffix("<p>intro</p><script src=\"/__sitegen/reload.js\"></script>"))
        // Answered while every slow client was still being waited on…
        #expect(slow.filter(Self.isOpen).count == 200)
        // …and each of those is closed, unanswered, when its time is up.
        for fd in slow {
            #expect(Self.readToEnd(fd) == "")
            close(fd)
        }
    }

    @Test func aClientTricklingItsHeadIsClosedAtTheHeadTimeout() throws {
        let (server, port, site) = try Self.startServer(headTimeout: 2)
        defer { server.stop(); try? FileManager.default.removeItem(at: site.deletingLastPathComponent()) }
        let fd = try Self.connectTo(port)
        defer { close(fd) }
        // One byte every 0.25 s for up to 30 s: every single read is quick, the head never ends.
        var closedByServer = false
        for _ in 0..<120 {
            Self.sendText(fd, "X")
            var descriptor = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            if poll(&descriptor, 1, 250) > 0 {
                var byte: UInt8 = 0
                if recv(fd, &byte, 1, 0) <= 0 { closedByServer = true; break }
            }
        }
        #expect(closedByServer)
    }

    @Test func anotherSitesPageCannotReadThePreview() throws {
        let (server, port, site) = try Self.startServer()
        defer { server.stop(); try? FileManager.default.removeItem(at: site.deletingLastPathComponent()) }
        // What Chromium sends for a <script src> of another origin (another port counts).
        for fetchSite in ["cross-site", "same-site"] {
            let response = try Self.request(port, "GET /intro/ HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nSec-Fetch-Site: \(fetchSite)\r\n\r\n")
            #expect(response.hasPrefix("HTTP/1.1 403 Forbidden\r\n"), "\(fetchSite): \(response)")
            #expect(!response.contains("<p>intro</p>"))
        }
        // The preview's own pages, a typed address, and tools without the header are served,
        // each response saying it is for its own origin only.
        for extra in ["Sec-Fetch-Site: same-origin\r\n", "Sec-Fetch-Site: none\r\n", ""] {
            let response = try Self.request(port, "GET /intro/ HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\(extra)\r\n")
            #expect(response.hasPrefix("HTTP/1.1 200 OK\r\n"), "\(extra): \(response)")
            #expect(response.contains("Cross-Origin-Resource-Policy: same-origin\r\n"))
        }
    }

    @Test func aLongTargetGets414AndALongHead431NotAReset() throws {
        let (server, port, site) = try Self.startServer()
        defer { server.stop(); try? FileManager.default.removeItem(at: site.deletingLastPathComponent()) }
        let long = try Self.request(port, "GET /" + String(repeating: "a", count: 100_000) + " HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\r\n")
        #expect(long.hasPrefix("HTTP/1.1 414 URI Too Long\r\n"), "\(long.prefix(80))")
        let headers = (0..<400).map { "X-Relleno-\($0): \(String(repeating: "b", count: 60))\r\n" }.joined()
        let big = try Self.request(port, "GET /intro/ HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\(headers)\r\n")
        #expect(big.hasPrefix("HTTP/1.1 431 Request Header Fields Too Large\r\n"), "\(big.prefix(80))")
    }

    @Test(arguments: ["127.0.0.1", "localhost", "LOCALHOST", "[::1]"])
    func ownHostNamesAreServed(host: String) throws {
        let (server, port, site) = try Self.startServer()
        defer { server.stop(); try? FileManager.default.removeItem(at: site.deletingLastPathComponent()) }
        let response = try Self.request(port, "GET / HTTP/1.1\r\nHost: \(host):\(port)\r\n\r\n")
        #expect(response.hasPrefix("HTTP/1.1 200 OK\r\n"), "\(response)")
    }

    @Test(arguments: ["Host: evil.example\r\n", "Host: evil.example:PORT\r\n", "Host: 127.0.0.1\r\n",
                      "Host: 127.0.0.1:1\r\n", "Host: localhost.evil.example:PORT\r\n", ""])
    func foreignOrMissingHostsAreRefused(hostLine: String) throws {
        let (server, port, site) = try Self.startServer()
        defer { server.stop(); try? FileManager.default.removeItem(at: site.deletingLastPathComponent()) }
        let header = hostLine.replacingOccurrences(of: "PORT", with: "\(port)")
        let response = try Self.request(port, "GET / HTTP/1.1\r\n\(header)Accept: */*\r\n\r\n")
        #expect(response.hasPrefix("HTTP/1.1 403 Forbidden\r\n"), "\(response)")
        #expect(!response.contains("<p>home</p>"))
    }

    @Test func doubleSlashFoldersRedirectOnThisSite() throws {
        let (server, port, site) = try Self.startServer()
        defer { server.stop(); try? FileManager.default.removeItem(at: site.deletingLastPathComponent()) }
        #expect(RequestRouting.route("//intro", root: site) == .redirect("/intro/"))
        #expect(RequestRouting.route("///intro?x=1", root: site) == .redirect("/intro/"))
        let response = try Self.request(port, "GET //intro HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\r\n")
        #expect(response.hasPrefix("HTTP/1.1 301 Moved Permanently\r\n"), "\(response)")
        #expect(response.contains("\r\nLocation: /intro/\r\n"), "\(response)")
    }
}
