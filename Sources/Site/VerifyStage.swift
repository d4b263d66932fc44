import Content
import Diagnostics
import Doctest
import Foundation
import FrontMatter
import Markdown
import Rendering

/// The verify stage: the content's Swift blocks, compiled and run by the doctest engine,
/// and their verdicts as the page draws them.
public enum VerifyStage {
    /// Loads the articles in `contentDirectory` and verifies their Swift blocks.
    ///
    /// - Parameter progress: one call per block done (`[12/140] content/x.md:55 compile`).
    /// - Throws: `DiagnosticError` when the content cannot be loaded, `DoctestError` when there
    ///   is no compiler or no build of the core modules: both are input errors (exit code 2).
    public static func verify(contentDirectory: String, options: DoctestOptions = DoctestOptions(),
                              progress: @escaping @Sendable (DoctestProgress) -> Void = { _ in }) async throws -> DoctestRun {
        // Not strict: a Markdown error fails its block or its article, and every other block is
        // still verified — one run reports everything.
        let content = try ContentLoader.load(directory: URL(fileURLWithPath: contentDirectory),
                                             displayDirectory: contentDirectory, strict: false)
        var run = try await verify(content, options: options, progress: progress)
        run.report = run.report.including(content.errors.map {
            ArticleError(file: $0.location.file, line: $0.location.line, column: $0.location.column, message: $0.message)
        })
        run.contentWarnings = content.warnings.sorted { ($0.location.file, $0.location.line) < ($1.location.file, $1.location.line) }
            .map { "\($0.location): warning: \(UntrustedText.escaped($0.message))" }
        return run
    }

    /// Verifies the Swift blocks of content already loaded (the build reuses its parse).
    public static func verify(_ content: LoadedContent, options: DoctestOptions = DoctestOptions(),
                              progress: @escaping @Sendable (DoctestProgress) -> Void = { _ in }) async throws -> DoctestRun {
        try await Doctests.verify(try articles(of: content), options: options, progress: progress)
    }

    /// What a build's verify stage gives the rest of the build.
    struct Outcome {
        /// The report, when the doctests ran.
        var report: DoctestReport?
        /// The badge and output of each verified block.
        var verdicts: [CodeBlock.ID: CodeBlockVerdict] = [:]
        var warnings: [Diagnostic] = []
        /// The compiler and platform the blocks were checked with ("Swift 6.3.1 en Linux (x86_64)").
        var checkedWith: String?
    }

    /// The build's verify stage: every failing block is a warning (the site is still built),
    /// and a machine without the compiler or the core modules' build gets a site without badges.
    static func run(_ content: LoadedContent, contentDirectory: String, options: DoctestOptions,
                    errorsInPlace: Bool = false) async throws(DiagnosticError) -> Outcome {
        let report: DoctestReport
        let checkedWith: String?
        do {
            let run = try await verify(content, options: options)
            report = run.report
            checkedWith = run.statistics.checkedWith
        } catch let error as DiagnosticError {
            throw error
        } catch {
            return Outcome(warnings: [Diagnostic(.warning, "Swift blocks not verified: \(error)",
                                                 at: SourceLocation(file: contentDirectory, line: 0))])
        }
        var warnings: [Diagnostic] = []
        if options.sandbox == .unconfined {
            warnings.append(Diagnostic(.warning, String(SandboxMode.unconfinedWarning.dropFirst("warning: ".count)),
                                       at: SourceLocation(file: contentDirectory, line: 0)))
        }
        warnings += report.blocks.filter { $0.status == .failed }.map {
            Diagnostic(.warning, "this Swift block fails its doctest (see `sitegen test`): \($0.messages.first ?? "the block failed")",
                       at: SourceLocation(file: $0.file, line: $0.line))
        }
        var verdicts = report.verdicts.mapValues { verdict($0, errorsInPlace: errorsInPlace) }
        linkSymbols(of: report, into: &verdicts, pages: Dictionary(content.articles.map { ($0.sourcePath, $0.urlPath) },
                                                                    uniquingKeysWith: { first, _ in first }))
        return Outcome(report: report, verdicts: verdicts, warnings: warnings, checkedWith: checkedWith)
    }

    /// The one mapping from a doctest result to what the page shows: the level it reached,
    /// or `failed`.
    /// - Parameter errorsInPlace: a failing block carries its messages (`BuildOptions.errorsInPlace`).
    static func verdict(_ result: BlockResult, errorsInPlace: Bool = false) -> CodeBlockVerdict {
        let badge: CodeBlockVerdict.Badge
        switch (result.status, result.checked) {
        case (.failed, _): badge = .failed
        case (_, .unverified): badge = .unverified
        case (_, .skipped), (.skipped, _): badge = .skipped
        case (.passed, .run): badge = .ran
        case (.passed, .compiled): badge = .compiled
        case (.passed, .typechecked): badge = .typechecked
        }
        return CodeBlockVerdict(badge: badge, output: result.checked == .run && !result.output.isEmpty ? result.output : nil,
                                reason: badge == .unverified ? result.reason.map(readerText) : nil,
                                iOS: result.requires.map { .init(version: $0.version, apis: $0.apis) },
                                place: result.place.map(readerPlace),
                                errors: errorsInPlace && badge == .failed ? codeErrors(of: result) : [],
                                wholeFile: result.wholeFile.map { file in
                                    .init(name: file.name, lines: file.lines.map { .init(text: $0.text, isStep: $0.isStep, isHidden: $0.isHidden) })
                                })
    }

