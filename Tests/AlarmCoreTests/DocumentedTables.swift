import Foundation
import Testing

/// The tables of AlarmCore.docc/Deeplinks.md, read so that the tests run every documented
/// row and the documentation cannot drift from the behaviour.
enum DocumentedTables {
    /// One row of "Link table": the link and the documented result.
    struct LinkRow: Sendable, CustomTestStringConvertible {
        let number: Int
        let link: String
        let result: String
        var testDescription: String { "#\(number) \(link.isEmpty ? "(empty)" : link)" }
    }

    /// One row of the "Dates" table: the text and what it is read as (`nil`: invalid).
    struct DateRow: Sendable, CustomTestStringConvertible {
        let text: String
        let readAs: String?
        var testDescription: String { text }
    }

    static let documentURL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()
        .appendingPathComponent("../../Sources/AlarmCore/AlarmCore.docc/Deeplinks.md")
        .standardizedFileURL

    static func linkRows() -> [LinkRow] {
        rows(inSection: "## Link table").map { cells in
            precondition(cells.count == 3, "a link row has 3 cells: \(cells)")
            let link = cells[1] == "`(empty)`" ? "" : code(cells[1])
            return LinkRow(number: Int(cells[0])!, link: link, result: code(cells[2]))
        }
    }

    static func dateRows() -> [DateRow] {
        rows(inSection: "## Dates").map { cells in
            precondition(cells.count == 2, "a date row has 2 cells: \(cells)")
            return DateRow(text: code(cells[0]), readAs: cells[1] == "invalid" ? nil : code(cells[1]))
        }
    }

    /// The cells of the first table under `heading`, header and separator left out.
    private static func rows(inSection heading: String) -> [[String]] {
        let text = try! String(contentsOf: documentURL, encoding: .utf8)
        let lines = text.components(separatedBy: "\n")
        let start = lines.firstIndex(of: heading)! + 1
        let table = lines[start...]
            .drop { !$0.hasPrefix("|") }
            .prefix { $0.hasPrefix("|") }
        return table.dropFirst(2).map { line in
            line.dropFirst().dropLast().split(separator: "|", omittingEmptySubsequences: false)
                .map { $0.trimmingCharacters(in: .whitespaces) }
        }
    }

    /// The text of a cell written as one code span.
    private static func code(_ cell: String) -> String {
        precondition(cell.hasPrefix("`") && cell.hasSuffix("`") && cell.count >= 2, "not a code span: \(cell)")
        return String(cell.dropFirst().dropLast())
    }
}
