import Files
import Foundation
import Testing

/// `FileStatus.forEachEntry` stands in for FileManager's enumerator where a build lists the
/// output folder (the record's stamps) and the content folder (the newest change): the same
/// entries in the same order, hidden ones included, links listed but not entered.
@Suite struct FolderWalkTests {
    @Test func listsWhatFileManagersEnumeratorLists() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("walk-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: root) }
        let manager = FileManager.default
        for folder in ["a/b/c", "target", "vacía", ".oculta"] {
            try manager.createDirectory(atPath: root + "/" + folder, withIntermediateDirectories: true)
        }
        for file in ["a/uno.html", "a/b/dos.html", "a/b/c/tres.js", "target/t.txt", ".oculta/x", ".record", "ñandú.md"] {
            try Data(file.utf8).write(to: URL(fileURLWithPath: root + "/" + file))
        }
        try manager.createSymbolicLink(atPath: root + "/enlace", withDestinationPath: root + "/target")
        try manager.createSymbolicLink(atPath: root + "/a/fichero", withDestinationPath: root + "/a/uno.html")

        var expected: [String] = []
        let enumerator = try #require(manager.enumerator(atPath: root))
        while let relative = enumerator.nextObject() as? String { expected.append(relative) }
        var walked: [String] = []
        FileStatus.forEachEntry(under: root) { relative, status, isLink in
            walked.append(relative)
            #expect(status == FileStatus(root + "/" + relative, followingLinks: false), "\(relative)")
            #expect(isLink == ["enlace", "a/fichero"].contains(relative), "\(relative)")
        }
        #expect(walked == expected)
        #expect(!walked.contains("enlace/t.txt") && walked.contains("a/b/c/tres.js") && walked.contains(".oculta/x"))

        var none = 0
        FileStatus.forEachEntry(under: root + "/no-existe") { _, _, _ in none += 1 }
        #expect(none == 0)
    }
}
