import UIKit
import OpenCombine  // the doctests rename Combine to OpenCombine
import AlarmCore
class AlarmItemCell: UITableViewCell {
    let nameLabel = UILabel()
    var cancellables: Set<AnyCancellable> = []
    let stackView: UIStackView = {
        let stackView = UIStackView()
        stackView.axis = .horizontal
        stackView.spacing = UIStackView.spacingUseSystem
        stackView.translatesAutoresizingMaskIntoConstraints = false
        stackView.distribution = .equalCentering
        return stackView
    }()
    override func prepareForReuse() {
        super.prepareForReuse()
        self.cancellables = []
    }
    func bind(viewModel: AlarmItemRowViewModel) {
        selectionStyle = .none
        nameLabel.font = .systemFont(ofSize: 14)
        viewModel.$item.map(\.isOn).removeDuplicates()
            .sink { [unowned self] isOn in self.nameLabel.textColor = isOn ? .black : .black.withAlphaComponent(0.5) }
            .store(in: &self.cancellables)
        self.contentView.addSubview(stackView)
        NSLayoutConstraint.activate([
            nameLabel.widthAnchor.constraint(equalToConstant: 100),
            stackView.topAnchor.constraint(equalTo: self.contentView.safeAreaLayoutGuide.topAnchor),
            stackView.leadingAnchor.constraint(equalTo: self.contentView.safeAreaLayoutGuide.leadingAnchor, constant: 16),
        ])
    }
}
enum Section { case one }
class ListViewController: UIViewController {
    let viewModel: AlarmsListViewModel
    let tableView = UITableView(frame: .zero)
    init(viewModel: AlarmsListViewModel) {
        self.viewModel = viewModel
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { fatalError() }
    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(AlarmItemCell.self, forCellReuseIdentifier: "AlarmItemCell")
        let dataSource = UITableViewDiffableDataSource<Section, AlarmItemRowViewModel>(
            tableView: tableView,
            cellProvider: { tableView, indexPath, item in
                guard let cell = tableView.dequeueReusableCell(withIdentifier: "AlarmItemCell", for: indexPath) as? AlarmItemCell else {
                    return UITableViewCell(frame: .zero)
                }
                cell.bind(viewModel: item)
                cell.contentView.backgroundColor = indexPath.row % 2 == 0 ? .white : .black.withAlphaComponent(0.05)
                return cell
            }
        )
        dataSource.defaultRowAnimation = .none
        tableView.dataSource = dataSource
        tableView.delegate = self
        var snapshot = NSDiffableDataSourceSnapshot<Section, AlarmItemRowViewModel>()
        snapshot.appendSections([.one])
        snapshot.appendItems(viewModel.items, toSection: .one)
        dataSource.apply(snapshot, animatingDifferences: true)
    }
}
extension ListViewController: UITableViewDelegate {
    func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        let deleteAction = UIContextualAction(style: .destructive, title: "Remove") { action, view, completion in
            self.viewModel.items[indexPath.row].deleteButtonTapped()
            completion(true)
        }
        return UISwipeActionsConfiguration(actions: [deleteAction])
    }
}
