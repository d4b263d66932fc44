// expect: missing argument for parameter 'animated' in call
import UIKit
final class C: UIViewController {
    func show() {
        let alert = UIAlertController(title: "T", message: nil, preferredStyle: .alert)
        self.present(alert)
    }
}
