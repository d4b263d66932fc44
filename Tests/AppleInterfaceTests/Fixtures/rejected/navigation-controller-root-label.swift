// expect: incorrect argument label in call (have 'root:', expected 'rootViewController:')
import UIKit
let nc = UINavigationController(root: UIViewController())
