import CIndexStore
import Foundation

/// One place where a compiler's index store says a name occurs: a use or a declaration of
/// `symbol`, at `line` and `column` (1-based; the column counts UTF-8 bytes) of the file the
/// record was written for.
public struct IndexOccurrence: Sendable, Hashable {
    public var line: Int
    public var column: Int
    public var roles: IndexRoles
    public var symbol: IndexSymbol
}

/// What an occurrence is of: the declaration the compiler resolved the name to.
public struct IndexSymbol: Sendable, Hashable {
    public var name: String
    /// The declaration's unified symbol resolution: for Swift, `s:` and its mangled name.
    public var usr: String
    public var kind: IndexSymbolKind
    /// `indexstore_symbol_subkind_t`: accessors, generic parameters, associated types…
    public var subkind: UInt32
    /// Declared inside a function or closure (`-index-include-locals`).
    public var isLocal: Bool
}

/// The roles an occurrence plays (`indexstore_symbol_role_t`).
public struct IndexRoles: OptionSet, Sendable, Hashable {
    public let rawValue: UInt64
    public init(rawValue: UInt64) { self.rawValue = rawValue }
    public static let declaration = IndexRoles(rawValue: 1 << 0)
    public static let definition = IndexRoles(rawValue: 1 << 1)
    public static let reference = IndexRoles(rawValue: 1 << 2)
    public static let call = IndexRoles(rawValue: 1 << 5)
    /// Written by the compiler, not by the code (an implicit `self`, a synthesized member).
    public static let implicit = IndexRoles(rawValue: 1 << 8)
}

/// `indexstore_symbol_kind_t`, the kinds Swift code produces.
public enum IndexSymbolKind: UInt32, Sendable, Hashable, Codable {
    case unknown = 0, module = 1, macro = 4, `enum` = 5, `struct` = 6, `class` = 7, `protocol` = 8, `extension` = 9,
         `typealias` = 11, function = 12, variable = 13, field = 14, enumConstant = 15, instanceMethod = 16,
         classMethod = 17, staticMethod = 18, instanceProperty = 19, classProperty = 20, staticProperty = 21,
         constructor = 22, destructor = 23, parameter = 25
}

/// The toolchain's libIndexStore, opened once per path.
public final class IndexStoreLibrary: @unchecked Sendable {
    private var functions = cindexstore_functions()

    private init?(path: String) {
        guard cindexstore_load(path, &functions) else { return nil }
    }

    nonisolated(unsafe) private static var opened: [String: IndexStoreLibrary?] = [:]
    private static let lock = NSLock()

    /// The library at `path` (the toolchain's `usr/lib/libIndexStore.so`), or nil when it
    /// cannot be opened: types are then not read, and nothing else changes.
    public static func open(_ path: String) -> IndexStoreLibrary? {
        lock.lock()
        defer { lock.unlock() }
        if let known = opened[path] { return known }
        let library = IndexStoreLibrary(path: path)
        opened[path] = library
        return library
    }

    public struct ReadError: Error, CustomStringConvertible {
        public var description: String
    }

    /// Every occurrence the store at `storePath` records for source files named `fileName`
    /// (the records of one type-check's primary file), in the record's order.
    public func occurrences(inStore storePath: String, forFileNamed fileName: String) throws(ReadError) -> [IndexOccurrence] {
        var error: UnsafeMutableRawPointer?
        guard let store = functions.store_create(storePath, &error) else {
            throw ReadError(description: "cannot open the index store \(storePath): \(describe(error))")
        }
        defer { functions.store_dispose(store) }
        var found: [IndexOccurrence] = []
        for record in Self.recordNames(in: storePath, forFileNamed: fileName) {
            guard let reader = functions.record_reader_create(store, record, &error) else {
                throw ReadError(description: "cannot read the index record \(record): \(describe(error))")
            }
            defer { functions.record_reader_dispose(reader) }
            var visit = Visit(functions: functions)
            _ = withUnsafeMutablePointer(to: &visit) { context in
                functions.record_reader_occurrences_apply_f(reader, context) { context, occurrence in
                    guard let context, let occurrence else { return true }
                    context.assumingMemoryBound(to: Visit.self).pointee.add(occurrence)
                    return true
                }
            }
            found += visit.occurrences
        }
        return found
    }

