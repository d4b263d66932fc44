// expect: cannot assign value of type 'C' to type '(any UISearchResultsUpdating)?'
import UIKit
final class C: UIViewController { let search = UISearchController(searchResultsController: nil)
  override func viewDidLoad() { super.viewDidLoad(); search.searchResultsUpdater = self } }
