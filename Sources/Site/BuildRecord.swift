import Content
import Diagnostics
import Doctest
import Files
import Foundation
import Rendering
#if canImport(Glibc)
import Glibc
#endif

/// What a build leaves for the next one, so that the next renders only what changed: an
/// incremental build.
///
/// For each article: a digest of its text, what the site's other pages need of it
/// (`ArticleSummary`), its warnings, and its page's key, reading time, search entry, links
/// and anchors. The next build does not parse an article whose text is unchanged (unless the
/// verify stage needs its code, or it embeds the demo), and keeps its page where the page's
/// key — its text, the templates, the settings, sitegen itself, its series, its last change,
/// its blocks' verdicts — is the same. The site-wide pages are rendered every time.
///
/// The record lives beside the output folder (`.public-sitegen-record`), not in it, so it
/// is never published. It names the output folder's inode, which every build's swap changes:
/// a record that does not describe the folder as it is now (another build wrote it, or a
/// build died between its swap and its record) is ignored, and so is a kept page whose size,
/// modification time or status-change time (any write moves it) changed since.
struct BuildRecord: Codable {
    /// Bump when what the record holds, or what it means, changes.
    static let format = 12

    var format: Int
    /// The output folder the record describes (device and inode after the build's swap).
    var outputDevice: UInt64
    var outputInode: UInt64
    /// sitegen itself: another executable parses and renders everything again.
    var toolStamp: String
    /// By source path.
    var articles: [String: ArticleRecord]
    /// Everything the whole site depends on (`Incremental.siteWideKey`); empty when the build
    /// ran the verify stage. A build whose key is the same, into an output folder still as
    /// this one wrote it, has nothing to do.
    var siteWideKey: String
    /// Every file of the output folder as written, by path.
    var outputFiles: [String: FileStamp] = [:]
    var publishedCount: Int
    /// The files the build made (the output marker and carried dot files aside).
    var fileCount: Int
    /// Top-level entries of the output folder the build kept (`SiteConfig.kept`): not its files.
    var kept: [String] = []
    /// How many runs of the stored record hold the articles' basics (as many after them hold
    /// their details): a read that needs the basics only stops after them.
    var runs = 0
    /// The stored runs of the articles' details, not split or decoded yet (`load(for:details:)`).
    var pendingDetails: Data?

    enum CodingKeys: String, CodingKey {
        // The output's stamps are a run of bytes of their own (`stampsRun`), as the articles are.
        case format, outputDevice, outputInode, toolStamp, articles, siteWideKey, publishedCount, fileCount, runs, kept
    }

    /// A file's size, modification time and status-change time, as read without following a
    /// symbolic link. The last tells a page rewritten in place with its old size and its
    /// modification time set back (`touch -d`): nobody can set it back. It moves when the file
    /// gets or loses a link too, so the record takes it once the build's old tree is gone
    /// (`refreshingStatusChanges(in:)`).
    struct FileStamp: Codable, Equatable {
        var size: Int
        var modified: Double
        var changed: Double
    }

    struct ArticleRecord: Codable {
        var textHash: String
        /// Nil when the article is not published.
        var summary: ArticleSummary?
        var warnings: [Diagnostic]
        var embedsDemo: Bool
        var render: RenderRecord?
        var page: PageRecord?
    }

    /// What a build with nothing to do reads of an article: its text's digest, its summary
    /// (for the dates of the site-wide key) and its warnings.
    struct ArticleBasics {
        var textHash: String
        var summary: ArticleSummary?
        var warnings: [Diagnostic]
        var embedsDemo: Bool
    }

    /// What only a build that renders reads of an article: its page's key, reading time and
    /// search entry, and its page's links (most of the record's bytes).
    struct ArticleDetails {
        var render: RenderRecord?
        var page: PageRecord?
    }

    /// An article's page as written: its links and anchors (for the link check of the builds
    /// that keep it), its size and modification time (to notice a hand-edited page).
    struct PageRecord: Codable {
        var path: String
        var links: LinkChecker.PageLinks
        var stamp: FileStamp
    }

