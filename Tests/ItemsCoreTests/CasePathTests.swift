import ItemsCore
import Testing

/// The case paths the articles write: `/AppState.Route.removeItemAlert` and `CasePath<Enum, Case>`.
struct CasePathTests {
    let alert = ActionViewModel<AppAction>("Title", message: nil, buttons: [])

    @Test func embedOperatorExtractsItsOwnCaseOnly() {
        let removeItemAlert = /AppState.Route.removeItemAlert
        #expect(removeItemAlert.extract(from: .removeItemAlert(alert)) == alert)
        #expect(removeItemAlert.extract(from: .changeStyleConfirmationDialog(alert)) == nil)
        #expect(removeItemAlert.embed(alert) == .removeItemAlert(alert))
    }

    @Test func embedOperatorWorksForCasesWithSeveralLabelledValues() {
        let item = AppState.Item(value: 1)
        let change = /AppAction.change
        #expect(change.extract(from: .change(style: .blue, item: item))?.0 == .blue)
        #expect(change.extract(from: .dismissButtonTapped) == nil)
        #expect(change.embed((.green, item)) == .change(style: .green, item: item))
    }

    @Test func casePathIsTheArticlesNameForAnyCasePath() {
        // The shape of the article's `Binding.case(_:)` getter, without SwiftUI.
        func extract<Enum, Case>(_ optionalValue: Enum?, _ casePath: CasePath<Enum, Case>) -> Case? {
            guard let wrappedValue = optionalValue, let `case` = casePath.extract(from: wrappedValue) else { return nil }
            return `case`
        }
        let route: AppState.Route? = .removeItemAlert(alert)
        #expect(extract(route, /AppState.Route.removeItemAlert)?.title == "Title")
        #expect(extract(route, /AppState.Route.changeStyleConfirmationDialog) == nil)
        #expect(extract(nil, /AppState.Route.removeItemAlert) == nil)
    }
}
