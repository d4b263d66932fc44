/// Renders parsed templates (`Template`) with a page's values, as swift-mustache 2.1 renders
/// them (the themes are written for its rules), into one growing text.
///
/// - `{{name}}` shows the value's `description`, escaped for HTML unless the template chose
///   `TEXT`; a name no context has shows nothing.
/// - A section renders once per item of a list, once for `true`, never for `false`, an empty
///   list or a missing name, and once with any other value as its innermost context (`""` and
///   an explicit `nil` included). An inverted section renders exactly when a section would not.
/// - A partial starts escaping for HTML again; one whose tag stands alone on its line after some
///   indentation puts that indentation before each of its pieces that starts a line.
/// - A parent's blocks are replaced by the blocks of the template that inherits it; an outer
///   template's replacement wins over an inner one's.
struct TemplateRenderer {
    let templates: [String: Template]
    /// The contexts, innermost last.
    private var stack: [TemplateValue]
    /// How many partials enclose what is being rendered (at most `maximumDepth`).
    private var depth = 0
    static let maximumDepth = 100

    /// What a piece of a template renders with, besides the contexts.
    struct Context {
        var indentation: String?
        var blocks: [String: [Template.Node]]?
        var escaping = Template.Escaping.html

        /// A partial's context: escaping for HTML again, its indentation added, the blocks a
        /// parent tag gives added (those already given win).
        func partial(indentation extra: String?, blocks given: [String: [Template.Node]]?) -> Context {
            var context = Context(indentation: indentation, blocks: blocks)
            if let extra { context.indentation = (indentation ?? "") + extra }
            if let given { context.blocks = blocks?.merging(given) { outer, _ in outer } ?? given }
            return context
        }
    }

    init(templates: [String: Template], values: TemplateValue) {
        self.templates = templates
        stack = [values]
    }

    /// `name`'s template rendered; nil when there is no such template.
    mutating func render(_ name: String) -> String? {
        guard let template = templates[name] else { return nil }
        var output = ""
        output.reserveCapacity(32 * 1024)
        render(template.nodes, Context(), into: &output)
        return output
    }

    mutating func render(_ nodes: [Template.Node], _ context: Context, into output: inout String) {
        var context = context
        if let indentation = context.indentation, !indentation.isEmpty {
            // Piece by piece: a piece that starts a line (what these nodes rendered so far ends
            // with a line feed that is a Character of its own, not the end of a CR LF) gets the
            // indentation. Each piece is rendered where it goes, the indentation written before
            // it and taken back when the piece is empty, so a page's body is not copied again
            // into a text of its own at every indented block around it.
            let start = output.utf8.count
            forEachNode(of: nodes) { renderer, node in
                let rendered = output.utf8.count - start
                let startsLine = rendered > 0 && output.utf8.last == UInt8(ascii: "\n")
                    && (rendered == 1 || output.utf8[output.utf8.index(output.utf8.endIndex, offsetBy: -2)] != UInt8(ascii: "\r"))
                let beforeIndentation = output.utf8.count
                if startsLine { output += indentation }
                let beforePiece = output.utf8.count
                renderer.render(node, &context, into: &output)
                if startsLine, output.utf8.count == beforePiece {
                    output.removeSubrange(output.utf8.index(output.startIndex, offsetBy: beforeIndentation)...)
                }
            }
        } else {
            forEachNode(of: nodes) { renderer, node in renderer.render(node, &context, into: &output) }
        }
    }

    /// Calls `body` with each of `nodes` where it stands in the array: iterating the array
    /// itself would retain and release every node it hands over, for every node of every page.
    private mutating func forEachNode(of nodes: [Template.Node], _ body: (inout TemplateRenderer, borrowing Template.Node) -> Void) {
        nodes.withUnsafeBufferPointer { nodes in
            for index in nodes.indices { body(&self, nodes[index]) }
        }
    }

    private mutating func render(_ node: Template.Node, _ context: inout Context, into output: inout String) {
        switch node {
        case .text(let text):
            output += text
        case .variable(let name, let escaped):
            guard let value = lookUp(name) else { return }
            let text = value.description
            output += escaped && context.escaping == .html ? HTMLEscaping.escape(text, apostrophes: true) : text
        case .section(let name, let nodes):
            switch lookUp(name) {
            case .list(let items)?:
                for item in items { render(nodes, context, within: item, into: &output) }
            case .flag(let shown)?:
                if shown { render(nodes, context, into: &output) }
            case nil:
                break
            case let value?:
                render(nodes, context, within: value, into: &output)
            }
        case .invertedSection(let name, let nodes):
            switch lookUp(name) {
            case .list(let items)?:
                if items.isEmpty { render(nodes, context, within: .list([]), into: &output) }
            case .flag(let shown)?:
                if !shown { render(nodes, context, into: &output) }
            case nil:
                render(nodes, context, into: &output)
            case .some:
                break
            }
        case .partial(let name, let indentation, let blocks):
            // A recursion through data deeper than any page needs stops here, not in a crash.
            guard let template = templates[name], depth < Self.maximumDepth else { return }
            depth += 1
            render(template.nodes, context.partial(indentation: indentation, blocks: blocks), into: &output)
            depth -= 1
        case .dynamicPartial(let name, let indentation, let blocks):
            guard case .text(let partialName)? = lookUp(name), let template = templates[partialName],
                  depth < Self.maximumDepth else { return }
            depth += 1
            render(template.nodes, context.partial(indentation: indentation, blocks: blocks), into: &output)
            depth -= 1
        case .block(let name, let defaultNodes, let indentation):
            var inner = context
            inner.indentation = (context.indentation ?? "") + indentation
            render(context.blocks?[name] ?? defaultNodes, inner, into: &output)
        case .blockDefinition:
            break  // only in a parent tag's body, which gives them to the parent
        case .escaping(let escaping):
            context.escaping = escaping
        }
    }

    /// `nodes` rendered with `value` as the innermost context.
    private mutating func render(_ nodes: [Template.Node], _ context: Context, within value: TemplateValue, into output: inout String) {
        stack.append(value)
        render(nodes, context, into: &output)
        stack.removeLast()
    }

    /// The value `name` names: its first part in the innermost context that has it (the
    /// innermost only for a name that starts with a dot), the next parts inside it.
    private func lookUp(_ name: Template.Name) -> TemplateValue? {
        guard let first = name.parts.first else { return stack.last }
        var found: TemplateValue?
        if name.innermostOnly {
            found = stack.last?.child(named: first)
        } else {
            var index = stack.count - 1
            while index >= 0, found == nil {
                found = stack[index].child(named: first)
                index -= 1
            }
        }
        guard var value = found else { return nil }
        for part in name.parts.dropFirst() {
            guard let next = value.child(named: part) else { return nil }
            value = next
        }
        return value
    }
}
