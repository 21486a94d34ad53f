import Foundation

extension NSLayoutConstraint {
    /// Activates every constraint of `constraints` (UIKit's `activateConstraints:`), each as setting
    /// `isActive` would.
    public static func activate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = true }
    }

    /// Deactivates every constraint of `constraints`.
    public static func deactivate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = false }
    }

    /// The views and layout guides the constraint relates, in order.
    var items: [AnyObject] {
        var result = firstSource.items
        for item in secondSource?.items ?? [] where !result.contains(where: { $0 === item }) { result.append(item) }
        return result
    }

    /// Whether every item of the constraint is still there and is `view` or inside it (a view of its subtree,
    /// or a guide owned by one).
    func hasAllItems(in view: UIView) -> Bool {
        for source in [firstSource, secondSource] {
            for term in source?.terms ?? [] {
                guard let item = term.item, Self.view(of: item)?.isDescendant(of: view) == true else { return false }
            }
        }
        return true
    }

    /// Whether the constraint relates `item` or something inside the view `subtree` (a view of it, or a
    /// guide owned by one).
    func references(viewsIn subtree: UIView) -> Bool {
        items.contains { item in
            if let view = item as? UIView { return view.isDescendant(of: subtree) }
            return (item as? UILayoutGuide)?.owningView?.isDescendant(of: subtree) == true
        }
    }

    /// The view whose hierarchy the item sits in: a view itself, a guide's owning view.
    static func view(of item: AnyObject) -> UIView? {
        (item as? UIView) ?? (item as? UILayoutGuide)?.owningView
    }

    /// The nearest common ancestor of the constraint's items, where `isActive` installs it (nil: none).
    var nearestCommonAncestor: UIView? {
        let views = items.map(Self.view(of:))
        guard !views.isEmpty, !views.contains(where: { $0 == nil }), !firstSource.hasLostItem,
            secondSource?.hasLostItem != true
        else { return nil }
        var candidate: UIView? = views[0]
        while let ancestor = candidate {
            if views.allSatisfy({ $0!.isDescendant(of: ancestor) }) { return ancestor }
            candidate = ancestor.superview
        }
        return nil
    }

    /// Installs the constraint on the items' nearest common ancestor, or reports UIKit's exception.
    func activate() {
        guard container == nil, isValid else { return }
        guard let ancestor = nearestCommonAncestor else {
            Diagnostics.report(
                .invalidConstraint, .exception,
                "Unable to activate constraint with anchors \(firstAnchor) and \(secondAnchor?.description ?? "(null)") because they have no common ancestor.  Does the constraint or its anchors reference items in different view hierarchies?  That's illegal."
            )
            return
        }
        ancestor.install(self)
    }

    /// Removes the constraint from the view it is installed on.
    func deactivate() {
        container?.uninstall(self)
    }
}

extension NSLayoutConstraint {
    /// UIKit's standard spacing between sibling views, which the system-spacing anchors use (8 points).
    static let systemSpacing: CGFloat = 8
}
