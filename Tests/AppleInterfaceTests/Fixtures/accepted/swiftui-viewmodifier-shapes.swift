import SwiftUI
struct WhiteBox: ViewModifier {
    func body(content: Content) -> some View {
        content
            .foregroundColor(.black)
            .frame(maxWidth: .infinity)
            .padding()
            .background(Color.white)
            .cornerRadius(8)
    }
}
extension View {
    func whiteBox() -> some View { modifier(WhiteBox()) }
}
struct Box: View {
    var body: some View {
        ZStack {
            Color.yellow.edgesIgnoringSafeArea(.all)
            VStack(spacing: 16) {
                Text(.init("styled")).minimumScaleFactor(0.1).lineLimit(1).whiteBox()
                RoundedRectangle(cornerRadius: 4).fill(.red)
                Text("\(3.5, specifier: "%.1f")")
            }
            .padding()
        }
    }
}