    /// Where the record of `output` is kept: beside it.
    static func location(of output: URL) -> URL {
        let output = output.standardizedFileURL
        return output.deletingLastPathComponent().appendingPathComponent(".\(output.lastPathComponent)-sitegen-record")
    }

    /// Where builds before the record's binary details kept it (all JSON); a build that writes
    /// the record removes that file, which nothing reads any more.
    static func legacyLocation(of output: URL) -> URL {
        location(of: output).appendingPathExtension("json")
    }

    /// The record of `output`, when there is one that describes it as it is now.
    /// - Parameter details: false leaves the articles' details (`ArticleDetails`, most of the
    ///   record) to `withDetails()`: a build with nothing to do never needs them.
    static func load(for output: URL, details: Bool = true) -> BuildRecord? {
        // No output folder, nothing to describe: the record (megabytes at 10,000 articles) is not read.
        // Mapped rather than read: a build with nothing to do touches the head and the basics
        // only, a tenth of the file.
        guard identity(of: output.path) != nil,
              let data = try? Data(contentsOf: location(of: output), options: .alwaysMapped),
              let record = try? decoded(data, details: details),
              record.format == format, record.toolStamp == toolStamp, record.describes(output)
        else { return nil }
        return record
    }

    /// The record with its articles' details decoded (itself when they are); nil when they
    /// cannot be read.
    func withDetails() -> BuildRecord? {
        guard let pending = pendingDetails else { return self }
        var record = self
        record.pendingDetails = nil
        guard (try? record.addDetails(from: pending)) != nil else { return nil }
        return record
    }

    /// Decodes the runs of articles' details in `bytes` (on all cores) into the articles.
    private mutating func addDetails(from bytes: Data) throws {
        let runs = try RecordBytes.frames(in: bytes).frames
        guard runs.count == self.runs else { throw CocoaError(.fileReadCorruptFile) }
        let parts = runs.parallelMap { run in Result { try ArticleDetails.decoded(run) } }
        for part in parts {
            for (path, details) in try part.get() {
                guard articles[path] != nil else { throw CocoaError(.fileReadCorruptFile) }
                articles[path]?.render = details.render
                articles[path]?.page = details.page
            }
        }
    }

    /// Whether the record is of `output` as it is now: the folder its build swapped in.
    func describes(_ output: URL) -> Bool {
        guard let (device, inode) = Self.identity(of: output.path) else { return false }
        return device == outputDevice && inode == outputInode
    }

    /// Writes the record of `output` (whole or not at all: a temporary file, then a rename).
    func save(for output: URL) {
        let target = Self.location(of: output)
        let temporary = Self.temporaryPath(for: output)
        guard let pieces = try? encodedPieces() else { return }
        do {
            // Piece by piece: the record of 10,000 articles is over 100 MB, never joined in memory.
            try PlainFile.write(parts: pieces, to: temporary)
            if rename(temporary, target.path) != 0 { unlink(temporary) }
            unlink(Self.legacyLocation(of: output).path)
        } catch {
            unlink(temporary)
        }
    }

    /// Where a record is written before it takes its place: beside the output, named as the
    /// build's staging folder is with `-record` after it, so that the file of a build killed
    /// while it wrote it (100 MB at 10,000 articles) is removed as its staging folder is
    /// (`AtomicWriter.removeAbandonedStagingFolders`).
    static func temporaryPath(for output: URL) -> String {
        let output = output.standardizedFileURL
        return output.deletingLastPathComponent().path + "/" + AtomicWriter.stagingPrefix(of: output)
            + "\(getpid())-\(UInt32.random(in: 0...UInt32.max))-record"
    }

    /// The record as stored: a line of JSON with everything but the output's stamps and the
    /// articles, then runs of bytes (`RecordBytes` frames): the stamps (`stampsRun`), then runs
    /// with the basics of some of the articles each, then as many with their details (most of
    /// the record). The runs are written and read on all cores, not by one encoder or decoder
    /// on one core, and a build with nothing to do reads the basics only.
    func encoded() throws -> Data {
        Data(try encodedPieces().joined())
    }

