// CGFloat, CGPoint, CGSize and CGRect come from Foundation on Linux.

/// UIKit's additions to IndexPath for table views.
/// https://developer.apple.com/documentation/foundation/indexpath
extension IndexPath {
    /// https://developer.apple.com/documentation/foundation/indexpath/init(row:section:)
    public init(row: Int, section: Int) { self.init(indexes: [section, row]) }
    /// https://developer.apple.com/documentation/foundation/indexpath/init(item:section:)
    public init(item: Int, section: Int) { self.init(indexes: [section, item]) }
    /// https://developer.apple.com/documentation/foundation/indexpath/section
    public var section: Int {
        get { self[0] }
        set { self[0] = newValue }
    }
    /// https://developer.apple.com/documentation/foundation/indexpath/row
    public var row: Int {
        get { self[1] }
        set { self[1] = newValue }
    }
    /// https://developer.apple.com/documentation/foundation/indexpath/item
    public var item: Int {
        get { self[1] }
        set { self[1] = newValue }
    }
}

/// https://developer.apple.com/documentation/uikit/uiedgeinsets
public struct UIEdgeInsets: Equatable, Sendable {
    /// https://developer.apple.com/documentation/uikit/uiedgeinsets/top
    public var top: CGFloat
    /// https://developer.apple.com/documentation/uikit/uiedgeinsets/left
    public var left: CGFloat
    /// https://developer.apple.com/documentation/uikit/uiedgeinsets/bottom
    public var bottom: CGFloat
    /// https://developer.apple.com/documentation/uikit/uiedgeinsets/right
    public var right: CGFloat
    /// https://developer.apple.com/documentation/uikit/uiedgeinsets/init(top:left:bottom:right:)
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }
    /// https://developer.apple.com/documentation/uikit/uiedgeinsets/zero
    public static let zero = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
}
