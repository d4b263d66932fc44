@_spi(RawSyntax) import SwiftSyntax
import SwiftIDEUtils

/// swift-syntax's classification of a tree (`SyntaxProtocol.classifications`): the same
/// ranges of the same kinds, found without its key paths.
///
/// SwiftIDEUtils asks, for every child of every node, whether the child's key path in its
/// parent is one of fourteen that carry a classification, building the parent's key paths
/// each time. Here the parent's kind picks the one or two children that may carry one (by
/// their place in its layout), and the tree is walked by its raw nodes, without making a
/// `Syntax` node of every child. What is classified is SwiftIDEUtils' rule, unchanged:
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
        let root = Syntax(tree)
        // The tree is walked by its raw nodes, which live as long as `root`.
        withExtendedLifetime(root) {
            classifier.visit(root.raw, at: root.position.utf8Offset, context: nil)
        }
        return classifier.ranges
    }

    private init(source: UnsafeBufferPointer<UInt8>) {
        self.source = source
    }

    /// What a child's place in its parent classifies, and whether it covers the child's text.
    typealias Context = (kind: SyntaxClassification, forced: Bool)

    /// Walks the raw tree, as `children(viewMode: .sourceAccurate)` would (missing tokens left
    /// out) but without making a `Syntax` node of each child; `offset` is where `raw` starts.
    private mutating func visit(_ raw: RawSyntax, at offset: Int, context: Context?) {
        if let token = raw.tokenView {
            if token.presence == .present { classify(token, at: offset, context: context) }
            return
        }
        guard let layout = raw.layoutView else { return }
        let kind = raw.kind
        var childOffset = offset
        for (index, child) in layout.children.enumerated() {
            guard let child else { continue }
            defer { childOffset += child.byteLength }
            if let token = child.tokenView, token.presence != .present { continue }
            let classification = Self.classification(ofChildAt: index, in: kind)
            if let classification, classification.forced {
                classifyWhole(child, at: childOffset, as: classification.kind)
            } else {
                visit(child, at: childOffset, context: classification ?? context)
            }
        }
    }

    /// The classification the child at `index` of a `kind` node carries, and whether it covers
    /// the child's whole text (SwiftIDEUtils' `SyntaxClassification.classify(_:)`, by the
    /// parent's kind).
    private static func classification(ofChildAt index: Int, in kind: SyntaxKind) -> Context? {
        let places = ChildPlaces.shared
        switch kind {
        case .attribute: return index == places.attributeName ? (.attribute, true) : nil
        case .platformVersionItem: return index == places.platformVersion ? (.keyword, false) : nil
        case .platformVersion: return index == places.platform ? (.keyword, false) : nil
        case .declModifier: return index == places.modifierName ? (.attribute, false) : nil
        case .ifConfigClause:
            return index == places.clausePoundKeyword || index == places.clauseCondition ? (.ifConfigDirective, false) : nil
        case .ifConfigDecl: return index == places.poundEndif ? (.ifConfigDirective, false) : nil
        case .memberType: return index == places.memberTypeName ? (.type, false) : nil
        case .operatorDecl: return index == places.operatorName ? (.operator, false) : nil
        case .precedenceGroupAssociativity: return index == places.associativityLabel ? (.keyword, false) : nil
        case .precedenceGroupRelation: return index == places.relationLabel ? (.keyword, false) : nil
        case .identifierType: return index == places.identifierTypeName ? (.type, false) : nil
        case .functionParameter: return index == places.firstName ? (.argumentLabel, false) : nil
        case .labeledExpr: return index == places.label ? (.argumentLabel, false) : nil
        default: return nil
        }
    }

    /// The layout index of each child that carries a classification, read once from the
    /// nodes' own layouts (`structure`), so they follow swift-syntax's.
    struct ChildPlaces: Sendable {
        static let shared = ChildPlaces()

        let attributeName = index(\AttributeSyntax.attributeName)
        let platformVersion = index(\PlatformVersionItemSyntax.platformVersion)
        let platform = index(\PlatformVersionSyntax.platform)
        let modifierName = index(\DeclModifierSyntax.name)
        let clausePoundKeyword = index(\IfConfigClauseSyntax.poundKeyword)
        let clauseCondition = index(\IfConfigClauseSyntax.condition)
        let poundEndif = index(\IfConfigDeclSyntax.poundEndif)
        let memberTypeName = index(\MemberTypeSyntax.name)
        let operatorName = index(\OperatorDeclSyntax.name)
        let associativityLabel = index(\PrecedenceGroupAssociativitySyntax.associativityLabel)
        let relationLabel = index(\PrecedenceGroupRelationSyntax.higherThanOrLowerThanLabel)
        let identifierTypeName = index(\IdentifierTypeSyntax.name)
        let firstName = index(\FunctionParameterSyntax.firstName)
        let label = index(\LabeledExprSyntax.label)

        static func index<Node: SyntaxProtocol>(_ keyPath: PartialKeyPath<Node>) -> Int {
            guard case .layout(let keyPaths) = Node.structure, let index = keyPaths.firstIndex(where: { ($0 as AnyKeyPath) == (keyPath as AnyKeyPath) }) else {
                preconditionFailure("\(Node.self) has no child \(keyPath)")
            }
            return index
        }
    }

    /// A child classified as a whole: its text (trivia inside it included) as one range,
    /// the trivia around it on its own.
    private mutating func classifyWhole(_ raw: RawSyntax, at start: Int, as classification: SyntaxClassification) {
        let first = Self.presentToken(in: raw, last: false), last = Self.presentToken(in: raw, last: true)
        let end = start + raw.byteLength
        let textStart = start + (first?.leadingTriviaByteLength ?? 0)
        let textEnd = end - (last?.trailingTriviaByteLength ?? 0)
        if let first { classifyTrivia(first.leadingRawTriviaPieces, from: start, to: textStart) }
        report(classification, textStart, max(textStart, textEnd))
        if let last { classifyTrivia(last.trailingRawTriviaPieces, from: max(textStart, textEnd), to: end) }
    }

    /// The first (or last) token of `raw` that is present in the source.
    private static func presentToken(in raw: RawSyntax, last: Bool) -> RawSyntaxTokenView? {
        if let token = raw.tokenView { return token.presence == .present ? token : nil }
        guard let children = raw.layoutView?.children else { return nil }
        for child in last ? AnyCollection(children.reversed()) : AnyCollection(children) {
            if let child, let token = presentToken(in: child, last: last) { return token }
        }
        return nil
    }

    private mutating func classify(_ token: RawSyntaxTokenView, at start: Int, context: Context?) {
        let textStart = start + token.leadingTriviaByteLength
        let textEnd = textStart + token.textByteLength
        if textStart > start { classifyTrivia(token.leadingRawTriviaPieces, from: start, to: textStart) }
        let kind = token.rawKind
        if let context, kind == .identifier || context.forced {
            report(context.kind, textStart, textEnd)
        } else {
            report(contextFreeClassification(kind, textStart, textEnd), textStart, textEnd)
        }
        let end = textEnd + token.trailingTriviaByteLength
        if end > textEnd { classifyTrivia(token.trailingRawTriviaPieces, from: textEnd, to: end) }
    }

    /// Trivia is plain but for its comments: without a `/` it is one plain range, else piece by
    /// piece. The pieces are asked for only then.
    private mutating func classifyTrivia(_ pieces: @autoclosure () -> [RawTriviaPiece], from start: Int, to end: Int) {
        guard start < end else { return }
        guard UnsafeBufferPointer(rebasing: source[start..<end]).contains(UInt8(ascii: "/")) else {
            report(.none, start, end)
            return
        }
        var offset = start
        for piece in pieces() {
            let length = piece.byteLength
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
