// expect: instance method 'receive(on:options:)' requires that 'String' conform to 'Scheduler'
import SwiftUI
let numbers = PassthroughSubject<Int, Never>()
_ = numbers.receive(on: "main")
