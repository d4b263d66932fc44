// expect: 'required' initializer 'init(coder:)' must be provided by subclass of 'UIViewController'
import UIKit
final class C: UIViewController {
    let name: String
    init(name: String) {
        self.name = name
        super.init(nibName: nil, bundle: nil)
    }
}
