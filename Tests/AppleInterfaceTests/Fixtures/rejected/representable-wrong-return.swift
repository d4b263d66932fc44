// expect: does not conform to protocol 'UIViewControllerRepresentable'
import SwiftUI
struct Wrapper: UIViewControllerRepresentable {
    typealias UIViewControllerType = UIViewController
    func makeUIViewController(context: Context) -> UIView { UIView() }
    func updateUIViewController(_ uiViewController: UIViewController, context: Context) {}
}
