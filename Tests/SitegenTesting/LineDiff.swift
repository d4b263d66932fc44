/// A line diff for failure messages: the changed lines with a little context, numbered in
/// the expected and the actual text.
///
/// ```
/// @@ expected 12, actual 12
///    12   12 | <p>Antes</p>
/// -  13      | <p>Hola</p>
/// +       13 | <p>Adiós</p>
/// ```
public enum LineDiff {
    /// The diff of `actual` against `expected`, or "" when they are equal.
    ///
    /// - Parameters:
    ///   - context: unchanged lines shown around each change.
    ///   - maxLines: the longest diff printed; the rest is counted.
    public static func render(expected: String, actual: String, context: Int = 2, maxLines: Int = 80) -> String {
        guard expected != actual else { return "" }
        let old = lines(expected)
        let new = lines(actual)
        let script = editScript(from: old, to: new)
        let changed = script.indices.filter { script[$0].mark != " " }
        if changed.isEmpty {
            // Same lines, different line endings at the end of the text.
            return "(the texts differ only in their final newline)"
        }
        var shown = Set<Int>()
        for index in changed {
            for near in max(0, index - context)...min(script.count - 1, index + context) { shown.insert(near) }
        }
        var output: [String] = []
        var previous = -2
        for index in shown.sorted() {
            if index != previous + 1 {
                output.append("@@ expected \(script[index].oldLine ?? 0), actual \(script[index].newLine ?? 0)")
            }
            let step = script[index]
            let oldNumber = step.oldLine.map { pad(String($0)) } ?? pad("")
            let newNumber = step.newLine.map { pad(String($0)) } ?? pad("")
            output.append("\(step.mark) \(oldNumber) \(newNumber) | \(step.text)")
            previous = index
        }
        if output.count > maxLines {
            let hidden = output.count - maxLines
            output = Array(output.prefix(maxLines)) + ["… \(hidden) more diff lines"]
        }
        return output.joined(separator: "\n")
    }

    struct Step {
        var mark: Character   // " " same, "-" only in expected, "+" only in actual
        var text: String
        var oldLine: Int?
        var newLine: Int?
    }

    static func lines(_ text: String) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    private static func pad(_ text: String) -> String {
        String(repeating: " ", count: max(0, 4 - text.count)) + text
    }

    /// Merges Swift's (Myers) collection difference into one ordered edit script.
    static func editScript(from old: [String], to new: [String]) -> [Step] {
        let difference = new.difference(from: old)
        var removed = Set<Int>()
        var inserted = Set<Int>()
        for change in difference {
            switch change {
            case .remove(let offset, _, _): removed.insert(offset)
            case .insert(let offset, _, _): inserted.insert(offset)
            }
        }
        var script: [Step] = []
        var i = 0, j = 0
        while i < old.count || j < new.count {
            if i < old.count, removed.contains(i) {
                script.append(Step(mark: "-", text: old[i], oldLine: i + 1, newLine: nil))
                i += 1
            } else if j < new.count, inserted.contains(j) {
                script.append(Step(mark: "+", text: new[j], oldLine: nil, newLine: j + 1))
                j += 1
            } else if i < old.count, j < new.count {
                script.append(Step(mark: " ", text: old[i], oldLine: i + 1, newLine: j + 1))
                i += 1
                j += 1
            } else {
                break  // cannot happen for a valid difference; stop rather than loop
            }
        }
        return script
    }
}
