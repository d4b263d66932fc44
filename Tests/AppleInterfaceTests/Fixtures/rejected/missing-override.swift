// expect: overriding declaration requires an 'override' keyword
import UIKit
final class C: UIViewController {
    func viewDidLoad() {}
}
