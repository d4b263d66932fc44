// expect: has no member 'diagonal'
import UIKit
let stack = UIStackView()
stack.axis = .diagonal
