import Foundation

/// The safe area: the part of a view that no bar covers (UIKit's `safeAreaInsets`).
///
/// A view's insets are the parts of its frame that lie outside its superview's safe area, edge by edge
/// (only on the edges where the superview has insets); a controller's root view takes the larger of those
/// and the insets its container's bars give it (a navigation bar on top, a toolbar or a tab bar at the
/// bottom), then adds the controller's `additionalSafeAreaInsets`. The insets are computed again when a
/// view's frame, bounds or centre changes, when it moves to another superview, and when a container's bars
/// change; a view whose insets change gets `safeAreaInsetsDidChange()` (a scroll view first adjusts its
/// insets and offset), then its controller `viewSafeAreaInsetsDidChange()`, and a layout pass is asked for.
///
/// A window's own insets are the parts of its frame that its screen's status bar and home indicator cover
/// (`UIScreen.Device.safeAreaInsets`: zero on the default headless screen), so a window on a screen made
/// from a device preset insets everything in it as on the device in portrait. Deliberate difference:
/// transforms are ignored beyond the frame's bounding box. The
/// `safeAreaLayoutGuide` (Layout/Views/UIView+LayoutMargins) is the bounds inset by these insets.
extension UIView {
    /// The insets of the view's bounds that bars cover (zero for a window and for views away from bars).
    public var safeAreaInsets: UIEdgeInsets { extras.safeAreaInsets }

    /// Computes the insets again, with the callbacks when they change, and goes down the subviews while the
    /// insets are not zero (a view whose insets were and stay zero leaves its subviews' insets as they are).
    func updateSafeAreaInsets() {
        let old = extras.safeAreaInsets
        let new = computedSafeAreaInsets()
        if new != old {
            extras.safeAreaInsets = new
            (self as? UIScrollView)?.adjustedContentInsetMayHaveChanged()
            safeAreaInsetsDidChange()
            owningViewController?.viewSafeAreaInsetsDidChange()
            if extras.layoutState != nil, insetsLayoutMarginsFromSafeArea { layoutMarginsDidChange() }
            LayoutEngine.guidesDidMove(in: self)
            setNeedsLayout()
        }
        guard new != .zero || old != .zero else { return }
        for subview in subviews { subview.updateSafeAreaInsets() }
    }

    /// The rule described on this extension.
    private func computedSafeAreaInsets() -> UIEdgeInsets {
        var insets = UIEdgeInsets.zero
        // The superview is read once, and the cast asked only of a view without one: every frame change
        // of every view comes here.
        let superview = superview
        if superview == nil, let window = self as? UIWindow {
            insets = window.screenInsetsCovered()
        } else if let superview, superview.extras.safeAreaInsets != .zero {
            let outer = superview.extras.safeAreaInsets
            let safe = superview.bounds.inset(by: outer)
            let box = frame
            if outer.top > 0 { insets.top = min(max(safe.minY - box.minY, 0), box.height) }
            if outer.left > 0 { insets.left = min(max(safe.minX - box.minX, 0), box.width) }
            if outer.bottom > 0 { insets.bottom = min(max(box.maxY - safe.maxY, 0), box.height) }
            if outer.right > 0 { insets.right = min(max(box.maxX - safe.maxX, 0), box.width) }
        }
        guard let controller = owningViewController else { return insets }
        let given = controller.containerSafeAreaInsets, extra = controller.additionalSafeAreaInsets
        return UIEdgeInsets(
            top: max(insets.top, given.top) + extra.top,
            left: max(insets.left, given.left) + extra.left,
            bottom: max(insets.bottom, given.bottom) + extra.bottom,
            right: max(insets.right, given.right) + extra.right)
    }
}

extension UIWindow {
    /// The parts of the window's frame (in screen coordinates) that the screen's status bar and home
    /// indicator cover.
    fileprivate func screenInsetsCovered() -> UIEdgeInsets {
        let system = screen.device.safeAreaInsets
        guard system != .zero else { return .zero }
        let box = frame, size = screen.bounds.size
        return UIEdgeInsets(
            top: min(max(system.top - box.minY, 0), box.height),
            left: min(max(system.left - box.minX, 0), box.width),
            bottom: min(max(box.maxY - (size.height - system.bottom), 0), box.height),
            right: min(max(box.maxX - (size.width - system.right), 0), box.width))
    }
}
