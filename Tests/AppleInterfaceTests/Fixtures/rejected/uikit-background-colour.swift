// expect: value of type 'UIView' has no member 'backgroundColour'
import UIKit
final class I5: UIViewController {
  override func viewDidLoad() { super.viewDidLoad(); view.backgroundColour = .red }
}
