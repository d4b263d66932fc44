import Foundation

/// The add-item sheet of article 004: one item being composed.
public struct AddItemState: Equatable, Identifiable, Sendable {
    /// The item being composed.
    public var item: Item

    /// The sheet is identified by its item, so that `sheet(item:)` can present it.
    public var id: UUID {
        self.item.id
    }

    /// Creates the sheet's state.
    public init(item: Item) {
        self.item = item
    }
}

/// What can happen in the add-item sheet.
public enum AddItemAction: Equatable, Sendable {
    /// A style button: sets the item's background.
    case change(style: Style)
    /// The + button: adds one to the value.
    case incrementButtonTapped
    /// The - button: subtracts one from the value.
    case decrementButtonTapped
    /// Replaces the value with a random one in 0...100.
    case generateRandomValueButtonTapped
    /// The Add Item button. The sheet itself does nothing with it: the parent reducer
    /// (`appReducer`) appends the item and closes the sheet.
    case saveButtonTapped
}

/// The add-item sheet's dependencies. The article's is empty; the random number source is
/// injected here so that tests (and the doctests) get reproducible values.
public struct AddItemEnvironment: Sendable {
    /// Returns a number in the range; `Int.random(in:)` by default.
    public var random: @Sendable (ClosedRange<Int>) -> Int

    /// Creates the environment, random by default.
    public init(random: @escaping @Sendable (ClosedRange<Int>) -> Int = { Int.random(in: $0) }) {
        self.random = random
    }
}

/// The add-item sheet's reducer, as in article 004.
// Reducers are not Sendable in 0.39.1; this one is immutable and only ever run.
nonisolated(unsafe) public let addItemReducer = Reducer<
    AddItemState,
    AddItemAction,
    AddItemEnvironment
> { state, action, environment in
    switch action {
    case let .change(style: style):
        state.item.style = style
        return .none

    case .incrementButtonTapped:
        state.item.value += 1
        return .none

    case .decrementButtonTapped:
        state.item.value -= 1
        return .none

    case .generateRandomValueButtonTapped:
        state.item.value = environment.random(0...100)
        return .none

    case .saveButtonTapped:
        return .none
    }
}