    /// Each verified block's names as its popovers show them (`CodeBlockVerdict.symbols`), a
    /// name declared in another block linked to it on its page (`pages`: article file → its
    /// path from the site's root), and that block given an anchor (`declares`).
    static func linkSymbols(of report: DoctestReport, into verdicts: inout [CodeBlock.ID: CodeBlockVerdict], pages: [String: String]) {
        for result in report.blocks {
            guard let symbols = result.symbols else { continue }
            let id = CodeBlock.ID(file: result.file, line: result.line)
            guard verdicts[id] != nil else { continue }
            let own = Set(symbols.uses.filter(\.isDeclaration).map(\.symbol))
            let entries = symbols.symbols.enumerated().map { number, symbol -> CodeBlockVerdict.Symbols.Entry in
                var target: CodeBlockVerdict.Symbols.Target?
                if let place = symbol.declaredAt, let page = pages[place.file],
                   verdicts[CodeBlock.ID(file: place.file, line: place.line)] != nil {
                    target = .init(urlPath: page, line: place.line)
                    verdicts[CodeBlock.ID(file: place.file, line: place.line)]?.declares = true
                }
                return .init(declaration: symbol.declaration, about: readerAbout(symbol),
                             origin: readerOrigin(symbol, declaredHere: own.contains(number), elsewhere: target != nil), target: target)
            }
            verdicts[id]?.symbols = .init(entries: entries, uses: symbols.uses.map {
                .init(line: $0.line, column: $0.column, length: $0.length, entry: $0.symbol)
            })
        }
    }

    /// What a declaration is, in the reader's words: «propiedad de AppView».
    static func readerAbout(_ symbol: BlockSymbols.Symbol) -> String {
        if symbol.isImplicit {
            if symbol.name.first == "$" { return "parámetro implícito de la clausura" }
            if symbol.name == "self" { return symbol.declaration.hasSuffix(".Type") ? "el tipo actual" : "la instancia actual" }
            return symbol.kind == .local ? "valor del parámetro $\(symbol.name) de la clausura" : "parámetro implícito"
        }
        let kind = switch symbol.kind {
        case .module: "módulo"
        case .struct: "estructura"
        case .class: "clase"
        case .enum: "enumeración"
        case .protocol: "protocolo"
        case .typealias: "alias de tipo"
        case .associatedType: "tipo asociado"
        case .genericParameter: "parámetro genérico"
        case .extension: "extensión"
        case .function: "función"
        case .method: "método"
        case .initializer: "inicializador"
        case .property: "propiedad"
        case .variable: "variable"
        case .parameter: "parámetro"
        case .enumCase: "caso"
        case .local: "variable local"
        case .macro: "macro"
        }
        return symbol.container.map { "\(kind) de \($0)" } ?? kind
    }

    /// Where a declaration is: the framework or module that declares it, or the tutorial.
    static func readerOrigin(_ symbol: BlockSymbols.Symbol, declaredHere: Bool, elsewhere: Bool) -> String {
        if symbol.isImplicit { return "declarado por el compilador" }
        if let module = symbol.module {
            switch module {
            case "Swift": return "declarado en Swift (biblioteca estándar)"
            case "OpenCombine": return "declarado en Combine (OpenCombine en Linux)"
            default: return "declarado en \(module)"
            }
        }
        if declaredHere { return "declarado en este bloque" }
        if elsewhere { return "declarado en otro bloque del tutorial" }
        return "declarado en el código del tutorial"
    }

    /// A failing block's messages for its page: each at the line of the block it is about
    /// (counted from the block's first line of code, hidden lines included), with its place
    /// in the article (`content/x.md:12:5: error: …`); the notes after an error go with it.
    static func codeErrors(of result: BlockResult) -> [CodeBlockVerdict.CodeError] {
        result.diagnostics.filter { $0.severity != .warning }.map { diagnostic in
            let place = "\(result.file):\(diagnostic.line)" + (diagnostic.column > 0 ? ":\(diagnostic.column)" : "")
            return CodeBlockVerdict.CodeError(line: diagnostic.line - result.line - 1,
                                              text: "\(place): \(diagnostic.severity.rawValue): \(diagnostic.message)")
        }
    }

