// expect: cannot convert value of type 'Text' to closure result type 'UIViewController'
import SwiftUI
struct SwiftUIWrapper: UIViewControllerRepresentable {
    let viewController: () -> UIViewController
    func makeUIViewController(context: Context) -> UIViewController { viewController() }
    func updateUIViewController(_ uiViewController: UIViewController, context: Context) {}
}
struct V: View {
    var body: some View {
        SwiftUIWrapper { Text("not a controller") }
    }
}
