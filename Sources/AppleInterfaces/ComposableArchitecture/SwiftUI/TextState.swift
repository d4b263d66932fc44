import Foundation
import SwiftUI

/// A `Text` as a value: equatable, hashable and testable, for the titles and messages of
/// `AlertState` and `ConfirmationDialogState`. A view shows it with `Text(_:)`.
/// https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/textstate
public struct TextState: Equatable, Hashable {
    fileprivate var modifiers: [Modifier] = []
    fileprivate var storage: Storage

    fileprivate init(storage: Storage) {
        self.storage = storage
    }

    fileprivate indirect enum Storage: Hashable {
        case concatenated(TextState, TextState)
        case localized(String, tableName: String?, bundle: Bundle?, comment: String?)
        case verbatim(String)
    }

    fileprivate enum Modifier: Hashable {
        case accessibilityHeading(AccessibilityHeadingLevel)
        case accessibilityLabel(TextState)
        case accessibilityTextContentType(AccessibilityTextContentType)
        case baselineOffset(CGFloat)
        case bold
        case font(Font?)
        case fontWeight(Font.Weight?)
        case foregroundColor(Color?)
        case italic
        case kerning(CGFloat)
        case strikethrough(active: Bool, color: Color?)
        case tracking(CGFloat)
        case underline(active: Bool, color: Color?)
    }

    private func adding(_ modifier: Modifier) -> Self {
        var copy = self
        copy.modifiers.append(modifier)
        return copy
    }
}

extension TextState {
    /// Text shown as written, without localization.
    /// https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/textstate/init(verbatim:)
    public init(verbatim content: String) {
        self.init(storage: .verbatim(content))
    }

    /// Text shown as written, from a string value.
    /// https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/textstate/init(_:)
    @_disfavoredOverload
    public init<S: StringProtocol>(_ content: S) {
        self.init(verbatim: String(content))
    }

    /// Localized text, from a string literal or a key.
    /// https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/textstate/init(_:tablename:bundle:comment:)
    public init(
        _ key: LocalizedStringKey,
        tableName: String? = nil,
        bundle: Bundle? = nil,
        comment: StaticString? = nil
    ) {
        self.init(storage: .localized(key.keyText, tableName: tableName, bundle: bundle, comment: comment.map { "\($0)" }))
    }

    /// Two texts one after the other.
    /// https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/textstate/+(_:_:)
    public static func + (lhs: Self, rhs: Self) -> Self {
        Self(storage: .concatenated(lhs, rhs))
    }

    /// https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/textstate/baselineoffset(_:)
    public func baselineOffset(_ baselineOffset: CGFloat) -> Self { adding(.baselineOffset(baselineOffset)) }
    /// https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/textstate/bold()
    public func bold() -> Self { adding(.bold) }
    /// https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/textstate/font(_:)
    public func font(_ font: Font?) -> Self { adding(.font(font)) }
    /// https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/textstate/fontweight(_:)
    public func fontWeight(_ weight: Font.Weight?) -> Self { adding(.fontWeight(weight)) }
    /// https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/textstate/foregroundcolor(_:)
    public func foregroundColor(_ color: Color?) -> Self { adding(.foregroundColor(color)) }
    /// https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/textstate/italic()
    public func italic() -> Self { adding(.italic) }
    /// https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/textstate/kerning(_:)
    public func kerning(_ kerning: CGFloat) -> Self { adding(.kerning(kerning)) }
    /// https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/textstate/strikethrough(_:color:)
    public func strikethrough(_ active: Bool = true, color: Color? = nil) -> Self { adding(.strikethrough(active: active, color: color)) }
    /// https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/textstate/tracking(_:)
    public func tracking(_ tracking: CGFloat) -> Self { adding(.tracking(tracking)) }
    /// https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/textstate/underline(_:color:)
    public func underline(_ active: Bool = true, color: Color? = nil) -> Self { adding(.underline(active: active, color: color)) }
}

extension TextState {
    /// The kind of content, for VoiceOver.
    /// https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/textstate/accessibilitytextcontenttype
    public enum AccessibilityTextContentType: String, Equatable, Hashable {
        case console, fileSystem, messaging, narrative, plain, sourceCode, spreadsheet, wordProcessing
    }

    /// The heading level, for VoiceOver.
    /// https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/textstate/accessibilityheadinglevel
    public enum AccessibilityHeadingLevel: String, Equatable, Hashable {
        case h1, h2, h3, h4, h5, h6, unspecified
    }

    /// https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/textstate/accessibilityheading(_:)
    public func accessibilityHeading(_ headingLevel: AccessibilityHeadingLevel) -> Self { adding(.accessibilityHeading(headingLevel)) }
    /// https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/textstate/accessibilitylabel(_:)
    public func accessibilityLabel(_ string: String) -> Self { adding(.accessibilityLabel(TextState(verbatim: string))) }
    /// https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/textstate/accessibilitylabel(_:)
    public func accessibilityLabel<S: StringProtocol>(_ string: S) -> Self { adding(.accessibilityLabel(TextState(string))) }
    /// https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/textstate/accessibilitylabel(_:tablename:bundle:comment:)
    public func accessibilityLabel(
        _ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil,
        comment: StaticString? = nil
    ) -> Self {
        adding(.accessibilityLabel(TextState(key, tableName: tableName, bundle: bundle, comment: comment)))
    }
    /// https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/textstate/accessibilitytextcontenttype(_:)
    public func accessibilityTextContentType(_ type: AccessibilityTextContentType) -> Self { adding(.accessibilityTextContentType(type)) }
}

extension Text {
    /// A text view showing a `TextState`.
    /// https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/swiftui/text/init(_:)
    public init(_ state: TextState) {
        self.init(verbatim: String(state: state))
    }
}

extension TextState: View {
    /// https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/textstate/body
    public var body: some View {
        Text(self)
    }
}

extension String {
    /// The plain text of a `TextState` (localized keys as written).
    /// https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/swift/string/init(state:locale:)
    public init(state: TextState, locale: Locale? = nil) {
        switch state.storage {
        case let .concatenated(lhs, rhs):
            self = String(state: lhs, locale: locale) + String(state: rhs, locale: locale)
        case let .localized(key, _, _, _):
            self = key
        case let .verbatim(string):
            self = string
        }
    }
}

extension LocalizedStringKey {
    /// The text of the key, read from the interface module's stored key.
    fileprivate var keyText: String {
        Mirror(reflecting: self).children.first { $0.label == "key" }?.value as? String ?? ""
    }
}
