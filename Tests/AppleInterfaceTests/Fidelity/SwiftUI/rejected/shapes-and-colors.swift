import SwiftUI

// snippet: a rounded corner style that RoundedCornerStyle does not have — https://developer.apple.com/documentation/swiftui/roundedcornerstyle
struct CornerStyleSnippet: View {
    var body: some View {
        RoundedRectangle(cornerRadius: 12, style: .round) // expected-error {{type 'RoundedCornerStyle' has no member 'round'}}
    }
}

// snippet: a capsule style that RoundedCornerStyle does not have — https://developer.apple.com/documentation/swiftui/capsule/init(style:)
struct CapsuleStyleSnippet: View {
    var body: some View {
        Capsule(style: .smooth) // expected-error {{type 'RoundedCornerStyle' has no member 'smooth'}}
    }
}

// snippet: a LinearGradient without its end point — https://developer.apple.com/documentation/swiftui/lineargradient/init(colors:startpoint:endpoint:)
struct GradientMissingEndSnippet: View {
    var body: some View {
        LinearGradient(colors: [.blue, .purple], startPoint: .top) // expected-error {{missing argument for parameter 'endPoint' in call}}
    }
}

// snippet: a gradient start point that UnitPoint does not have — https://developer.apple.com/documentation/swiftui/unitpoint
struct GradientUnitPointSnippet: View {
    var body: some View {
        LinearGradient(colors: [.blue, .purple], startPoint: .upperLeft, endPoint: .bottom) // expected-error {{type 'UnitPoint' has no member 'upperLeft'}}
    }
}

// snippet: a Gradient given one Color instead of an array — https://developer.apple.com/documentation/swiftui/gradient/init(colors:)
struct GradientSingleColorSnippet: View {
    let gradient = Gradient(colors: Color.red) // expected-error {{cannot convert value of type 'Color' to expected argument type '[Color]'}}
    var body: some View { Text("Degradado") }
}

// snippet: Path.addLine without its to: label — https://developer.apple.com/documentation/swiftui/path/addline(to:)
struct LineShape: Shape {
    func path(in rect: CGRect) -> Path {
        var path = Path()
        path.move(to: .zero)
        path.addLine(CGPoint(x: rect.maxX, y: rect.maxY)) // expected-error {{missing argument label 'to:' in call}}
        return path
    }
}

// snippet: a Shape's path(in:) returning a CGRect — https://developer.apple.com/documentation/swiftui/shape/path(in:)
struct BoxShape: Shape {
    func path(in rect: CGRect) -> Path {
        rect // expected-error {{cannot convert return expression of type 'CGRect' to return type 'Path'}}
    }
}

// snippet: trim given text — https://developer.apple.com/documentation/swiftui/shape/trim(from:to:)
struct TrimTextSnippet: View {
    var body: some View {
        Circle()
            .trim(from: 0, to: "0.5") // expected-error {{cannot convert value of type 'String' to expected argument type 'CGFloat'}}
    }
}

// snippet: an ellipse path given a diameter instead of a rectangle — https://developer.apple.com/documentation/swiftui/path/init(ellipsein:)
struct EllipseShape: Shape {
    func path(in rect: CGRect) -> Path {
        Path(ellipseIn: 40) // expected-error {{cannot convert value of type 'Int' to expected argument type 'CGRect'}}
    }
}

// snippet: a Color that the SwiftUI palette does not have — https://developer.apple.com/documentation/swiftui/color
struct UnknownColorSnippet: View {
    var body: some View {
        Rectangle()
            .fill(Color.magenta) // expected-error {{type 'Color' has no member 'magenta'}}
    }
}

// snippet: an Angle made with a wrong label — https://developer.apple.com/documentation/swiftui/angle
struct AngleLabelSnippet: View {
    let angle = Angle(grados: 90) // expected-error {{no exact matches in call to initializer}}
    var body: some View { Text("Ángulo") }
}

// snippet: a Path built in a closure that returns a value — https://developer.apple.com/documentation/swiftui/path/init(_:)
struct PathClosureSnippet: Shape {
    func path(in rect: CGRect) -> Path {
        Path { path in
            path.addLines([CGPoint.zero, "fin"]) // expected-error {{cannot convert value of type 'String' to expected element type 'CGPoint'}}
        }
    }
}
