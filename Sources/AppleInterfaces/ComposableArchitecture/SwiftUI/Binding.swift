import Foundation
import SwiftUI

/// A property wrapper for the fields of a state that a view binds to directly, with
/// `BindableAction` and `Reducer.binding()`: `@BindableState var name = ""`.
/// https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/bindablestate
@dynamicMemberLookup
@propertyWrapper
public struct BindableState<Value> {
    /// https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/bindablestate/wrappedvalue
    public var wrappedValue: Value

    /// https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/bindablestate/init(wrappedvalue:)
    public init(wrappedValue: Value) {
        self.wrappedValue = wrappedValue
    }

    /// The wrapper itself, `\.$name`, which `viewStore.binding(\.$name)` takes.
    /// https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/bindablestate/projectedvalue
    public var projectedValue: Self {
        get { self }
        set { self = newValue }
    }

    /// A bindable field of the value.
    /// https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/bindablestate/subscript(dynamicmember:)
    public subscript<Subject>(
        dynamicMember keyPath: WritableKeyPath<Value, Subject>
    ) -> BindableState<Subject> {
        get { BindableState<Subject>(wrappedValue: wrappedValue[keyPath: keyPath]) }
        set { wrappedValue[keyPath: keyPath] = newValue.wrappedValue }
    }
}

extension BindableState: Equatable where Value: Equatable {}
extension BindableState: Hashable where Value: Hashable {}

extension BindableState: Decodable where Value: Decodable {
    /// https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/bindablestate/init(from:)
    public init(from decoder: Decoder) throws {
        do {
            self.init(wrappedValue: try decoder.singleValueContainer().decode(Value.self))
        } catch {
            self.init(wrappedValue: try Value(from: decoder))
        }
    }
}

extension BindableState: Encodable where Value: Encodable {
    /// https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/bindablestate/encode(to:)
    public func encode(to encoder: Encoder) throws {
        do {
            var container = encoder.singleValueContainer()
            try container.encode(wrappedValue)
        } catch {
            try wrappedValue.encode(to: encoder)
        }
    }
}

extension BindableState: CustomReflectable {
    /// https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/bindablestate/custommirror
    public var customMirror: Mirror {
        Mirror(reflecting: wrappedValue)
    }
}

extension BindableState: CustomDebugStringConvertible where Value: CustomDebugStringConvertible {
    /// https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/bindablestate/debugdescription
    public var debugDescription: String {
        wrappedValue.debugDescription
    }
}

/// An action with a case that carries a `BindingAction` of its state: `case binding(BindingAction<State>)`.
/// https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/bindableaction
public protocol BindableAction {
    /// The state the binding actions change.
    /// https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/bindableaction/state
    associatedtype State

    /// Embeds a binding action in this action.
    /// https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/bindableaction/binding(_:)
    static func binding(_ action: BindingAction<State>) -> Self
}

extension BindableAction {
    /// The action that sets a bindable field, as a binding does.
    /// https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/bindableaction/set(_:_:)
    public static func set<Value: Equatable>(
        _ keyPath: WritableKeyPath<State, BindableState<Value>>,
        _ value: Value
    ) -> Self {
        binding(.set(keyPath, value))
    }
}

extension ViewStore where Action: BindableAction, Action.State == State {
    /// A binding to a bindable field of the state, which sends `.binding(.set(keyPath, value))`.
    /// https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/viewstore/binding(_:file:fileid:line:)
    public func binding<Value: Equatable>(
        _ keyPath: WritableKeyPath<State, BindableState<Value>>,
        file: StaticString = #file,
        fileID: StaticString = #fileID,
        line: UInt = #line
    ) -> Binding<Value> {
        binding(
            get: { $0[keyPath: keyPath].wrappedValue },
            send: { value in .binding(.set(keyPath, value)) }
        )
    }
}

/// An action that sets one bindable field of `Root`.
/// https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/bindingaction
public struct BindingAction<Root>: Equatable {
    /// The field the action sets.
    /// https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/bindingaction/keypath
    public let keyPath: PartialKeyPath<Root>

    let set: (inout Root) -> Void
    let value: Any
    let valueIsEqualTo: (Any) -> Bool

    /// Actions are equal when they set the same field to equal values.
    /// https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/bindingaction/==(_:_:)
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.keyPath == rhs.keyPath && lhs.valueIsEqualTo(rhs.value)
    }
}

extension BindingAction {
    /// The action that sets the field at `keyPath` to `value`.
    /// https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/bindingaction/set(_:_:)
    public static func set<Value: Equatable>(
        _ keyPath: WritableKeyPath<Root, BindableState<Value>>,
        _ value: Value
    ) -> Self {
        Self(
            keyPath: keyPath,
            set: { $0[keyPath: keyPath].wrappedValue = value },
            value: value,
            valueIsEqualTo: { ($0 as? Value) == value }
        )
    }

    /// Matches the action that sets the field at `keyPath`, in a `switch`: `case .binding(\.$name):`.
    /// https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/bindingaction/~=(_:_:)
    public static func ~= <Value>(
        keyPath: WritableKeyPath<Root, BindableState<Value>>,
        bindingAction: Self
    ) -> Bool {
        keyPath == bindingAction.keyPath
    }

    /// The same action on a state that holds `Root` at `keyPath`.
    /// https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/bindingaction/pullback(_:)
    public func pullback<NewRoot>(
        _ keyPath: WritableKeyPath<NewRoot, Root>
    ) -> BindingAction<NewRoot> {
        BindingAction<NewRoot>(
            keyPath: (keyPath as AnyKeyPath).appending(path: self.keyPath) as! PartialKeyPath<NewRoot>,
            set: { self.set(&$0[keyPath: keyPath]) },
            value: value,
            valueIsEqualTo: valueIsEqualTo
        )
    }
}

extension Reducer where Action: BindableAction, State == Action.State {
    /// Applies binding actions to the state before this reducer runs.
    /// https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/reducer/binding()
    public func binding() -> Self {
        Self { state, action, environment in
            if let bindingAction = (/Action.binding).extract(from: action) {
                bindingAction.set(&state)
            }
            return self.run(&state, action, environment)
        }
    }
}
