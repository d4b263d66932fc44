// expect: instance method 'merge(with:)' requires the types 'Int' and 'String' be equivalent
import SwiftUI
let numbers = PassthroughSubject<Int, Never>()
let words = PassthroughSubject<String, Never>()
_ = numbers.merge(with: words)
