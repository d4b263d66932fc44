import UIKit
import AlarmCore
class ItemViewController: UIViewController {
    let viewModel: AlarmItemViewModel
    let datePicker: UIDatePicker = {
        let view = UIDatePicker()
        view.preferredDatePickerStyle = .wheels
        return view
    }()
    let switchView = UISwitch()
    init(viewModel: AlarmItemViewModel) {
        self.viewModel = viewModel
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { fatalError() }
    override func viewDidLoad() {
        super.viewDidLoad()
        self.view.backgroundColor = .white
        let stackView = UIStackView(arrangedSubviews: [datePicker, switchView])
        stackView.axis = .vertical
        self.view.addSubview(stackView)
        NSLayoutConstraint.activate([
            stackView.topAnchor.constraint(equalTo: self.view.readableContentGuide.topAnchor),
        ])
        self.datePicker.addAction(.init { [unowned self] _ in
            self.viewModel.alarmItem.date = self.datePicker.date
        }, for: .valueChanged)
        self.navigationItem.rightBarButtonItem = .init(title: "Add", primaryAction: .init { _ in })
    }
    func confirm() {
        let alert = UIAlertController(title: "Delete", message: "Sure?", preferredStyle: .actionSheet)
        alert.addAction(.init(title: "Cancel", style: .cancel, handler: { _ in }))
        alert.addAction(.init(title: "Delete", style: .destructive))
        self.present(alert, animated: true)
        self.dismiss(animated: true)
    }
}
