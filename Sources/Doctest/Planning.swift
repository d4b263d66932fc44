import Markdown

/// A block with its analysis and final kind, ready to verify.
struct PlannedBlock: Sendable {
    /// Its place in the report.
    var index: Int
    var block: CodeBlock
    var settings: DoctestSettings
    var analysis: BlockAnalysis
    var kind: BlockKind
    var reason: String
    /// `block.textHash`, computed once.
    var textHash: String
    /// The prose that leads to the block (`DoctestArticle.leads`).
    var lead: String = ""
    /// For a `compile` or `run` block: the files of the earlier declarations of its timeline
    /// that it uses and the core modules do not declare (`TypecheckStage.programContexts`).
    var context: [GeneratedFile] = []
    /// For a `run` block of top-level code: the earlier runnable steps of its timeline that it
    /// builds on, whole and in order (`var lista = [1]; lista.append(2)` before `print(lista)`),
    /// which its program runs first; its `// Prints` expect only what its own lines print.
    var steps: [Harness.Segment] = []

    /// The modules the block is compiled against: implicit ones and its own imports.
    var imports: [String] {
        (Harness.alwaysImported + settings.imports + analysis.imports).map { settings.rename[$0] ?? $0 }
    }
}

/// Classifies every block, then applies what only the whole article knows: a block that uses
/// a SwiftUI or UIKit type declared by another block of the article (`MainView`,
/// `SwiftUIWrapper`) is Apple-only as well.
enum Planning {
    static func plan(_ analyzed: [(block: CodeBlock, settings: DoctestSettings, textHash: String, analysis: BlockAnalysis)])
        -> [PlannedBlock]
    {
        var appleTypesByFile: [String: [String: Int]] = [:]
        for entry in analyzed where entry.analysis.kind == .apple {
            for name in entry.analysis.appleTypesDeclared {
                appleTypesByFile[entry.block.file, default: [:]][name] = appleTypesByFile[entry.block.file]?[name] ?? entry.block.line
            }
        }
        // What the earlier blocks of each article declare at module level, block by block.
        var declaredBefore: [String: Set<String>] = [:]
        return analyzed.enumerated().map { index, entry in
            var kind = entry.analysis.kind
            var reason = entry.analysis.reason
            var analysis = entry.analysis
            let authorChose = !entry.block.attributes.doctestWords.isEmpty
            defer { if entry.analysis.kind != .apple { declaredBefore[entry.block.file, default: []].formUnion(entry.analysis.moduleNames) } }
            // A program of its chapter: what it uses, earlier blocks declared (`func doble` two
            // paragraphs before `print(doble(2))`).
            if !authorChose, kind == .fragment, entry.analysis.runsWhenItsNamesAreDeclared,
               Set(entry.analysis.freeNames).isSubset(of: declaredBefore[entry.block.file] ?? []) {
                kind = .run
                analysis.runStyle = analysis.runStyle ?? (analysis.hasTopLevelCode ? .topLevel : .mainAttribute)
                reason = "a program with top-level code that uses \(entry.analysis.freeNames.joined(separator: ", ")), declared by earlier blocks"
            }
            if !authorChose, [.run, .compile, .fragment].contains(kind), let appleTypes = appleTypesByFile[entry.block.file] {
                if let name = entry.analysis.referencedTypes.first(where: { appleTypes[$0] != nil }) {
                    kind = .apple
                    reason = "uses \(name), declared on an Apple-only type at line \(appleTypes[name]!)"
                }
            }
            return PlannedBlock(index: index, block: entry.block, settings: entry.settings, analysis: analysis,
                                kind: kind, reason: reason, textHash: entry.textHash)
        }
    }

    /// Declarations that compile as a file of their own but are members of the one type the
    /// prose before them names ("primero tenemos que crear un Route en el AppState", then
    /// `var route: Route? = nil` and `enum Route { … }`): a stored variable at file level is
    /// what a tutorial shows of a type, not a global. Such a block becomes a fragment placed in
    /// that type, as if the author had written `in=AppState`. Needs `lead` set on each block.
    static func placeMembersByLead(_ planned: inout [PlannedBlock], timelines: [String: String]) {
        var typesBefore: [String: Set<String>] = [:]
        for index in planned.indices {
            let entry = planned[index]
            let timeline = timelines[entry.block.file] ?? entry.block.file
            defer {
                if entry.kind != .ignore {
                    typesBefore[timeline, default: []].formUnion(entry.analysis.outline.types.filter { !$0.isExtension }.map(\.name))
                }
            }
            let outline = entry.analysis.outline
            // A type declared anew under the qualified name the prose gives it ("resolveremos los
            // errores en AlarmsListViewModel.Route:" before `enum Route { … }`): the new version
            // of that nested type, in its outer type.
            let topLevel = outline.types.filter { !$0.isExtension && !$0.name.contains(".") }
            if [.compile, .apple, .fragment].contains(entry.kind), entry.block.attributes.doctestWords.isEmpty,
               entry.block.attributes.placement == nil, !entry.analysis.hasTopLevelCode, topLevel.count == 1, let type = topLevel.first,
               let outer = Self.outerName(of: type.name, in: entry.lead), (typesBefore[timeline] ?? []).contains(outer) {
                planned[index].kind = entry.kind == .compile ? .fragment : entry.kind
                planned[index].block.attributes.placement = outer
                planned[index].reason = "the new version of \(outer).\(type.name), as the prose before it names it"
                continue
            }
            guard entry.kind == .compile, entry.block.attributes.doctestWords.isEmpty, entry.block.attributes.placement == nil,
                  !entry.analysis.hasTopLevelCode, outline.membersStoreValues else { continue }
            let own = Set(outline.types.map(\.name))
            let named = (typesBefore[timeline] ?? []).subtracting(own).filter { Placement.names($0, in: entry.lead) }
            guard named.count == 1, let type = named.first else { continue }
            planned[index].kind = .fragment
            planned[index].block.attributes.placement = type
            planned[index].reason = "members of \(type), the type the prose before them names"
        }
    }

    /// `AlarmsListViewModel` when `prose` names `AlarmsListViewModel.Route` and `name` is `Route`.
    static func outerName(of name: String, in prose: String) -> String? {
        for word in Placement.codeWords(in: prose) {
            let parts = word.split(separator: ".")
            if parts.count >= 2, parts.last.map(String.init) == name { return parts.dropLast().joined(separator: ".") }
        }
        return nil
    }
}
