// expect: missing argument for parameter 'preferredStyle' in call
import UIKit
let alert = UIAlertController(title: "T", message: "M")
