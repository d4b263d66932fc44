import Foundation
import ItemsCore
import Testing

/// `ActionViewModel<Action>`: buttons are identities, roles are portable.
struct ActionViewModelTests {
    @Test func buttonsAreEqualByIdentityOnly() {
        let a = ActionViewModel<AppAction>.Button("Delete", role: .destructive, action: .dismissButtonTapped)
        let b = ActionViewModel<AppAction>.Button("Delete", role: .destructive, action: .dismissButtonTapped)
        #expect(a != b)
        #expect(a == a)
        #expect(Set([a, b, a]).count == 2)

        let id = UUID()
        let c = ActionViewModel<AppAction>.Button("One", action: .dismissButtonTapped, id: id)
        let d = ActionViewModel<AppAction>.Button("Other", role: .cancel, action: .addItemButtonTapped, id: id)
        #expect(c == d)
    }

    @Test func viewModelsCompareTitleMessageAndButtons() {
        let button = ActionViewModel<Int>.Button("OK", action: 1)
        #expect(ActionViewModel("T", message: "M", buttons: [button]) == ActionViewModel("T", message: "M", buttons: [button]))
        #expect(ActionViewModel("T", message: "M", buttons: [button]) != ActionViewModel("T", message: nil, buttons: [button]))
        #expect(ActionViewModel<Int>("T", buttons: []).message == nil)
    }

    @Test func theArticlesButtonListCompiles() {
        // Article 001, "Generalizar las acciones en la vista": buttons built with `.init`.
        let item = AppState.Item(value: 3)
        let viewModel = ActionViewModel<AppAction>(
            "Cambiar estilo",
            message: "¿Estás a punto de cambiar el estilo \(item.value)?",
            buttons: AppState.Item.Style.allCases.map { style in
                .init("\(style)", action: .change(style: style, item: item))
            }
        )
        #expect(viewModel.buttons.count == 4)
        #expect(ActionButtonRole.allCases == [.destructive, .cancel])
    }
}
