@testable import Doctest
import Foundation
import Markdown
import Testing

/// A chapter is a playground: `compile` and `run` blocks see the declarations of the earlier
/// blocks of their article (and series), under the timeline's rules — the latest version of a
/// type, overloads added, a `compile_fail` step kept to itself.
struct ProgramTimelineTests {
    @Test func aProgramSeesTheTypesEarlierBlocksDeclared() async throws {
        let run = try await Support.verify(Support.article("""
            ```swift
            struct Punto {
              var x: Int
              var y: Int
            }
            ```

            Dos párrafos después:

            ```swift
            let p = Punto(x: 1, y: 2)
            print(p.x + p.y) // Prints "3"
            ```
            """))
        #expect(run.report.blocks.map(\.checked) == [.compiled, .run], "\(run.report.text)")
        #expect(run.report.blocks.map(\.status) == [.passed, .passed], "\(run.report.text)")
        #expect(run.report.blocks[1].output == "3\n")
    }

    /// A run block's program is the runnable steps it builds on, in order, then its own lines;
    /// its `// Prints` expect only its own output.
    @Test func aProgramRunsTheEarlierStepsItBuildsOnAndComparesOnlyItsOwnOutput() async throws {
        let run = try await Support.verify(Support.article("""
            ```swift
            var lista = [1]
            lista.append(2)
            print("antes") // Prints "antes"
            ```

            Y luego:

            ```swift
            lista.append(3)
            print(lista) // Prints "[1, 2, 3]"
            ```
            """))
        #expect(run.report.blocks.map(\.checked) == [.run, .run], "\(run.report.text)")
        #expect(run.report.blocks.map(\.status) == [.passed, .passed], "\(run.report.text)")
        #expect(run.report.blocks[1].output == "[1, 2, 3]\n", "the earlier step's «antes» is not this block's output")
    }

