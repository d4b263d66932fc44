// Combine fidelity corpus, accepted: subjects, subscribers and cancellables. On Linux Combine is
// OpenCombine: these snippets `import SwiftUI`, which re-exports OpenCombine (with its Dispatch
// and Foundation schedulers), Foundation and Dispatch, as `import SwiftUI` brings Combine on iOS;
// the doctest engine instead renames an article's `import Combine` (`rename: { Combine: OpenCombine }`).
import SwiftUI

// snippet: a PassthroughSubject sending values and completion to a sink — https://developer.apple.com/documentation/combine/passthroughsubject
func passthroughExample() -> AnyCancellable {
    let subject = PassthroughSubject<String, Never>()
    let cancellable = subject.sink(receiveCompletion: { completion in
        print("terminado: \(completion)")
    }, receiveValue: { value in
        print(value)
    })
    subject.send("Hola")
    subject.send(completion: .finished)
    return cancellable
}

// snippet: a CurrentValueSubject's current value, read and written — https://developer.apple.com/documentation/combine/currentvaluesubject
func currentValueExample() -> AnyCancellable {
    let counter = CurrentValueSubject<Int, Never>(0)
    let cancellable = counter.sink { print("valor: \($0)") }
    counter.value += 1
    counter.send(counter.value + 1)
    return cancellable
}

// snippet: a Void subject sent with send() — https://developer.apple.com/documentation/combine/subject/send()
func voidSubjectExample() -> AnyCancellable {
    let refresh = PassthroughSubject<Void, Never>()
    let cancellable = refresh.sink { print("recargar") }
    refresh.send()
    return cancellable
}

// snippet: keeping subscriptions alive with store(in:) in a Set<AnyCancellable> — https://developer.apple.com/documentation/combine/anycancellable/store(in:)-3hyxs
final class SubscriptionOwner {
    private var cancellables = Set<AnyCancellable>()
    let events = PassthroughSubject<Int, Never>()

    func start() {
        events
            .map { $0 * 2 }
            .sink { print($0) }
            .store(in: &cancellables)
    }

    func stop() {
        cancellables.forEach { $0.cancel() }
        cancellables.removeAll()
    }
}

// snippet: AnyCancellable wrapping a cancel closure, and cancel() — https://developer.apple.com/documentation/combine/anycancellable/init(_:)-65j4o
func anyCancellableExample() {
    let cancellable = AnyCancellable { print("cancelado") }
    cancellable.cancel()
}

// snippet: a subject with an Error failure, handled in receiveCompletion — https://developer.apple.com/documentation/combine/subscribers/completion
enum DownloadError: Error { case offline }
func failingSubjectExample() -> AnyCancellable {
    let downloads = PassthroughSubject<Data, DownloadError>()
    let cancellable = downloads.sink(receiveCompletion: { completion in
        switch completion {
        case .finished: print("ok")
        case .failure(let error): print("error: \(error)")
        }
    }, receiveValue: { data in print(data.count) })
    downloads.send(completion: .failure(.offline))
    return cancellable
}

// snippet: assign(to:on:) writing each value to a class instance's property — https://developer.apple.com/documentation/combine/publisher/assign(to:on:)
final class Thermometer {
    var reading: String = ""
}
func assignOnExample(_ thermometer: Thermometer) -> AnyCancellable {
    let temperatures = PassthroughSubject<Double, Never>()
    return temperatures
        .map { "\($0) °C" }
        .assign(to: \.reading, on: thermometer)
}

// snippet: Just, Future and eraseToAnyPublisher behind an AnyPublisher return type — https://developer.apple.com/documentation/combine/future
func fetchGreeting(fail: Bool) -> AnyPublisher<String, Error> {
    if fail {
        return Fail(error: DownloadError.offline).eraseToAnyPublisher()
    }
    return Future<String, Error> { promise in
        promise(.success("Hola"))
    }
    .eraseToAnyPublisher()
}
