import Foundation

/// Where a container puts a child's view among its bars, as UIKit does: under a bar when the child's
/// `edgesForExtendedLayout` holds that edge and the bar is translucent (or the child sets
/// `extendedLayoutIncludesOpaqueBars`) — the bar then insets the child's safe area — else next to the bar.
@MainActor
struct BarPlacement {
    /// How far the bars reach into the container: from the top, from the bottom.
    var top: CGFloat = 0
    var bottom: CGFloat = 0
    /// Whether the top and bottom bars are translucent.
    var isTopTranslucent = true
    var isBottomTranslucent = true

    /// The child's frame in a container of `bounds`, and the insets its container gives its safe area.
    func place(_ child: UIViewController, in bounds: CGRect) -> (frame: CGRect, insets: UIEdgeInsets) {
        let underTop =
            child.edgesForExtendedLayout.contains(.top) && (isTopTranslucent || child.extendedLayoutIncludesOpaqueBars)
        let underBottom =
            child.edgesForExtendedLayout.contains(.bottom)
            && (isBottomTranslucent || child.extendedLayoutIncludesOpaqueBars)
        let topEdge = underTop ? 0 : top
        let bottomEdge = underBottom ? 0 : bottom
        let frame = CGRect(
            x: bounds.minX, y: bounds.minY + topEdge, width: bounds.width,
            height: max(bounds.height - topEdge - bottomEdge, 0))
        let insets = UIEdgeInsets(top: underTop ? top : 0, left: 0, bottom: underBottom ? bottom : 0, right: 0)
        return (frame, insets)
    }

    /// Puts `child`'s view in `container` at its place (added when it is not there), following the
    /// container's size, with its safe-area insets.
    func install(_ child: UIViewController, in container: UIView) {
        let (frame, insets) = place(child, in: container.bounds)
        child.containerSafeAreaInsets = insets
        let view: UIView = child.view
        view.frame = frame
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        if view.superview !== container { container.addSubview(view) }
    }
}
