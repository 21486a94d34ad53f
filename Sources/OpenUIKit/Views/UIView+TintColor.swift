import Foundation
import OpenQuartzCore

/// The tint colour a view inherits down its hierarchy, its dimming, and the `tintColorDidChange()`
/// notifications when either changes for a view.
extension UIView {
    /// A view's tint as it comes out of the hierarchy: the undimmed colour and whether it is dimmed.
    typealias TintEnvironment = (color: UIColor, isDimmed: Bool)

    /// The first adjustment mode other than `.automatic` from the view up through its superviews (`.normal`
    /// when there is none), as UIKit's getter answers. Setting it calls `tintColorDidChange()` on the views
    /// whose dimming changes.
    public var tintAdjustmentMode: TintAdjustmentMode {
        get { tintEnvironment.isDimmed ? .dimmed : .normal }
        set {
            let old = tintEnvironment
            extras.tintAdjustmentMode = newValue
            tintEnvironmentDidChange(from: old)
        }
    }

    /// The colour `tintColor` answers: the inherited tint, dimmed when the view's adjustment mode is.
    var effectiveTintColor: UIColor {
        let environment = tintEnvironment
        return environment.isDimmed ? Self.dimmed(environment.color) : environment.color
    }

    /// Sets (or with nil clears) the view's own tint and tells the affected views.
    func setOwnTintColor(_ color: UIColor?) {
        let old = tintEnvironment
        extras.tintColor = color
        tintEnvironmentDidChange(from: old)
    }

    /// The view's tint: its own colour or the superview's, its own mode or the superview's; at the top of the
    /// hierarchy the system blue, undimmed (a window's default).
    var tintEnvironment: TintEnvironment {
        tintEnvironment(inheriting: superview?.tintEnvironment ?? (UIColor.systemBlue, false))
    }

    /// Starts watching the view's tint across a hierarchy change (nil when an enclosing change is already
    /// watching it: moving a view removes it from its old superview first, and only the final tint counts).
    func beginTintTracking() -> TintEnvironment? {
        let key = ObjectIdentifier(self)
        guard !UIView.tintTrackedViews.contains(key) else { return nil }
        UIView.tintTrackedViews.insert(key)
        return tintEnvironment
    }

    /// Ends a watch begun by ``beginTintTracking()``: the view and the descendants that inherit get
    /// `tintColorDidChange()` when the tint differs from before the change.
    func endTintTracking(_ old: TintEnvironment?) {
        guard let old else { return }
        UIView.tintTrackedViews.remove(ObjectIdentifier(self))
        tintEnvironmentDidChange(from: old)
    }

    // MARK: Private

    private static var tintTrackedViews: Set<ObjectIdentifier> = []

    private func tintEnvironment(inheriting parent: TintEnvironment) -> TintEnvironment {
        let isDimmed: Bool
        switch extras.tintAdjustmentMode {
        case .automatic: isDimmed = parent.isDimmed
        case .normal: isDimmed = false
        case .dimmed: isDimmed = true
        }
        return (extras.tintColor ?? parent.color, isDimmed)
    }

    /// Calls `tintColorDidChange()` on the view, then — depth first, in subview order — on each descendant
    /// whose tint changed with it; a descendant whose own colour and mode hide the change stops the walk.
    private func tintEnvironmentDidChange(from old: TintEnvironment) {
        notifyTintChange(from: old, to: tintEnvironment)
    }

    private func notifyTintChange(from old: TintEnvironment, to new: TintEnvironment) {
        guard old != new else { return }
        tintColorDidChange()
        for subview in subviews {
            subview.notifyTintChange(
                from: subview.tintEnvironment(inheriting: old), to: subview.tintEnvironment(inheriting: new))
        }
    }

    /// The dimmed form of a tint. UIKit's exact formula is private; this is the colour's grey of the same
    /// luma (ITU-R BT.601 weights), keeping its alpha.
    private static func dimmed(_ color: UIColor) -> UIColor {
        var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
        guard color.getRed(&red, green: &green, blue: &blue, alpha: &alpha) else { return color }
        return UIColor(white: 0.299 * red + 0.587 * green + 0.114 * blue, alpha: alpha)
    }
}
