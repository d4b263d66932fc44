import Markdown
import Testing
@testable import Rendering

@Suite("Steps of the code and file names")
struct CodeStepsTests {
    static func render(_ markdown: String) -> RenderedBody {
        MarkdownHTMLRenderer(codeBlocks: CodeBlockDrawing()).render(MarkdownParser.parse(markdown, file: "content/x.md"))
    }

    /// An article without headings, like parts 03–05 of «De UIKit a SwiftUI».
    static let withoutHeadings = """
        Crea un fichero nuevo llamado AlarmItemView.

        ```swift
        struct AlarmItemView: View {
            var body: some View { Text("") }
        }
        ```

        Añade el modelo:

        ```swift
        final class AlarmItemViewModel: ObservableObject {
            @Published var isOn = false
        }
        ```

        Y su método, en el mismo modelo:

        ```swift in=AlarmItemViewModel.toggle
        isOn.toggle()
        ```

        Ahora, en el AlarmsListViewModel, el método que lo usa:

        ```swift
        func add(item: AlarmItem) {
          items.append(item)
        }
        ```

        Un bloque que no es Swift no es un paso.

        ```sh
        swift build
        ```
        """

    @Test func anArticleWithoutHeadingsHasStepsNamedByWhatItsCodeChanges() {
        let body = Self.render(Self.withoutHeadings)
        #expect(body.tableOfContentsIsSteps)
        #expect(body.tableOfContents.map(\.title) == ["AlarmItemView.swift", "AlarmItemViewModel", "AlarmsListViewModel"])
        #expect(body.tableOfContents.map(\.anchor) == ["paso-alarmitemview-swift", "paso-alarmitemviewmodel", "paso-alarmslistviewmodel"])
        // The anchor is on the paragraph that introduces the step, not on a new heading.
        #expect(body.html.contains(#"<p id="paso-alarmitemview-swift">Crea un fichero nuevo llamado AlarmItemView.</p>"#))
        #expect(body.html.contains(#"<p id="paso-alarmitemviewmodel">Añade el modelo:</p>"#))
        #expect(!body.html.contains("<h2"))
        // The search index's sections follow the steps.
        #expect(body.sections.map(\.anchor) == ["paso-alarmitemview-swift", "paso-alarmitemviewmodel", "paso-alarmslistviewmodel"])
        #expect(body.sections[1].text.contains("Y su método, en el mismo modelo"))
        #expect(body.anchors == body.tableOfContents.map(\.anchor))
    }

    @Test func theFileTheTextNamesIsShownAboveItsBlock() {
        let body = Self.render(Self.withoutHeadings)
        #expect(body.html.contains(#"<span class="code-language">Swift</span><span class="code-file">AlarmItemView.swift</span>"#))
        #expect(body.html.components(separatedBy: "code-file").count == 2, "only the block whose text names a file")
        // A named file the block does not contain is not its file.
        let other = Self.render("Ya no necesitaremos el fichero ContentView, así que lo borramos.\n\n```swift\nstruct MainView {}\n```\n")
        #expect(!other.html.contains("code-file"))
    }

    @Test(arguments: [
        ("Crearemos un nuevo fichero Exercise.", "struct Exercise {}", "Exercise.swift"),
        ("crearemos otro fichero y lo llamaremos ExercisesView. En este caso…", "struct ExercisesView {}", "ExercisesView.swift"),
        ("ahora crearemos un fuchero nuevo llamado AlarmItemViewModel:", "class AlarmItemViewModel {}", "AlarmItemViewModel.swift"),
        ("Crea un archivo llamado AlarmsListView.", "struct AlarmsListView {}", "AlarmsListView.swift"),
        ("Abre AlarmItemCell.swift y cambia la celda.", "final class AlarmItemCell {}", "AlarmItemCell.swift"),
    ])
    func fileNamesInTheArticlesWords(text: String, code: String, file: String) {
        #expect(CodeSteps.fileName(in: text, code: code) == file)
    }

    @Test func anArticleWithHeadingsKeepsThemAndOnlyGetsFileNames() {
        let body = Self.render("## Primera parte\n\n" + Self.withoutHeadings)
        #expect(!body.tableOfContentsIsSteps)
        #expect(body.tableOfContents.map(\.title) == ["Primera parte"])
        #expect(!body.html.contains("id=\"paso-"))
        #expect(body.html.contains(#"<span class="code-file">AlarmItemView.swift</span>"#))
    }

    @Test func fewerThanThreeStepsMakeNoTableOfContents() {
        let body = Self.render("Primero:\n\n```swift\nstruct A {}\n```\n\nLuego, más de A:\n\n```swift\nextension A {}\n```\n")
        #expect(body.tableOfContents.isEmpty)
    }

    @Test func readingTimeCountsTheVisibleLinesOfCode() {
        let prose = String(repeating: "palabra ", count: 200)
        let code = (1...50).map { "let x\($0) = \($0)" }.joined(separator: "\n")
        let body = Self.render(prose + "\n\n```swift\n# let oculta = 0\n" + code + "\n```\n")
        #expect(body.wordCount == 200)
        #expect(body.codeLines == 50)
        #expect(SiteRenderer.readingMinutes(body) == 3, "1 minute of prose and 2 of code")
    }
}
