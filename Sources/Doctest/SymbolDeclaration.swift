import CompilerIndex

/// A declaration as the page shows it, from the compiler's symbol: its USR demangled by the
/// Swift runtime (`AlarmCore.Alarm.isOn : Swift.Bool`), read as Swift again
/// (`var isOn: Bool`), without module names.
enum SymbolDeclaration {
    /// Modules of the toolchain whose names qualify the declarations of the standard library,
    /// Foundation and the C libraries.
    static let toolchainModules: Set<String> = ["Swift", "Foundation", "FoundationEssentials", "_Concurrency",
                                                "CoreFoundation", "CoreGraphics", "Dispatch", "Glibc", "_StringProcessing",
                                                "Combine", "Observation", "__C"]

    /// The modules a block may name: the build's and the toolchain's.
    static func moduleNames(of toolchain: Toolchain) -> Set<String> {
        Set(toolchain.modules.keys).union(toolchainModules)
    }

    /// The symbol as the page shows it; nil for a symbol that is not a Swift declaration.
    static func describe(_ symbol: IndexSymbol, modules: Set<String>) -> BlockSymbols.Symbol? {
        let kind = Self.kind(symbol)
        // A module's USR (`c:@M@SwiftUI`) is no mangling: its name is the module.
        let module = kind == .module ? symbol.name : Self.module(ofUSR: symbol.usr)
        var text: String
        if kind == .module {
            text = symbol.name
        } else {
            guard let demangled = demangledUSR(symbol.usr) else { return nil }
            text = demangled
        }
        // The same declaration in every check, renamed or not: what links a name to the block
        // that declares it.
        let key = Renaming.withoutSuffixes(text)
        var isStatic = false
        if text.hasPrefix("static ") {
            isStatic = true
            text.removeFirst("static ".count)
        }
        text = Self.withoutExtensionMarks(text)
        // `Publisher< where A.Failure == Never>.sink`: an extension's conditions.
        while let start = text.range(of: "< where "), let end = text[start.upperBound...].firstIndex(of: ">") {
            text.removeSubrange(start.lowerBound...end)
        }
        // A type a shared check renamed (`AddItemView__sitegen3`) under its own name.
        text = Renaming.withoutSuffixes(text)
        text = Self.readable(text, modules: modules.union(module.map { [$0] } ?? []).union(["Swift", Harness.moduleName]))
        // Foundation on Linux is several modules; readers know one.
        let shown = module == Harness.moduleName ? nil : module.map { $0.hasPrefix("Foundation") ? "Foundation" : $0 }
        let base = Renaming.withoutSuffixes(symbol.baseName)
        var declaration: String
        var container: String?
        switch kind {
        case .module:
            declaration = "import \(symbol.name)"
        case .local, .parameter:
            // `item #2 : AppState.Item in closure #1 … in AppView.body`
            let (name, type) = Self.localNameAndType(text)
            declaration = "\(name ?? base): \(type ?? "")"
            if type == nil { declaration = name ?? base }
        case .property, .variable:
            let (path, type) = Self.split(text, at: " : ")
            (container, _) = Self.containerAndLast(path)
            declaration = "\(isStatic ? "static " : "")var \(base)" + (type.map { ": \($0)" } ?? "")
        case .function, .method, .initializer, .macro:
            let (path, signature) = Self.splitSignature(text)
            container = path
            var shownSignature = signature
            shownSignature = Self.withOpaqueParameters(shownSignature)
            if shownSignature.hasSuffix(" -> ()") { shownSignature.removeLast(" -> ()".count) }
            if kind == .initializer, let arrow = Self.topLevelRange(of: " -> ", in: shownSignature) {
                shownSignature = String(shownSignature[..<arrow.lowerBound])
            }
            let keyword = switch kind {
            case .initializer: ""
            case .macro: "macro "
            default: "func "
            }
            declaration = (isStatic ? "static " : "") + keyword + shownSignature
        case .enumCase:
            // `AppAction.removeButtonTapped(AppAction.Type) -> (AppState.Item) -> AppAction`
            let (path, _) = Self.splitSignature(text)
            container = path
            let arrows = Self.topLevelRanges(of: " -> ", in: text)
            if arrows.count >= 2 {
                let payload = text[arrows[0].upperBound..<arrows[1].lowerBound]
                declaration = "case \(base)\(payload)"
            } else {
                declaration = "case \(base)"
            }
        case .struct, .class, .enum, .protocol, .typealias, .associatedType, .genericParameter, .extension:
            let (path, _) = Self.containerAndLast(text)
            container = path
            let keyword = switch kind {
            case .struct: "struct"
            case .class: "class"
            case .enum: "enum"
            case .protocol: "protocol"
            case .typealias: "typealias"
            case .associatedType: "associatedtype"
            case .extension: "extension"
            default: ""
            }
            declaration = keyword.isEmpty ? base : "\(keyword) \(base)"
        }
        if container?.isEmpty == true { container = nil }
        // The USR of an opaque type names no constraint (`var body: some`): a SwiftUI view's
        // `body` and SwiftUI's modifiers return `some View`.
        if declaration.hasSuffix(": some") || declaration.hasSuffix("-> some"), base == "body" || shown == "SwiftUI" {
            declaration += " View"
        }
        return BlockSymbols.Symbol(name: base, kind: kind, declaration: declaration, container: container, module: shown,
                                   usr: key, declaredAt: nil)
    }

