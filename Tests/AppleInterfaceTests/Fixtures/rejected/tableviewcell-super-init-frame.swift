// expect: must call a designated initializer of the superclass 'UITableViewCell'
import UIKit
final class BadgeCell: UITableViewCell {
    init(frame: CGRect, badge: String) {
        super.init(frame: frame)
    }
    required init?(coder: NSCoder) { fatalError() }
}
