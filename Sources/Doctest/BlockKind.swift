/// How a Swift block is verified.
public enum BlockKind: String, Codable, Hashable, Sendable, CaseIterable {
    /// A whole program with top-level code, or tests: compiled against the core modules and run.
    case run
    /// Complete declarations: compiled against the core modules.
    case compile
    /// Not a whole program (members, a method body, a modifier chain…): parsed in the context
    /// it belongs to, type-checked where it is placed.
    case fragment
    /// Needs SwiftUI, UIKit or another Apple-only framework: type-checked against the interface modules.
    case apple
    /// Marked `ignore`: not checked.
    case ignore
}

/// How a `run` block is started.
enum RunStyle: Codable, Hashable, Sendable {
    /// Top-level code: the block is the program's `main.swift`.
    case topLevel
    /// A type marked `@main`.
    case mainAttribute
    /// Swift Testing `@Test` functions, run by the Testing library's own entry point, each in a
    /// process of its own. The tests as the library names them inside the module, e.g.
    /// `Suite/Inner/name(label:)`; empty when none is found where syntax can see it.
    case swiftTesting([String])
    /// XCTest cases, run by a generated `XCTMain`.
    case xcTest([XCTestCaseEntry])
}

/// An `XCTestCase` subclass of a block and its `test…` methods.
struct XCTestCaseEntry: Codable, Hashable, Sendable {
    var className: String
    var methods: [String]
    var asyncMethods: [String]
}

extension RunStyle {
    var isSwiftTesting: Bool {
        if case .swiftTesting = self { return true }
        return false
    }
}
