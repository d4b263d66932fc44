import Foundation
import SwiftParser
import SwiftSyntax

/// The names the core modules declare at file scope, read from their sources (SwiftPM's build
/// description lists them). The classifier needs them: `appReducer` in a block is ItemsCore's
/// global, not a variable of some outer code, and a core type named like a SwiftUI one
/// (`Store`, `Binding`) is not Apple-only.
///
/// The interface modules a core module depends on (`AppleFrameworks.declarationOnlyModules`)
/// are not followed, and of ComposableArchitecture, which ItemsCore runs on, the views
/// (`WithViewStore`, `IfLetStore` …, `AppleFrameworks.isAppleType`) are left out: they stay
/// evidence that a block is Apple-only.
enum CoreNames {
    /// Names declared by `modules` and the package's own modules they depend on, from the
    /// cache while their sources are unchanged.
    /// - Parameter everyDepth: every declaration's name, members and nested types included
    ///   (what the interface modules declare at all), not only those at file scope.
    static func names(of modules: Set<String>, toolchain: Toolchain, cache: DiskCache, everyDepth: Bool = false) -> Set<String> {
        var sources: [String] = []
        // Files whose Apple-only view types (`WithViewStore`) are not core names.
        var viewSources: Set<String> = []
        var visited: Set<String> = []
        var pending = Array(modules)
        while let name = pending.popLast() {
            guard visited.insert(name).inserted, let module = toolchain.modules[name], module.isInPackage else { continue }
            // Asked for, an interface module is read (the names it declares at all); reached
            // as a core module's dependency, it is not.
            pending += module.dependencies.filter { !AppleFrameworks.declarationOnlyModules.contains($0) || modules.contains($0) }
            sources += module.sources
            if AppleFrameworks.modulesWithViews.contains(name) { viewSources.formUnion(module.sources) }
        }
        sources.sort()
        // What the interface modules declare at all keeps the views.
        if everyDepth || !modules.isDisjoint(with: AppleFrameworks.declarationOnlyModules) { viewSources = [] }
        let withoutViews = viewSources
        let key = SHA256.hex((everyDepth ? "every depth\n" : "") + "views apart\n" + sources.map { $0 + Toolchain.stamp($0) }.joined(separator: "\n"))
        if let cached = cache.load([String].self, from: .names, key: key) { return Set(cached) }
        // One file per core, in parallel: SwiftParser is slow in a debug build.
        let found = Locked([Set<String>]())
        let paths = sources
        DispatchQueue.concurrentPerform(iterations: paths.count) { index in
            guard let text = try? String(contentsOfFile: paths[index], encoding: .utf8) else { return }
            let tree = Parser.parse(source: text)
            var fileNames = everyDepth ? DeclaredNames.in(tree) : topLevelNames(in: tree)
            if withoutViews.contains(paths[index]) { fileNames = fileNames.filter { !AppleFrameworks.isAppleType($0) } }
            found.mutate { $0.append(fileNames) }
        }
        let names = found.value.reduce(into: Set<String>()) { $0.formUnion($1) }
        cache.store(names.sorted(), on: .names, key: key)
        return names
    }

    static func topLevelNames(in tree: SourceFileSyntax) -> Set<String> {
        var names: Set<String> = []
        for item in tree.statements {
            guard case .decl(let decl) = item.item else { continue }
            if let function = decl.as(FunctionDeclSyntax.self) { names.insert(function.name.text) }
            if let variable = decl.as(VariableDeclSyntax.self) {
                for binding in variable.bindings {
                    if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text { names.insert(name) }
                }
            }
            if let named = decl.asProtocol(NamedDeclSyntax.self) { names.insert(named.name.text) }
        }
        return names
    }
}
