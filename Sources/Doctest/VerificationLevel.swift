/// How deep a block was verified (DESIGN.md, "Verification levels"): every block gets one.
public enum VerificationLevel: String, Codable, Hashable, Sendable, CaseIterable {
    /// Compiled for Linux against the core modules and run in the sandbox; `// Prints` checked.
    case run
    /// Compiled for Linux against the core modules.
    case compiled
    /// Type-checked against the core modules and the project's interface modules of Apple's
    /// frameworks (SwiftUI, UIKit, the old TCA views); never built for an Apple platform.
    case typechecked
    /// Syntax only, with a reason a reader can see.
    case parsed
    /// Not checked (`ignore`, or left out by `--filter`).
    case skipped

    /// The level a block of `kind` reaches when its check is done.
    static func reached(by kind: BlockKind) -> VerificationLevel {
        switch kind {
        case .run: .run
        case .compile: .compiled
        case .fragment, .apple: .parsed
        case .ignore: .skipped
        }
    }
}

/// Why a block was not checked deeper, in the words the page shows a reader (Spanish).
enum ReaderReason {
    /// An Apple-only block that does not stand as a file of its own (a `body`, a modifier chain…).
    static let appleFrameworks = "es un fragmento de código de SwiftUI o UIKit: necesita el código que lo rodea"
    /// A build folder without the interface modules (built by `swift build`).
    static let noInterfaceModules = "usa SwiftUI o UIKit, y esta compilación no tiene sus módulos de interfaz (ejecuta swift build)"
    static let fragment = "es un fragmento: necesita el código que lo rodea"
    /// A type-check that did not finish in time: undecided, checked again next run.
    static let typecheckTimedOut = "la comprobación de tipos no terminó a tiempo"
    static let ignored = "el artículo pide no comprobarlo"
    static let filteredOut = "quedó fuera de --filter"
    /// `in=Type` names a type of which no declaration before the block can hold code (none, or
    /// one that is itself part of a placed fragment).
    static func placementNotFound(_ type: String) -> String {
        "va en «\(type)» (in=\(type)), pero antes de este bloque no hay una declaración de «\(type)» en la que colocarlo"
    }

    static func reason(for kind: BlockKind, filteredOut: Bool) -> String {
        if filteredOut { return Self.filteredOut }
        switch kind {
        case .apple: return appleFrameworks
        case .fragment: return fragment
        case .ignore: return ignored
        case .run, .compile: return ""
        }
    }
}
