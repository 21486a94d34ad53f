import Foundation

/// Distances inward from each edge of a rectangle, with leading and trailing instead of left and right
/// (UIKit's `NSDirectionalEdgeInsets`): leading is the left edge from left to right, the right edge from
/// right to left.
public struct NSDirectionalEdgeInsets: Hashable, Sendable, CustomStringConvertible {
    public var top: CGFloat
    public var leading: CGFloat
    public var bottom: CGFloat
    public var trailing: CGFloat

    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// No insets.
    public init() {
        self.init(top: 0, leading: 0, bottom: 0, trailing: 0)
    }

    public static let zero = NSDirectionalEdgeInsets()

    public var description: String { "{\(top), \(leading), \(bottom), \(trailing)}" }

    /// The insets with leading and trailing placed on the left and right for `direction`.
    func edgeInsets(for direction: UIUserInterfaceLayoutDirection) -> UIEdgeInsets {
        direction == .leftToRight
            ? UIEdgeInsets(top: top, left: leading, bottom: bottom, right: trailing)
            : UIEdgeInsets(top: top, left: trailing, bottom: bottom, right: leading)
    }

    /// `insets` with left and right read as leading and trailing for `direction`.
    init(_ insets: UIEdgeInsets, direction: UIUserInterfaceLayoutDirection) {
        self =
            direction == .leftToRight
            ? NSDirectionalEdgeInsets(
                top: insets.top, leading: insets.left, bottom: insets.bottom, trailing: insets.right)
            : NSDirectionalEdgeInsets(
                top: insets.top, leading: insets.right, bottom: insets.bottom, trailing: insets.left)
    }
}
