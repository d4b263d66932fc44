// expect: cannot convert value of type 'NSLayoutAnchor<NSLayoutXAxisAnchor>' to expected argument type 'NSLayoutAnchor<NSLayoutYAxisAnchor>'
import UIKit
func pin(_ a: UIView, _ b: UIView) {
    NSLayoutConstraint.activate([a.topAnchor.constraint(equalTo: b.leadingAnchor)])
}
