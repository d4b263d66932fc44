// Combine fidelity corpus, accepted: operators. On Linux Combine is OpenCombine: these snippets
// `import SwiftUI`, which re-exports OpenCombine (with its Dispatch and Foundation schedulers),
// Foundation and Dispatch, as `import SwiftUI` brings Combine on iOS.
import SwiftUI

// snippet: map, filter and compactMap before a sink — https://developer.apple.com/documentation/combine/publisher/compactmap(_:)
func mapFilterExample() -> AnyCancellable {
    let inputs = ["1", "dos", "3", "4"]
    return inputs.publisher
        .compactMap { Int($0) }
        .filter { !$0.isMultiple(of: 2) }
        .map { $0 * 10 }
        .sink { print($0) }
}

// snippet: removeDuplicates() on an Equatable output, and removeDuplicates(by:) — https://developer.apple.com/documentation/combine/publisher/removeduplicates()
struct Reading { let value: Int }
func removeDuplicatesExample() -> [AnyCancellable] {
    let words = PassthroughSubject<String, Never>()
    let readings = PassthroughSubject<Reading, Never>()
    return [
        words.removeDuplicates().sink { print($0) },
        readings.removeDuplicates(by: { $0.value == $1.value }).sink { print($0.value) },
    ]
}

// snippet: combineLatest of two publishers, and with a transform closure — https://developer.apple.com/documentation/combine/publisher/combinelatest(_:_:)-1n30g
func combineLatestExample() -> [AnyCancellable] {
    let username = CurrentValueSubject<String, Never>("")
    let password = CurrentValueSubject<String, Never>("")
    let isValid = username.combineLatest(password) { name, secret in
        !name.isEmpty && secret.count >= 8
    }
    return [
        isValid.sink { print("válido: \($0)") },
        username.combineLatest(password).sink { pair in print(pair.0, pair.1) },
    ]
}

// snippet: combineLatest of three publishers delivering a tuple — https://developer.apple.com/documentation/combine/publisher/combinelatest(_:_:)-5crqg
func combineLatestThreeExample() -> AnyCancellable {
    let a = PassthroughSubject<Int, Never>()
    let b = PassthroughSubject<String, Never>()
    let c = PassthroughSubject<Bool, Never>()
    return a.combineLatest(b, c).sink { number, text, flag in print(number, text, flag) }
}

// snippet: merge(with:) of publishers with the same output — https://developer.apple.com/documentation/combine/publisher/merge(with:)-7fk3a
func mergeExample() -> AnyCancellable {
    let taps = PassthroughSubject<String, Never>()
    let shortcuts = PassthroughSubject<String, Never>()
    return taps.merge(with: shortcuts).sink { print($0) }
}

// snippet: scan accumulating values, and prefix limiting them — https://developer.apple.com/documentation/combine/publisher/scan(_:_:)
func scanExample() -> AnyCancellable {
    (1...10).publisher
        .scan(0, +)
        .prefix(5)
        .sink { print($0) }
}

// snippet: flatMap to a Future per value, then replaceError and catch — https://developer.apple.com/documentation/combine/publisher/flatmap(maxpublishers:_:)-3k7z5
enum LookupError: Error { case notFound }
func flatMapExample() -> AnyCancellable {
    let ids = PassthroughSubject<Int, LookupError>()
    return ids
        .flatMap { id in
            Future<String, LookupError> { promise in
                promise(id > 0 ? .success("usuario \(id)") : .failure(.notFound))
            }
        }
        .catch { _ in Just("desconocido").setFailureType(to: LookupError.self) }
        .replaceError(with: "sin datos")
        .sink { print($0) }
}

// snippet: handleEvents and a typed eraseToAnyPublisher() — https://developer.apple.com/documentation/combine/publisher/handleevents(receivesubscription:receiveoutput:receivecompletion:receivecancel:receiverequest:)
func handleEventsExample() -> AnyPublisher<Int, Never> {
    PassthroughSubject<Int, Never>()
        .handleEvents(receiveOutput: { print("valor: \($0)") }, receiveCancel: { print("cancelado") })
        .eraseToAnyPublisher()
}
