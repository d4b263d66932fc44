@_spi(RawSyntax) import SwiftSyntax
import SwiftIDEUtils

/// swift-syntax's classification of a tree (`SyntaxProtocol.classifications`): the same
/// ranges of the same kinds, found without its key paths.
///
/// SwiftIDEUtils asks, for every child of every node, whether the child's key path in its
/// parent is one of fourteen that carry a classification, building the parent's key paths
/// each time: two fifths of highlighting a block. Here the parent's kind picks the one or two
/// children that may carry one. What is classified is SwiftIDEUtils' rule, unchanged:
///
/// - the name of an attribute (`@MainActor`, `@available`) is an attribute as a whole;
/// - an identifier takes the classification of the nearest enclosing child that carries one:
///   a type's name is a type, a parameter's first name or an argument's label is an argument
///   label, a modifier's name an attribute, whatever stands in an `#if` condition a directive,
///   a platform name a keyword;
/// - any other token is classified by its kind; comments in trivia by theirs.
///
/// `SyntaxClassifierTests` compares both on the project's own sources and on broken code.
struct SyntaxClassifier {
    /// A run of source bytes and its classification.
    struct ClassifiedRange: Equatable {
        var kind: SyntaxClassification
        var start: Int
        var end: Int
    }

    private(set) var ranges: [ClassifiedRange] = []
    private let source: UnsafeBufferPointer<UInt8>

    /// The classified ranges of `tree`, parsed from `source` (its UTF-8).
    static func classify(_ tree: some SyntaxProtocol, source: UnsafeBufferPointer<UInt8>) -> [ClassifiedRange] {
        var classifier = SyntaxClassifier(source: source)
        classifier.visit(Syntax(tree), context: nil)
        return classifier.ranges
    }

    private init(source: UnsafeBufferPointer<UInt8>) {
        self.source = source
    }

    private mutating func visit(_ node: Syntax, context: (SyntaxClassification, forced: Bool)?) {
        if let token = node.as(TokenSyntax.self) {
            classify(token, context: context)
            return
        }
        for child in node.children(viewMode: .sourceAccurate) {
            let classification = Self.classification(of: child, in: node)
            if let classification, classification.forced {
                classifyWhole(child, as: classification.0)
            } else {
                visit(child, context: classification ?? context)
            }
        }
    }

    /// The classification a child carries in its parent, and whether it covers the child's
    /// whole text (SwiftIDEUtils' `SyntaxClassification.classify(_:)`, by the parent's kind).
    private static func classification(of child: Syntax, in parent: Syntax) -> (SyntaxClassification, forced: Bool)? {
        func isChild(_ candidate: (some SyntaxProtocol)?) -> Bool { candidate.map { Syntax($0).id == child.id } ?? false }
        switch parent.kind {
        case .attribute:
            return isChild(parent.cast(AttributeSyntax.self).attributeName) ? (.attribute, true) : nil
        case .platformVersionItem:
            return isChild(parent.cast(PlatformVersionItemSyntax.self).platformVersion) ? (.keyword, false) : nil
        case .platformVersion:
            return isChild(parent.cast(PlatformVersionSyntax.self).platform) ? (.keyword, false) : nil
        case .declModifier:
            return isChild(parent.cast(DeclModifierSyntax.self).name) ? (.attribute, false) : nil
        case .ifConfigClause:
            let clause = parent.cast(IfConfigClauseSyntax.self)
            return isChild(clause.poundKeyword) || isChild(clause.condition) ? (.ifConfigDirective, false) : nil
        case .ifConfigDecl:
            return isChild(parent.cast(IfConfigDeclSyntax.self).poundEndif) ? (.ifConfigDirective, false) : nil
        case .memberType:
            return isChild(parent.cast(MemberTypeSyntax.self).name) ? (.type, false) : nil
        case .operatorDecl:
            return isChild(parent.cast(OperatorDeclSyntax.self).name) ? (.operator, false) : nil
        case .precedenceGroupAssociativity:
            return isChild(parent.cast(PrecedenceGroupAssociativitySyntax.self).associativityLabel) ? (.keyword, false) : nil
        case .precedenceGroupRelation:
            return isChild(parent.cast(PrecedenceGroupRelationSyntax.self).higherThanOrLowerThanLabel) ? (.keyword, false) : nil
        case .identifierType:
            return isChild(parent.cast(IdentifierTypeSyntax.self).name) ? (.type, false) : nil
        case .functionParameter:
            return isChild(parent.cast(FunctionParameterSyntax.self).firstName) ? (.argumentLabel, false) : nil
        case .labeledExpr:
            return isChild(parent.cast(LabeledExprSyntax.self).label) ? (.argumentLabel, false) : nil
        default:
            return nil
        }
    }

