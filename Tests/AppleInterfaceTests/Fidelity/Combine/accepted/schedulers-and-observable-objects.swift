// Combine fidelity corpus, accepted: timers, schedulers and ObservableObject models. On Linux
// Combine is OpenCombine: these snippets `import SwiftUI`, which re-exports OpenCombine (with its
// Dispatch and Foundation schedulers), Foundation and Dispatch, as `import SwiftUI` brings Combine
// on iOS.
import SwiftUI

// snippet: Timer.publish(every:on:in:).autoconnect() — https://developer.apple.com/documentation/foundation/timer/publish(every:tolerance:on:in:options:)
final class ClockModel: ObservableObject {
    @Published var now = Date()
    private var timer: AnyCancellable?

    func start() {
        timer = Timer.publish(every: 1, on: .main, in: .common)
            .autoconnect()
            .sink { [weak self] date in self?.now = date }
    }
}

// snippet: receive(on: DispatchQueue.main) before updating state — https://developer.apple.com/documentation/combine/publisher/receive(on:options:)
func receiveOnMainQueueExample(_ results: PassthroughSubject<[String], Never>) -> AnyCancellable {
    results
        .receive(on: DispatchQueue.main)
        .sink { print($0.count) }
}

// snippet: receive(on: RunLoop.main) and subscribe(on:) a global queue — https://developer.apple.com/documentation/combine/publisher/subscribe(on:options:)
func receiveOnRunLoopExample() -> AnyCancellable {
    Just(42)
        .subscribe(on: DispatchQueue.global())
        .receive(on: RunLoop.main)
        .sink { print($0) }
}

// snippet: debounce(for:scheduler:) a search query, then removeDuplicates — https://developer.apple.com/documentation/combine/publisher/debounce(for:scheduler:options:)
final class SearchModel: ObservableObject {
    @Published var query = ""
    @Published private(set) var results: [String] = []
    private var cancellables = Set<AnyCancellable>()

    init() {
        $query
            .debounce(for: .milliseconds(300), scheduler: RunLoop.main)
            .removeDuplicates()
            .map { query in query.isEmpty ? [] : [query.uppercased()] }
            .sink { [weak self] in self?.results = $0 }
            .store(in: &cancellables)
    }
}

// snippet: assign(to: &$property) republishing into a @Published property — https://developer.apple.com/documentation/combine/publisher/assign(to:)
final class CounterModel: ObservableObject {
    @Published var count = 0
    @Published var label = ""

    init() {
        $count
            .map { "Pulsado \($0) veces" }
            .assign(to: &$label)
    }
}

// snippet: throttle(for:scheduler:latest:) and delay(for:scheduler:) — https://developer.apple.com/documentation/combine/publisher/throttle(for:scheduler:latest:)
func throttleExample(_ taps: PassthroughSubject<Void, Never>) -> AnyCancellable {
    taps
        .throttle(for: .seconds(1), scheduler: DispatchQueue.main, latest: false)
        .delay(for: .milliseconds(100), scheduler: DispatchQueue.main)
        .sink { print("tap") }
}

// snippet: objectWillChange sent by hand in an ObservableObject — https://developer.apple.com/documentation/combine/observableobject/objectwillchange-2oa5v
final class ManualModel: ObservableObject {
    var score = 0 {
        willSet { objectWillChange.send() }
    }
}

// snippet: NotificationCenter.publisher(for:) mapped to a value — https://developer.apple.com/documentation/foundation/notificationcenter/publisher(for:object:)
func notificationExample() -> AnyCancellable {
    NotificationCenter.default
        .publisher(for: Notification.Name("ajustesCambiados"))
        .map { $0.name.rawValue }
        .sink { print($0) }
}
