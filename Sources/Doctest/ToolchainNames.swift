import Foundation

/// Every public name the toolchain's own modules declare — the standard library, Foundation,
/// Dispatch — read once per compiler from the symbol graphs `swift-symbolgraph-extract` (next
/// to `swiftc`) writes, and cached.
///
/// With the names the tutorial, the core modules and the interface modules declare, it tells a
/// member nothing declares (`item.idZq`) from one of the standard library's (`items.count`):
/// the first is the author's slip even where the compiler, resolving an overload, reports only
/// the expression around it.
enum ToolchainNames {
    static let modules = ["Swift", "_Concurrency", "Foundation", "FoundationEssentials", "FoundationInternationalization", "Dispatch"]

    /// The names, or an empty set when the tool is missing or fails: then no name is known to
    /// be declared nowhere.
    static func names(toolchain: Toolchain, cache: DiskCache) -> Set<String> {
        let key = SHA256.hex("toolchain names 1\n" + toolchain.compilerFingerprint + "\n" + modules.joined(separator: ","))
        if let cached = cache.load([String].self, from: .names, key: key) { return Set(cached) }
        let tool = URL(fileURLWithPath: toolchain.swiftc).deletingLastPathComponent().appendingPathComponent("swift-symbolgraph-extract").path
        guard FileManager.default.isExecutableFile(atPath: tool), let target = targetTriple(toolchain) else { return [] }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sitegen-symbols-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        guard (try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)) != nil else { return [] }
        var names: Set<String> = []
        for module in modules {
            let outcome = Subprocess.run(tool, ["-module-name", module, "-target", target, "-output-dir", folder.path],
                                         timeout: 120, outputLimit: 1 << 20)
            // A module this platform does not have (`_Concurrency` writes only extensions) is no error.
            guard case .exited = outcome.termination else { return [] }
        }
        let files = (try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)) ?? []
        for file in files where file.pathExtension == "json" {
            guard let data = try? Data(contentsOf: file), let graph = try? JSONDecoder().decode(SymbolGraph.self, from: data) else { continue }
            for symbol in graph.symbols {
                let name = symbol.names.title.prefix { $0 != "(" && $0 != "<" }
                if let last = name.split(separator: ".").last { names.insert(String(last)) }
            }
        }
        guard !names.isEmpty else { return [] }
        cache.store(names.sorted(), on: .names, key: key)
        return names
    }

    /// The triple the compiler builds for (`x86_64-unknown-linux-gnu`), from `swiftc -print-target-info`.
    private static func targetTriple(_ toolchain: Toolchain) -> String? {
        let outcome = Subprocess.run(toolchain.swiftc, ["-print-target-info"], timeout: 60)
        guard case .exited(0) = outcome.termination,
              let info = try? JSONDecoder().decode(TargetInfo.self, from: Data(outcome.standardOutput.utf8)) else { return nil }
        return info.target.triple
    }

    private struct TargetInfo: Decodable {
        struct Target: Decodable { var triple: String }
        var target: Target
    }

    /// The part of a symbol graph read here.
    private struct SymbolGraph: Decodable {
        struct Symbol: Decodable {
            struct Names: Decodable { var title: String }
            var names: Names
        }
        var symbols: [Symbol]
    }
}
