@testable import Doctest
import Foundation
import Testing

/// What each name of a verified block resolved to, read from the index store the real
/// compiler writes (`-index-store-path`): declarations as Swift, names placed on the block's
/// own lines, a name declared in another block linked to it.
struct BlockSymbolsTests {
    @Test func aTypecheckedBlockKnowsWhatEachNameIs() async throws {
        let run = try await Support.verify(Support.article("""
            ```swift
            import SwiftUI

            struct Tarjeta: View {
                let titulo: String
                var body: some View {
                    Text(titulo).padding()
                }
            }
            ```
            """))
        let block = try #require(run.report.blocks.first)
        #expect(block.checked == .typechecked, "\(run.report.text)")
        let symbols = try #require(block.symbols)
        let byName = Dictionary(symbols.symbols.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        #expect(byName["Tarjeta"]?.declaration == "struct Tarjeta")
        #expect(byName["Tarjeta"]?.module == nil, "the tutorial's own")
        #expect(byName["titulo"]?.declaration == "let titulo: String", "`let` as the block writes it")
        #expect(byName["titulo"]?.container == "Tarjeta")
        #expect(byName["body"]?.declaration == "var body: some View")
        #expect(byName["View"]?.declaration == "protocol View")
        #expect(byName["View"]?.module == "SwiftUI")
        #expect(byName["Text"]?.module == "SwiftUI")
        #expect(byName["padding"]?.kind == .method)
        #expect(byName["padding"]?.declaration.hasPrefix("func padding(") == true)
        // Each use sits on the block's text: line 5 (from 0) is `        Text(titulo).padding()`.
        let lines = ["import SwiftUI", "", "struct Tarjeta: View {", "    let titulo: String", "    var body: some View {",
                     "        Text(titulo).padding()", "    }", "}"].map { Array($0.utf8) }
        for use in symbols.uses {
            let text = String(decoding: lines[use.line][use.column..<use.column + use.length], as: UTF8.self)
            #expect(text == symbols.symbols[use.symbol].name, "\(use)")
        }
        #expect(symbols.uses.contains { $0.line == 5 && symbols.symbols[$0.symbol].name == "titulo" && !$0.isDeclaration })
        #expect(symbols.uses.contains { $0.line == 3 && symbols.symbols[$0.symbol].name == "titulo" && $0.isDeclaration })
    }

    /// Names the compiler declares, which the index does not record, come from the type-checked
    /// syntax tree: a closure's `$0` with its type, and the variable of a property-wrapper
    /// parameter (`item` of `{ $item in … }`).
    @Test func aClosuresAnonymousParameterAndAWrappersVariableHaveTheirTypes() async throws {
        let run = try await Support.verify(Support.article("""
            ```swift
            import SwiftUI

            struct Tarea: Identifiable {
                let id: Int
                var nombre: String
            }

            struct Lista: View {
                @State var tareas: [Tarea] = []
                var body: some View {
                    List {
                        ForEach($tareas) { $tarea in
                            TextField("Nombre", text: $tarea.nombre)
                            Text(tarea.nombre)
                        }
                    }
                    .onAppear { self.tareas.sort { $0.nombre < $1.nombre } }
                }
            }
            ```
            """))
        let block = try #require(run.report.blocks.first)
        #expect(block.checked == .typechecked, "\(run.report.text)")
        let symbols = try #require(block.symbols)
        func uses(_ name: String) -> [BlockSymbols.Use] { symbols.uses.filter { symbols.symbols[$0.symbol].name == name } }
        // `$0` and `$1` on line 16 (from 0), each with the element's type.
        let first = try #require(uses("$0").first), second = try #require(uses("$1").first)
        #expect(first.line == 16 && second.line == 16)
        #expect(symbols.symbols[first.symbol].declaration == "$0: Tarea")
        #expect(symbols.symbols[first.symbol].kind == .parameter)
        #expect(symbols.symbols[second.symbol].declaration == "$1: Tarea")
        // `tarea` on line 13: the wrapped value of the `$tarea` parameter.
        let tarea = try #require(uses("tarea").first)
        #expect(tarea.line == 13 && tarea.column == 21, "\(tarea)")
        #expect(symbols.symbols[tarea.symbol].declaration == "tarea: Tarea")
        #expect(symbols.symbols[tarea.symbol].kind == .local && symbols.symbols[tarea.symbol].isImplicit)
        // `self`, with the type it is.
        let instance = try #require(uses("self").first)
        #expect(instance.line == 16 && symbols.symbols[instance.symbol].declaration == "self: Lista")
        let line = Array("                Text(tarea.nombre)".utf8)
        #expect(String(decoding: line[tarea.column..<tarea.column + tarea.length], as: UTF8.self) == "tarea")
    }

    /// A compiled block's `$0` too (its check emits SIL, which writes no tree: a type-check of
    /// the same files does, for a block that may have such names).
    @Test func aCompiledBlocksAnonymousParameterHasItsType() async throws {
        let run = try await Support.verify(Support.article("""
            ```swift
            struct Marcador {
                var puntos: [Int]
                func dobles() -> [Int] { puntos.map { $0 * 2 } }
            }
            ```
            """))
        let block = try #require(run.report.blocks.first)
        #expect(block.checked == .compiled, "\(run.report.text)")
        let symbols = try #require(block.symbols)
        let use = try #require(symbols.uses.first { symbols.symbols[$0.symbol].name == "$0" })
        #expect(use.line == 2 && use.column == 42, "\(use)")
        #expect(symbols.symbols[use.symbol].declaration == "$0: Int")
    }

    @Test(arguments: [
        ("items.map { $0.name }", true), ("ForEach($items) { $item in", true), ("{ $a, $b in", true),
        ("self.$route.sink { _ in }", false), ("Toggle(isOn: $item.done)", false), ("let total = 10", false),
    ])
    func whichBlocksHaveTheirTreeWritten(code: String, expected: Bool) {
        #expect(ImplicitNames.mayHave(in: code) == expected)
    }

    /// `rename: { Combine: OpenCombine }`: the line the compiler saw names another module, yet
    /// the article's `Combine` is that module; its other names stay where they are.
    @Test func aRenamedImportNamesTheModuleTheCompilerImported() async throws {
        let run = try await Support.verify(Support.article("""
            ```swift
            import Combine
            import class Combine.AnyCancellable

            final class Reloj: ObservableObject {
                @Published var hora = 0
                var suscripciones: Set<AnyCancellable> = []
            }
            ```
            """, rename: ["Combine": "OpenCombine"]))
        let block = try #require(run.report.blocks.first)
        #expect(block.checked == .typechecked || block.checked == .compiled, "\(run.report.text)")
        let symbols = try #require(block.symbols)
        let modules = symbols.uses.filter { symbols.symbols[$0.symbol].kind == .module }
        #expect(modules.map { [$0.line, $0.column, $0.length] } == [[0, 7, 7], [1, 13, 7]])
        #expect(modules.allSatisfy { symbols.symbols[$0.symbol].declaration == "import OpenCombine" })
        #expect(symbols.uses.contains { $0.line == 3 && symbols.symbols[$0.symbol].name == "ObservableObject" })
        #expect(symbols.uses.contains { $0.line == 5 && symbols.symbols[$0.symbol].name == "AnyCancellable" })
    }

    /// A function named with its labels: the labels are part of its name, `_` is not a name.
    @Test func theLabelsOfAFunctionsFullNameAreItsName() {
        let line = Array("let f = Exercise.fake(type:)".utf8)
        #expect(BlockSymbols.labels(of: "fake(type:)", in: line, after: 21).map { [$0.column, $0.length] } == [[22, 4]])
        let two = Array("m(_:hasta:)".utf8)
        #expect(BlockSymbols.labels(of: "m(_:hasta:)", in: two, after: 1).map { [$0.column, $0.length] } == [[4, 5]])
        // A call, not the name: its arguments are not labels.
        #expect(BlockSymbols.labels(of: "fake(type:)", in: Array("fake(type: .run)".utf8), after: 4).isEmpty)
        #expect(BlockSymbols.labels(of: "fake()", in: Array("fake()".utf8), after: 4).isEmpty)
    }

    /// A line the check changed otherwise keeps its names off the page: no guess.
    @Test func aModuleNameIsPlacedOnlyWhereTheLineDiffersByThatName() {
        let article = Array("import Combine // y más".utf8)
        #expect(BlockSymbols.renamedModule("OpenCombine", in: Array("import OpenCombine // y más".utf8), standsFor: article, at: 7)! == (7, 7))
        #expect(BlockSymbols.renamedModule("OpenCombine", in: Array("import OpenCombine // y menos".utf8), standsFor: article, at: 7) == nil)
        #expect(BlockSymbols.renamedModule("OpenCombine", in: Array("import OpenCombine // y más".utf8), standsFor: article, at: 6) == nil)
        #expect(BlockSymbols.renamedModule("OpenCombine", in: Array("import OpenCombine // y más".utf8), standsFor: article, at: 40) == nil)
    }

    @Test func aNameDeclaredInAnEarlierBlockLinksToIt() async throws {
        let run = try await Support.verify(Support.article("""
            ```swift
            import SwiftUI

            struct Fila: View {
                var body: some View { Text("fila") }
            }
            ```

            ```swift
            import SwiftUI

            struct Lista: View {
                var body: some View { Fila() }
            }
            ```
            """))
        #expect(run.report.blocks.allSatisfy { $0.checked == .typechecked }, "\(run.report.text)")
        let first = run.report.blocks[0], second = run.report.blocks[1]
        let fila = try #require(second.symbols?.symbols.first { $0.name == "Fila" })
        #expect(fila.declaredAt == BlockSymbols.Place(file: first.file, line: first.line))
        // Its own declarations link nowhere.
        #expect(second.symbols?.symbols.first { $0.name == "Lista" }?.declaredAt == nil)
    }

    @Test func aCompiledBlocksNamesComeFromItsCheck() async throws {
        let run = try await Support.verifyOverAlarmCore("""
            ```swift
            let nombres = ["Ana", "Luis"]
            let total = nombres.map(\\.count).reduce(0, +)
            ```
            """)
        let block = try #require(run.report.blocks.first)
        #expect(block.status == .passed, "\(run.report.text)")
        let symbols = try #require(block.symbols)
        #expect(symbols.symbols.contains { $0.name == "nombres" && $0.declaration == "let nombres: [String]" })
        #expect(symbols.symbols.contains { $0.name == "reduce" && $0.module == "Swift" })
    }

    /// A `compile` block checked with the earlier declarations it builds on (several files,
    /// one check): it passes, and its names link to the block that declares them.
    @Test func aCompileBlockOnAnEarlierOneKeepsItsVerdictAndLinksToIt() async throws {
        let run = try await Support.verify(Support.article("""
            ```swift
            struct Punto {
              var x: Int
              var y: Int
            }
            ```

            Después:

            ```swift
            extension Punto {
              func suma() -> Int { x + y }
            }
            ```
            """))
        #expect(run.report.blocks.map(\.status) == [.passed, .passed], "\(run.report.text)")
        #expect(run.report.blocks.map(\.checked) == [.compiled, .compiled])
        let first = run.report.blocks[0]
        let punto = try #require(run.report.blocks[1].symbols?.symbols.first { $0.name == "Punto" })
        #expect(punto.declaredAt == BlockSymbols.Place(file: first.file, line: first.line))
        #expect(run.report.blocks[1].symbols?.symbols.contains { $0.name == "x" && $0.declaration == "var x: Int" } == true)
    }

    /// An article's programs of top-level code run merged into one (`Executor.runTogether`):
    /// each block's names are read off the merged file, on its own lines.
    @Test func programsRunTogetherEachKeepTheirNames() async throws {
        let run = try await Support.verify(Support.article("""
            ```swift
            let dobles = [1, 2, 3].map { $0 * 2 }
            print(dobles)
            ```

            ```swift
            let nombres = ["Ana", "Luis"]
            for nombre in nombres { print(nombre) }
            ```
            """))
        #expect(run.report.blocks.map(\.checked) == [.run, .run], "\(run.report.text)")
        let first = try #require(run.report.blocks[0].symbols), second = try #require(run.report.blocks[1].symbols)
        #expect(first.symbols.contains { $0.name == "dobles" && $0.declaration == "let dobles: [Int]" })
        #expect(first.symbols.contains { $0.name == "map" } && first.symbols.contains { $0.name == "print" })
        // The closure's `$0`, from a type-check that writes the merged file's syntax tree.
        #expect(first.symbols.contains { $0.name == "$0" && $0.declaration == "$0: Int" })
        #expect(!first.symbols.contains { $0.name == "nombres" }, "the other block's names stay on it")
        #expect(second.symbols.contains { $0.name == "nombre" } && second.symbols.contains { $0.name == "nombres" })
        #expect(second.uses.allSatisfy { $0.line < 2 })
    }

    /// Blocks checked together in one invocation (`Batching`) each get their own names.
    @Test func blocksCheckedTogetherEachKeepTheirNames() async throws {
        let run = try await Support.verify(Support.article("""
            ```swift
            class Modelo {
              var uno = 1
            }
            ```

            ```swift
            class Modelo {
              var dos = 2
              func doble() -> Int { dos * 2 }
            }
            ```
            """), options: Support.options(jobs: 1))
        #expect(run.statistics.compilerInvocations == 1, "\(run.report.text)")
        #expect(run.report.blocks[0].symbols?.symbols.map(\.declaration).contains("var uno: Int") == true)
        let second = try #require(run.report.blocks[1].symbols)
        #expect(second.symbols.contains { $0.declaration == "func doble() -> Int" && $0.container == "Modelo" })
        #expect(!second.symbols.contains { $0.name == "uno" })
    }

    /// `@Test` and `#expect` are macros, not variables.
    @Test func macrosAreNamedAsMacros() async throws {
        let run = try await Support.verify(Support.article(TestBlockTests.passing))
        let block = try #require(run.report.blocks.first)
        #expect(block.checked == .run, "\(run.report.text)")
        let symbols = try #require(block.symbols).symbols
        #expect(symbols.contains { $0.name == "Test" && $0.kind == .macro && $0.declaration.hasPrefix("macro Test(") && $0.module == "Testing" })
        #expect(symbols.contains { $0.name == "expect" && $0.kind == .macro && $0.declaration.hasPrefix("macro expect(") })
    }

    @Test func aFailingBlockHasNoSymbols() async throws {
        let run = try await Support.verify(Support.article("""
            ```swift
            import SwiftUI

            struct Rota: View {
                var body: some View { Texto("no existe") }
            }
            ```
            """))
        #expect(run.report.blocks.first?.status == .failed)
        #expect(run.report.blocks.first?.symbols == nil)
    }

    @Test(arguments: [
        ("s:12DoctestBlock8AppStateV", "DoctestBlock"), ("s:Si", "Swift"), ("s:s17FixedWidthIntegerP", "Swift"),
        ("s:7SwiftUI4ViewP", "SwiftUI"), ("c:@M@Foundation", nil),
    ])
    func theModuleOfAUSR(usr: String, module: String?) {
        #expect(SymbolDeclaration.module(ofUSR: usr) == module)
    }

    @Test func demangledTextReadsAsSwift() {
        let modules: Set<String> = ["Swift", "SwiftUI", "DoctestBlock", "IdentifiedCollections"]
        #expect(SymbolDeclaration.readable("DoctestBlock.AppState.route : Swift.Optional<DoctestBlock.AppState.Route>", modules: modules)
                == "AppState.route : AppState.Route?")
        #expect(SymbolDeclaration.readable("Swift.Optional<() -> ()>", modules: modules) == "(() -> ())?")
        #expect(SymbolDeclaration.readable("Swift.Array<Swift.Array<Swift.Int>>", modules: modules) == "[[Int]]")
        #expect(SymbolDeclaration.withOpaqueParameters("toolbar<A where A1: ToolbarContent>(content: () -> A1) -> some View")
                == "toolbar(content: () -> some ToolbarContent) -> some View")
        #expect(SymbolDeclaration.localNameAndType("item #2 : AppState.Item in closure #1 (Int) -> () in AppView.body")
                == ("item", "AppState.Item"))
        #expect(Renaming.withoutSuffixes("AddItemView__sitegen3.body, __sitegenSnippet4, Modelo__sitegenBatch2")
                == "AddItemView.body, __sitegenSnippet4, Modelo")
        #expect(Renaming.suffixBytes(in: "struct Vista__sitegen12: View", before: 27) == 11)
    }
}
