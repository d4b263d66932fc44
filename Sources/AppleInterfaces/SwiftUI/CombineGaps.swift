// What Apple's Combine has and OpenCombine 0.14 (Combine on Linux) does not: `combineLatest`
// and `merge(with:)`, with Apple's signatures, for type-checking. Nothing here runs: a block that
// imports SwiftUI is type-checked, never built into a program.

extension Publishers {
    /// A publisher that receives and combines the latest elements from two publishers.
    /// https://developer.apple.com/documentation/combine/publishers/combinelatest
    public struct CombineLatest<A: Publisher, B: Publisher>: Publisher where A.Failure == B.Failure {
        public typealias Output = (A.Output, B.Output)
        public typealias Failure = A.Failure
        public let a: A
        public let b: B
        /// https://developer.apple.com/documentation/combine/publishers/combinelatest/init(_:_:)
        public init(_ a: A, _ b: B) {
            self.a = a
            self.b = b
        }
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            fatalError("an interface for type-checking only")
        }
    }

    /// A publisher that receives and combines the latest elements from three publishers.
    /// https://developer.apple.com/documentation/combine/publishers/combinelatest3
    public struct CombineLatest3<A: Publisher, B: Publisher, C: Publisher>: Publisher
        where A.Failure == B.Failure, B.Failure == C.Failure {
        public typealias Output = (A.Output, B.Output, C.Output)
        public typealias Failure = A.Failure
        public let a: A
        public let b: B
        public let c: C
        /// https://developer.apple.com/documentation/combine/publishers/combinelatest3/init(_:_:_:)
        public init(_ a: A, _ b: B, _ c: C) {
            self.a = a
            self.b = b
            self.c = c
        }
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            fatalError("an interface for type-checking only")
        }
    }

    /// A publisher created by applying the merge function to two upstream publishers.
    /// https://developer.apple.com/documentation/combine/publishers/merge
    public struct Merge<A: Publisher, B: Publisher>: Publisher where A.Failure == B.Failure, A.Output == B.Output {
        public typealias Output = A.Output
        public typealias Failure = A.Failure
        public let a: A
        public let b: B
        /// https://developer.apple.com/documentation/combine/publishers/merge/init(_:_:)
        public init(_ a: A, _ b: B) {
            self.a = a
            self.b = b
        }
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            fatalError("an interface for type-checking only")
        }
    }
}

extension Publisher {
    /// https://developer.apple.com/documentation/combine/publisher/combinelatest(_:)
    public func combineLatest<P: Publisher>(_ other: P) -> Publishers.CombineLatest<Self, P> where Failure == P.Failure {
        Publishers.CombineLatest(self, other)
    }
    /// https://developer.apple.com/documentation/combine/publisher/combinelatest(_:_:)-1n30g
    public func combineLatest<P: Publisher, T>(_ other: P, _ transform: @escaping (Output, P.Output) -> T)
        -> Publishers.Map<Publishers.CombineLatest<Self, P>, T> where Failure == P.Failure {
        Publishers.CombineLatest(self, other).map(transform)
    }
    /// https://developer.apple.com/documentation/combine/publisher/combinelatest(_:_:)-5crqg
    public func combineLatest<P: Publisher, Q: Publisher>(_ publisher1: P, _ publisher2: Q)
        -> Publishers.CombineLatest3<Self, P, Q> where Failure == P.Failure, P.Failure == Q.Failure {
        Publishers.CombineLatest3(self, publisher1, publisher2)
    }
    /// https://developer.apple.com/documentation/combine/publisher/merge(with:)-7fk3a
    public func merge<P: Publisher>(with other: P) -> Publishers.Merge<Self, P> where Failure == P.Failure, Output == P.Output {
        Publishers.Merge(self, other)
    }
}
