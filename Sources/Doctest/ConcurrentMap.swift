extension Array where Element: Sendable {
    /// The elements transformed, in order, with at most `jobs` transforms running at once:
    /// each worker takes the next element as it finishes one, so elements of very different
    /// costs (blocks to parse, shared type-checks) keep every worker busy to the end.
    func mapConcurrently<T: Sendable>(jobs: Int, _ transform: @escaping @Sendable (Element) async -> T) async -> [T] {
        await withTaskGroup(of: (Int, T).self) { group in
            var next = 0
            func startNext() {
                guard next < count else { return }
                let index = next, element = self[index]
                next += 1
                group.addTask { (index, await transform(element)) }
            }
            for _ in 0..<Swift.max(1, jobs) { startNext() }
            var results = [T?](repeating: nil, count: count)
            while let (index, result) = await group.next() {
                results[index] = result
                startNext()
            }
            return results.map { $0! }
        }
    }
}
