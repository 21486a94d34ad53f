import Foundation

/// Whether a view's content flips in a right-to-left language (UIKit's `UISemanticContentAttribute`).
/// Auto Layout reads it for leading and trailing: only `.forceRightToLeft` makes a view right to left
/// here, since OpenUIKit's application layout direction is left to right.
public enum UISemanticContentAttribute: Int, Sendable, Hashable {
    case unspecified = 0, playback, spatial, forceLeftToRight, forceRightToLeft
}
