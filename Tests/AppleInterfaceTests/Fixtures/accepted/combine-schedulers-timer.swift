import SwiftUI

// Combine with Foundation and Dispatch, as Apple's documentation shows it: schedulers,
// timers, subjects and the everyday operators.
final class Clock: ObservableObject {
    @Published var now = Date()
    @Published var query = ""
    @Published var results: [String] = []
    private var cancellables = Set<AnyCancellable>()
    let refresh = PassthroughSubject<Void, Never>()
    let selection = CurrentValueSubject<Int, Never>(0)

    init() {
        Timer.publish(every: 1, on: .main, in: .common)
            .autoconnect()
            .receive(on: DispatchQueue.main)
            .assign(to: &$now)
        $query
            .debounce(for: .milliseconds(300), scheduler: RunLoop.main)
            .removeDuplicates()
            .map { [$0] }
            .receive(on: DispatchQueue.main)
            .sink { [weak self] in self?.results = $0 }
            .store(in: &cancellables)
        selection.combineLatest(refresh)
            .sink { value, _ in print(value) }
            .store(in: &cancellables)
    }
}

struct ClockView: View {
    @StateObject private var clock = Clock()
    var body: some View {
        Text(clock.now, style: .time)
            .onReceive(Timer.publish(every: 60, on: .main, in: .common).autoconnect()) { _ in }
    }
}
