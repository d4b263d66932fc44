// expect: missing argument for parameter 'animated' in call
import UIKit
let tabs = UITabBarController()
tabs.setViewControllers([UIViewController()])
