// expect: has no member 'alert'
import UIKit
let action = UIAlertAction(title: "OK", style: .alert)