    /// The report counts each article's `// Prints`: found, compared, and why the others were not.
    @Test func theReportCountsThePrintsComparedAndWhyOthersWereNot() async throws {
        let run = try await Support.verify(Support.article("""
            ```swift
            print(1 + 1) // Prints "2"
            ```

            ```swift
            import SwiftUI

            struct Boton: View {
              var body: some View { Button("Hola") { print("hola") } } // Prints "hola"
            }
            ```
            """))
        #expect(run.report.blocks.map(\.expectedOutputs) == [1, 1])
        #expect(run.report.articleSummaries.first?.hasSuffix("; // Prints: 2 found, 1 compared, 1 not (typechecked 1)") == true,
                "\(run.report.articleSummaries)")
    }

    /// An article's programs run as one, as rustdoc merges doctests: one compiler invocation,
    /// each block's output cut at its marker; a wrong `// Prints` lands on its own block.
    @Test func anArticlesProgramsRunAsOneAndEachIsJudgedOnItsOwnOutput() async throws {
        let run = try await Support.verify(Support.article("""
            ```swift
            let a = 1
            print(a) // Prints "1"
            ```

            ```swift
            let b = a + 1
            print(b) // Prints "3"
            ```

            ```swift
            let c = b + 1
            print(c) // Prints "3"
            ```
            """))
        #expect(run.report.blocks.map(\.status) == [.passed, .failed, .passed], "\(run.report.text)")
        #expect(run.report.blocks[1].messages.first?.contains(":8:10: error: expected output \"3\" but the program printed \"2\"") == true,
                "\(run.report.text)")
        #expect(run.report.blocks.map(\.output) == ["1\n", "2\n", "3\n"])
        #expect(run.statistics.compilerInvocations == 1, "one program for the article")
    }

    /// A merged program that cannot stand (two steps declare one name, one crashes) gives way to
    /// one program per block, so the failure lands on its own block.
    @Test func aMergedProgramThatFailsGivesWayToOneProgramPerBlock() async throws {
        let run = try await Support.verify(Support.article("""
            ```swift
            let x = 1
            print(x) // Prints "1"
            ```

            ```swift
            let y = [Int]()
            print(y[3])
            ```

            ```swift
            let x = 2
            print(x) // Prints "2"
            ```
            """))
        #expect(run.report.blocks.map(\.status) == [.passed, .failed, .passed], "\(run.report.text)")
        #expect(run.report.blocks[1].messages.first?.contains("crashed") == true, "\(run.report.text)")
        #expect(run.statistics.compilerInvocations == 4, "the merged program, then each block's own")
    }

    /// The marker lines are Swift string literals: control characters, which a source file may
    /// not hold as they are, are written as escapes (the merged runs above print them back).
    @Test func aMarkerIsAStringLiteralTheCompilerAccepts() {
        #expect(Harness.stringLiteral("a\u{1E}b\"\\\n\t") == #""a\u{1E}b\"\\\n\u{9}""#)
        #expect(Harness.stringLiteral(Executor.blockMarker(2)) == #""\u{1E}sitegen: block 2\u{1E}""#)
    }

    @Test func aLaterVersionOfATypeReplacesTheEarlierOneAndOverloadsAdd() async throws {
        let run = try await Support.verify(Support.article("""
            ```swift
            struct Contador {
              var valor = 0
            }
            ```

            ```swift
            struct Contador {
              var valor = 0
              mutating func sumar() { valor += 1 }
            }
            ```

            ```swift
            func doble(_ x: Int) -> Int { x * 2 }
            ```

            ```swift
            func doble(_ x: String) -> String { x + x }
            ```

            ```swift
            var c = Contador()
            c.sumar()
            print(c.valor, doble(2), doble("ab")) // Prints "1 4 abab"
            ```
            """))
        #expect(run.report.blocks.last?.checked == .run, "\(run.report.text)")
        #expect(run.report.blocks.last?.status == .passed, "\(run.report.text)")
    }

    @Test func aCompileFailStepStaysLocalAndAMisspellingStillFails() async throws {
        let run = try await Support.verify(Support.article("""
            ```swift
            struct Saludo {
              let texto: String
            }
            ```

            Esto no compila:

            ```swift compile_fail
            let s = Saludo(texto: 42)
            ```

            ```swift
            let s = Saludo(texto: "Hola")
            print(s.texto) // Prints "Hola"
            ```

            ```swift
            let t = Saludo(texto: "Adiós")
            print(t.textoo)
            ```
            """))
        #expect(run.report.blocks.map(\.status) == [.passed, .passed, .passed, .failed], "\(run.report.text)")
        #expect(run.report.blocks[3].messages.first?.contains(":20:9: error: value of type 'Saludo' has no member 'textoo'") == true,
                "\(run.report.text)")
    }

    @Test func aSeriesCarriesDeclarationsToTheProgramsOfItsNextPart() async throws {
        let first = DoctestArticle(document: MarkdownParser.parse("""
            ```swift
            enum Semaforo: String {
              case rojo, verde
            }
            ```
            """, file: "content/parte-1.md"), series: "Serie")
        let second = DoctestArticle(document: MarkdownParser.parse("""
            ```swift
            print(Semaforo.verde.rawValue) // Prints "verde"
            ```
            """, file: "content/parte-2.md"), series: "Serie")
        let run = try await Doctests.verify([first, second], options: Support.options())
        #expect(run.report.blocks.map(\.status) == [.passed, .passed], "\(run.report.text)")
        #expect(run.report.blocks[1].checked == .run)
    }

    @Test func aProgramThatUsesACoreModulesNameKeepsTheCoreModulesOne() async throws {
        // The article's own `Tab` is a later step's, not this program's: AlarmCore's is used.
        let run = try await Support.verifyOverAlarmCore("""
            ```swift
            print(Tab.alarms.rawValue) // Prints "alarms"
            ```
            """)
        #expect(run.report.blocks.first?.status == .passed, "\(run.report.text)")
    }
}
