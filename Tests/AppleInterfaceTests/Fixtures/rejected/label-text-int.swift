// expect: cannot assign value of type 'Int' to type 'String'
import UIKit
let label = UILabel()
label.text = 5
