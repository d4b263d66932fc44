import Foundation
import Testing
@testable import Doctest

/// What the pages say the code was checked with, read from the version text SwiftPM keeps in
/// the build folder.
@Suite struct CompilerDescriptionTests {
    @Test(arguments: [
        ("Swift version 6.3.1 (swift-6.3.1-RELEASE)\nTarget: x86_64-unknown-linux-gnu\n", "Swift 6.3.1 en Linux (x86_64)"),
        ("Swift version 6.0 (swift-6.0-RELEASE)\nTarget: aarch64-unknown-linux-gnu", "Swift 6.0 en Linux (aarch64)"),
        ("Apple Swift version 6.1 (swiftlang-6.1.0.110.21)\nTarget: arm64-apple-macosx15.0\n", "Swift 6.1 en macOS (arm64)"),
        ("Swift version 6.2-dev (LLVM abc)\n", "Swift 6.2-dev"),
    ])
    func versionTextBecomesASentenceForReaders(text: String, described: String) {
        #expect(Toolchain.describeCompiler(versionText: text) == described)
    }

    @Test func withoutAVersionLineNothingIsClaimed() {
        #expect(Toolchain.describeCompiler(versionText: "") == nil)
        #expect(Toolchain.describeCompiler(versionText: "clang version 17\n") == nil)
    }

    @Test func theBuildFolderOfThisBuildNamesItsCompiler() throws {
        let toolchain = try Toolchain.locate(searchPath: ProcessInfo.processInfo.environment["PATH"])
        let described = try #require(toolchain.checkedWith)
        #expect(described.hasPrefix("Swift ") && described.contains(" en Linux ("))
    }

    /// Type-checks start the frontend the driver names, with the flags it gives it, instead of
    /// starting the driver every time.
    @Test func theDriverOfThisToolchainNamesItsFrontend() throws {
        let toolchain = try Toolchain.locate(searchPath: ProcessInfo.processInfo.environment["PATH"])
        let frontend = try #require(Compiler.frontend(of: toolchain.swiftc))
        #expect(frontend.path.hasSuffix("/swift-frontend") && FileManager.default.isExecutableFile(atPath: frontend.path))
        #expect(frontend.flags.contains("-target"))
    }

    /// The blocks' invocations use the build's module cache with the options that name the
    /// clang modules the build made there (Glibc's, Foundation's…): a first run makes none of
    /// them again, which took about a second.
    @Test func blocksReuseTheClangModulesTheBuildMade() async throws {
        let toolchain = try Toolchain.locate(searchPath: ProcessInfo.processInfo.environment["PATH"])
        let shared = try #require(toolchain.buildModuleCache)
        #expect(shared.path.hasSuffix("/ModuleCache") && shared.debugInfo)
        let folder = Support.freshFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let compiler = Compiler(toolchain: toolchain, cacheFolder: folder, trace: false)
        #expect(compiler.moduleCachePath == shared.path)
        let before = try FileManager.default.contentsOfDirectory(atPath: shared.path).sorted()
        let file = GeneratedFile(name: "Block.swift", contents: "import Foundation\nimport AlarmCore\nlet when: Date = .now\n")
        for product in [Compiler.Product.typecheck(primaryFiles: 1), .check(perFileImports: false)] {
            let outcome = await compiler.compile([file], product: product, linkage: toolchain.linkage(for: ["AlarmCore"]),
                                                 parseAsLibrary: false, in: folder)
            #expect(outcome.succeeded, "\(outcome.output)")
        }
        // Another set of options would have made a folder of clang modules of its own.
        #expect(try FileManager.default.contentsOfDirectory(atPath: shared.path).sorted() == before)
    }

    /// A signal removes the run's scratch folder while the run goes on for a moment: a compile
    /// started then must not bring the folder back (it did, as the parent of its own folder).
    @Test func aCompileNeverRecreatesARemovedScratchFolder() async throws {
        let toolchain = try Toolchain.locate(searchPath: ProcessInfo.processInfo.environment["PATH"])
        let cache = Support.freshFolder()
        defer { try? FileManager.default.removeItem(at: cache) }
        let scratch = cache.appendingPathComponent("scratch")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        var compiler = Compiler(toolchain: toolchain, cacheFolder: cache, trace: false)
        compiler.sources = SourceStore(folder: scratch.appendingPathComponent("sources"))
        try FileManager.default.removeItem(at: scratch)
        let file = GeneratedFile(name: "Block.swift", contents: "let x = 1\n")
        let outcome = await compiler.compile([file, GeneratedFile(name: "Earlier0.swift", contents: "let y = 2\n")],
                                             product: .typecheck(primaryFiles: 1), linkage: toolchain.linkage(for: []),
                                             parseAsLibrary: true, in: scratch.appendingPathComponent("job"))
        #expect(!outcome.succeeded)
        #expect(!FileManager.default.fileExists(atPath: scratch.path), "the scratch folder came back")
    }

