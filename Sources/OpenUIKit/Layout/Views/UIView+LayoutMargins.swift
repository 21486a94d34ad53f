import Foundation

/// Layout margins and the view's own layout guides (UIKit's `layoutMarginsGuide`, `safeAreaLayoutGuide`,
/// `readableContentGuide`).
///
/// The effective margins — what `layoutMarginsGuide` insets the bounds by — are the margins set, each
/// taken from the safe area's edge rather than the bounds' when `insetsLayoutMarginsFromSafeArea` (the
/// default), and raised to reach the superview's margins where the view's edge lies inside them when
/// `preservesSuperviewLayoutMargins`.
extension UIView {
    /// The readable width UIKit uses for body text at the default text size (672 points).
    static let readableContentWidth: CGFloat = 672

    /// The margins set (8 points each when none are), or, for a view controller's root view, the system
    /// minimum when none are set and each set edge raised to it while the controller
    /// `viewRespectsSystemMinimumLayoutMargins` — UIKit's "actual margins" of a root view.
    var actualDirectionalLayoutMargins: NSDirectionalEdgeInsets {
        let set = layoutState?.directionalLayoutMargins
        guard let controller = owningViewController else {
            return set ?? NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
        }
        let minimum = controller.systemMinimumLayoutMargins
        guard let set else { return minimum }
        guard controller.viewRespectsSystemMinimumLayoutMargins else { return set }
        return NSDirectionalEdgeInsets(
            top: max(set.top, minimum.top), leading: max(set.leading, minimum.leading),
            bottom: max(set.bottom, minimum.bottom), trailing: max(set.trailing, minimum.trailing))
    }

    func setDirectionalLayoutMargins(_ margins: NSDirectionalEdgeInsets) {
        guard margins != layoutState?.directionalLayoutMargins else { return }
        guard [margins.top, margins.leading, margins.bottom, margins.trailing].allSatisfy(\.isFinite) else {
            Diagnostics.report(.invalidGeometry, .exception, "layoutMargins must be finite: \(margins)")
            return
        }
        ensuredLayoutState.directionalLayoutMargins = margins
        layoutMarginsMayHaveChanged()
    }

    /// Whether the view's margins reach at least as far as its superview's where they overlap (false by
    /// default).
    public var preservesSuperviewLayoutMargins: Bool {
        get { layoutState?.preservesSuperviewLayoutMargins ?? false }
        set {
            guard newValue != preservesSuperviewLayoutMargins else { return }
            ensuredLayoutState.preservesSuperviewLayoutMargins = newValue
            layoutMarginsMayHaveChanged()
        }
    }

    /// Whether the margins are measured from the safe area's edges (true by default).
    public var insetsLayoutMarginsFromSafeArea: Bool {
        get { layoutState?.insetsLayoutMarginsFromSafeArea ?? true }
        set {
            guard newValue != insetsLayoutMarginsFromSafeArea else { return }
            ensuredLayoutState.insetsLayoutMarginsFromSafeArea = newValue
            layoutMarginsMayHaveChanged()
        }
    }

    /// The insets that `layoutMarginsGuide` applies to the bounds (see the extension's description).
    var effectiveLayoutMargins: UIEdgeInsets {
        var margins = layoutMargins
        if insetsLayoutMarginsFromSafeArea {
            let safe = safeAreaInsets
            margins = UIEdgeInsets(
                top: margins.top + safe.top, left: margins.left + safe.left, bottom: margins.bottom + safe.bottom,
                right: margins.right + safe.right)
        }
        if preservesSuperviewLayoutMargins, let superview {
            let outer = superview.bounds.inset(by: superview.effectiveLayoutMargins)
            let box = frame
            margins.left = max(margins.left, outer.minX - box.minX)
            margins.top = max(margins.top, outer.minY - box.minY)
            margins.right = max(margins.right, box.maxX - outer.maxX)
            margins.bottom = max(margins.bottom, box.maxY - outer.maxY)
        }
        return margins
    }

    /// The region of the readable-content guide: the margins' region, at most `readableContentWidth` wide,
    /// centred in it.
    var readableContentFrame: CGRect {
        let margins = bounds.inset(by: effectiveLayoutMargins)
        let width = min(margins.width, Self.readableContentWidth)
        return CGRect(x: margins.midX - width / 2, y: margins.minY, width: width, height: margins.height)
    }

    /// The margins may have changed (set, safe area moved, geometry changed): calls
    /// `layoutMarginsDidChange()` when they did, and tells the layout engine.
    func layoutMarginsMayHaveChanged() {
        layoutMarginsDidChange()
        LayoutEngine.guidesDidMove(in: self)
        setNeedsLayout()
    }

    /// The view's bounds inset by its effective layout margins.
    public var layoutMarginsGuide: UILayoutGuide {
        systemGuide(\.layoutMarginsGuide, kind: .layoutMargins, identifier: "UIViewLayoutMarginsGuide")
    }

    /// The view's bounds inset by its safe-area insets.
    public var safeAreaLayoutGuide: UILayoutGuide {
        systemGuide(\.safeAreaLayoutGuide, kind: .safeArea, identifier: "UIViewSafeAreaLayoutGuide")
    }

    /// The margins' region narrowed to a readable line length (672 points), centred.
    public var readableContentGuide: UILayoutGuide {
        systemGuide(\.readableContentGuide, kind: .readableContent, identifier: "UIViewReadableContentGuide")
    }

    /// The guide the view keeps in `slot`, made and added the first time it is asked for.
    func systemGuide(
        _ slot: ReferenceWritableKeyPath<ViewLayoutState, UILayoutGuide?>, kind: UILayoutGuide.Kind, identifier: String
    ) -> UILayoutGuide {
        let state = ensuredLayoutState
        if let guide = state[keyPath: slot] { return guide }
        let guide = UILayoutGuide(kind: kind, identifier: identifier)
        state[keyPath: slot] = guide
        addLayoutGuide(guide)
        return guide
    }
}