    static func kind(_ symbol: IndexSymbol) -> SymbolKind {
        if symbol.subkind == 1012 { return .associatedType }
        if symbol.subkind == 1013 { return .genericParameter }
        switch symbol.kind {
        case .module: return .module
        case .macro: return .macro
        case .struct: return .struct
        case .class: return .class
        case .enum: return .enum
        case .protocol: return .protocol
        case .extension: return .extension
        case .typealias: return .typealias
        case .enumConstant: return .enumCase
        case .constructor, .destructor: return .initializer
        case .parameter: return .parameter
        case .instanceMethod, .classMethod, .staticMethod: return .method
        case .instanceProperty, .classProperty, .staticProperty, .field: return .property
        case .function: return symbol.isLocal ? .local : .function
        case .variable: return symbol.isLocal ? .local : .variable
        case .unknown: return .variable
        }
    }

    /// The module a Swift USR's declaration is in: the first name of its mangling
    /// (`s:12DoctestBlock8AppStateV` → `DoctestBlock`), `Swift` for the standard library's
    /// short forms (`s:Si`, `s:s17FixedWidthIntegerP`); nil otherwise.
    static func module(ofUSR usr: String) -> String? {
        guard usr.hasPrefix("s:") else { return nil }
        let mangled = Array(usr.utf8.dropFirst(2))
        guard let first = mangled.first else { return nil }
        if first == UInt8(ascii: "s") || (first == UInt8(ascii: "S") && mangled.count > 1 && mangled[1] != UInt8(ascii: "o")) {
            return "Swift"
        }
        var index = 0
        var length = 0
        while index < mangled.count, mangled[index] >= UInt8(ascii: "0"), mangled[index] <= UInt8(ascii: "9") {
            length = length * 10 + Int(mangled[index] - UInt8(ascii: "0"))
            index += 1
        }
        guard length > 0, index + length <= mangled.count else { return nil }
        return String(decoding: mangled[index..<index + length], as: UTF8.self)
    }

    /// `text` without `(extension in SwiftUI):`.
    static func withoutExtensionMarks(_ text: String) -> String {
        var text = text
        while let start = text.range(of: "(extension in "), let end = text[start.upperBound...].range(of: "):") {
            text.removeSubrange(start.lowerBound..<end.upperBound)
        }
        return text
    }

    /// `text` without the names of `modules` before a dot, with `Optional<T>` as `T?` and
    /// `Array<T>` as `[T]`.
    static func readable(_ text: String, modules: Set<String>) -> String {
        var result = ""
        var word = ""
        var previous: Character?
        func flush(followedBy character: Character?) {
            defer { word = "" }
            guard !word.isEmpty else { return }
            if character == ".", modules.contains(word), previous != "." { return }
            result += word
        }
        for character in text {
            if character.isLetter || character.isNumber || character == "_" {
                word.append(character)
                continue
            }
            let dropped = character == "." && !word.isEmpty && modules.contains(word) && previous != "."
            flush(followedBy: character)
            if dropped { continue }
            result.append(character)
            previous = character
        }
        flush(followedBy: nil)
        return sugared(result)
    }

    /// `Optional<String>` → `String?`, `Array<Item>` → `[Item]`, innermost first.
    static func sugared(_ text: String) -> String {
        var text = text
        var changed = true
        while changed {
            changed = false
            for (prefix, make) in [("Optional<", { (inner: String) in inner.contains(" ") || inner.contains("->") ? "(\(inner))?" : "\(inner)?" }),
                                   ("Array<", { (inner: String) in "[\(inner)]" })] {
                guard let start = text.range(of: prefix) else { continue }
                // The prefix must begin a name.
                if start.lowerBound > text.startIndex {
                    let before = text[text.index(before: start.lowerBound)]
                    if before.isLetter || before.isNumber || before == "_" || before == "." { continue }
                }
                var depth = 1
                var index = start.upperBound
                while index < text.endIndex, depth > 0 {
                    if text[index] == "<" { depth += 1 }
                    // The `>` of `->` closes nothing.
                    if text[index] == ">", text[text.index(before: index)] != "-" { depth -= 1 }
                    if depth > 0 { index = text.index(after: index) }
                }
                guard index < text.endIndex else { continue }
                let inner = String(text[start.upperBound..<index])
                text.replaceSubrange(start.lowerBound...index, with: make(inner))
                changed = true
            }
        }
        return text
    }