    private func describe(_ error: UnsafeMutableRawPointer?) -> String {
        guard let error else { return "no reason given" }
        defer { functions.error_dispose(error) }
        return functions.error_get_description(error).map { String(cString: $0) } ?? "no reason given"
    }

    /// The records of `fileName`: the store names each `<file name>-<hash>`, one folder per
    /// two last characters, under `v<format>/records/`.
    static func recordNames(in storePath: String, forFileNamed fileName: String) -> [String] {
        let fileManager = FileManager.default
        var names: [String] = []
        for version in (try? fileManager.contentsOfDirectory(atPath: storePath)) ?? [] where version.hasPrefix("v") {
            let records = "\(storePath)/\(version)/records"
            for bucket in (try? fileManager.contentsOfDirectory(atPath: records)) ?? [] {
                for name in (try? fileManager.contentsOfDirectory(atPath: "\(records)/\(bucket)")) ?? []
                where name.hasPrefix(fileName + "-") {
                    names.append(name)
                }
            }
        }
        return names.sorted()
    }

    /// What one pass over a record's occurrences collects; symbols are read once each.
    private struct Visit {
        var functions: cindexstore_functions
        var occurrences: [IndexOccurrence] = []
        var symbols: [UnsafeMutableRawPointer: IndexSymbol] = [:]

        mutating func add(_ occurrence: UnsafeMutableRawPointer) {
            guard let handle = functions.occurrence_get_symbol(occurrence) else { return }
            let symbol: IndexSymbol
            if let known = symbols[handle] {
                symbol = known
            } else {
                let properties = functions.symbol_get_properties(handle)
                symbol = IndexSymbol(name: Self.string(functions.symbol_get_name(handle)),
                                     usr: Self.string(functions.symbol_get_usr(handle)),
                                     kind: IndexSymbolKind(rawValue: functions.symbol_get_kind(handle)) ?? .unknown,
                                     subkind: functions.symbol_get_subkind(handle),
                                     isLocal: properties & (1 << 7) != 0)
                symbols[handle] = symbol
            }
            var line: UInt32 = 0
            var column: UInt32 = 0
            functions.occurrence_get_line_col(occurrence, &line, &column)
            occurrences.append(IndexOccurrence(line: Int(line), column: Int(column),
                                               roles: IndexRoles(rawValue: functions.occurrence_get_roles(occurrence)),
                                               symbol: symbol))
        }

        static func string(_ reference: cindexstore_string) -> String {
            guard let data = reference.data, reference.length > 0 else { return "" }
            return data.withMemoryRebound(to: UInt8.self, capacity: reference.length) {
                String(decoding: UnsafeBufferPointer(start: $0, count: reference.length), as: UTF8.self)
            }
        }
    }
}

@_silgen_name("swift_demangle")
private func runtimeDemangle(_ mangled: UnsafePointer<CChar>?, _ length: Int, _ output: UnsafeMutablePointer<CChar>?,
                             _ outputSize: UnsafeMutablePointer<Int>?, _ flags: UInt32) -> UnsafeMutablePointer<CChar>?

/// The Swift runtime's demangler: a Swift USR (`s:` + mangled name) as the declaration it
/// names, e.g. `AlarmCore.Alarm.isOn : Swift.Bool`; nil for other USRs.
public func demangledUSR(_ usr: String) -> String? {
    guard usr.hasPrefix("s:") else { return nil }
    return demangled("$s" + usr.dropFirst(2))
}

/// The Swift runtime's demangler on a mangled type as the compiler's syntax tree writes it
/// (`$s9AlarmCore0A4ItemVD` → `AlarmCore.AlarmItem`); nil when it is not one.
public func demangledType(_ mangled: String) -> String? {
    guard mangled.hasPrefix("$s"), let text = demangled(mangled) else { return nil }
    // The demangler gives back what it cannot read.
    return text == mangled ? nil : text
}

/// What `swift_demangle` makes of `mangled`; nil when it makes nothing.
private func demangled(_ mangled: String) -> String? {
    mangled.withCString { pointer -> String? in
        guard let result = runtimeDemangle(pointer, strlen(pointer), nil, nil, 0) else { return nil }
        defer { free(result) }
        return String(cString: result)
    }
}