    @Test func theBuildDescriptionNamesItsModuleCache() {
        let arguments = ["-Onone", "-module-cache-path", "/b/ModuleCache", "-g", "-Xcc", "-g"]
        #expect(Toolchain.moduleCache(arguments) == Toolchain.ModuleCache(path: "/b/ModuleCache", debugInfo: true))
        #expect(Toolchain.moduleCache(["-module-cache-path", "/b/ModuleCache", "-Xcc", "-g"])?.debugInfo == false)
        #expect(Toolchain.moduleCache(["-g"]) == nil)
    }

    @Test func aFrontendCommandThatIsNotPlainIsNotUsed() {
        let plain = "/bin/sh -frontend -typecheck -primary-file a.swift -target x86_64-unknown-linux-gnu -disable-objc-interop\n"
        #expect(Compiler.frontend(inDriverPlan: plain) == Compiler.Frontend(path: "/bin/sh", flags: ["-target", "x86_64-unknown-linux-gnu", "-disable-objc-interop"]))
        // A relative or missing executable, a quoted word, or no target: the driver stays in charge.
        #expect(Compiler.frontend(inDriverPlan: "swift-frontend -frontend -typecheck -target x86_64-unknown-linux-gnu") == nil)
        #expect(Compiler.frontend(inDriverPlan: "/nowhere/swift-frontend -frontend -typecheck -target x86_64-unknown-linux-gnu") == nil)
        #expect(Compiler.frontend(inDriverPlan: "/bin/sh -frontend -typecheck -primary-file 'a b.swift' -target x86_64-unknown-linux-gnu") == nil)
        #expect(Compiler.frontend(inDriverPlan: "/bin/sh -frontend -typecheck -primary-file a.swift") == nil)
    }
}

/// Where a run writes the files it compiles.
@Suite struct ScratchFolderTests {
    @Test func aRunWritesInMemoryWhereTheSystemHasIt() throws {
        let memory = Support.freshFolder()
        let cache = Support.freshFolder()
        defer { [memory, cache].forEach { try? FileManager.default.removeItem(at: $0) } }
        try FileManager.default.createDirectory(at: memory, withIntermediateDirectories: true)
        let scratch = ScratchFolder(cacheFolder: cache, memory: memory.path)
        #expect(scratch.url.deletingLastPathComponent().path == memory.path)
        let permissions = try FileManager.default.attributesOfItem(atPath: scratch.url.path)[.posixPermissions] as? Int
        #expect(permissions == 0o700)
        try "let x = 1\n".write(to: scratch.url.appendingPathComponent("Block.swift"), atomically: false, encoding: .utf8)
        scratch.remove()
        #expect(!FileManager.default.fileExists(atPath: scratch.url.path))
        // Two runs at once never share a folder.
        #expect(ScratchFolder(cacheFolder: cache, memory: memory.path).url != ScratchFolder(cacheFolder: cache, memory: memory.path).url)
    }

    @Test func withoutMemoryTheCacheFolderHoldsIt() {
        let cache = Support.freshFolder()
        defer { try? FileManager.default.removeItem(at: cache) }
        let scratch = ScratchFolder(cacheFolder: cache, memory: "/nowhere/shm")
        #expect(scratch.url.deletingLastPathComponent().path == cache.appendingPathComponent("work").path)
        #expect(FileManager.default.fileExists(atPath: scratch.url.path))
    }
}

/// The bounded task group that classifies blocks and runs the shared type-checks.
@Suite struct ConcurrentMapTests {
    @Test func resultsComeInOrderWithAtMostJobsAtOnce() async {
        let running = Locked(0), most = Locked(0)
        let numbers = Array(0..<40)
        let doubled = await numbers.mapConcurrently(jobs: 3) { number -> Int in
            let now = running.mutate { $0 += 1; return $0 }
            most.mutate { $0 = max($0, now) }
            // Later elements finish first: order must come from the indexes, not the finishing.
            try? await Task.sleep(nanoseconds: UInt64(40 - number) * 200_000)
            running.mutate { $0 -= 1 }
            return number * 2
        }
        #expect(doubled == numbers.map { $0 * 2 })
        #expect(most.value <= 3 && most.value >= 2)
        #expect(await [Int]().mapConcurrently(jobs: 2) { $0 } == [])
    }
}
