/// A place in a source file, 1-based, printed like a compiler: `content/x.md:12:3`.
public struct SourceLocation: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The file as the user should read it (relative to the working directory when possible).
    public var file: String
    /// 1-based line in the whole file, front matter included.
    public var line: Int
    /// 1-based column; 0 when only the line is known.
    public var column: Int

    public init(file: String, line: Int, column: Int = 0) {
        self.file = file
        self.line = line
        self.column = column
    }

    /// `file:line:column`, `file:line` when only the line is known, and just `file` for a
    /// whole file or folder (line 0), as compilers print them.
    public var description: String {
        guard line > 0 else { return file }
        return column > 0 ? "\(file):\(line):\(column)" : "\(file):\(line)"
    }
}