    /// `encoded()` in pieces: the head and its line break, then the runs.
    func encodedPieces() throws -> [[UInt8]] {
        var head = self
        head.articles = [:]
        head.runs = [(key: String, value: ArticleRecord)].runCount(elements: articles.count)
        // The head (the output's stamps, 24,000 at 10,000 articles) is encoded on a thread of
        // its own while the articles' runs take the cores: encoded alone, before or after
        // them, it would leave the other cores idle.
        let (headLine, runs) = concurrently({ [head] in Result { (try JSONEncoder().encode(head), Self.stampsRun(head.outputFiles)) } }, {
            articles.sorted { $0.key < $1.key }.parallelMapRuns { part -> (basics: [UInt8], details: [UInt8]) in
                (ArticleBasics.run(part.map { ($0.key, ArticleBasics($0.value)) }),
                 ArticleDetails.run(part.map { ($0.key, ArticleDetails(render: $0.value.render, page: $0.value.page)) }))
            }
        })
        guard runs.count == head.runs else { throw CocoaError(.fileWriteUnknown) }
        let (headJSON, stamps) = try headLine.get()
        // The head line starts with the checksum of its JSON, as each run does.
        let headSum = headJSON.withUnsafeBytes(RecordBytes.checksum)
        return [Array(String(headSum, radix: 16).utf8) + [UInt8(ascii: " ")], [UInt8](headJSON), [UInt8(ascii: "\n")], stamps]
            + runs.map(\.basics) + runs.map(\.details)
    }

    /// The record `encoded()` wrote (without its articles' details, left for `withDetails()`,
    /// when `details` is false). Only the head, the stamps and the basics are read here: the
    /// details, most of the bytes, are not even cut into runs until they are needed.
    static func decoded(_ data: Data, details: Bool = true) throws -> BuildRecord {
        let lineBreak = data.firstIndex(of: UInt8(ascii: "\n")) ?? data.endIndex
        guard lineBreak > data.startIndex, let space = data[..<lineBreak].firstIndex(of: UInt8(ascii: " ")),
              let headSum = UInt64(String(decoding: data[..<space], as: UTF8.self), radix: 16),
              data[(space + 1)..<lineBreak].withUnsafeBytes(RecordBytes.checksum) == headSum
        else { throw CocoaError(.fileReadCorruptFile) }
        var record = try JSONDecoder().decode(BuildRecord.self, from: data[(space + 1)..<lineBreak])
        guard record.format == format else { return record }
        let rest = lineBreak < data.endIndex ? data[(lineBreak + 1)...] : Data()
        let (runs, pending) = try RecordBytes.frames(in: rest, count: record.runs + 1)
        // The stamps are read while the basics take the cores.
        let (stamps, parts) = concurrently({ Result { try Self.stamps(inRun: runs[0]) } }, {
            Array(runs.dropFirst()).parallelMap { run in Result { try ArticleBasics.decoded(run) } }
        })
        record.outputFiles = try stamps.get()
        for part in parts {
            for (path, basics) in try part.get() { record.articles[path] = ArticleRecord(basics) }
        }
        if details {
            try record.addDetails(from: pending)
        } else {
            record.pendingDetails = pending
        }
        return record
    }

    /// Every regular file under `output`, by relative path.
    static func stamps(under output: URL, skipping kept: Set<String> = []) -> [String: FileStamp] {
        // Each top-level entry's files on their own core: the output of 10,000 articles has a
        // folder per article, and even a build with nothing to do stats every file of it.
        let found = FileStatus.entries(of: output.path).filter { !kept.contains($0.name) }.parallelMap { entry -> [(String, FileStamp)] in
            var stamps: [(String, FileStamp)] = entry.status.isRegularFile ? [(entry.name, FileStamp(entry.status))] : []
            if entry.status.isDirectory {
                FileStatus.forEachEntry(under: output.path + "/" + entry.name) { relative, status, _ in
                    if status.isRegularFile { stamps.append((entry.name + "/" + relative, FileStamp(status))) }
                }
            }
            return stamps
        }
        var stamps: [String: FileStamp] = [:]
        for part in found {
            for (path, stamp) in part { stamps[path] = stamp }
        }
        return stamps
    }

