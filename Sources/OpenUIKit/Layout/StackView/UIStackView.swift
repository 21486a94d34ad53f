import Foundation

/// A view that lays out a row or column of views with Auto Layout (UIKit's `UIStackView`).
///
/// The stack makes its own constraints (identified `UISV-…`, as UIKit's) in its `updateConstraints()`
/// whenever its arranged views or settings change: the first and last views pinned to the stack's edges
/// (or its margins, with `isLayoutMarginsRelativeArrangement`), spacing between neighbours, the
/// distribution's and the alignment's constraints. A hidden arranged view collapses to zero length and
/// loses its spacing, so `UIView.animate { view.isHidden = true; stack.layoutIfNeeded() }` animates the
/// others into place. The stack draws nothing of its own but its background colour.
///
/// A view hidden in an animation block stays drawn while it collapses and is hidden when the block's
/// animations end, as in UIKit (in a keyframe or `beginAnimations` block it is hidden at once).
@preconcurrency @MainActor
open class UIStackView: UIView {
    /// The views the stack lays out, in order (a subset of its subviews).
    public private(set) var arrangedSubviews: [UIView] = []

    /// The managed constraints currently active.
    private var managedConstraints: [NSLayoutConstraint] = []

    /// The spacing after particular views (`setCustomSpacing(_:after:)`), by identity.
    private var customSpacings: [ObjectIdentifier: CGFloat] = [:]

    /// Row (horizontal) or column (vertical); horizontal by default.
    open var axis: NSLayoutConstraint.Axis = .horizontal {
        didSet { arrangementDidChange() }
    }

    /// How the views share the length along the axis (`.fill` by default).
    open var distribution: Distribution = .fill {
        didSet { arrangementDidChange() }
    }

    /// How the views are placed across the axis (`.fill` by default).
    open var alignment: Alignment = .fill {
        didSet { arrangementDidChange() }
    }

    /// The gap between neighbouring views (0 by default); with `.equalSpacing` and `.equalCentering`, the
    /// smallest gap. A NaN or infinite value is reported and ignored.
    open var spacing: CGFloat = 0 {
        didSet {
            guard spacing.isFinite else {
                Diagnostics.report(.invalidArgument, .exception, "UIStackView spacing must be finite, not \(spacing)")
                spacing = oldValue
                return
            }
            arrangementDidChange()
        }
    }

    /// Whether the views are laid out within the stack's layout margins instead of its bounds.
    open var isLayoutMarginsRelativeArrangement = false {
        didSet { arrangementDidChange() }
    }

    /// Whether the spacing of a vertical stack is measured from baseline to baseline: each view's first
    /// baseline lies `spacing` below the previous view's last baseline (false by default: edge to edge).
    /// Horizontal stacks ignore it, as UIKit's do.
    open var isBaselineRelativeArrangement = false {
        didSet { arrangementDidChange() }
    }

