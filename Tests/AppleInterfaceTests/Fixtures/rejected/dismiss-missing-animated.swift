// expect: missing argument for parameter 'animated' in call
import UIKit
func close(_ vc: UIViewController) {
    vc.dismiss()
}
