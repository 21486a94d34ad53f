import Foundation

/// Installing constraints and layout guides on a view (UIKit's `UIView (UIConstraintBasedLayoutInstallingConstraints)`
/// and `UIView (UILayoutGuideSupport)`).
extension UIView {
    /// The view's Auto Layout state, nil while it never took part in Auto Layout.
    var layoutState: ViewLayoutState? { extras.layoutState }

    /// The view's Auto Layout state, made now if needed.
    var ensuredLayoutState: ViewLayoutState {
        if let state = extras.layoutState { return state }
        let state = ViewLayoutState()
        extras.layoutState = state
        return state
    }

    /// The constraints installed on this view (by `addConstraint(_:)`, or by `isActive` on the nearest common
    /// ancestor of their items), in the order installed, then — as UIKit installs them on the superview —
    /// the autoresizing-mask constraints (`NSAutoresizingMaskLayoutConstraint`, described as
    /// `h=--& v=--& UIView:0x….minX == 0`) of the subviews that translate their mask and take part in
    /// constraint layout: each subview's `.left` and `.width`, then `.top` and `.height`, fixed to its frame as
    /// of the last update pass.
    public var constraints: [NSLayoutConstraint] {
        let own = layoutState?.constraints ?? []
        guard let engine = LayoutEngine.engine(of: self) else { return own }
        var all = own
        for subview in subviews { all += engine.autoresizingConstraints(of: subview) }
        return all
    }

    /// Installs `constraint` on this view, which must be its items' common ancestor: a view that is not
    /// gets UIKit's console message ("The view hierarchy is not prepared for the constraint") and the
    /// constraint is not installed. Prefer `isActive`, which finds the right view.
    public func addConstraint(_ constraint: NSLayoutConstraint) {
        guard prepareToInstall(constraint) else { return }
        install(constraint)
    }

    /// Installs each of `constraints` as `addConstraint(_:)` does; the layout engine hears of them once.
    public func addConstraints(_ constraints: [NSLayoutConstraint]) {
        var installedAny = false
        for constraint in constraints where prepareToInstall(constraint) {
            install(constraint, notifying: false)
            installedAny = true
        }
        if installedAny { LayoutEngine.constraintsDidChange(in: self) }
    }

    /// Whether `constraint` is to be installed here, after taking it off the view it was installed on: not
    /// when it is invalid or installed here already, nor — reported as UIKit logs it — when an item is
    /// gone or outside this view.
    private func prepareToInstall(_ constraint: NSLayoutConstraint) -> Bool {
        guard constraint.isValid, constraint.container !== self else { return false }
        guard constraint.hasAllItems(in: self) else {
            Diagnostics.report(
                .invalidConstraint, .warning,
                "The view hierarchy is not prepared for the constraint: \(constraint)\n\tWhen added to a view, the constraint's items must be descendants of that view (or the view itself). This will crash if the constraint needs to be resolved before the view hierarchy is assembled. Break on -[UIView(UIConstraintBasedLayout) _viewHierarchyUnpreparedForConstraint:] to debug."
            )
            return false
        }
        constraint.container?.uninstall(constraint)
        return true
    }

    /// Removes `constraint` from this view (nothing when it is not installed here).
    public func removeConstraint(_ constraint: NSLayoutConstraint) {
        guard constraint.container === self else { return }
        uninstall(constraint)
    }

    /// Removes each of `constraints` from this view.
    public func removeConstraints(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { removeConstraint(constraint) }
    }

    /// Adds `constraint` to this view's list and tells the layout engine (unless the caller tells it once for
    /// several constraints).
    func install(_ constraint: NSLayoutConstraint, notifying: Bool = true) {
        ensuredLayoutState.constraints.append(constraint)
        constraint.container = self
        if notifying { LayoutEngine.constraintsDidChange(in: self) }
    }

    /// Takes `constraint` off this view's list and tells the layout engine.
    func uninstall(_ constraint: NSLayoutConstraint) {
        layoutState?.constraints.removeAll { $0 === constraint }
        constraint.container = nil
        LayoutEngine.constraintsDidChange(in: self)
    }

    /// An installed constraint's constant or priority changed.
    func constraintConstantDidChange(_ constraint: NSLayoutConstraint) {
        LayoutEngine.constantDidChange(of: constraint, in: self)
    }

    /// Before the subtree of `subview` leaves this view's hierarchy: the constraints installed on this view
    /// or its ancestors that relate views of the subtree go with it, as UIKit removes them.
    func removeConstraints(referencingSubtree subview: UIView) {
        var ancestor: UIView? = self
        while let view = ancestor {
            if let state = view.layoutState, !state.constraints.isEmpty {
                for constraint in state.constraints where constraint.references(viewsIn: subview) {
                    view.uninstall(constraint)
                }
            }
            ancestor = view.superview
        }
    }

    // MARK: Layout guides

    /// The guides added to the view (its own margins, safe-area and readable-content guides once asked for).
    public var layoutGuides: [UILayoutGuide] { layoutState?.layoutGuides ?? [] }

    /// Adds `layoutGuide` to the view (taking it from the view it belonged to).
    public func addLayoutGuide(_ layoutGuide: UILayoutGuide) {
        if let owner = layoutGuide.owningView, owner !== self { owner.removeLayoutGuide(layoutGuide) }
        guard layoutGuide.owningView !== self else { return }
        ensuredLayoutState.layoutGuides.append(layoutGuide)
        layoutGuide.owningView = self
        LayoutEngine.constraintsDidChange(in: self)
    }

    /// Removes `layoutGuide`, with the constraints that relate it (as UIKit does).
    public func removeLayoutGuide(_ layoutGuide: UILayoutGuide) {
        guard layoutGuide.owningView === self else { return }
        var ancestor: UIView? = self
        while let view = ancestor {
            for constraint in view.layoutState?.constraints ?? []
            where constraint.items.contains(where: { $0 === layoutGuide }) {
                view.uninstall(constraint)
            }
            ancestor = view.superview
        }
        layoutState?.layoutGuides.removeAll { $0 === layoutGuide }
        layoutGuide.owningView = nil
        LayoutEngine.constraintsDidChange(in: self)
    }
}
