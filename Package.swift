// swift-tools-version: 6.0
import PackageDescription

// sitegen: a static site generator for a Spanish SwiftUI tutorial that proves its code works.
//
// Pipeline modules (load → parse → verify → render → write), see README.md "Code layout":
//   Diagnostics  – SourceLocation and the compiler-style messages every stage prints
//   CMarkGFM     – system library: libcmark-gfm and its GFM extensions
//   CMarkArena   – an allocator for one cmark-gfm parse on one thread (C: cmark calls it back)
//   CSHA256      – SHA-256's compression with the x86 SHA extensions (C: Swift cannot reach them)
//   CGlibcHeap   – glibc's heap padding, set once at start (C: Swift's Glibc module leaves malloc.h out)
//   CIndexStore  – the toolchain's libIndexStore, opened at run time (C: its functions return structs)
//   CompilerIndex – reads the index store a type-check writes: what each name of a block resolved to
//   Markdown     – the only module that touches cmark-gfm: Markdown text → Swift value tree
//   FrontMatter  – YAML front matter (Yams) with Jekyll conventions
//   Content      – load: content/ folder → articles and site configuration
//   Doctest      – verify: classify, compile and run the articles' Swift blocks
//   Highlighting – Swift code → highlighted HTML at build time (swift-syntax classifications)
//   Rendering    – render: Markdown values + Mustache templates (its own engine) → pages, search index
//   Site         – the pipeline itself and the atomic write into public/
//   Preview      – `sitegen serve`: a small HTTP server on 127.0.0.1 with rebuild and reload
//   sitegen      – the command-line tool, thin over Site and Preview
// Core modules (the tutorial apps' model layers, ported to Linux):
//   AlarmCore, ItemsCore, ToDoCore, NavigationDoExercise
// Apple interface modules (declarations with Apple's signatures, for `swiftc -typecheck` of the
// articles' SwiftUI/UIKit blocks only; never linked into the generator), see
// Sources/AppleInterfaces/README.md:
//   SwiftUI, UIKit, ComposableArchitecture (TCA 0.39.1's public API, whose runtime works:
//   ItemsCore runs on it), ComposableArchitectureViews (ItemsCore's SwiftUI half)
let package = Package(
    name: "sitegen",
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "sitegen", targets: ["sitegen"]),
        .executable(name: "markdown-leak-check", targets: ["markdown-leak-check"]),
        .library(name: "Site", targets: ["Site"]),
        .library(name: "AlarmCore", targets: ["AlarmCore"]),
        .library(name: "ItemsCore", targets: ["ItemsCore"]),
        .library(name: "ToDoCore", targets: ["ToDoCore"]),
        .library(name: "NavigationDoExercise", targets: ["NavigationDoExercise"]),
        .library(name: "SwiftUI", targets: ["SwiftUI"]),
        .library(name: "UIKit", targets: ["UIKit"]),
        .library(name: "ComposableArchitecture", targets: ["ComposableArchitecture"]),
        .library(name: "ComposableArchitectureViews", targets: ["ComposableArchitectureViews"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
        .package(url: "https://github.com/hummingbird-project/swift-mustache", from: "2.1.1"),
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.1"),
        .package(url: "https://github.com/OpenCombine/OpenCombine", from: "0.14.0"),
        .package(url: "https://github.com/pointfreeco/swift-identified-collections", from: "1.1.1"),
        .package(url: "https://github.com/pointfreeco/swift-case-paths", from: "1.10.0"),
        .package(url: "https://github.com/apple/swift-collections", from: "1.1.0"),
    ],
    targets: [
        // MARK: Pipeline
        .systemLibrary(
            name: "CMarkGFM",
            pkgConfig: "libcmark-gfm",
            providers: [.apt(["libcmark-gfm-dev", "libcmark-gfm-extensions-dev"])]
        ),
        .target(name: "Diagnostics"),
        .target(name: "Files"),
        .target(name: "CMarkArena", dependencies: ["CMarkGFM"]),
        .target(name: "Markdown", dependencies: ["CMarkGFM", "CMarkArena", "Diagnostics"]),
        .target(name: "FrontMatter", dependencies: ["Diagnostics", .product(name: "Yams", package: "Yams")]),
        .target(name: "Content", dependencies: ["Diagnostics", "Files", "FrontMatter", "Markdown"]),
        .target(name: "CSHA256"),
        .target(name: "CGlibcHeap"),
        .target(name: "CIndexStore"),
        .target(name: "CompilerIndex", dependencies: ["CIndexStore"]),
        .target(name: "Doctest", dependencies: [
            "CSHA256",
            "CompilerIndex",
            "Files",
            "Markdown",
            .product(name: "SwiftParser", package: "swift-syntax"),
            .product(name: "SwiftParserDiagnostics", package: "swift-syntax"),
            .product(name: "SwiftSyntax", package: "swift-syntax"),
        ]),
        .target(name: "Rendering", dependencies: ["Diagnostics", "Content", "FrontMatter", "Markdown"]),
        .target(name: "Highlighting", dependencies: [
            .product(name: "SwiftIDEUtils", package: "swift-syntax"),
            .product(name: "SwiftParser", package: "swift-syntax"),
            .product(name: "SwiftSyntax", package: "swift-syntax"),
        ]),
        // The generator links no tutorial app: the demo's data reaches it as templates/demo.json.
        .target(name: "Site", dependencies: ["Diagnostics", "Files", "Content", "FrontMatter", "Markdown", "Doctest", "Highlighting", "Rendering"]),
        .target(name: "Preview", dependencies: ["Diagnostics", "Files", "Site"]),
        .executableTarget(name: "sitegen", dependencies: [
            "CGlibcHeap", "Diagnostics", "Doctest", "Site", "Preview",
            // The doctests compile the articles' code against every core module: depending on
            // them makes `swift run sitegen` build them all.
            "AlarmCore", "ItemsCore", "ToDoCore", "NavigationDoExercise",
            // Likewise the Apple interface modules the `typechecked` level checks against.
            "SwiftUI", "UIKit", "ComposableArchitecture", "ComposableArchitectureViews",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),

        // Parses all content through cmark-gfm for LeakSanitizer (scripts/check-leaks.sh).
        .executableTarget(name: "markdown-leak-check", dependencies: ["Content", "Markdown"]),

        // MARK: Core modules of the tutorial apps
        .target(name: "AlarmCore", dependencies: [.product(name: "OpenCombine", package: "OpenCombine")]),
        .target(name: "ItemsCore", dependencies: ["ComposableArchitecture"]),
        .target(name: "ToDoCore"),
        .target(name: "NavigationDoExercise"),

        // MARK: Apple interface modules (type-checking the articles' Apple-only blocks on Linux)
        // Swift 5 language mode: these stubs only declare, and in Swift 6 mode the main-actor
        // isolation that conforming to the `@MainActor` View protocol infers would turn their
        // cross-references (`ShapeStyle.red` returning `Color.red`) into errors.
        .target(name: "UIKit", path: "Sources/AppleInterfaces/UIKit",
                swiftSettings: [.swiftLanguageMode(.v5)]),
        .target(name: "SwiftUI", dependencies: [
            "UIKit",
            .product(name: "OpenCombine", package: "OpenCombine"),
            .product(name: "OpenCombineDispatch", package: "OpenCombine"),
            .product(name: "OpenCombineFoundation", package: "OpenCombine"),
        ], path: "Sources/AppleInterfaces/SwiftUI", swiftSettings: [.swiftLanguageMode(.v5)]),
        // TCA 0.39.1: the model half runs (ItemsCore's reducers), the view half type-checks.
        .target(name: "ComposableArchitecture", dependencies: [
            "SwiftUI",
            .product(name: "OpenCombine", package: "OpenCombine"),
            .product(name: "IdentifiedCollections", package: "swift-identified-collections"),
            .product(name: "OrderedCollections", package: "swift-collections"),
            .product(name: "CasePaths", package: "swift-case-paths"),
        ], path: "Sources/AppleInterfaces/ComposableArchitecture", swiftSettings: [.swiftLanguageMode(.v5)]),
        .target(name: "ComposableArchitectureViews", dependencies: ["SwiftUI", "ComposableArchitecture", "ItemsCore"],
                path: "Sources/AppleInterfaces/ComposableArchitectureViews",
                swiftSettings: [.swiftLanguageMode(.v5)]),

        // MARK: Tests
        // One seeded generator for every randomized test (`SeededGenerator.forTest()` prints its seed).
        .target(name: "TestRandom", path: "Tests/TestRandom"),
        .target(name: "SitegenTesting", dependencies: ["Diagnostics", "Rendering", "Site", "TestRandom"], path: "Tests/SitegenTesting"),
        .testTarget(name: "SiteTests", dependencies: [
            "AlarmCore", "CMarkArena", "CMarkGFM", "Content", "Diagnostics", "Doctest", "Files", "FrontMatter", "Highlighting", "Markdown", "Rendering", "Site",
            "SitegenTesting",
        ], exclude: ["Fixtures"]),
        .testTarget(name: "HighlightingTests", dependencies: [
            "Highlighting",
            .product(name: "SwiftIDEUtils", package: "swift-syntax"),
            .product(name: "SwiftParser", package: "swift-syntax"),
        ]),
        // swift-mustache, which sitegen's themes were written for, is what the template engine's
        // tests compare it with.
        .testTarget(name: "RenderingTests", dependencies: ["Content", "Diagnostics", "Markdown", "Rendering", "SitegenTesting", "TestRandom",
                                                         .product(name: "Mustache", package: "swift-mustache")],
                    exclude: ["Fixtures"]),
        .testTarget(name: "PreviewTests", dependencies: ["Preview", "Site"]),
        .testTarget(name: "DoctestTests", dependencies: ["Diagnostics", "Doctest", "Markdown", "Site", "SitegenTesting", "TestRandom"], exclude: ["Fixtures"]),
        .testTarget(name: "AlarmCoreTests", dependencies: ["AlarmCore", "TestRandom"], exclude: ["Fixtures"]),
        .testTarget(name: "ItemsCoreTests", dependencies: ["ItemsCore", .product(name: "OpenCombine", package: "OpenCombine")]),
        .testTarget(name: "ToDoCoreTests", dependencies: ["ToDoCore"]),
        .testTarget(name: "NavigationDoExerciseTests", dependencies: ["NavigationDoExercise", "TestRandom"]),
        // Runs `swiftc -typecheck` on small right and wrong uses of the Apple interface modules;
        // the dependencies only make sure every module the fixtures import is built.
        .testTarget(name: "AppleInterfaceTests", dependencies: [
            "SwiftUI", "UIKit", "ComposableArchitecture", "ComposableArchitectureViews",
            "AlarmCore", "ItemsCore", "ToDoCore", "NavigationDoExercise",
        ], exclude: ["Fixtures", "Fidelity"]),
    ]
)