    /// Where a fragment goes, in the words its header shows a reader (Spanish).
    public static func readerPlace(_ place: BlockPlace) -> CodeBlockVerdict.Place {
        typealias Part = CodeBlockVerdict.Place.Part
        let ofType: [Part] = place.type.map { [Part(", en "), Part($0, isCode: true)] } ?? []
        let member = place.member ?? ""
        var parts: [Part]
        switch place.site {
        case .type: parts = [Part("Va dentro de "), Part(place.type ?? "", isCode: true)]
        case .member: parts = [Part("Va al final de "), Part(member, isCode: true)] + ofType
        case .switchCases: parts = [Part("Va en el "), Part("switch", isCode: true), Part(" de "), Part(member, isCode: true)] + ofType
        case .newSignature: parts = [Part("Sustituye la cabecera de "), Part(member, isCode: true)] + ofType
        case .viewContent: parts = [Part("Va en el contenido de la vista "), Part(place.type ?? "", isCode: true)]
        case .signature: parts = [Part("Firma en una extensión de "), Part(place.type ?? "", isCode: true)]
        case .statements: parts = [Part("Va en un método de "), Part(place.type ?? "", isCode: true)]
        case .topLevel: parts = [Part("Va en el nivel superior de un archivo")]
        case .comments: parts = [Part("Solo comentarios: no añade código")]
        case .unconfirmed: parts = [Part("Lugar sin confirmar")]
        }
        return CodeBlockVerdict.Place(parts: parts, guessed: place.guessed, replacesBlockAt: place.replacesBlockAt,
                                      confirmed: place.site != .unconfirmed)
    }

    /// Why a block is not verified, in the words the page shows a reader (Spanish).
    public static func readerText(_ reason: LevelReason) -> String {
        let names = reason.names.sorted().map { "«\($0)»" }.joined(separator: ", ")
        switch reason {
        case .needsSurroundingCode: return "es un fragmento: necesita el código que lo rodea, que el artículo no muestra antes"
        case .noInterfaceModules: return "usa SwiftUI o UIKit, y esta compilación no tiene sus módulos de interfaz (ejecuta swift build)"
        case .typecheckTimedOut(let seconds): return "el compilador no terminó en \(seconds) s"
        case .placementNotFound(let type):
            return "va en «\(type)» (in=\(type)), pero antes de este bloque no hay una declaración de «\(type)» en la que colocarlo"
        case .placeUnknown: return "no se sabe dónde va este fragmento: no comprueba sus tipos en ningún lugar que el tutorial haya mostrado antes"
        case .dependsOnFailingBlocks: return "depende de bloques anteriores cuyos tipos no se pudieron comprobar"
        case .declaredInAnotherStep: return "usa \(names), que el tutorial declara en otro paso"
        case .declaredInSeveralSteps: return "usa \(names), que el tutorial declara en más de un paso"
        case .mixesCoreVersion: return "mezcla la versión del tutorial de \(names) con la de los módulos del proyecto"
        case .missingAPI: return "usa \(names), que no está en los módulos de interfaz"
        case .needsObjectiveC: return "usa \(names), que necesita el runtime de Objective-C: Swift en Linux no lo tiene"
        case .testsSkipped: return "la biblioteca de tests no ejecutó \(names) (desactivados)"
        case .inactiveCode: return "tiene código bajo #if \(reason.names.joined(separator: ", #if ")), que Swift en Linux no lee"
        case .ignored: return "el artículo pide no comprobarlo"
        case .filteredOut: return "quedó fuera de --filter"
        }
    }

    /// The doctest view of each article: its parsed code blocks and its `doctest` front matter.
    public static func articles(of content: LoadedContent) throws(DiagnosticError) -> [DoctestArticle] {
        var problems: [Diagnostic] = []
        let articles = content.articles.map { article in
            do throws(DiagnosticError) {
                return DoctestArticle(document: article.document,
                                      settings: try settings(article.frontMatter.extra["doctest"], file: article.sourcePath),
                                      series: article.series)
            } catch {
                problems += error.diagnostics
                return DoctestArticle(document: article.document)
            }
        }
        guard problems.isEmpty else { throw DiagnosticError(problems) }
        return articles
    }

    /// Reads `doctest: { imports: [AlarmCore], rename: { Combine: OpenCombine } }`.
    public static func settings(_ value: FrontMatterValue?, file: String) throws(DiagnosticError) -> DoctestSettings {
        guard let value, value != .null else { return DoctestSettings() }
        let location = SourceLocation(file: file, line: 1)
        guard case .dictionary(let keys) = value else {
            throw DiagnosticError("'doctest' must be a mapping such as { imports: [AlarmCore], rename: { Combine: OpenCombine } }",
                                  at: location)
        }
        var settings = DoctestSettings()
        for (key, entry) in keys.sorted(by: { $0.key < $1.key }) {
            switch key {
            case "imports":
                guard let words = entry.words else {
                    throw DiagnosticError("'doctest.imports' must be a list of module names, e.g. [AlarmCore]", at: location)
                }
                settings.imports = words
            case "rename":
                guard case .dictionary(let renames) = entry else {
                    throw DiagnosticError("'doctest.rename' must map module names, e.g. { Combine: OpenCombine }", at: location)
                }
                for (module, target) in renames {
                    guard let name = target.text else {
                        throw DiagnosticError("'doctest.rename.\(module)' must be a module name", at: location)
                    }
                    settings.rename[module] = name
                }
            default:
                throw DiagnosticError("unknown key 'doctest.\(key)' (use imports, rename)", at: location)
            }
        }
        return settings
    }
}
