// expect: expects 3 arguments, but 2 were used
import UIKit
let action = UIContextualAction(style: .destructive, title: "Remove") { action, view in
    print(action)
}
