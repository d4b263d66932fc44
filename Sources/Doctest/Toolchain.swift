import CompilerIndex
import Files
import Foundation

/// The compiler and the package build the blocks compile against.
///
/// The core modules are reached through the build folder of `swift build` (e.g. `.build/debug`):
/// `Modules/` holds their `.swiftmodule`s (`-I`), and SwiftPM's `description.json` names, for
/// every target, its object files, the modules it imports, the C module maps and macro plugins
/// it needs. A block that imports `AlarmCore` is linked with the objects of AlarmCore and of
/// everything it depends on (OpenCombine, COpenCombineHelpers…), nothing else.
public struct Toolchain: Sendable {
    /// The `swiftc` that compiles the blocks.
    public var swiftc: String
    /// The build folder with `Modules/` and `description.json`.
    public var buildPath: URL
    /// The compiler's identity (its version text and binaries), part of every cache key.
    var compilerFingerprint: String
    var modules: [String: BuiltModule]

    /// The compiler and platform the blocks are checked with, for readers: "Swift 6.3.1 en
    /// Linux (x86_64)", from the version text SwiftPM recorded in the build folder; nil when
    /// the folder has none.
    public var checkedWith: String?

    /// "Swift version 6.3.1 (swift-6.3.1-RELEASE)\nTarget: x86_64-unknown-linux-gnu" →
    /// "Swift 6.3.1 en Linux (x86_64)".
    static func describeCompiler(versionText text: String) -> String? {
        let lines = text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        guard let versionLine = lines.first(where: { $0.contains("Swift version ") }),
              let version = versionLine.components(separatedBy: "Swift version ").last?.split(separator: " ").first else { return nil }
        var described = "Swift \(version)"
        if let target = lines.first(where: { $0.hasPrefix("Target: ") })?.dropFirst("Target: ".count) {
            let parts = target.split(separator: "-")
            let system = target.contains("linux") ? "Linux" : target.contains("apple") ? "macOS" : parts.dropFirst(2).first.map(String.init) ?? String(target)
            described += " en \(system)" + (parts.first.map { " (\($0))" } ?? "")
        }
        return described
    }

    struct BuiltModule: Codable, Sendable {
        var name: String
        var objects: [String]
        /// Modules it imports that are built in this package (not the macro tools).
        var dependencies: [String]
        /// `-Xcc -fmodule-map-file=…` and `-load-plugin-executable` arguments its clients need.
        var compilerArguments: [String]
        var swiftmodulePath: String
        /// Its Swift sources.
        var sources: [String]
        /// Whether its sources are the package's own (not a dependency's checkout).
        var isInPackage: Bool
        /// The module cache SwiftPM compiled it with (`-module-cache-path`), and whether with
        /// debug information (`-g`), which is part of what names the clang modules' folder in it.
        var moduleCache: ModuleCache?
    }

    /// A compiler module cache and how to reach the clang modules already in it.
    struct ModuleCache: Codable, Sendable, Equatable {
        var path: String
        /// Whether the invocations that made its modules had `-g`: the clang modules are kept
        /// per set of options, and `-g` is one of them.
        var debugInfo: Bool
    }

    /// The module cache the build's own commands used (`.build/debug/ModuleCache`): it already
    /// holds Glibc's and Foundation's clang modules for the options the core modules were
    /// compiled with, which the blocks' invocations reuse rather than make again (about a
    /// second). Nil when the description names none, or its folder is not writable.
    var buildModuleCache: ModuleCache? {
        let caches = modules.values.filter(\.isInPackage).compactMap(\.moduleCache)
        guard let cache = caches.min(by: { $0.path < $1.path }),
              FileManager.default.isWritableFile(atPath: URL(fileURLWithPath: cache.path).deletingLastPathComponent().path)
        else { return nil }
        return cache
    }

    /// What compiling and linking against a set of modules takes.
    struct Linkage: Sendable {
        var compilerArguments: [String]
        var objects: [String]
        var linkerArguments: [String]
        /// Changes whenever one of these modules is rebuilt.
        var fingerprint: String
    }

