import Foundation

/// A scroll view's layout guides (UIKit's `contentLayoutGuide` and `frameLayoutGuide`).
///
/// Constraints between the content and `contentLayoutGuide` decide the content size: after each solve the
/// engine sets `contentSize` to the guide's solved size (rounded to the screen's pixels); an axis the
/// constraints leave free keeps the `contentSize` the scroll view had, which pulls the guide at the lowest
/// priority. Constraints to `frameLayoutGuide` relate to the scroll view's own size — typically its width,
/// for content that scrolls only vertically. Deliberate difference: the frame guide stays at the
/// content's origin, so a view pinned to its edges scrolls with the content (UIKit keeps such a view fixed
/// on screen, moving it as the content offset changes).
extension UIScrollView {
    /// The guide of the content rectangle: its edges are the content's, its size becomes `contentSize`.
    public var contentLayoutGuide: UILayoutGuide {
        systemGuide(\.contentLayoutGuide, kind: .scrollContent, identifier: "UIScrollView-contentLayoutGuide")
    }

    /// The guide of the scroll view's own rectangle (its bounds' size, at the content's origin).
    public var frameLayoutGuide: UILayoutGuide {
        systemGuide(\.frameLayoutGuide, kind: .scrollFrame, identifier: "UIScrollView-frameLayoutGuide")
    }
}
