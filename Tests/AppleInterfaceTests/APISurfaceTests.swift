import Foundation
import Testing

// Every public declaration of the interface modules, with the iOS version that introduced it,
// as the compiler sees it: `swift-symbolgraph-extract` reads the built modules, and the table
// `Sources/AppleInterfaces/Catalog/Surface/<Module>.tsv` records each declaration's signature
// and iOS version. A declaration added, changed or removed, or one whose iOS version changes
// (an `@available` attribute or a catalog entry lost), fails the test until the table is
// recorded again (`SITEGEN_RECORD=1 swift test --filter APISurfaceTests`) — the diff of the
// table is the review of the interfaces against Apple's documentation.
//
// A declaration's iOS version is its own `@available(iOS …, *)` attribute; else the catalog's
// version of its name (`Catalog/<Framework>.tsv`, the earliest declaration of that name);
// else its enclosing type's. TCA's declarations are iOS 13.0, the deployment target of
// TCA 0.39.1.

@Suite(.serialized)
struct APISurfaceTests {
    @Test(arguments: APISurface.modules)
    func everyDeclarationIsRecordedWithItsIOSVersion(module: APISurface.Module) throws {
        let surface = try APISurface.extract(module)
        let unknown = surface.filter { $0.iOS == nil }
        #expect(unknown.isEmpty, "no iOS version for: \(unknown.map(\.path).joined(separator: ", "))")

        let table = surface.map(\.line).sorted().joined(separator: "\n") + "\n"
        let url = APISurface.tableURL(module)
        if ProcessInfo.processInfo.environment["SITEGEN_RECORD"] == "1" {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try table.write(to: url, atomically: true, encoding: .utf8)
            return
        }
        let recorded = try String(contentsOf: url, encoding: .utf8)
        let now = Set(table.split(separator: "\n")), before = Set(recorded.split(separator: "\n"))
        let added = now.subtracting(before).sorted(), removed = before.subtracting(now).sorted()
        #expect(added.isEmpty && removed.isEmpty, """
            \(module.name)'s declarations differ from \(url.lastPathComponent): check them against Apple's \
            documentation, then record with SITEGEN_RECORD=1.
            new or changed:\n\(added.prefix(20).joined(separator: "\n"))
            gone or changed:\n\(removed.prefix(20).joined(separator: "\n"))
            """)
        print("API surface \(module.name): \(surface.count) declarations")
    }

    @Test func anAttributeWinsOverTheCatalogAndTheTypeIsTheFallback() throws {
        let surface = try APISurface.extract(APISurface.modules[0])
        func version(_ path: String, containing text: String) -> String? {
            surface.first { $0.path == path && $0.declaration.contains(text) }?.iOS
        }
        // `Button.init(_:role:action:)` is iOS 15 (its own attribute), `Button` iOS 13.
        #expect(version("Button.init(_:role:action:)", containing: "role") == "15.0")
        #expect(version("Button", containing: "struct Button") == "13.0")
        // `NavigationStack` is iOS 16 in the catalog; its initializer inherits it.
        #expect(version("NavigationStack.init(root:)", containing: "init") == "16.0")
    }
}

enum APISurface {
    struct Module: Sendable, CustomStringConvertible {
        let name: String
        /// The catalogs its names are looked up in.
        let catalogs: [String]
        /// The version of a declaration no catalog or attribute dates (TCA's deployment target).
        let fallback: String?
        var description: String { name }
    }

    static let modules = [
        Module(name: "SwiftUI", catalogs: ["SwiftUI", "Combine"], fallback: nil),
        Module(name: "UIKit", catalogs: ["UIKit"], fallback: nil),
        Module(name: "ComposableArchitecture", catalogs: [], fallback: "13.0"),
    ]

    struct Declaration {
        let path: String
        let declaration: String
        let iOS: String?
        var line: String { "\(iOS ?? "?")\t\(path)\t\(declaration)" }
    }

    static let packageRoot = Fixture.fixturesFolder.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func tableURL(_ module: Module) -> URL {
        packageRoot.appendingPathComponent("Sources/AppleInterfaces/Catalog/Surface/\(module.name).tsv")
    }

    /// The catalog's version of each name (`name<TAB>kind<TAB>introduced`).
    static func catalog(_ names: [String]) throws -> [String: String] {
        var versions: [String: String] = [:]
        for name in names {
            let text = try String(contentsOf: packageRoot.appendingPathComponent("Sources/AppleInterfaces/Catalog/\(name).tsv"), encoding: .utf8)
            for line in text.split(separator: "\n") where !line.hasPrefix("#") {
                let fields = line.split(separator: "\t").map(String.init)
                if fields.count >= 3, versions[fields[0]] == nil { versions[fields[0]] = fields[2] }
            }
        }
        return versions
    }

    /// The module's own public declarations (those in Sources/AppleInterfaces, once each: the
    /// symbol graph repeats a protocol extension's members for every conforming type).
    static func extract(_ module: Module) throws -> [Declaration] {
        let checker = try TypeChecker.shared()
        let tool = URL(fileURLWithPath: checker.compilerPath).deletingLastPathComponent().appendingPathComponent("swift-symbolgraph-extract")
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("api-surface-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: output) }
        var arguments = ["-module-name", module.name, "-I", checker.modulesPath, "-target", "x86_64-unknown-linux-gnu",
                         "-output-dir", output.path, "-minimum-access-level", "public"]
        #if arch(arm64)
        arguments[5] = "aarch64-unknown-linux-gnu"
        #endif
        for map in checker.clangModuleMaps { arguments += ["-Xcc", "-fmodule-map-file=\(map)"] }
        let process = Process()
        process.executableURL = tool
        process.arguments = arguments
        try process.run()
        process.waitUntilExit()
        try #require(process.terminationStatus == 0, "swift-symbolgraph-extract failed for \(module.name)")
        let data = try Data(contentsOf: output.appendingPathComponent("\(module.name).symbols.json"))
        let graph = try JSONDecoder().decode(SymbolGraph.self, from: data)

        let versions = try catalog(module.catalogs)
        var seen: Set<String> = []
        var symbols: [SymbolGraph.Symbol] = []
        for symbol in graph.symbols {
            guard let location = symbol.location, location.uri.contains("/Sources/AppleInterfaces/") else { continue }
            if seen.insert("\(location.uri):\(location.position.line):\(location.position.character)").inserted { symbols.append(symbol) }
        }
        // The versions of the module's types, by path, for the members the catalog does not date.
        var byPath: [String: String] = [:]
        func own(_ symbol: SymbolGraph.Symbol) -> String? {
            if let iOS = symbol.availability?.first(where: { $0.domain == "iOS" })?.introduced {
                return "\(iOS.major).\(iOS.minor ?? 0)"
            }
            return versions[String(symbol.pathComponents.last?.prefix { $0 != "(" } ?? "")]
        }
        for symbol in symbols.sorted(by: { $0.pathComponents.count < $1.pathComponents.count }) {
            let path = symbol.pathComponents.joined(separator: ".")
            if byPath[path] == nil, let version = own(symbol) { byPath[path] = version }
        }
        return symbols.map { symbol in
            var iOS = own(symbol)
            var components = symbol.pathComponents
            while iOS == nil, components.count > 1 {
                components.removeLast()
                iOS = byPath[components.joined(separator: ".")]
            }
            let declaration = symbol.declarationFragments.map(\.spelling).joined()
                .split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
            return Declaration(path: symbol.pathComponents.joined(separator: "."), declaration: declaration, iOS: iOS ?? module.fallback)
        }
    }

    /// The parts of a symbol graph the table reads.
    struct SymbolGraph: Decodable {
        struct Symbol: Decodable {
            struct Fragment: Decodable { let spelling: String }
            struct Location: Decodable {
                struct Position: Decodable { let line: Int; let character: Int }
                let uri: String
                let position: Position
            }
            struct Availability: Decodable {
                struct Version: Decodable { let major: Int; let minor: Int? }
                let domain: String?
                let introduced: Version?
            }
            let pathComponents: [String]
            let declarationFragments: [Fragment]
            let location: Location?
            let availability: [Availability]?
        }
        let symbols: [Symbol]
    }
}
