import Foundation

extension Array where Element: Sendable {
    /// Maps the elements on all cores, keeping their order. For CPU-bound stages
    /// (parsing, rendering) over many articles.
    public func parallelMap<T: Sendable>(_ transform: @Sendable (Element) -> T) -> [T] {
        guard count > 1 else { return map(transform) }
        let results = ResultSlots<T>(count: count)
        // Chunks keep scheduling overhead low for 10,000 small items.
        let chunks = Swift.min(count, ProcessInfo.processInfo.activeProcessorCount * 4)
        let chunkSize = (count + chunks - 1) / chunks
        self.withUnsafeBufferPointer { elements in
            nonisolated(unsafe) let elements = elements
            DispatchQueue.concurrentPerform(iterations: chunks) { chunk in
                let start = chunk * chunkSize
                let end = Swift.min(start + chunkSize, elements.count)
                guard start < end else { return }
                for index in start..<end { results.set(index, transform(elements[index])) }
            }
        }
        return results.values()
    }
}

/// Write-once slots filled from several threads, each index by exactly one thread.
private final class ResultSlots<T>: @unchecked Sendable {
    private var storage: [T?]
    init(count: Int) { storage = Array(repeating: nil, count: count) }
    func set(_ index: Int, _ value: T) {
        storage.withUnsafeMutableBufferPointer { $0[index] = value }
    }
    func values() -> [T] { storage.map { $0! } }
}
