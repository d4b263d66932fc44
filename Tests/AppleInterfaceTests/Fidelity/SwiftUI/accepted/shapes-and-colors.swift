import SwiftUI

// snippet: a custom Shape drawing a triangle with Path — https://developer.apple.com/documentation/swiftui/shape
struct Triangle: Shape {
    func path(in rect: CGRect) -> Path {
        var path = Path()
        path.move(to: CGPoint(x: rect.midX, y: rect.minY))
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
        path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
        path.closeSubpath()
        return path
    }
}
struct TriangleSnippet: View {
    var body: some View {
        Triangle()
            .fill(.green)
            .frame(width: 100, height: 100)
    }
}

// snippet: a Path built in a closure — https://developer.apple.com/documentation/swiftui/path/init(_:)
struct Diamond: Shape {
    func path(in rect: CGRect) -> Path {
        Path { path in
            path.move(to: CGPoint(x: rect.midX, y: 0))
            path.addLine(to: CGPoint(x: rect.maxX, y: rect.midY))
            path.addLine(to: CGPoint(x: rect.midX, y: rect.maxY))
            path.addLine(to: CGPoint(x: 0, y: rect.midY))
            path.closeSubpath()
        }
    }
}

// snippet: a filled Circle and a stroked Capsule — https://developer.apple.com/documentation/swiftui/shape/stroke(_:linewidth:)
struct BasicShapesSnippet: View {
    var body: some View {
        HStack {
            Circle()
                .fill(.blue)
                .frame(width: 50, height: 50)
            Capsule()
                .stroke(.red, lineWidth: 2)
                .frame(width: 100, height: 40)
            Capsule(style: .circular)
                .fill(Color.orange)
        }
    }
}

// snippet: a continuous RoundedRectangle — https://developer.apple.com/documentation/swiftui/roundedrectangle
struct RoundedRectangleSnippet: View {
    var body: some View {
        RoundedRectangle(cornerRadius: 25, style: .continuous)
            .fill(.yellow)
            .frame(width: 150, height: 100)
    }
}

// snippet: a LinearGradient from colors as a background — https://developer.apple.com/documentation/swiftui/lineargradient
struct LinearGradientSnippet: View {
    var body: some View {
        Text("Degradado")
            .padding()
            .background(
                LinearGradient(colors: [.blue, .purple], startPoint: .top, endPoint: .bottom)
            )
    }
}

// snippet: a LinearGradient from a Gradient filling a shape — https://developer.apple.com/documentation/swiftui/lineargradient/init(gradient:startpoint:endpoint:)
struct GradientFillSnippet: View {
    var body: some View {
        Rectangle()
            .fill(
                LinearGradient(gradient: Gradient(colors: [.red, .orange]),
                               startPoint: .topLeading, endPoint: .bottomTrailing)
            )
    }
}

// snippet: colours from components, with opacity and accent colour — https://developer.apple.com/documentation/swiftui/color
struct ColorSnippet: View {
    var body: some View {
        VStack {
            Color(red: 0.2, green: 0.4, blue: 0.6)
            Color.accentColor.opacity(0.5)
            Rectangle().fill(Color.blue.gradient)
        }
    }
}

// snippet: a stroked rounded rectangle as an overlay border — https://developer.apple.com/documentation/swiftui/shape/stroke(_:linewidth:antialiased:)
struct BorderOverlaySnippet: View {
    var body: some View {
        Text("Con borde")
            .padding()
            .overlay {
                RoundedRectangle(cornerRadius: 8)
                    .stroke(Color.gray, lineWidth: 1)
            }
    }
}

// snippet: a Circle trimmed into a progress ring — https://developer.apple.com/documentation/swiftui/shape/trim(from:to:)
struct ProgressRingSnippet: View {
    let progress: Double = 0.7
    var body: some View {
        Circle()
            .trim(from: 0, to: progress)
            .stroke(.blue, lineWidth: 8)
            .rotationEffect(.degrees(-90))
    }
}

// snippet: shapes named as static members in clipShape and background — https://developer.apple.com/documentation/swiftui/shape/rect(cornerradius:style:)
struct StaticShapeMembersSnippet: View {
    var body: some View {
        VStack {
            Image("Avatar")
                .clipShape(.circle)
            Text("Etiqueta")
                .padding()
                .background(.yellow, in: .rect(cornerRadius: 8))
            Text("Píldora")
                .background(.blue, in: .capsule)
        }
    }
}
