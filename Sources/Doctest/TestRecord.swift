import Foundation

/// What the testing library recorded of a run, read from Swift Testing's event stream
/// (`--event-stream-output-path`, version 0: one JSON object a line), which it writes to a
/// descriptor of its own (`Sandbox.recordDescriptor`) apart from what the program prints: the
/// tests a program has, listed from the built binary (`--list-tests`), and what became of each
/// test that ran. XCTest's observation (`XCTestObservation`, in the program's generated entry)
/// writes the same events.
struct TestRecord: Equatable, Sendable {
    /// A test function the binary has: its id (`DoctestBlock.Suite/name()/Block.swift:3:2`),
    /// which `--filter` matches, and its name for messages (`Suite/name()`).
    struct Listed: Equatable, Sendable {
        var id: String
        var name: String
    }

    /// In the order of their declarations in the file (the listing's own order is by name).
    var listed: [Listed] = []
    var started = 0
    var ended = 0
    var skipped = 0
    /// Issues recorded that are not known issues (`withKnownIssue`).
    var issues = 0
    var runEnded = false

    /// The arguments that make the testing library write its event stream to the record descriptor.
    static let streamArguments = ["--event-stream-output-path", "/dev/fd/\(Sandbox.recordDescriptor)", "--event-stream-version", "0"]

    /// The record in `text`; lines that are not events of version 0 are left out.
    init(_ text: String) {
        for line in text.split(separator: "\n") where line.hasPrefix("{") {
            guard let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
                  object["version"] as? Int == 0, let kind = object["kind"] as? String,
                  let payload = object["payload"] as? [String: Any] else { continue }
            if kind == "test" {
                guard payload["kind"] as? String == "function", let id = payload["id"] as? String else { continue }
                listed.append(Listed(id: id, name: Self.name(ofID: id)))
                continue
            }
            guard kind == "event" else { continue }
            switch payload["kind"] as? String {
            case "testStarted": started += 1
            case "testEnded": ended += 1
            case "testSkipped": skipped += 1
            case "runEnded": runEnded = true
            case "issueRecorded":
                let issue = payload["issue"] as? [String: Any]
                if issue?["isKnown"] as? Bool != true { issues += 1 }
            default: break
            }
        }
        listed.sort { Self.place(ofID: $0.id).lexicographicallyPrecedes(Self.place(ofID: $1.id)) }
    }

    /// `…/Block.swift:12:3` → [12, 3]; [0, 0] without a place.
    static func place(ofID id: String) -> [Int] {
        guard let last = id.split(separator: "/").last, last.contains(".swift:") else { return [0, 0] }
        return last.split(separator: ":").dropFirst().compactMap { Int($0) }
    }

    /// `DoctestBlock.Suite/name()/Block.swift:3:2` → `Suite/name()`.
    static func name(ofID id: String) -> String {
        var parts = id.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        if parts.count > 1, parts.last?.contains(".swift:") == true { parts.removeLast() }
        var name = parts.joined(separator: "/")
        if name.hasPrefix(Harness.moduleName + ".") { name.removeFirst(Harness.moduleName.count + 1) }
        return name
    }

    /// What the record says of a run of one test: failed with an issue recorded; skipped; passed
    /// only when the test ended and so did the run (a program that exits inside a test, or
    /// afterwards, never gets there); else silent.
    var report: ProgramVerdict.TestReport {
        if issues > 0 { return .failed }
        if skipped > 0 { return .skipped }
        return started > 0 && ended == started && runEnded ? .passed : .silent
    }
}
