import SwiftUI
import AlarmCore
struct TabBarView: View {
    @ObservedObject var viewModel: TabBarViewModel
    var body: some View {
        TabView(selection: self.$viewModel.selectedTab) {
            Text("Clock").tabItem { Text("Clock") }.tag(Tab.clock)
            NavigationView { Text("Alarms") }.tabItem { Text("Alarms") }.tag(Tab.alarms)
            Text("Crono").tabItem { Label("Crono", systemImage: "timer") }.tag(Tab.crono)
        }
    }
}
struct ItemView: View {
    @ObservedObject var viewModel: AlarmItemViewModel
    var body: some View {
        Form {
            DatePicker("Date", selection: self.$viewModel.alarmItem.date)
            Toggle("Do you want to activate?", isOn: self.$viewModel.alarmItem.isOn)
        }
    }
}
