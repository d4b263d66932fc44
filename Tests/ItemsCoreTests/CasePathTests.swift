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

/// The generic shape of article 001's `alert(route:case:send:onDismiss:)`, minus SwiftUI:
/// `Enum` and `Case` are inferred from `route:` and `/AppState.Route.removeItemAlert`.
func presenting<Enum, Case, Action>(
    route optionalValue: Enum?,
    case casePath: CasePath<Enum, Case>,
    send: @escaping (Action) -> Void
) -> ActionViewModel<Action>? {
    optionalValue.flatMap(casePath.extract(from:)) as? ActionViewModel<Action>
}

struct ArticleAlertSignatureTests {
    @Test func theAlertOverloadFindsItsActionViewModel() {
        var state = AppState(items: [AppState.Item(value: 4)])
        _ = appReducer.run(&state, .removeAlertButtonTapped(state.items[0]), .test())
        let alert = presenting(route: state.route, case: /AppState.Route.removeItemAlert, send: { (_: AppAction) in })
        #expect(alert?.buttons.map(\.title) == ["Delete"])
        let dialog = presenting(route: state.route, case: /AppState.Route.changeStyleConfirmationDialog, send: { (_: AppAction) in })
        #expect(dialog == nil)
    }
}
