/// What a reducer asks the store to do after it has changed the state.
///
/// The articles only ever return `.none`. This runtime keeps effects synchronous: an
/// effect is a list of actions that the store feeds back, in order, right after the
/// action that produced them. That is enough for the articles and keeps every test
/// deterministic; asynchronous work is out of scope for these model layers.
public struct Effect<Action> {
    /// The actions the store sends next, in order.
    public let actions: [Action]

    /// Creates an effect that sends `actions` in order.
    public init(actions: [Action]) {
        self.actions = actions
    }

    /// Creates an effect that sends one action.
    public init(value: Action) {
        self.init(actions: [value])
    }

    /// An effect that does nothing.
    public static var none: Effect { Effect(actions: []) }

    /// Combines effects: their actions are sent one effect after the other.
    public static func merge(_ effects: Effect...) -> Effect {
        Effect(actions: effects.flatMap(\.actions))
    }

    /// Transforms the actions of this effect, as a parent reducer does for a child's effect.
    public func map<NewAction>(_ transform: (Action) -> NewAction) -> Effect<NewAction> {
        Effect<NewAction>(actions: actions.map(transform))
    }
}

extension Effect: Equatable where Action: Equatable {}
extension Effect: Sendable where Action: Sendable {}
