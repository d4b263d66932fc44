import CompilerIndex
import Foundation

/// Names the index store does not record, because the compiler declares them and not the code:
/// a closure's anonymous parameters (`$0` in `items.map { $0.name }`) and the variable a
/// property-wrapper parameter brings (`item` in `ForEach($items) { $item in Text(item.name) }`).
/// Their types are read from the frontend's type-checked syntax tree (`-dump-ast -dump-ast-format
/// json`), which a type-check writes only for a block that may have such names (`mayHave(in:)`).
enum ImplicitNames {
    /// A use of such a name: where the file has it (a byte offset), the name, and its type as
    /// the compiler inferred it, readable (`AlarmItem`, `Binding<ToDoItem>`).
    struct Reference: Equatable, Sendable {
        var offset: Int
        var name: String
        var type: String
        var kind: Kind
    }

    enum Kind: Equatable, Sendable {
        /// `$0`, `$1`: a closure's parameters without names.
        case anonymousParameter
        /// `item` of a closure whose parameter is `$item`: the wrapped value.
        case wrappedValue
        /// `self`.
        case instance
        /// Any other parameter the compiler declares: `newValue` in a setter, `error` in a `catch`.
        case implicitParameter
    }

    /// Whether `code` may use such names: `$` before a digit (`$0`), or a closure parameter
    /// spelled with `$` (`{ $item in`). Only such a block's type-check writes a tree (and its
    /// `self`, `newValue`… are then placed too); the others' are left to the index.
    static func mayHave(in code: String) -> Bool {
        let bytes = Array(code.utf8)
        for index in bytes.indices where bytes[index] == UInt8(ascii: "$") && index + 1 < bytes.count {
            let next = bytes[index + 1]
            if next >= UInt8(ascii: "0") && next <= UInt8(ascii: "9") { return true }
            // `$name` followed by `in` or `,` in a closure's parameter list.
            var end = index + 1
            while end < bytes.count, bytes[end] == UInt8(ascii: "_") || (bytes[end] | 0x20 >= UInt8(ascii: "a") && bytes[end] | 0x20 <= UInt8(ascii: "z"))
                || (bytes[end] >= UInt8(ascii: "0") && bytes[end] <= UInt8(ascii: "9")) { end += 1 }
            guard end > index + 1 else { continue }
            var after = end
            while after < bytes.count, bytes[after] == UInt8(ascii: " ") { after += 1 }
            if after + 2 <= bytes.count, bytes[after] == UInt8(ascii: "i"), bytes[after + 1] == UInt8(ascii: "n"),
               after + 2 == bytes.count || !(bytes[after + 2] | 0x20 >= UInt8(ascii: "a") && bytes[after + 2] | 0x20 <= UInt8(ascii: "z")) {
                return true
            }
            if after < bytes.count, bytes[after] == UInt8(ascii: ",") { return true }
        }
        return false
    }

    /// The references of a syntax tree (`Data` of the frontend's JSON) to names the compiler
    /// declared: `declref_expr` nodes whose declaration has no USR, each place once, with the
    /// type the tree gives them; `modules` are left out of the types' names.
    static func references(inTree tree: Data, modules: Set<String>) -> [Reference] {
        guard !tree.isEmpty, let root = try? JSONSerialization.jsonObject(with: tree) else { return [] }
        var found: [Int: (name: String, type: String)] = [:]
        // The parameters spelled with `$` (`$item`): their wrapped values are `item`.
        var projected: Set<String> = []
        var stack: [Any] = [root]
        while let node = stack.popLast() {
            if let list = node as? [Any] {
                stack.append(contentsOf: list)
                continue
            }
            guard let object = node as? [String: Any] else { continue }
            switch object["_kind"] as? String {
            case "declref_expr":
                if object["implicit"] as? Bool != true,
                   let declaration = object["decl"] as? [String: Any], (declaration["decl_usr"] as? String ?? "").isEmpty,
                   let name = declaration["base_name"] as? String, let range = object["range"] as? [String: Any],
                   let start = range["start"] as? Int, let mangled = object["type"] as? String,
                   found[start] == nil, let type = readableType(mangled, modules: modules) {
                    found[start] = (name, type)
                }
            case "parameter":
                if let name = ((object["name"] as? [String: Any])?["base_name"] as? [String: Any])?["name"] as? String,
                   name.hasPrefix("$"), name.dropFirst().first.map({ !$0.isNumber }) == true {
                    projected.insert(String(name.dropFirst()))
                }
            default:
                break
            }
            for value in object.values where value is [Any] || value is [String: Any] { stack.append(value) }
        }
        return found.map { offset, reference in
            let kind: Kind = if reference.name.first == "$", reference.name.dropFirst().allSatisfy(\.isNumber) {
                .anonymousParameter
            } else if reference.name == "self" {
                .instance
            } else if projected.contains(reference.name) {
                .wrappedValue
            } else {
                .implicitParameter
            }
            return Reference(offset: offset, name: reference.name, type: reference.type, kind: kind)
        }.sorted { $0.offset < $1.offset }
    }

    /// A mangled type as Swift writes it, without the names of `modules` (`inout` and
    /// `@lvalue` left out: the name reads as its value).
    static func readableType(_ mangled: String, modules: Set<String>) -> String? {
        guard var text = demangledType(mangled) else { return nil }
        for mark in ["@lvalue ", "inout "] where text.hasPrefix(mark) { text.removeFirst(mark.count) }
        return SymbolDeclaration.readable(Renaming.withoutSuffixes(text), modules: modules.union(["Swift", Harness.moduleName]))
    }
}
