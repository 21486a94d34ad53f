import Foundation

/// Auto Layout settings of a view: whether its frame becomes constraints, content hugging and compression
/// resistance, the update pass, and the layout direction.
extension UIView {
    /// The target size for the smallest size that fits (UIKit's `layoutFittingCompressedSize`: zero).
    public static let layoutFittingCompressedSize = CGSize(width: 0, height: 0)
    /// The target size for the largest size that fits (UIKit's `layoutFittingExpandedSize`: 10⁶ points).
    public static let layoutFittingExpandedSize = CGSize(width: 1_000_000, height: 1_000_000)

    func setTranslatesAutoresizingMaskIntoConstraints(_ value: Bool) {
        guard value != translatesAutoresizingMaskIntoConstraints else { return }
        ensuredLayoutState.translatesAutoresizingMaskIntoConstraints = value
        LayoutEngine.constraintsDidChange(in: self)
    }

    /// How strongly the view resists growing beyond its intrinsic size on `axis` (250 by default).
    public func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        layoutState?.huggingPriorities[axis.rawValue] ?? .defaultLow
    }

    /// Sets the content hugging priority on `axis`; a priority outside 1…1000 is reported and ignored.
    public func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        guard checkedPriority(priority, "setContentHuggingPriority:forAxis:") else { return }
        ensuredLayoutState.huggingPriorities[axis.rawValue] = priority
        LayoutEngine.intrinsicContentSizeDidChange(of: self)
    }

    /// How strongly the view resists shrinking below its intrinsic size on `axis` (750 by default).
    public func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        layoutState?.compressionResistancePriorities[axis.rawValue] ?? .defaultHigh
    }

    /// Sets the compression resistance priority on `axis`; a priority outside 1…1000 is reported and ignored.
    public func setContentCompressionResistancePriority(
        _ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis
    ) {
        guard checkedPriority(priority, "setContentCompressionResistancePriority:forAxis:") else { return }
        ensuredLayoutState.compressionResistancePriorities[axis.rawValue] = priority
        LayoutEngine.intrinsicContentSizeDidChange(of: self)
    }

    private func checkedPriority(_ priority: UILayoutPriority, _ selector: String) -> Bool {
        guard !priority.isValid else { return true }
        Diagnostics.report(
            .invalidConstraint, .exception,
            "*** -[\(type(of: self)) \(selector)]: It's illegal to set priority:\(priority.rawValue). Priority must be greater than 0 and less or equal to NSLayoutPriorityRequired, which is 1000.000000."
        )
        return false
    }

    // MARK: The update pass

    /// Marks the view's constraints for update: `updateConstraints()` runs in the next update pass (of the
    /// hierarchy's layout engine; a view whose class `requiresConstraintBasedLayout` makes one).
    public func setNeedsUpdateConstraints() {
        ensuredLayoutState.needsUpdateConstraints = true
        let engine =
            type(of: self).requiresConstraintBasedLayout
            ? LayoutEngine.ensuredEngine(of: self) : LayoutEngine.engine(of: self)
        guard let engine else { return }
        engine.needsUpdatePass = true
        engine.rootView?.setNeedsLayout()
    }

    /// Whether `updateConstraints()` is due.
    public func needsUpdateConstraints() -> Bool { layoutState?.needsUpdateConstraints ?? true }

    /// Runs the update pass now for this view and its subviews that need it (bottom up).
    public func updateConstraintsIfNeeded() {
        LayoutEngine.runUpdatePass(from: self)
    }

    // MARK: Layout direction

    /// How the view's content behaves from right to left (`.unspecified` by default); changing it flips
    /// leading and trailing constraints at the next layout.
    public var semanticContentAttribute: UISemanticContentAttribute {
        get { layoutState?.semanticContentAttribute ?? .unspecified }
        set {
            guard newValue != semanticContentAttribute else { return }
            ensuredLayoutState.semanticContentAttribute = newValue
            LayoutEngine.constraintsDidChange(in: self)
        }
    }

    /// The direction leading and trailing take for the view: right to left only for
    /// `.forceRightToLeft` (the application's direction is left to right).
    public var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        semanticContentAttribute == .forceRightToLeft ? .rightToLeft : .leftToRight
    }
}
