import SwiftUI
struct Hello: View {
    var body: some View { Text("Hello") }
}
struct Hello_Previews: PreviewProvider {
    static var previews: some View {
        NavigationView { Hello() }
    }
}
final class AppDelegate: NSObject, UIApplicationDelegate {
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil) -> Bool {
        true
    }
}
@main
struct HelloApp: App {
    @UIApplicationDelegateAdaptor(AppDelegate.self) var delegate
    var body: some Scene {
        WindowGroup { Hello().onOpenURL { url in print(url) } }
    }
}
