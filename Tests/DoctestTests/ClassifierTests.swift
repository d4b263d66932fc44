@testable import Doctest
import Diagnostics
import Markdown
import Testing

/// Classification of real blocks of the articles (quoted as the articles have them).
struct ClassifierTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var code: String
        var kind: BlockKind
        var context: ParseContext = .file
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(name: "a SwiftUI view with its import", code: """
            import SwiftUI

            struct TabBarView: View {
              var body: some View {
                TabView {
                  Text("Clock")
                    .tabItem { Text("Clock") }
                }
              }
            }
            """, kind: .apple),
        Case(name: "a view without an import line", code: """
            struct MainView: View {
            @ObservedObject var viewModel: MainViewModel
              var body: some View {
                VStack { EmptyView() }
                .onOpenURL { self.viewModel.open(url: $0) }
              }
            }
            """, kind: .apple),
        Case(name: "a UIKit controller", code: """
            import UIKit
            class TabBarViewController: UITabBarController {
              init() {
                super.init(nibName: nil, bundle: nil)
              }
              required init?(coder: NSCoder) {
                fatalError()
              }
            }
            """, kind: .apple),
        Case(name: "a UIKit statement without a UIKit type name", code: """
            tableView.translatesAutoresizingMaskIntoConstraints = false
            """, kind: .apple),
        Case(name: "a SwiftUI modifier chain", code: """
            .sheet(
              value: Binding<AlarmItemViewModel?>(
                get: { nil },
                set: { _ in }
              )
            ) { viewModel in
              EmptyView()
            }
            """, kind: .apple, context: .file),
        Case(name: "#Preview", code: """
            #Preview {
            \tNavigationStack {
            \t\tList { ExerciseRowView(exercise: .fake(type: .running)) }
            \t}
            }
            """, kind: .apple),
        Case(name: "an enum", code: """
            enum Tab: String {
              case clock, alarms, crono
            }
            """, kind: .compile),
        Case(name: "a struct that the core module also declares", code: """
            struct AlarmItem: Identifiable, Hashable {
              let id: UUID
              var date: Date
              var isOn: Bool
            }
            """, kind: .compile),
        Case(name: "an observable model", code: """
            import Foundation
            import Combine

            class MainViewModel: ObservableObject {
              @Published var isSwiftUI = false
              @Published var tabBarViewModel: TabBarViewModel
              init(isSwiftUI: Bool = false, tabBarViewModel: TabBarViewModel) {
                self.isSwiftUI = isSwiftUI
                self.tabBarViewModel = tabBarViewModel
              }
            }
            """, kind: .apple),
        Case(name: "a reducer, a global with a closure", code: """
            let appReducer = Reducer<AppState, AppAction, AppEnvironment> { state, action, environment in
              switch action {
              case .addItemButtonTapped:
                state.items.append(.init(value: state.items.count))
                return .none
              }
            }
            """, kind: .compile),
        Case(name: "a method on its own", code: """
            func open(url: URL) {
              guard let tab = Tab(rawValue: url.lastPathComponent) else {
                return
              }
              self.tabBarViewModel.selectedTab = tab
            }
            """, kind: .fragment),
        Case(name: "a lone enum case", code: "case add(AlarmItemViewModel)\n", kind: .fragment, context: .members),
        Case(name: "properties with a property wrapper", code: """
            @Published var alertNoInternet = false
            @Published var alertRemoveItem = false
            """, kind: .fragment),
        Case(name: "an initializer", code: """
            init(
              items: [AlarmItem] = [],
              route: Route? = nil
            ) {
              self.items = items
              self.route = route
            }
            """, kind: .fragment),
        Case(name: "cases of the reducer's switch", code: """
            case let .removeAlertButtonTapped(item):
              guard let item = state.items[id: item.id] else { return .none }
              return .none
            case .dismissButtonTapped:
              state.route = nil
              return .none
            """, kind: .fragment, context: .switchCases),
        Case(name: "statements of a reducer body", code: """
            state.route = .removeItemAlert(
              .init(title: "Cambiar estilo", message: nil)
            )
            """, kind: .fragment),
        Case(name: "list elements", code: """
            .init(item: .init(id: .init(), date: .init(), isOn: false)),
            .init(item: .init(id: .init(), date: .init(), isOn: true)),
            """, kind: .fragment, context: .elements),
        Case(name: "a Swift Testing test", code: """
            import Testing
            @testable import NavigationDoExercise

            struct NavigationDoExercisesListTests {
            \t@Test func givenExercisesWhenOnDeleteExercisesCalledThenExercisesDeleted() async throws {
            \t\tlet model = ExercisesModel(exercises: [.fake(.random)])
            \t\tmodel.onDeleteExercises([0])
            \t\t#expect(model.exercises.isEmpty)
            \t}
            }
            """, kind: .run),
        Case(name: "a program that names a type with .self", code: """
            struct Punto { var x = 1 }
            let tipo = Punto.self
            print(tipo) // Prints "Punto"
            """, kind: .run),
        Case(name: "self outside a type", code: """
            self.items.append(1)
            """, kind: .fragment),
        Case(name: "a program", code: """
            let tab = Tab.alarms
            print(tab.rawValue) // Prints "alarms"
            """, kind: .run),
    ]

    @Test(arguments: cases)
    func classifies(_ testCase: Case) {
        let block = CodeBlock(info: "swift", code: testCase.code + "\n", location: SourceLocation(file: "content/x.md", line: 10), endLine: 30)
        let analysis = Classifier.analyze(block, settings: DoctestSettings(imports: ["AlarmCore"]),
                                          knownNames: ["appReducer", "AlarmItem", "Tab"])
        #expect(analysis.kind == testCase.kind, "\(analysis.reason)")
        #expect(analysis.context == testCase.context)
        #expect(analysis.syntaxErrors.isEmpty)
    }

    @Test func aRenamedCombineIsNotAppleOnly() {
        let code = "import Combine\n\nclass AlarmItemViewModel: ObservableObject {\n  @Published var isOn = false\n}\n"
        let block = CodeBlock(info: "swift", code: code, location: SourceLocation(file: "content/x.md", line: 1), endLine: 7)
        #expect(Classifier.analyze(block, settings: DoctestSettings(), knownNames: []).kind == .apple)
        let renamed = DoctestSettings(imports: ["AlarmCore"], rename: ["Combine": "OpenCombine"])
        #expect(Classifier.analyze(block, settings: renamed, knownNames: []).kind == .compile)
    }

    @Test func aBlockUsingAViewDeclaredEarlierInTheArticleIsAppleOnly() async throws {
        let article = Support.article("""
            ```swift
            import SwiftUI
            struct SwiftUIWrapper: UIViewControllerRepresentable {
              let viewController: () -> UIViewController
            }
            ```

            ```swift
            SwiftUIWrapper {
              TabBarViewController(viewModel: viewModel)
            }
            ```
            """)
        let run = try await Support.verify(article)
        #expect(run.report.blocks.map(\.kind) == [.apple, .apple])
        #expect(run.report.blocks[1].kindReason == "uses SwiftUIWrapper, declared on an Apple-only type at line 1")
    }

    @Test func aSyntaxErrorIsAFailureAtTheArticleLineAndColumn() async throws {
        let article = Support.article("""
            Texto.

            ```swift
            enum Tab {
              case clock, alarms crono
            }
            ```
            """, lineOffset: 4)
        let run = try await Support.verify(article)
        let block = try #require(run.report.blocks.first)
        #expect(block.status == .failed)
        #expect(block.messages.first?.hasPrefix("content/test.md:9:") == true)
    }
}
