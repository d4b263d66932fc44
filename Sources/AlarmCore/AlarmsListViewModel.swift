import Foundation

/// The alarm list: its rows and the one thing presented over it.
///
/// ## Route binding
/// The list's `route` and each row's `route` describe the same screen, so they are kept in
/// step both ways, as in the article's "derived behaviour" chapter:
/// - list → row: when the list's route is `.items(id: row.id, route: r)` the row's route is
///   `r`, otherwise `nil`. This is what makes `deeplink:///alarms/<id>/delete` open the alert
///   on that row.
/// - row → list: when a row's route becomes `r`, the list's becomes `.items(id: row.id, route: r)`;
///   when it becomes `nil` (cancel, or the alert's button), the list's route is cleared
///   if it was pointing at that row.
///
/// The article wires both directions with `assign(to:)`. With OpenCombine that is not
/// reliable: `@Published` publishes before storing (`willSet`), and a publisher delivers to
/// its subscribers in no fixed order (they are kept in a `Set`), so when the route moves from
/// one row to another the rows' pipelines feed back into each other and, depending on that
/// order, a row can end up presenting nothing while the list still points at it. Here a
/// value pushed from the list into a row is not echoed back to the list, and a row that
/// closes only clears a route that points at itself, which makes the outcome independent
/// of delivery order (see `AlarmsListViewModelTests` "switching between rows").
public final class AlarmsListViewModel: ObservableObject {
    /// The rows, in display order. Rows are bound to the list's route and to
    /// `delete(item:)`/`toggle(item:)` whenever they enter this array, however they enter it.
    @Published public var items: [AlarmItemRowViewModel] {
        didSet { bindRows() }
    }

    /// What is presented over the list, if anything.
    @Published public var route: Route?

    /// Where new alarms get their date and id.
    public let environment: AlarmEnvironment

    /// The subscriptions of each bound row; dropping a row's entry cancels them.
    private var rowBindings: [ObjectIdentifier: Set<AnyCancellable>] = [:]

    /// What can be presented over the list.
    public enum Route: Equatable, Identifiable {
        /// The add-alarm sheet.
        case add(AlarmItemViewModel)
        /// Something presented by one row: its delete alert or toggle dialog.
        case items(id: AlarmItemRowViewModel.ID, route: AlarmItemRowViewModel.Route)

        /// The alarm the presentation is about.
        public var id: UUID {
            switch self {
            case let .add(item):
                return item.id
            case let .items(id: id, route: _):
                return id
            }
        }

        /// Add sheets are equal when they are the same sheet (same model object); row
        /// routes when they are for the same row and the same presentation.
        public static func == (lhs: Self, rhs: Self) -> Bool {
            switch (lhs, rhs) {
            case let (.add(lhs), .add(rhs)):
                return lhs === rhs
            case let (.items(lhsId, lhsRoute), .items(rhsId, rhsRoute)):
                return lhsId == rhsId && lhsRoute == rhsRoute
            case (.add, .items), (.items, .add):
                return false
            }
        }
    }

    /// Creates the list.
    ///
    /// - Parameters:
    ///   - items: The rows. Their routes follow `route` from the start.
    ///   - route: What is presented at first.
    ///   - environment: The clock and id source for new alarms; the real ones by default.
    public init(
        items: [AlarmItemRowViewModel] = [],
        route: Route? = nil,
        environment: AlarmEnvironment = .live
    ) {
        self.items = items
        self.route = route
        self.environment = environment
        // Property observers do not run in an initializer.
        bindRows()
    }

    /// The Add button: presents the add sheet with a new alarm, on, at the current time.
    public func addButtonTapped() {
        self.route = .add(.init(alarmItem: .init(id: environment.uuid(), date: environment.now(), isOn: true)))
    }

    /// Closes what the list presents.
    public func cancelButtonTapped() {
        self.route = nil
    }

    /// The add sheet's Save button: appends the alarm and closes the sheet.
    ///
    /// Fix: the article appended `.init(item: item)` without binding it, so a row added this
    /// way ignored its delete and toggle confirmations. Rows are now bound on entering `items`.
    public func add(item: AlarmItem) {
        self.items.append(.init(item: item))
        self.route = nil
    }

    /// Removes the alarm's row (called by the row's `onDelete`).
    public func delete(item: AlarmItem) {
        guard let index = self.items.firstIndex(where: { $0.item == item }) else { return }
        self.items.remove(at: index)
    }

    /// Flips the alarm on or off (called by the row's `onToggle`).
    public func toggle(item: AlarmItem) {
        guard let index = self.items.firstIndex(where: { $0.item == item }) else { return }
        self.items[index].item.isOn.toggle()
    }

    /// Binds rows that entered `items`, unbinds rows that left, and closes a presentation
    /// that belonged to a row that left.
    private func bindRows() {
        let present = Set(items.map(ObjectIdentifier.init))
        for key in rowBindings.keys where !present.contains(key) {
            rowBindings[key] = nil
        }
        for row in items where rowBindings[ObjectIdentifier(row)] == nil {
            bind(itemRowViewModel: row)
        }
        if case let .items(id: id, route: _) = route, !items.contains(where: { $0.id == id }) {
            route = nil
        }
    }

    private func bind(itemRowViewModel: AlarmItemRowViewModel) {
        itemRowViewModel.onDelete = { [weak self, item = itemRowViewModel.item] in
            self?.delete(item: item)
        }
        itemRowViewModel.onToggle = { [weak self, item = itemRowViewModel.item] in
            self?.toggle(item: item)
        }

        var cancellables = Set<AnyCancellable>()
        let id = itemRowViewModel.id
        // True while the list is writing into the row, so the row does not echo it back.
        var isPushingToRow = false

        self.$route
            .map { route -> AlarmItemRowViewModel.Route? in
                guard case let .items(id: routeRowId, route: route) = route, routeRowId == id else { return nil }
                return route
            }
            .removeDuplicates()
            .sink { [weak itemRowViewModel] route in
                isPushingToRow = true
                defer { isPushingToRow = false }
                itemRowViewModel?.route = route
            }
            .store(in: &cancellables)

        itemRowViewModel.$route
            .dropFirst()
            .sink { [weak self] route in
                guard let self, !isPushingToRow else { return }
                if let route {
                    self.route = .items(id: id, route: route)
                } else if case .items(id: id, route: _) = self.route {
                    self.route = nil
                }
            }
            .store(in: &cancellables)

        rowBindings[ObjectIdentifier(itemRowViewModel)] = cancellables
    }
}
