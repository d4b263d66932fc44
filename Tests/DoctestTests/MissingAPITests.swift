@testable import Doctest
import Foundation
import Markdown
import SwiftParser
import Testing

/// A framework API the interface modules do not declare is named as such — the block is
/// unverified, never failed — while a misspelling of it is the author's error; and the catalog
/// of Apple's names that tells them apart is the one built into sitegen.
struct MissingAPITests {
    static let catalogFolder = Support.packageRoot.appendingPathComponent("Sources/AppleInterfaces/Catalog")

    @Test func anAPIOfApplesThatTheInterfacesLackLeavesTheBlockUnverifiedWithTheAPINamed() async throws {
        let run = try await Support.verify(Support.article("""
            ```swift
            import SwiftUI

            struct Detalle: View {
              @State private var mostrar = false
              var body: some View {
                Button("Abrir") { mostrar = true }
                  .sheet(isPresented: $mostrar) {
                    Text("Hoja").presentationCornerRadius(24)
                  }
              }
            }
            ```
            """))
        let block = try #require(run.report.blocks.first)
        #expect(block.checked == .unverified, "\(run.report.text)")
        #expect(block.status == .skipped)
        #expect(block.missingAPI == ["SwiftUI.presentationCornerRadius"], "\(run.report.text)")
        #expect(run.report.missingAPILines == ["SwiftUI.presentationCornerRadius: 1 block (content/test.md:1)"])
        let json = try #require(try JSONSerialization.jsonObject(with: run.report.jsonData()) as? [String: Any])
        let blocks = try #require(json["blocks"] as? [[String: Any]])
        #expect(blocks[0]["missingAPI"] as? [String] == ["SwiftUI.presentationCornerRadius"])
    }

    /// Blocks type-checked in one shared invocation (`TypecheckGroups`) are judged alike.
    @Test func blocksCheckedTogetherNameTheirMissingAPIsToo() async throws {
        let views = (1...4).map { number in
            """
            ```swift
            import SwiftUI

            struct Vista\(number): View {
              var body: some View { Text("\(number)")\(number == 3 ? ".scrollContentBackground(.hidden)" : number == 4 ? ".paddingg()" : "") }
            }
            ```
            """
        }.joined(separator: "\n\n")
        var options = Support.options()
        options.traceCompiler = false
        let run = try await Support.verify(Support.article(views), options: options)
        #expect(run.report.blocks.map(\.checked) == [.typechecked, .typechecked, .unverified, .typechecked], "\(run.report.text)")
        #expect(run.report.blocks[2].missingAPI == ["SwiftUI.scrollContentBackground"])
        #expect(run.report.blocks[3].status == .failed)
        #expect(run.report.blocks[3].messages.last?.hasSuffix("note: did you mean 'padding'?") == true, "\(run.report.text)")
        #expect(run.statistics.compilerInvocations < 4, "the blocks shared an invocation")
    }

    /// A verified block says what iOS its code needs, from the Apple APIs it uses; the
    /// tutorial's own names (AlarmCore's `Tab`, not SwiftUI's) and argument labels do not count.
    @Test func aVerifiedBlockSaysWhatIOSItsCodeNeeds() async throws {
        let run = try await Support.verify(Support.article("""
            ```swift
            import SwiftUI

            struct Lista: View {
              @State private var tab = Tab.alarms
              var body: some View {
                NavigationStack { List { Text("a") }.swipeActions { Button("b") {} } }
              }
            }
            ```

            ```swift
            import UIKit

            let etiqueta = UILabel()
            ```
            """, imports: ["AlarmCore"], rename: ["Combine": "OpenCombine"]))
        #expect(run.report.blocks.map(\.checked) == [.typechecked, .typechecked], "\(run.report.text)")
        #expect(run.report.blocks[0].requires == IOSRequirement(version: "16.0", apis: ["NavigationStack"]))
        #expect(run.report.blocks[1].requires?.version == "2.0")
        let json = try #require(try JSONSerialization.jsonObject(with: run.report.jsonData()) as? [String: Any])
        let blocks = try #require(json["blocks"] as? [[String: Any]])
        #expect((blocks[0]["iOS"] as? [String: Any])?["version"] as? String == "16.0")
    }