    /// Finds the compiler and the build folder.
    ///
    /// - Parameters:
    ///   - buildPath: the build folder; by default the folder of the running executable when it
    ///     is a build folder (`.build/debug/sitegen`), else `.build/debug`.
    ///   - swiftc: the compiler; by default `swiftc` in a folder of `searchPath`.
    ///   - searchPath: folders separated by `:`, as in `PATH`.
    ///   - cachePath: the doctest cache, where the build description is kept read (by default
    ///     `defaultCachePath`).
    public static func locate(buildPath: String? = nil, swiftc: String? = nil, searchPath: String? = nil,
                              cachePath: String? = nil) throws(DoctestError) -> Toolchain {
        let folder = try findBuildPath(buildPath)
        guard let compiler = findCompiler(swiftc, searchPath: searchPath ?? "/usr/local/bin:/usr/bin:/bin") else {
            throw DoctestError(.compilerNotFound)
        }
        let cacheFolder = cachePath.map { URL(fileURLWithPath: $0) } ?? defaultCachePath(for: folder)
        let modules = Self.readModules(buildPath: folder, cache: DiskCache(folder: buildCacheFolder(buildPath: folder, cacheFolder: cacheFolder)))
        let versionText = recordedVersionText(buildPath: folder)
        return Toolchain(swiftc: compiler, buildPath: folder,
                         compilerFingerprint: fingerprintCompiler(compiler, versionText: versionText), modules: modules,
                         checkedWith: describeCompiler(versionText: versionText))
    }

    /// The toolchain's libIndexStore (`usr/lib/libIndexStore.so` beside the compiler's `bin`),
    /// which reads the index a type-check writes: nil when the toolchain has none.
    var indexStoreLibrary: IndexStoreLibrary? {
        let bin = URL(fileURLWithPath: swiftc).resolvingSymlinksInPath().deletingLastPathComponent()
        return IndexStoreLibrary.open(bin.deletingLastPathComponent().appendingPathComponent("lib/libIndexStore.so").path)
    }

    /// The Swift runtime's shared libraries next to the compiler (`usr/lib/swift/linux`), where
    /// the programs it links look for them: the sandbox mounts these read-only. Both the path as
    /// found and with symbolic links resolved, when they differ.
    var runtimeLibraryFolders: [String] {
        let found = URL(fileURLWithPath: swiftc)
        let candidates = [found, found.resolvingSymlinksInPath()].map {
            $0.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("lib/swift/linux").path
        }
        var folders: [String] = []
        for folder in candidates where !folders.contains(folder) && FileManager.default.fileExists(atPath: folder) {
            folders.append(folder)
        }
        return folders
    }

    /// What sitegen derives from the build alone, kept as long as the build: what the build
    /// description says of each module, the names the core modules declare, and a module cache
    /// of its own when the build's cannot be used (`buildModuleCache`). In the
    /// build folder (`sitegen-doctest-build/`), so that an empty verdict cache does not make
    /// them again; in the cache folder when the build folder is not writable. Each entry is
    /// checked against what it came from (the compiler checks its modules against their
    /// headers; the others are keyed by their sources' stamps).
    static func buildCacheFolder(buildPath: URL, cacheFolder: URL) -> URL {
        FileManager.default.isWritableFile(atPath: buildPath.path)
            ? buildPath.appendingPathComponent("sitegen-doctest-build") : cacheFolder
    }

    /// `Modules/` of the build folder, for `-I`.
    var modulesPath: String { buildPath.appendingPathComponent("Modules").path }

    /// The cache folder: next to the build folder's configuration folders (`.build/sitegen-doctest-cache`).
    public var defaultCachePath: URL { Self.defaultCachePath(for: buildPath) }

    /// `sitegen-doctest-cache` in the scratch folder (`.build/`, the folder SwiftPM keeps
    /// `workspace-state.json` in), else next to the build folder.
    static func defaultCachePath(for buildPath: URL) -> URL {
        var folder = buildPath.resolvingSymlinksInPath()
        for _ in 0..<3 {
            folder.deleteLastPathComponent()
            if FileManager.default.fileExists(atPath: folder.appendingPathComponent("workspace-state.json").path) {
                return folder.appendingPathComponent("sitegen-doctest-cache")
            }
        }
        return buildPath.deletingLastPathComponent().appendingPathComponent("sitegen-doctest-cache")
    }

