// expect: no exact matches in call to class method 'animate'
import UIKit
func fade(_ view: UIView) { UIView.animate(withDuration: 0.3, animation: { view.alpha = 0 }) }