    /// Whether `output` holds exactly the files this record's build wrote, unchanged.
    func outputIsAsWritten(_ output: URL) -> Bool {
        !outputFiles.isEmpty && Self.stamps(under: output, skipping: Set(kept)) == outputFiles
    }

    /// Removes the record of `output` (before a build that will not write one).
    static func remove(for output: URL) {
        try? FileManager.default.removeItem(at: location(of: output))
        try? FileManager.default.removeItem(at: legacyLocation(of: output))
    }

    /// A file's or folder's device and inode.
    static func identity(of path: String) -> (UInt64, UInt64)? {
        FileStatus(path).map { ($0.device, $0.inode) }
    }

    /// A file's size and modification time (seconds since 1970, nanoseconds included).
    static func sizeAndTime(of path: String) -> (Int, Double)? {
        FileStatus(path).map { ($0.size, $0.modified) }
    }

    /// The running executable's path, size and modification time.
    static let toolStamp: String = {
        let path = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().path
        guard let (size, time) = sizeAndTime(of: path) else { return "unknown-\(UUID().uuidString)" }
        return "\(path) \(size) \(time)"
    }()

    /// A digest of every file under `folder` (names and contents): the templates.
    static func digest(ofFolder folder: URL) -> String {
        var text = ""
        let base = folder.standardizedFileURL.path
        let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.isRegularFileKey])
        var paths: [String] = []
        while let url = enumerator?.nextObject() as? URL {
            if (try? url.resourceValues(forKeys: [.isRegularFileKey]))?.isRegularFile == true { paths.append(url.standardizedFileURL.path) }
        }
        for path in paths.sorted() {
            let bytes = (try? Data(contentsOf: URL(fileURLWithPath: path))) ?? Data()
            text += String(path.dropFirst(base.count)) + "\u{1}" + SHA256.hex(Array(bytes)) + "\n"
        }
        return SHA256.hex(text)
    }
}

extension BuildRecord.ArticleBasics {
    /// An article's basics, from its record (in an extension: the memberwise initializer stays).
    init(_ record: BuildRecord.ArticleRecord) {
        self.init(textHash: record.textHash, summary: record.summary, warnings: record.warnings, embedsDemo: record.embedsDemo)
    }

    /// A run of the record: `basics` by source path, in binary (`RecordBytes`, framed).
    static func run(_ basics: some Collection<(String, Self)>) -> [UInt8] {
        BuildRecord.run(basics, capacity: 16 * 1024) { article, record in
            record.string(article.textHash)
            record.flag(article.summary != nil)
            article.summary?.write(to: &record)
            record.integer(article.warnings.count)
            for warning in article.warnings { warning.write(to: &record) }
            record.flag(article.embedsDemo)
        }
    }

    /// The basics of a run (without its byte count), by source path.
    static func decoded(_ run: Data) throws -> [(String, Self)] {
        try BuildRecord.decoded(run) { record throws(RecordBytes.Damaged) in
            let textHash = try record.string()
            let summary = try record.flag() ? try ArticleSummary(from: &record) : nil
            var warnings: [Diagnostic] = []
            for _ in 0..<(try record.count()) { warnings.append(try Diagnostic(from: &record)) }
            return Self(textHash: textHash, summary: summary, warnings: warnings, embedsDemo: try record.flag())
        }
    }
}

extension BuildRecord {
    /// The output's stamps as a run of the record: each path, size and modification time.
    static func stampsRun(_ stamps: [String: FileStamp]) -> [UInt8] {
        run(stamps.lazy.map { ($0.key, $0.value) }, capacity: stamps.count * 48) { stamp, record in
            record.integer(stamp.size)
            record.number(stamp.modified)
            record.number(stamp.changed)
        }
    }

    /// The stamps `stampsRun` wrote (without its byte count).
    static func stamps(inRun run: Data) throws -> [String: FileStamp] {
        let stamps = try decoded(run) { record throws(RecordBytes.Damaged) in
            FileStamp(size: try record.integer(), modified: try record.number(), changed: try record.number())
        }
        return try Dictionary(stamps, uniquingKeysWith: { _, _ in throw RecordBytes.Damaged() })
    }

