import SwiftUI
struct SwiftUIWrapper: UIViewControllerRepresentable {
    typealias UIViewControllerType = UIViewController
    let viewController: () -> UIViewController
    func makeUIViewController(context: Context) -> UIViewController { self.viewController() }
    func updateUIViewController(_ uiViewController: UIViewController, context: Context) {}
}
struct Main: View {
    @State var isSwiftUI = false
    var body: some View {
        VStack {
            Button(isSwiftUI ? "Use UIKit" : "Use SwiftUI") { self.isSwiftUI.toggle() }
            if isSwiftUI {
                Text("SwiftUI")
            } else {
                SwiftUIWrapper { UINavigationController(rootViewController: UIHostingController(rootView: Text("hosted"))) }
            }
        }
    }
}