    /// Compiler and linker arguments for a block that imports `imports` (computed once per set
    /// of modules: the fingerprint looks at every object file).
    func linkage(for imports: [String]) -> Linkage {
        let key = Array(Set(imports)).sorted()
        if let known = linkages.value[key] { return known }
        let linkage = makeLinkage(for: key)
        linkages.mutate { $0[key] = linkage }
        return linkage
    }

    /// Linkages already computed in this run.
    private let linkages = Locked([[String]: Linkage]())

    private func makeLinkage(for imports: [String]) -> Linkage {
        var seen: Set<String> = []
        var order: [String] = []
        func visit(_ name: String) {
            guard let module = modules[name], seen.insert(name).inserted else { return }
            module.dependencies.forEach(visit)
            order.append(name)
        }
        imports.forEach(visit)
        var compilerArguments: [String] = []
        var objects: [String] = []
        var fingerprint = ""
        for name in order {
            let module = modules[name]!
            for argument in module.compilerArguments.chunked(2) where !compilerArguments.containsPair(argument) {
                compilerArguments += argument
            }
            objects += module.objects
            fingerprint += name + ":" + Self.stamp(module.swiftmodulePath) + ";"
            fingerprint += module.objects.map(Self.stamp).joined(separator: ",") + "\n"
        }
        let needsCxx = objects.contains { $0.hasSuffix(".cpp.o") || $0.hasSuffix(".cc.o") }
        return Linkage(compilerArguments: compilerArguments, objects: objects,
                       linkerArguments: needsCxx ? ["-lstdc++"] : [], fingerprint: SHA256.hex(fingerprint))
    }

    // MARK: Finding things

    private static func findBuildPath(_ explicit: String?) throws(DoctestError) -> URL {
        if let explicit {
            let url = URL(fileURLWithPath: explicit)
            guard isBuildFolder(url) else { throw DoctestError(.buildFolderNotFound(explicit)) }
            return url
        }
        let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        var candidates = [executable.deletingLastPathComponent()]
        // An xctest bundle on Apple platforms sits deeper in the build folder.
        candidates.append(executable.deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent())
        candidates.append(URL(fileURLWithPath: ".build/debug"))
        guard let found = candidates.first(where: isBuildFolder) else {
            throw DoctestError(.buildFolderNotFound(nil))
        }
        return found
    }

    private static func isBuildFolder(_ url: URL) -> Bool {
        FileManager.default.fileExists(atPath: url.appendingPathComponent("Modules").path)
    }

