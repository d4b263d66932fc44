import SwiftParser
import SwiftSyntax

/// Where a function's head ends: the line of its body's opening brace.
enum FunctionHeads {
    /// The line of the body's `{` of the function that starts at `line` in `source`, when that
    /// brace is the last thing on its line (the head's lines can then be replaced whole).
    static func bodyBraceLine(in source: String, functionAt line: Int) -> Int? {
        let tree = Parser.parse(source: source)
        let converter = SourceLocationConverter(fileName: "", tree: tree)
        let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
        for token in tree.tokens(viewMode: .sourceAccurate) where token.tokenKind == .keyword(.func) {
            guard let function = token.parent?.as(FunctionDeclSyntax.self), let body = function.body,
                  converter.location(for: function.positionAfterSkippingLeadingTrivia).line == line else { continue }
            let brace = converter.location(for: body.leftBrace.positionAfterSkippingLeadingTrivia)
            guard brace.line >= 1, brace.line <= lines.count,
                  lines[brace.line - 1].utf8.dropFirst(brace.column).allSatisfy({ $0 == UInt8(ascii: " ") }) else { return nil }
            return brace.line
        }
        return nil
    }
}

/// What a fragment of members changes in its type beyond what it adds.
enum MemberShapes {
    /// Whether every property the members of `source` declare (outside function bodies) has a
    /// value or is computed: such a property, placed early, asks nothing of the type's other
    /// code (no initializer must set it).
    static func propertiesHaveValues(in source: String) -> Bool {
        let tree = Parser.parse(source: source)
        for item in tree.statements {
            guard let variable = item.item.as(VariableDeclSyntax.self) else { continue }
            for binding in variable.bindings where binding.initializer == nil && binding.accessorBlock == nil {
                return false
            }
        }
        return true
    }
}
