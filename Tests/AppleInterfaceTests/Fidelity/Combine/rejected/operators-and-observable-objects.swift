// Combine fidelity corpus, rejected: operators, type erasure and ObservableObject models. Each
// snippet holds exactly one error, marked with the message Apple's compiler prints for it with
// Combine. On Linux Combine is OpenCombine: these snippets `import SwiftUI`, which re-exports
// OpenCombine, Foundation and Dispatch, as `import SwiftUI` brings Combine on iOS.
import SwiftUI

// snippet: assign(to:on:) needs a key path to a property of the publisher's Output type — https://developer.apple.com/documentation/combine/publisher/assign(to:on:)
final class RejectedCounterLabel {
    var text: String = ""
}
func rejectedAssignKeyPathType(_ label: RejectedCounterLabel) {
    let counts = PassthroughSubject<Int, Never>()
    _ = counts.assign(to: \.text, on: label) // expected-error {{cannot convert value of type 'ReferenceWritableKeyPath<RejectedCounterLabel, String>' to expected argument type 'ReferenceWritableKeyPath<RejectedCounterLabel, Int>'}} expected-note {{arguments to generic parameter 'Value' ('String' and 'Int') are expected to be equal}}
}

// snippet: eraseToAnyPublisher() keeps the Output type — https://developer.apple.com/documentation/combine/publisher/erasetoanypublisher()
func rejectedErasedOutput() {
    let subject = PassthroughSubject<Int, Never>()
    let publisher: AnyPublisher<String, Never> = subject.eraseToAnyPublisher() // expected-error {{cannot assign value of type 'AnyPublisher<Int, Never>' to type 'AnyPublisher<String, Never>'}} expected-note {{arguments to generic parameter 'Output' ('Int' and 'String') are expected to be equal}}
    _ = publisher
}

// snippet: eraseToAnyPublisher() keeps the Failure type too — https://developer.apple.com/documentation/combine/anypublisher
func rejectedErasedFailure() {
    let subject = PassthroughSubject<Int, Never>()
    let publisher: AnyPublisher<Int, Error> = subject.eraseToAnyPublisher() // expected-error {{cannot assign value of type 'AnyPublisher<Int, Never>' to type 'AnyPublisher<Int, any Error>'}} expected-note {{arguments to generic parameter 'Failure' ('Never' and 'any Error') are expected to be equal}}
    _ = publisher
}

// snippet: filter's predicate returns a Bool — https://developer.apple.com/documentation/combine/publisher/filter(_:)
func rejectedFilterPredicate() {
    let subject = PassthroughSubject<Int, Never>()
    _ = subject.filter { $0 } // expected-error {{cannot convert value of type 'Int' to closure result type 'Bool'}}
}

// snippet: after removeDuplicates() the output is still the upstream's Int — https://developer.apple.com/documentation/combine/publisher/removeduplicates()
func rejectedMemberOnOutput() {
    let subject = PassthroughSubject<Int, Never>()
    _ = subject.removeDuplicates().map { $0.uppercased() } // expected-error {{value of type 'Publishers.RemoveDuplicates<PassthroughSubject<Int, Never>>.Output' (aka 'Int') has no member 'uppercased'}}
}

// snippet: assign(to:) republishes only into a @Published property of the same type — https://developer.apple.com/documentation/combine/publisher/assign(to:)
final class RejectedGreetingModel: ObservableObject {
    @Published var count = 0
    init() {
        Just("hola").assign(to: &$count) // expected-error {{cannot convert value of type 'String' to expected argument type 'Int'}}
    }
}

// snippet: map's result must match the @Published property assign(to:) writes — https://developer.apple.com/documentation/combine/publisher/assign(to:)
final class RejectedQueryModel: ObservableObject {
    @Published var query = ""
    init() {
        $query.map { $0.count }.assign(to: &$query) // expected-error {{cannot convert value of type 'Int' to closure result type 'String'}}
    }
}

// snippet: a @Published property's publisher is its projection, $name — https://developer.apple.com/documentation/combine/published
final class RejectedProfileModel: ObservableObject {
    @Published var name = ""
    func observe() {
        _ = name.sink { _ in } // expected-error {{referencing instance method 'sink(receiveValue:)' requires wrapper 'Published<String>.Publisher'}}
    }
}

// snippet: @Published applies to a var — https://developer.apple.com/documentation/combine/published
final class RejectedConstantModel: ObservableObject {
    @Published let version = 1 // expected-error {{property wrapper can only be applied to a 'var'}}
}

// snippet: ObservableObject is a class protocol — https://developer.apple.com/documentation/combine/observableobject
struct RejectedValueModel: ObservableObject { // expected-error {{non-class type 'RejectedValueModel' cannot conform to class protocol 'ObservableObject'}}
    var score = 0
}

// snippet: a mapped Just(1) delivers an Int to the sink, not a String — https://developer.apple.com/documentation/combine/publisher/sink(receivevalue:)
func rejectedJustValueType() {
    _ = Just(1).map { $0 * 2 }.sink { value in let text: String = value; _ = text } // expected-error {{cannot convert value of type 'Int' to specified type 'String'}}
}
