import Foundation

/// A horizontal and a vertical offset (UIKit's `UIOffset`): right and down are positive.
public struct UIOffset: Hashable, Sendable, CustomStringConvertible {
    public var horizontal: CGFloat
    public var vertical: CGFloat

    public init(horizontal: CGFloat, vertical: CGFloat) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// No offset.
    public init() {
        self.init(horizontal: 0, vertical: 0)
    }

    public static let zero = UIOffset()

    public var description: String { "{\(horizontal), \(vertical)}" }
}