    /// A generic function's signature as its interface writes it: `toolbar<A where A1:
    /// ToolbarContent>(content: () -> A1)` → `toolbar(content: () -> some ToolbarContent)`.
    /// The demangler names generic parameters by place (`A`, `A1`); a parameter with one
    /// protocol reads as `some` that protocol, the others keep their place names.
    static func withOpaqueParameters(_ signature: String) -> String {
        guard let open = signature.firstIndex(of: "<"), let parenthesis = signature.firstIndex(of: "("), open < parenthesis else {
            return signature
        }
        // The clause ends at the `>` that closes it, before the parameters.
        var depth = 0
        var close: String.Index?
        var index = open
        while index < parenthesis {
            if signature[index] == "<" { depth += 1 }
            if signature[index] == ">", signature[signature.index(before: index)] != "-" {
                depth -= 1
                if depth == 0 { close = index; break }
            }
            index = signature.index(after: index)
        }
        guard let close else { return signature }
        let clause = signature[signature.index(after: open)..<close]
        var constraints: [String: [String]] = [:]
        if let whereRange = clause.range(of: " where ") {
            for requirement in clause[whereRange.upperBound...].components(separatedBy: ", ") {
                let parts = requirement.components(separatedBy: ": ")
                guard parts.count == 2 else { continue }
                constraints[parts[0], default: []].append(parts[1])
            }
        }
        var rest = String(signature[signature.index(after: close)...])
        for (parameter, protocols) in constraints where protocols.count == 1 {
            rest = replacingWord(parameter, with: "some \(protocols[0])", in: rest)
        }
        return String(signature[..<open]) + rest
    }

    /// `text` with each whole-word `word` replaced.
    static func replacingWord(_ word: String, with replacement: String, in text: String) -> String {
        var result = ""
        var current = ""
        for character in text {
            if character.isLetter || character.isNumber || character == "_" {
                current.append(character)
            } else {
                result += current == word ? replacement : current
                current = ""
                result.append(character)
            }
        }
        return result + (current == word ? replacement : current)
    }

    /// `name #2 : Type in closure #1 …` → (`name`, `Type`).
    static func localNameAndType(_ text: String) -> (name: String?, type: String?) {
        var text = text
        for prefix in ["getter of ", "setter of "] where text.hasPrefix(prefix) { text.removeFirst(prefix.count) }
        let (left, right) = split(text, at: " : ")
        var name = left
        if let mark = name.range(of: " #") { name = String(name[..<mark.lowerBound]) }
        guard var type = right else { return (name, nil) }
        if let context = topLevelRange(of: " in ", in: type) { type = String(type[..<context.lowerBound]) }
        return (name, type)
    }

    /// `text` cut at the first `separator` outside brackets.
    static func split(_ text: String, at separator: String) -> (String, String?) {
        guard let range = topLevelRange(of: separator, in: text) else { return (text, nil) }
        return (String(text[..<range.lowerBound]), String(text[range.upperBound...]))
    }

    /// `AppState.Item.init(value: Int) -> AppState.Item` → (`AppState.Item`, `init(value: Int) -> AppState.Item`).
    static func splitSignature(_ text: String) -> (container: String?, signature: String) {
        // The name ends where its parameters or generic parameters begin.
        let end = text.firstIndex { $0 == "(" || $0 == "<" } ?? text.endIndex
        let path = text[..<end]
        guard let dot = path.lastIndex(of: ".") else { return (nil, text) }
        return (String(text[..<dot]), String(text[text.index(after: dot)...]))
    }

    /// `AppState.Item` → (`AppState`, `Item`).
    static func containerAndLast(_ path: String) -> (String?, String) {
        guard let dot = path.lastIndex(of: ".") else { return (nil, path) }
        return (String(path[..<dot]), String(path[path.index(after: dot)...]))
    }

    static func topLevelRange(of separator: String, in text: String) -> Range<String.Index>? {
        topLevelRanges(of: separator, in: text).first
    }

    /// Where `separator` occurs in `text` outside `()`, `<>` and `[]`.
    static func topLevelRanges(of separator: String, in text: String) -> [Range<String.Index>] {
        var ranges: [Range<String.Index>] = []
        var depth = 0
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            if depth == 0, text[index...].hasPrefix(separator) {
                let end = text.index(index, offsetBy: separator.count)
                ranges.append(index..<end)
                index = end
                continue
            }
            switch character {
            case "(", "<", "[": depth += 1
            case ")", "]": depth = max(0, depth - 1)
            // `->` is not a closing bracket.
            case ">" where index == text.startIndex || text[text.index(before: index)] != "-": depth = max(0, depth - 1)
            default: break
            }
            index = text.index(after: index)
        }
        return ranges
    }
}