    @Test func aMisspellingOfAnAPIIsTheAuthorsError() async throws {
        let run = try await Support.verify(Support.article("""
            ```swift
            import SwiftUI

            struct Detalle: View {
              var body: some View { Text("Hoja").presentationDetent([.medium]) }
            }
            ```
            """))
        #expect(run.report.blocks.first?.status == .failed, "\(run.report.text)")
    }

    @Test func aMissingTypeIsNamedWithItsFramework() async throws {
        let run = try await Support.verify(Support.article("""
            ```swift
            import SwiftUI

            struct Raiz: View {
              var body: some View {
                NavigationSplitView { Text("Lista") } detail: { Text("Detalle") }
              }
            }
            ```
            """))
        #expect(run.report.blocks.first?.missingAPI == ["SwiftUI.NavigationSplitView"], "\(run.report.text)")
    }

    @Test func theBuiltInCatalogIsTheCatalogFolder() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.catalogFolder.path).filter { $0.hasSuffix(".tsv") }
        #expect(Set(files.map { String($0.dropLast(4)) }) == Set(AppleAPICatalog.texts.keys), "run scripts/embed-catalog.py")
        for file in files {
            let text = try String(contentsOf: Self.catalogFolder.appendingPathComponent(file), encoding: .utf8)
            #expect(AppleAPICatalog.texts[String(file.dropLast(4))] == text.trimmingSuffixNewlines, "\(file) differs: run scripts/embed-catalog.py")
        }
    }

    @Test func everyLineOfTheCatalogIsANameAKindAndAVersion() throws {
        for (framework, text) in AppleAPICatalog.texts {
            for (number, line) in text.split(separator: "\n").enumerated() where !line.hasPrefix("#") {
                let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
                #expect(fields.count == 3, "\(framework).tsv:\(number + 1): \(line)")
                guard fields.count == 3 else { continue }
                #expect(AppleAPICatalog.Entry.Kind(rawValue: String(fields[1])) != nil, "\(framework).tsv:\(number + 1): kind \(fields[1])")
                #expect(fields[2] == "?" || fields[2].split(separator: ".").allSatisfy { Int($0) != nil },
                        "\(framework).tsv:\(number + 1): version \(fields[2])")
            }
        }
        #expect(AppleAPICatalog.shared.all.count >= 1500)
    }

    /// The interface modules declare no type Apple's SDK does not have: every public type name of
    /// theirs is in the catalog (helpers of their own start with an underscore, as Apple's do).
    @Test func theInterfacesDeclareOnlyTypesTheSDKHas() throws {
        let folder = Support.packageRoot.appendingPathComponent("Sources/AppleInterfaces")
        var unknown: [String] = []
        for module in ["SwiftUI", "UIKit"] {
            let path = folder.appendingPathComponent(module).path
            for file in try FileManager.default.contentsOfDirectory(atPath: path) where file.hasSuffix(".swift") {
                let text = try String(contentsOfFile: path + "/" + file, encoding: .utf8)
                for line in text.split(separator: "\n") {
                    let words = line.split(whereSeparator: { $0 == " " || $0 == "<" || $0 == ":" || $0 == "{" })
                    guard let index = words.firstIndex(where: { ["struct", "class", "enum", "protocol"].contains($0) }),
                          words.prefix(index).contains(where: { $0 == "public" || $0 == "open" }), index + 1 < words.count else { continue }
                    let name = String(words[index + 1])
                    // `class func`, `class var`: members, not classes.
                    if name.hasPrefix("_") || ["func", "var", "let"].contains(name) { continue }
                    let frameworks: Set<String> = ["SwiftUI", "UIKit", "Combine"]
                    if AppleAPICatalog.shared.entry(name, isMember: false, in: frameworks) == nil
                        && AppleAPICatalog.shared.entry(name, isMember: true, in: frameworks) == nil {
                        unknown.append("\(module)/\(file): \(name)")
                    }
                }
            }
        }
        #expect(unknown.isEmpty, "types the catalog does not have: \(unknown)")
    }
}

private extension String {
    var trimmingSuffixNewlines: String {
        var text = self
        while text.hasSuffix("\n") { text.removeLast() }
        return text
    }
}