    /// The spacing value that means "use the stack's `spacing`" (UIKit's `spacingUseDefault`).
    public static let spacingUseDefault = CGFloat.greatestFiniteMagnitude
    /// The spacing value that means "use the system spacing" (UIKit's `spacingUseSystem`: 8 points here).
    public static let spacingUseSystem = CGFloat.leastNonzeroMagnitude

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Makes a stack view from an Interface Builder file: its subviews are its arranged subviews, in the
    /// file's order, and its axis, distribution, alignment and spacing are the file's (UIKit's
    /// `init?(coder:)`).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        if let coder = coder as? IBCoder { coder.instantiation.decodeStackView(self, from: coder.element) }
    }

    /// A stack laying out `views` (each added as a subview, positioned by constraints).
    public convenience init(arrangedSubviews views: [UIView]) {
        self.init(frame: .zero)
        for view in views { addArrangedSubview(view) }
    }

    /// Stack views make their constraints in the update pass, so they need a layout engine.
    open override class var requiresConstraintBasedLayout: Bool { true }

    /// The stack has no size of its own: its arranged views' constraints give it one.
    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }

    /// The first visible arranged view's first baseline.
    open override var forFirstBaselineLayout: UIView {
        arrangedSubviews.first { !$0.isHidden }?.forFirstBaselineLayout ?? self
    }

    /// The last visible arranged view's last baseline.
    open override var forLastBaselineLayout: UIView {
        arrangedSubviews.last { !$0.isHidden }?.forLastBaselineLayout ?? self
    }

    // MARK: Arranged subviews

    /// Appends `view` to the arranged views (and to the subviews when it is not one); the view stops
    /// translating its autoresizing mask.
    open func addArrangedSubview(_ view: UIView) {
        insertArrangedSubview(view, at: arrangedSubviews.count)
    }

    /// Inserts `view` among the arranged views at `stackIndex`; an index past the end is reported and
    /// ignored (UIKit raises).
    open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
        let others = arrangedSubviews.filter { $0 !== view }
        guard stackIndex >= 0, stackIndex <= others.count, view !== self else {
            Diagnostics.report(
                .invalidArgument, .exception,
                "*** -[UIStackView insertArrangedSubview:atIndex:]: index \(stackIndex) beyond bounds [0 .. \(others.count)]"
            )
            return
        }
        arrangedSubviews = others
        arrangedSubviews.insert(view, at: stackIndex)
        view.translatesAutoresizingMaskIntoConstraints = false
        if view.superview !== self { addSubview(view) }
        arrangementDidChange()
    }

    /// Takes `view` out of the arranged views; it stays a subview (as in UIKit: remove it from the
    /// superview too to take it off screen).
    open func removeArrangedSubview(_ view: UIView) {
        guard arrangedSubviews.contains(where: { $0 === view }) else { return }
        arrangedSubviews.removeAll { $0 === view }
        customSpacings[ObjectIdentifier(view)] = nil
        arrangementDidChange()
    }

    /// A removed subview leaves the arranged views too.
    open override func willRemoveSubview(_ subview: UIView) {
        super.willRemoveSubview(subview)
        removeArrangedSubview(subview)
    }

    /// Sets the gap after `arrangedSubview` (`UIStackView.spacingUseDefault` returns to `spacing`).
    open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
        customSpacings[ObjectIdentifier(arrangedSubview)] = spacing == Self.spacingUseDefault ? nil : spacing
        arrangementDidChange()
    }

    /// The gap after `arrangedSubview`: its custom spacing, else `spacingUseDefault`.
    open func customSpacing(after arrangedSubview: UIView) -> CGFloat {
        customSpacings[ObjectIdentifier(arrangedSubview)] ?? Self.spacingUseDefault
    }

    /// Hides or shows a subview. An arranged view hidden inside an animation block collapses with the
    /// block's timing (its length animates to zero as the stack lays out) and its layer is hidden when the
    /// block's animations end, as UIKit does; otherwise the layer follows at once.
    func setHidden(_ hidden: Bool, ofSubview view: UIView) {
        let isArranged = arrangedSubviews.contains { $0 === view }
        if isArranged, hidden, let context = UIView.currentAnimationContext {
            view.ensuredLayoutState.isCollapsingInStack = true
            context.whenAnimationsEnd { [weak view] in
                guard let view, view.layoutState?.isCollapsingInStack == true else { return }
                view.layoutState?.isCollapsingInStack = false
                view.layer.isHidden = true
            }
        } else {
            view.layoutState?.isCollapsingInStack = false
            view.layer.isHidden = hidden
        }
        if isArranged { arrangementDidChange() }
    }

    private func arrangementDidChange() {
        setNeedsUpdateConstraints()
    }

    // MARK: The constraints

    /// Replaces the stack's constraints by ones for the current arrangement, then calls `super`.
    open override func updateConstraints() {
        NSLayoutConstraint.deactivate(managedConstraints)
        managedConstraints = StackArrangement(stack: self, spacing: gap(after:)).constraints()
        NSLayoutConstraint.activate(managedConstraints)
        super.updateConstraints()
    }

    /// The gap after `view`: its custom spacing, the system spacing, or `spacing`.
    private func gap(after view: UIView) -> CGFloat {
        guard let custom = customSpacings[ObjectIdentifier(view)] else { return spacing }
        return custom == Self.spacingUseSystem ? NSLayoutConstraint.systemSpacing : custom
    }
}