    /// A child classified as a whole: its text (trivia inside it included) as one range,
    /// the trivia around it on its own.
    private mutating func classifyWhole(_ node: Syntax, as classification: SyntaxClassification) {
        let first = node.firstToken(viewMode: .sourceAccurate), last = node.lastToken(viewMode: .sourceAccurate)
        let start = node.position.utf8Offset, end = node.endPosition.utf8Offset
        let textStart = start + (first?.leadingTriviaLength.utf8Length ?? 0)
        let textEnd = end - (last?.trailingTriviaLength.utf8Length ?? 0)
        if let first { classifyTrivia(of: first, leading: true, from: start, to: textStart) }
        report(classification, textStart, max(textStart, textEnd))
        if let last { classifyTrivia(of: last, leading: false, from: max(textStart, textEnd), to: end) }
    }

    private mutating func classify(_ token: TokenSyntax, context: (SyntaxClassification, forced: Bool)?) {
        let start = token.position.utf8Offset
        let textStart = token.positionAfterSkippingLeadingTrivia.utf8Offset
        let textEnd = token.endPositionBeforeTrailingTrivia.utf8Offset
        classifyTrivia(of: token, leading: true, from: start, to: textStart)
        let kind = token.rawTokenKind
        if let context, kind == .identifier || context.forced {
            report(context.0, textStart, textEnd)
        } else {
            report(contextFreeClassification(kind, textStart, textEnd), textStart, textEnd)
        }
        classifyTrivia(of: token, leading: false, from: textEnd, to: token.endPosition.utf8Offset)
    }

    /// Trivia is plain but for its comments: without a `/` it is one plain range, else piece by piece.
    private mutating func classifyTrivia(of token: TokenSyntax, leading: Bool, from start: Int, to end: Int) {
        guard start < end else { return }
        guard UnsafeBufferPointer(rebasing: source[start..<end]).contains(UInt8(ascii: "/")) else {
            report(.none, start, end)
            return
        }
        var offset = start
        for piece in leading ? token.leadingTrivia : token.trailingTrivia {
            let length = piece.sourceLength.utf8Length
            let kind: SyntaxClassification
            switch piece {
            case .lineComment: kind = .lineComment
            case .blockComment: kind = .blockComment
            case .docLineComment: kind = .docLineComment
            case .docBlockComment: kind = .docBlockComment
            default: kind = .none
            }
            report(kind, offset, offset + length)
            offset += length
        }
    }

    private func contextFreeClassification(_ kind: RawTokenKind, _ start: Int, _ end: Int) -> SyntaxClassification {
        let text = UnsafeBufferPointer(rebasing: source[start..<end])
        if kind == .unknown, text.first == UInt8(ascii: "\"") { return .stringLiteral }
        if kind == .identifier, text.starts(with: "<#".utf8), text.reversed().starts(with: ">#".utf8) {
            return .editorPlaceholder
        }
        switch kind {
        case .atSign: return .attribute
        case .binaryOperator, .colonColon, .postfixOperator, .prefixOperator: return .operator
        case .dollarIdentifier: return .dollarIdentifier
        case .floatLiteral: return .floatLiteral
        case .identifier: return .identifier
        case .integerLiteral: return .integerLiteral
        case .keyword, .poundSourceLocation: return .keyword
        case .multilineStringQuote, .singleQuote, .stringQuote, .stringSegment: return .stringLiteral
        case .poundElse, .poundElseif, .poundEndif, .poundIf: return .ifConfigDirective
        case .regexLiteralPattern, .regexPoundDelimiter, .regexSlash: return .regexLiteral
        default: return .none
        }
    }

    /// SwiftIDEUtils' `report`: empty plain ranges left out, neighbours of one kind merged.
    private mutating func report(_ kind: SyntaxClassification, _ start: Int, _ end: Int) {
        if kind == .none && start == end { return }
        if let last = ranges.last, last.kind == kind, last.end == start {
            ranges[ranges.count - 1].end = end
            return
        }
        ranges.append(ClassifiedRange(kind: kind, start: start, end: end))
    }
}
