import Foundation

extension Array where Element: Sendable {
    /// Maps the elements on all cores, keeping their order. For CPU-bound stages
    /// (parsing, rendering) over many articles.
    public func parallelMap<T: Sendable>(_ transform: @Sendable (Element) -> T) -> [T] {
        guard count > 1 else { return map(transform) }
        let results = ResultSlots<T>(count: count)
        let (chunks, chunkSize) = runs

        self.withUnsafeBufferPointer { elements in
            nonisolated(unsafe) let elements = elements
            DispatchQueue.concurrentPerform(iterations: chunks) { chunk in
                let start = chunk * chunkSize
                let end = Swift.min(start + chunkSize, elements.count)
                guard start < end else { return }
                for index in start..<end { results.set(index, transform(elements[index])) }
            }
        }
        // concurrentPerform returns after every iteration has finished, which orders all
        // the writes above before this read.
        return results.values()
    }

    /// The elements cut into the consecutive runs `parallelMap` cuts them into, each run
    /// mapped as a whole, on all cores, in order: for work that keeps something from one
    /// element to the next of its run (a memo of search terms, an encoder, the folders made).
    public func parallelMapRuns<T: Sendable>(_ transform: @Sendable (ArraySlice<Element>) -> T) -> [T] {
        let (count, length) = runs
        return Array<Int>(0..<count).parallelMap { run in
            transform(self[Swift.min(self.count, run * length)..<Swift.min(self.count, (run + 1) * length)])
        }
    }

    /// How many runs the elements are cut into, and how long each is (the last may be
    /// shorter): a few per core keep the scheduling overhead low for 10,000 small items.
    private var runs: (count: Int, length: Int) {
        let count = Self.runCount(elements: self.count)
        return (count, count == 0 ? 0 : (self.count + count - 1) / count)
    }

    /// How many runs `parallelMapRuns` cuts `elements` elements into (some may be empty).
    public static func runCount(elements: Int) -> Int {
        Swift.min(elements, ProcessInfo.processInfo.activeProcessorCount * 4)
    }
}

/// Runs `first` and `second` at the same time and returns both results: for two independent
/// stages that each leave a core idle. `second` runs on a thread of its own, not in the shared
/// pool: each may use `parallelMap` on all cores (a `concurrentPerform` inside another runs
/// its iterations one after the other).
public func concurrently<A, B>(_ first: () -> A, _ second: () -> B) -> (A, B) {
    let results = PairSlots<A, B>()
    let done = DispatchSemaphore(value: 0)
    withoutActuallyEscaping(second) { second in
        // The thread reaches `second` through the slots, which let go of it before this
        // returns: the thread object may outlive the call.
        results.secondWork = second
        let thread = Thread {
            results.second = results.secondWork?()
            done.signal()
        }
        thread.stackSize = 8 << 20
        thread.start()
        results.first = first()
        done.wait()
        results.secondWork = nil
    }
    // The semaphore orders the thread's write before this read.
    return (results.first!, results.second!)
}

/// The two results of `concurrently`, each written by one thread.
private final class PairSlots<A, B>: @unchecked Sendable {
    var first: A?
    var second: B?
    var secondWork: (() -> B)?
}

/// Write-once slots filled from several threads, each index by exactly one thread.
///
/// The slots are one fixed allocation that never moves, so writers touch only their own
/// memory. (A Swift array in a class would not do: each mutation goes through the array's
/// uniqueness check and copy-on-write machinery, which is not thread-safe, and through the
/// class property's exclusivity check.)
private final class ResultSlots<T>: @unchecked Sendable {
    private let slots: UnsafeMutableBufferPointer<T?>

    init(count: Int) {
        slots = .allocate(capacity: count)
        slots.initialize(repeating: nil)
    }

    deinit {
        slots.deinitialize()
        slots.deallocate()
    }

    func set(_ index: Int, _ value: T) {
        (slots.baseAddress! + index).pointee = value
    }

    func values() -> [T] { slots.map { $0! } }
}