    private static func findCompiler(_ explicit: String?, searchPath: String) -> String? {
        if let explicit { return FileManager.default.isExecutableFile(atPath: explicit) ? explicit : nil }
        for folder in searchPath.split(separator: ":") {
            let candidate = "\(folder)/swiftc"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }

    /// The compiler's version text SwiftPM recorded in the build folder (its `swift-version*.txt`
    /// files, in name order; "" when there are none).
    private static func recordedVersionText(buildPath: URL) -> String {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: buildPath.path)) ?? []
        return files.sorted().filter { $0.hasPrefix("swift-version") && $0.hasSuffix(".txt") }
            .map { (try? String(contentsOf: buildPath.appendingPathComponent($0), encoding: .utf8)) ?? "" }.joined()
    }

    /// The compiler's version as SwiftPM recorded it in the build folder, and the compiler
    /// binaries' sizes and dates (running `swiftc --version` would cost a process per run).
    private static func fingerprintCompiler(_ swiftc: String, versionText: String) -> String {
        var text = versionText
        let resolved = URL(fileURLWithPath: swiftc).resolvingSymlinksInPath()
        text += resolved.path + stamp(resolved.path)
        text += stamp(resolved.deletingLastPathComponent().appendingPathComponent("swift-frontend").path)
        return SHA256.hex(text)
    }

    /// A file's size and modification date: enough to notice a rebuild, cheap enough for every run.
    static func stamp(_ path: String) -> String {
        // Of a symbolic link itself, as `attributesOfItem` read it.
        FileStatus(path, followingLinks: false).map { "\($0.size)@\($0.modified)" } ?? "missing"
    }

    /// Reads SwiftPM's build description: objects, module dependencies and client flags of every
    /// Swift target built for the target platform (macro tools are built for the host and skipped).
    static func readModules(buildPath: URL, cache: DiskCache) -> [String: BuiltModule] {
        let url = buildPath.appendingPathComponent("description.json")
        // Two megabytes of JSON: decoded once per build, then kept in the cache.
        let key = SHA256.hex("modules-2\n" + url.path + stamp(url.path))
        if let cached = cache.load([String: BuiltModule].self, from: .toolchain, key: key) { return cached }
        let modules = decodeModules(url)
        if !modules.isEmpty { cache.store(modules, on: .toolchain, key: key) }
        return modules
    }

    private static func decodeModules(_ url: URL) -> [String: BuiltModule] {
        guard let data = try? Data(contentsOf: url),
              let description = try? JSONDecoder().decode(BuildDescription.self, from: data) else { return [:] }
        var commands: [String: BuildDescription.SwiftCommand] = [:]
        for (key, command) in description.swiftCommands where !key.hasSuffix("-tool.module") {
            commands[command.moduleName] = command
        }
        var modules: [String: BuiltModule] = [:]
        for (name, command) in commands {
            let inputs = command.inputs.map(\.name)
            let dependencies = inputs.compactMap { input -> String? in
                guard input.hasSuffix(".swiftmodule") else { return nil }
                let dependency = URL(fileURLWithPath: input).deletingPathExtension().lastPathComponent
                return commands[dependency] != nil ? dependency : nil
            }
            // Objects of C targets the module depends on are inputs of its command.
            let cObjects = inputs.filter { $0.hasSuffix(".o") }
            modules[name] = BuiltModule(name: name, objects: command.objects + cObjects, dependencies: dependencies,
                                        compilerArguments: clientArguments(command.otherArguments),
                                        swiftmodulePath: command.moduleOutputPath,
                                        sources: command.sources ?? [],
                                        isInPackage: !(command.sources ?? []).contains { $0.contains("/checkouts/") || $0.contains("/.build") },
                                        moduleCache: moduleCache(command.otherArguments))
        }
        return modules
    }

    /// The module cache a command names, and whether the command has `-g`.
    static func moduleCache(_ arguments: [String]) -> ModuleCache? {
        guard let index = arguments.firstIndex(of: "-module-cache-path"), index + 1 < arguments.count else { return nil }
        // Swift's own `-g`, not one passed on to clang (`-Xcc -g`).
        let debugInfo = arguments.indices.contains { arguments[$0] == "-g" && ($0 == 0 || arguments[$0 - 1] != "-Xcc") }
        return ModuleCache(path: arguments[index + 1], debugInfo: debugInfo)
    }

    /// The arguments a module's clients need as well: C module maps and macro plugins.
    private static func clientArguments(_ arguments: [String]) -> [String] {
        var result: [String] = []
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            if argument == "-Xcc", index + 1 < arguments.count, arguments[index + 1].hasPrefix("-fmodule-map-file=") {
                result += ["-Xcc", arguments[index + 1]]
                index += 2
                continue
            }
            if argument == "-Xfrontend", index + 3 < arguments.count, arguments[index + 1] == "-load-plugin-executable" {
                result += ["-load-plugin-executable", arguments[index + 3]]
                index += 4
                continue
            }
            index += 1
        }
        return result
    }

    private struct BuildDescription: Decodable {
        struct SwiftCommand: Decodable {
            struct Input: Decodable { var name: String }
            var moduleName: String
            var objects: [String]
            var inputs: [Input]
            var otherArguments: [String]
            var moduleOutputPath: String
            var sources: [String]?
        }
        var swiftCommands: [String: SwiftCommand]
    }
}

extension Array where Element == String {
    func chunked(_ size: Int) -> [[String]] {
        stride(from: 0, to: count, by: size).map { Array(self[$0..<Swift.min($0 + size, count)]) }
    }

    func containsPair(_ pair: [String]) -> Bool {
        guard pair.count == 2 else { return false }
        return zip(self, dropFirst()).contains { $0 == pair[0] && $1 == pair[1] }
    }
}
