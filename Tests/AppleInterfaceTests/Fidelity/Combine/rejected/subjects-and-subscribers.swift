// Combine fidelity corpus, rejected: subjects, subscribers and cancellables. Each snippet holds
// exactly one error, marked with the message Apple's compiler prints for it with Combine. On Linux
// Combine is OpenCombine: these snippets `import SwiftUI`, which re-exports OpenCombine, Foundation
// and Dispatch, as `import SwiftUI` brings Combine on iOS.
import SwiftUI

// snippet: store(in:) takes the set inout, with & — https://developer.apple.com/documentation/combine/anycancellable/store(in:)-3hyxs
func rejectedStoreWithoutAmpersand(_ cancellables: inout Set<AnyCancellable>) {
    let subject = PassthroughSubject<Int, Never>()
    subject.sink { _ in }.store(in: cancellables) // expected-error {{passing value of type 'Set<AnyCancellable>' to an inout parameter requires explicit '&'}}
}

// snippet: storing into a let set — https://developer.apple.com/documentation/combine/anycancellable/store(in:)-3hyxs
func rejectedStoreInLet() {
    let cancellables = Set<AnyCancellable>() // expected-note {{change 'let' to 'var' to make it mutable}}
    let subject = PassthroughSubject<Int, Never>()
    subject.sink { _ in }.store(in: &cancellables) // expected-error {{cannot pass immutable value as inout argument: 'cancellables' is a 'let' constant}}
}

// snippet: sink(receiveValue:)'s closure receives one value — https://developer.apple.com/documentation/combine/publisher/sink(receivevalue:)
func rejectedSinkTwoParameters() {
    let subject = PassthroughSubject<Int, Never>()
    _ = subject.sink { value, other in } // expected-error {{contextual closure type '(Int) -> Void' expects 1 argument, but 2 were used in closure body}}
}

// snippet: a sink on a non-Void output must take the value — https://developer.apple.com/documentation/combine/publisher/sink(receivevalue:)
func rejectedSinkNoParameter() {
    let subject = PassthroughSubject<Int, Never>()
    _ = subject.sink { print("valor") } // expected-error {{contextual type for closure argument list expects 1 argument, which cannot be implicitly ignored}}
}

// snippet: sink(receiveCompletion:receiveValue:) takes its arguments in that order — https://developer.apple.com/documentation/combine/publisher/sink(receivecompletion:receivevalue:)
func rejectedSinkArgumentOrder() {
    let subject = PassthroughSubject<Int, Never>()
    _ = subject.sink(receiveValue: { _ in }, receiveCompletion: { _ in }) // expected-error {{argument 'receiveCompletion' must precede argument 'receiveValue'}}
}

// snippet: send(_:) takes the subject's Output type — https://developer.apple.com/documentation/combine/passthroughsubject/send(_:)
func rejectedSendWrongType() {
    let subject = PassthroughSubject<Int, Never>()
    subject.send("uno") // expected-error {{cannot convert value of type 'String' to expected argument type 'Int'}}
}

// snippet: a CurrentValueSubject's value has the Output type — https://developer.apple.com/documentation/combine/currentvaluesubject/value
func rejectedValueType() {
    let subject = CurrentValueSubject<Int, Never>(0)
    let text: String = subject.value // expected-error {{cannot convert value of type 'Int' to specified type 'String'}}
    _ = text
}

// snippet: assigning a value of the wrong type to a CurrentValueSubject — https://developer.apple.com/documentation/combine/currentvaluesubject/value
func rejectedValueAssignment() {
    let subject = CurrentValueSubject<Int, Never>(0)
    subject.value = "cero" // expected-error {{cannot assign value of type 'String' to type 'Int'}}
}

// snippet: completion cases are finished and failure — https://developer.apple.com/documentation/combine/subscribers/completion
func rejectedCompletionCase() {
    let subject = PassthroughSubject<Int, Never>()
    subject.send(completion: .done) // expected-error {{type 'Subscribers.Completion<Never>' has no member 'done'}}
}

// snippet: AnyCancellable.cancel() takes no arguments — https://developer.apple.com/documentation/combine/anycancellable/cancel()
func rejectedCancelArgument() {
    let subject = PassthroughSubject<Int, Never>()
    let cancellable: AnyCancellable = subject.sink { _ in }
    cancellable.cancel(now: true) // expected-error {{argument passed to call that takes no arguments}}
}

// snippet: a publisher is not a cancellable: the subscription (sink) is — https://developer.apple.com/documentation/combine/anycancellable
func rejectedPublisherAsCancellable() {
    let subject = PassthroughSubject<Int, Never>()
    var cancellables = Set<AnyCancellable>()
    cancellables.insert(subject) // expected-error {{cannot convert value of type 'PassthroughSubject<Int, Never>' to expected argument type 'AnyCancellable'}}
}

// snippet: a Future's promise takes a Result — https://developer.apple.com/documentation/combine/future/promise
func rejectedPromiseValue() {
    _ = Future<Int, Never> { promise in promise(1) } // expected-error {{cannot convert value of type 'Int' to expected argument type 'Result<Int, Never>'}}
}
