/// Values behind one reference, never changed in place: a struct that holds many
/// reference-counted values and is copied often (an article, a code block) keeps them in one
/// of these, so that a copy retains one object rather than each value. Setting a value makes
/// a new one (`changed`).
public final class SharedValues<Values: Sendable>: Sendable {
    public let values: Values

    public init(_ values: Values) {
        self.values = values
    }

    /// New shared values: these with `change` made to them.
    public func changed(_ change: (inout Values) -> Void) -> SharedValues {
        var values = values
        change(&values)
        return SharedValues(values)
    }
}

extension SharedValues: Equatable where Values: Equatable {
    /// The same values: the same object, or values that are equal.
    public static func == (left: SharedValues, right: SharedValues) -> Bool {
        left === right || left.values == right.values
    }
}

extension SharedValues: Hashable where Values: Hashable {
    public func hash(into hasher: inout Hasher) {
        hasher.combine(values)
    }
}
