import AlarmCore
import Foundation
import Testing

// Article 000's own code, pasted into extensions (as its fragments live inside the classes),
// must compile against AlarmCore from another module: public members, `$route` projections,
// OpenCombine operators.

extension AlarmsListViewModel {
    /// The article's route binding ("Necesitamos binder el route padre al route hijo"), verbatim.
    func articleBind(itemRowViewModel: AlarmItemRowViewModel) {
        itemRowViewModel.$route
          .map { [id = itemRowViewModel.id] route in
            route.map { .items(id: id, route: $0) }
          }
          .removeDuplicates()
          .dropFirst()
          .assign(to: &self.$route)
        self.$route
          .map { [id = itemRowViewModel.id] route in
            guard case let .items(id: routeRowId, route: route) = route,
         routeRowId == id else { return nil }
            return route
          }
          .removeDuplicates()
          .assign(to: &itemRowViewModel.$route)
    }
}

extension MainViewModel {
    /// The article's last `open(url:)` for alarm links, verbatim.
    func articleOpen(url: URL) {
        let components = url.pathComponents
        if components.count == 4 {
          guard let tab = Tab(rawValue: components[1]) else { return }
          self.tabBarViewModel.selectedTab = tab
          let uuid = components[2]
          guard let item = self.tabBarViewModel.alarmsListViewModel.items.first(where: { $0.id.uuidString == uuid }) else { return }
          // deeplink:///alarms/:id/delete
          if components.last == "delete" {
            self.tabBarViewModel.alarmsListViewModel.route = .items(id: item.id, route: .deleteAlert)
          }

          // deeplink:///alarms/:id/toggle
          if components.last == "toggle" {
            self.tabBarViewModel.alarmsListViewModel.route = .items(id: item.id, route: .toggleConfirmationDialog)
          }
        }
    }
}

struct ArticleCodeTests {
    @Test func theArticlesOpenURLDrivesTheRowThroughTheModulesBinding() throws {
        let app = Fixtures.app()
        app.articleOpen(url: try #require(URL(string: "deeplink:///alarms/\(Fixtures.ids[1].uuidString)/toggle")))
        #expect(app.tabBarViewModel.selectedTab == .alarms)
        #expect(app.tabBarViewModel.alarmsListViewModel.rowRoutes == [nil, .toggleConfirmationDialog, nil])
    }

    @Test func theArticlesPreviewModelsBuild() {
        let app = MainViewModel(
          isSwiftUI: true,
          tabBarViewModel: .init(
            selectedTab: .alarms,
            alarmsListViewModel: .init(
              items: [
                .init(item: .init(id: .init(), date: .init(), isOn: false)),
                .init(item: .init(id: .init(), date: .init(), isOn: true)),
                .init(item: .init(id: .init(), date: .init(), isOn: false)),
              ]
            )
          )
        )
        #expect(app.tabBarViewModel.alarmsListViewModel.items.map(\.item.isOn) == [false, true, false])
        #expect(TabBarViewModel(selectedTab: .alarms).alarmsListViewModel.items.isEmpty)
    }
}