    /// A run of the record: `items` by source path, each path followed by what `write` writes.
    static func run<Item>(_ items: some Collection<(String, Item)>, capacity: Int,
                          write: (Item, inout RecordBytes.Writer) -> Void) -> [UInt8] {
        RecordBytes.checksummedFrame(capacity: capacity) { record in
            record.integer(items.count)
            for (path, item) in items {
                record.string(path)
                write(item, &record)
            }
        }
    }

    /// The items of a run that `run(_:capacity:write:)` wrote (without its byte count), by
    /// source path; bytes left after the last one are damage.
    static func decoded<Item>(_ run: Data, read: (inout RecordBytes.Reader) throws(RecordBytes.Damaged) -> Item) throws -> [(String, Item)] {
        // A run whose checksum does not match is damage: the record is not used, the build starts clean.
        let run = try RecordBytes.verified(run)
        return try run.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) throws -> [(String, Item)] in
            var record = RecordBytes.Reader(bytes)
            let count = try record.count()
            var items: [(String, Item)] = []
            items.reserveCapacity(count)
            for _ in 0..<count {
                let path = try record.string()
                items.append((path, try read(&record)))
            }
            guard record.isAtEnd else { throw RecordBytes.Damaged() }
            return items
        }
    }
}

extension BuildRecord.ArticleDetails {
    /// A run of the record: `details` by source path, in binary (`RecordBytes`), after the
    /// run's byte count (eight bytes, little-endian). The details are most of the record, and
    /// in JSON, even written by hand, each string would be escaped, and `JSONDecoder` would
    /// parse it back.
    static func run(_ details: some Collection<(String, Self)>) -> [UInt8] {
        BuildRecord.run(details, capacity: 64 * 1024) { article, record in
            record.flag(article.render != nil)
            article.render?.write(to: &record)
            record.flag(article.page != nil)
            if let page = article.page {
                record.string(page.path)
                record.strings(page.links.ids)
                record.strings(page.links.links)
                record.integer(page.stamp.size)
                record.number(page.stamp.modified)
                record.number(page.stamp.changed)
            }
        }
    }

    /// The details of a run (without its byte count), by source path.
    static func decoded(_ run: Data) throws -> [(String, Self)] {
        try BuildRecord.decoded(run) { record throws(RecordBytes.Damaged) in
            let render = try record.flag() ? try RenderRecord(from: &record) : nil
            var page: BuildRecord.PageRecord?
            if try record.flag() {
                page = BuildRecord.PageRecord(
                    path: try record.string(), links: LinkChecker.PageLinks(ids: Set(try record.strings()), links: try record.strings()),
                    stamp: BuildRecord.FileStamp(size: try record.integer(), modified: try record.number(), changed: try record.number()))
            }
            return Self(render: render, page: page)
        }
    }
}

extension BuildRecord {
    /// `stamps` (as the files were written) read again from `output`: with the status-change
    /// time they have now. A file whose size or modification time is not what was written (a
    /// hand changed it meanwhile) is left out: the next build does not trust it.
    static func stampsNow(of stamps: [String: FileStamp], in output: URL) -> [String: FileStamp] {
        let root = output.path + "/"
        var now: [String: FileStamp] = [:]
        now.reserveCapacity(stamps.count)
        for (path, written) in stamps {
            guard let stamp = FileStamp(path: root + path), stamp.size == written.size, stamp.modified == written.modified else { continue }
            now[path] = stamp
        }
        return now
    }
}

extension BuildRecord.FileStamp {
    init(_ status: FileStatus) {
        self.init(size: status.size, modified: status.modified, changed: status.statusChanged)
    }

    /// The stamp of the file at `path` (of a symbolic link itself); nil when it cannot be read.
    init?(path: String) {
        guard let status = FileStatus(path, followingLinks: false) else { return nil }
        self.init(status)
    }
}

extension BuildRecord.ArticleRecord {
    /// An article as the record's basics give it, without its details.
    init(_ basics: BuildRecord.ArticleBasics) {
        self.init(textHash: basics.textHash, summary: basics.summary, warnings: basics.warnings, embedsDemo: basics.embedsDemo,
                  render: nil, page: nil)
    }
}
