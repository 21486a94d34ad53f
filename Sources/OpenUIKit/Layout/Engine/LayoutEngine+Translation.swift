import Cassowary
import Foundation

/// Turning one of the app's constraints into a solver constraint, in the coordinates of the view it is
/// installed on.
extension LayoutEngine {
    /// `first − (multiplier × second + constant)  relation  0` at the constraint's priority; nil when an item
    /// is gone or does not take part.
    ///
    /// Leading and trailing: when the constraint uses them and its first item lays out right to left, every
    /// horizontal position of the constraint is mirrored (x becomes −x) and leading reads as right,
    /// trailing as left — so `a.leading == b.leading + 10` puts a's right edge 10 points left of b's.
    func translate(_ constraint: NSLayoutConstraint) -> Cassowary.Constraint? {
        guard let container = constraint.container else { return nil }
        // Loops and `if let` rather than closures: a closure on the main actor's state passed to the standard
        // library checks at each call that it runs on the main actor, and every app constraint is
        // translated at each rebuild.
        var usesDirection = false
        for term in constraint.firstSource.terms where term.attribute.isDirectional { usesDirection = true }
        for term in constraint.secondSource?.terms ?? [] where term.attribute.isDirectional { usesDirection = true }
        var mirror = false
        if usesDirection, let item = constraint.firstSource.terms.first?.item,
            let firstView = NSLayoutConstraint.view(of: item)
        {
            mirror = firstView.effectiveUserInterfaceLayoutDirection == .rightToLeft
        }
        var lhs = LinearSum(capacity: 4)
        for term in constraint.firstSource.terms {
            guard accumulate(term, scale: 1, container: container, mirror: mirror, into: &lhs) else { return nil }
        }
        var rhs = LinearSum(capacity: constraint.secondSource == nil ? 0 : 4)
        rhs.constant = Double(constraint.constant)
        for term in constraint.secondSource?.terms ?? [] {
            guard
                accumulate(term, scale: Double(constraint.multiplier), container: container, mirror: mirror, into: &rhs)
            else { return nil }
        }
        let relation: Cassowary.Relation =
            switch constraint.relation {
            case .equal: .equal
            case .lessThanOrEqual: .lessThanOrEqual
            case .greaterThanOrEqual: .greaterThanOrEqual
            }
        return lhs.constraint(minus: rhs, relation, constraint.priority)
    }

    /// Adds `scale ×` the term's attribute, in `container`'s coordinates, to `sum`.
    private func accumulate(
        _ term: LayoutTerm, scale: Double, container: UIView, mirror: Bool, into sum: inout LinearSum
    ) -> Bool {
        guard var item = term.item else { return false }
        var attribute = term.attribute
        let coefficient = scale * Double(term.coefficient)
        if let plain = attribute.unmarginedAttribute, let view = item as? UIView {
            item = view.layoutMarginsGuide
            attribute = plain
        }
        if attribute == .firstBaseline, let view = item as? UIView { item = view.forFirstBaselineLayout }
        if attribute == .lastBaseline, let view = item as? UIView { item = view.forLastBaselineLayout }
        switch attribute {
        case .leading: attribute = mirror ? .right : .left
        case .trailing: attribute = mirror ? .left : .right
        default: break
        }
        guard let entry = variables[ObjectIdentifier(item)] else { return false }
        let sign: Double = mirror && attribute.kind == .horizontalPosition ? -1 : 1
        let k = coefficient * sign
        switch attribute {
        case .width: sum.add(entry.width, coefficient)
        case .height: sum.add(entry.height, coefficient)
        case .left, .right, .centerX:
            guard addOrigin(of: item, entry, .horizontal, k, container: container, into: &sum) else { return false }
            if attribute == .right { sum.add(entry.width, k) }
            if attribute == .centerX { sum.add(entry.width, k / 2) }
        case .top, .bottom, .centerY, .firstBaseline, .lastBaseline:
            guard addOrigin(of: item, entry, .vertical, k, container: container, into: &sum) else { return false }
            switch attribute {
            case .bottom: sum.add(entry.height, k)
            case .centerY: sum.add(entry.height, k / 2)
            case .firstBaseline:
                if let label = item as? UILabel {
                    // The first line's baseline: the font's ascender below the top of a label at its
                    // intrinsic height (the last line's: the descender above its bottom).
                    sum.constant += k * Double(label.font.ascender)
                } else {
                    sum.add(entry.height, k)
                }
            case .lastBaseline:
                sum.add(entry.height, k)
                if let label = item as? UILabel { sum.constant += k * Double(label.font.descender) }
            default: break
            }
        default: return false
        }
        return true
    }

    /// Adds `k ×` the item's minimum x (or y) in `container`'s coordinates: its own variable plus the frame
    /// origins of the views between it and the container (bounds origins are not counted). The container
    /// itself sits at its alignment inset.
    private func addOrigin(
        of item: AnyObject, _ entry: ItemVariables, _ axis: NSLayoutConstraint.Axis, _ k: Double, container: UIView,
        into sum: inout LinearSum
    ) -> Bool {
        if item === container {
            let insets = container.alignmentRectInsets
            sum.constant += k * Double(axis == .horizontal ? insets.left : insets.top)
            return true
        }
        sum.add(entry.axis(axis).position, k)
        var parent = (item as? UIView)?.superview ?? (item as? UILayoutGuide)?.owningView
        while let view = parent, view !== container {
            guard let parentEntry = variables[ObjectIdentifier(view)] else { return false }
            let insets = view.alignmentRectInsets
            sum.add(parentEntry.axis(axis).position, k)
            sum.constant -= k * Double(axis == .horizontal ? insets.left : insets.top)
            parent = view.superview
        }
        return parent === container
    }
}
