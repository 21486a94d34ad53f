import Foundation
import OpenQuartzCore

/// A rectangular area of the interface backed by a Core Animation layer (UIKit's `UIView`).
///
/// The view is its layer's delegate. Its geometry (`frame`, `bounds`, `center`, `transform`) and appearance
/// (`backgroundColor`, `alpha`, `isHidden`, `clipsToBounds`) read and write the layer. Outside animation
/// blocks the view answers `NSNull` to the layer's action search, so changes never animate implicitly.
@preconcurrency @MainActor
open class UIView: UIResponder, CALayerDelegate {
    /// The class of the layer made for every view of this class (`CALayer` by default).
    open class var layerClass: CALayer.Type { CALayer.self }

    /// The backing layer.
    public let layer: CALayer

    /// The view this view is a subview of. Not retained: it is set only while the view is in the
    /// superview's `subviews`, and cleared when it leaves them and when the superview goes (its deinit), so
    /// it never outlives the superview. It is `unowned(unsafe)` rather than `weak` because a weak reference
    /// gives its target a side table of reference counts, which makes every retain and release of every
    /// view with subviews several times slower (a third of a collection view's layout time went there).
    public internal(set) nonisolated(unsafe) unowned(unsafe) var superview: UIView?
    /// The subviews, back to front. Read at every layout pass and hierarchy change, on the main actor, and
    /// never passed `inout` to code that reads it again: it skips the run-time exclusivity checks.
    @exclusivity(unchecked) public internal(set) var subviews: [UIView] = []

    /// An integer to find the view by (`viewWithTag(_:)`).
    open var tag = 0

    /// Whether the view takes part in hit-testing (and so receives touches).
    open var isUserInteractionEnabled = true

    /// The controller whose root view this is (UIKit keeps it privately as the view's delegate; it is the
    /// view's `next` responder there).
    weak var owningViewController: UIViewController?

    /// Whether the view was made by `snapshotView(afterScreenUpdates:)` (the leftover-state checker looks for
    /// snapshots left in a hierarchy).
    var isSnapshot = false
    /// Whether the view is a container view that controller transitions take place in (the leftover-state
    /// checker expects only controllers' views in it once transitions end).
    var isTransitionContainer = false

    /// The subviews stay (whoever else holds them), without a superview; the layer (whoever else holds it)
    /// without a delegate; the gesture recognizers without a view.
    deinit {
        for subview in subviews { subview.superview = nil }
        layer.releaseOwningDelegate()
        for recognizer in extras.gestureRecognizers { recognizer.view = nil }
    }

    public init(frame: CGRect) {
        layer = Self.layerClass.init()
        super.init()
        layer.setOwningDelegate(self)
        layer.boundsOriginChangeLaysOutSuperlayer = false
        self.frame = frame
        layer.setNeedsDisplay()
    }

    /// Makes a view from an Interface Builder file (UIKit's `init?(coder:)`): the frame, autoresizing mask,
    /// colours, content mode, interaction and visibility attributes the file writes, then the subviews
    /// (each made with its own `init?(coder:)`) and the constraints. Subclasses read their own attributes
    /// after calling `super`. OpenUIKit has no archiver: a coder that is not an Interface Builder file's
    /// gives a view with the default values.
    public required init?(coder: NSCoder) {
        layer = Self.layerClass.init()
        super.init()
        layer.setOwningDelegate(self)
        layer.boundsOriginChangeLaysOutSuperlayer = false
        layer.setNeedsDisplay()
        if let coder = coder as? IBCoder { coder.instantiation.decodeView(self, from: coder.element) }
    }

    public override convenience init() {
        self.init(frame: .zero)
    }

    // MARK: Responder chain

    /// The controller whose root view this is, else the superview (UIKit's chain).
    open override var next: UIResponder? {
        owningViewController ?? superview
    }

    /// A view can become first responder only while it is in a window.
    override var isInActiveHierarchy: Bool { window != nil }

    // MARK: Geometry

    /// The view's rectangle in its superview's coordinates. Apple calls it undefined when `transform` is
    /// not the identity; here, as on iOS in practice, it is the bounding box of the transformed bounds, and
    /// setting it solves for bounds size and center under the transform (a 0.001 scale makes the bounds
    /// 1000 times the frame).
    open var frame: CGRect {
        get { layer.frame }
        set {
            let oldSize = layer.bounds.size
            layer.frame = newValue
            boundsSizeDidChange(from: oldSize)
            updateSafeAreaInsets()
            if extras.layoutState != nil { LayoutEngine.geometryDidChange(of: self) }
        }
    }

    /// The view's own coordinate space. A change of size resizes the subviews by their `autoresizingMask`.
    open var bounds: CGRect {
        get { layer.bounds }
        set {
            let oldSize = layer.bounds.size
            layer.bounds = newValue
            boundsSizeDidChange(from: oldSize)
            updateSafeAreaInsets()
            if extras.layoutState != nil { LayoutEngine.geometryDidChange(of: self) }
        }
    }

    /// The view's centre in its superview's coordinates (the layer's position).
    open var center: CGPoint {
        get { layer.position }
        set {
            layer.position = newValue
            updateSafeAreaInsets()
            if extras.layoutState != nil { LayoutEngine.geometryDidChange(of: self) }
        }
    }

    /// The transform relative to the centre.
    open var transform: CGAffineTransform {
        get { layer.affineTransform() }
        set { layer.setAffineTransform(newValue) }
    }

    /// The 3D transform of the layer (UIKit's `transform3D`).
    open var transform3D: CATransform3D {
        get { layer.transform }
        set { layer.transform = newValue }
    }

    // MARK: Appearance

    open var backgroundColor: UIColor? {
        get { layer.backgroundColor.map(UIColor.init(cgColor:)) }
        set { layer.backgroundColor = newValue?.cgColor }
    }

    /// The opacity, 0…1 (the layer's opacity).
    open var alpha: CGFloat {
        get { CGFloat(layer.opacity) }
        set { layer.opacity = Float(newValue) }
    }

    /// Whether the view is hidden. A stack view's arranged view that is hidden collapses in the stack.
    open var isHidden: Bool {
        get { layer.isHidden || extras.layoutState?.isCollapsingInStack == true }
        set {
            guard newValue != isHidden else { return }
            if let stack = superview as? UIStackView {
                stack.setHidden(newValue, ofSubview: self)
            } else {
                layer.isHidden = newValue
            }
        }
    }

    open var isOpaque: Bool {
        get { layer.isOpaque }
        set { layer.isOpaque = newValue }
    }

    /// Whether subviews are clipped to the bounds (the layer's `masksToBounds`).
    open var clipsToBounds: Bool {
        get { layer.masksToBounds }
        set { layer.masksToBounds = newValue }
    }

    // MARK: Drawing, sizing and tint (the machinery is in UIView+Drawing, UIView+Layout, UIView+TintColor)

    /// State of the features below that lives in the view. Read at nearly every view operation (its layout
    /// state above all), on the main actor, with no second access opened while one is open: it skips the
    /// runtime's exclusivity bookkeeping.
    @exclusivity(unchecked) var extras = UIViewExtras()

    /// Draws the view's content into the current context (`UIGraphicsGetCurrentContext()`: origin top-left,
    /// at the screen's scale), which becomes the layer's contents. Called at the display pass after
    /// `setNeedsDisplay()`, and once when the view is first displayed. The default draws nothing, and a view
    /// whose drawing never asks for the current context gets no backing store.
    open func draw(_ rect: CGRect) {}

    /// The size that best fits `size`; the default is the view's current size, as UIKit's.
    open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }

    /// Resizes the view to `sizeThatFits(bounds.size)`, keeping `frame.origin` (see UIView+Layout).
    open func sizeToFit() { resize(toFit: sizeThatFits(bounds.size)) }

    /// The view's natural size; `UIView.noIntrinsicMetric` in both directions by default.
    open var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) }

    /// Tells the view that its `intrinsicContentSize` changed (its text, image or font did): the layout
    /// engine reads the size again at the next layout pass; a view laid out by frames is only given a
    /// layout pass of its superview.
    open func invalidateIntrinsicContentSize() {
        superview?.setNeedsLayout()
        LayoutEngine.intrinsicContentSizeDidChange(of: self)
    }

    /// The tint: the view's own, or else its superview's, or else system blue; dimmed when the effective
    /// `tintAdjustmentMode` is `.dimmed`. Setting nil returns to inheriting (see UIView+TintColor).
    open var tintColor: UIColor! {
        get { effectiveTintColor }
        set { setOwnTintColor(newValue) }
    }

    /// Called on the view and the descendants that inherit from it when their effective tint colour or
    /// adjustment mode changes. The default does nothing.
    open func tintColorDidChange() {}

    // MARK: CALayerDelegate

    /// Inside an animation block, a change of an animatable key of the view's layer gets the block's
    /// animation; outside, `NSNull` ends the action search so nothing animates implicitly.
    open func action(for layer: CALayer, forKey event: String) -> (any CAAction)? {
        guard let context = UIView.currentAnimationContext, type(of: layer).propertyTable[event]?.isAnimatable == true
        else { return Self.noAction }
        return context.makeAction(for: layer, key: event)
    }

    /// The answer of `action(for:forKey:)` outside animation blocks: no action (one object for every call,
    /// as the layer setters ask on every change).
    private static let noAction = NSNull()

    /// The layer's layout pass runs the view's `layoutSubviews()`, between its controller's
    /// `viewWillLayoutSubviews()` and `viewDidLayoutSubviews()` when it is a controller's root view. In a
    /// hierarchy with constraints the update pass and the solve come first (UIKit's order: update
    /// constraints bottom up, then layout top down).
    public func layoutSublayers(of layer: CALayer) {
        LayoutEngine.engine(of: self)?.updateConstraintsAndSolve()
        owningViewController?.viewWillLayoutSubviews()
        layoutSubviews()
        owningViewController?.viewDidLayoutSubviews()
    }

    // MARK: Hierarchy (overridable as in UIKit; implemented in UIView+Hierarchy)

    /// Adds `view` on top of the other subviews (after removing it from its old superview).
    open func addSubview(_ view: UIView) {
        hierarchyAddSubview(view)
    }

    /// Inserts `view` at `index` of the subviews (clamped to the end).
    ///
    /// Callbacks, in UIKit's order: the view's `willMove(toSuperview:)`, `didMoveToSuperview()`, this view's
    /// `didAddSubview(_:)`, then — when the view changes windows — `willMove(toWindow:)` and `didMoveToWindow()`
    /// on the view and its whole subtree (a controller's root view entering or leaving a visible window drives
    /// that controller's appearance), and last `tintColorDidChange()` where the inherited tint changed.
    /// Adding a view to itself or to one of its descendants is reported and ignored, as is placing a child
    /// controller's view under a view of a controller other than its parent
    /// (UIKit's `UIViewControllerHierarchyInconsistency` exception).
    open func insertSubview(_ view: UIView, at index: Int) {
        hierarchyInsertSubview(view, at: index)
    }

    /// Inserts `view` just above `siblingSubview` (on top when the sibling is not a subview).
    open func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) {
        hierarchyInsertSubview(view, aboveSubview: siblingSubview)
    }

    /// Inserts `view` just below `siblingSubview`; when the sibling is not a subview, `view` is added at the front
    /// (last subview), as UIKit does.
    open func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) {
        hierarchyInsertSubview(view, belowSubview: siblingSubview)
    }

    /// Moves a subview to the front (last in `subviews`); other views are ignored.
    open func bringSubviewToFront(_ view: UIView) {
        hierarchyBringSubviewToFront(view)
    }

    /// Moves a subview to the back (first in `subviews`); other views are ignored.
    open func sendSubviewToBack(_ view: UIView) {
        hierarchySendSubviewToBack(view)
    }

    /// Swaps two subviews' places; indices out of range are reported and ignored.
    open func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
        hierarchyExchangeSubview(at: index1, withSubviewAt: index2)
    }

    /// Detaches the view from its superview. Callbacks, in UIKit's order: the superview's
    /// `willRemoveSubview(_:)`, the view's `willMove(toSuperview: nil)`, `willMove(toWindow: nil)` and
    /// `didMoveToWindow()` (through the subtree) when it was in a window, then `didMoveToSuperview()`, and
    /// `tintColorDidChange()` where the inherited tint changed. A view that leaves its window loses its
    /// animations at the next turn (see `removeAnimationsAfterLeavingWindow`).
    open func removeFromSuperview() {
        hierarchyRemoveFromSuperview()
    }

    // MARK: Hierarchy callbacks (see UIView+Hierarchy for when each is called)

    /// The view is about to move to `newSuperview` (nil: it is being removed).
    open func willMove(toSuperview newSuperview: UIView?) {}
    /// The view's superview changed.
    open func didMoveToSuperview() {}
    /// The view (or an ancestor) is about to move to `newWindow`.
    open func willMove(toWindow newWindow: UIWindow?) {}
    /// The view's window changed.
    open func didMoveToWindow() {}
    /// `subview` was added to this view.
    open func didAddSubview(_ subview: UIView) {}
    /// `subview` is about to be removed from this view.
    open func willRemoveSubview(_ subview: UIView) {}

    // MARK: Hit-testing

    /// Whether `gestureRecognizer`, attached to this view or one of its subviews, may begin; false makes it
    /// fail. True by default (UIKit's controls answer false for a single-tap recognizer of an ancestor, so
    /// their own tap wins).
    open func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }

    /// Whether `point` (in this view's coordinates) is inside the view: inside its bounds by default.
    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        bounds.contains(point)
    }

    /// The deepest visible, interactive descendant (front-most first) containing `point`, given in this
    /// view's coordinates; nil when the view is hidden, not interactive, almost transparent (alpha below
    /// 0.01), animating in a block without `.allowUserInteraction`, or the point is outside it. As in UIKit,
    /// subviews outside the bounds are reached only through points inside the bounds.
    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard !isHidden, isUserInteractionEnabled, !isAnimatingWithoutUserInteraction, alpha >= 0.01,
            self.point(inside: point, with: event)
        else { return nil }
        for subview in subviews.reversed() {
            if let hit = subview.hitTest(subview.convert(point, from: self), with: event) { return hit }
        }
        return self
    }

    // MARK: Layout

    /// Lays out the subviews. The default places the subviews that Auto Layout positions at the frames the
    /// layout engine solved for (subclasses that override it call `super` first, as in UIKit); in a
    /// hierarchy without constraints it does nothing.
    open func layoutSubviews() {
        applyEngineFramesToSubviews()
    }

    // MARK: Auto Layout (implemented in Layout/)

    /// Whether the view's frame and autoresizing mask become constraints (true for views made in code):
    /// with true, Auto Layout keeps the frame you set; set false to position the view with constraints.
    open var translatesAutoresizingMaskIntoConstraints: Bool {
        get { layoutState?.translatesAutoresizingMaskIntoConstraints ?? true }
        set { setTranslatesAutoresizingMaskIntoConstraints(newValue) }
    }

    /// Whether the view depends on constraint-based layout (false by default): such a view gets
    /// `updateConstraints()` in the first update pass of its hierarchy even without constraints.
    open class var requiresConstraintBasedLayout: Bool { false }

    /// Updates the view's constraints in the update pass, which runs bottom up (subviews first) before
    /// the layout pass, for views marked with `setNeedsUpdateConstraints()`. Call `super` last.
    open func updateConstraints() {}

    /// How far the alignment rectangle — what constraints position — lies inside the frame (zero by
    /// default).
    open var alignmentRectInsets: UIEdgeInsets { .zero }

    /// The alignment rectangle of a view whose frame is `frame`.
    open func alignmentRect(forFrame frame: CGRect) -> CGRect { frame.inset(by: alignmentRectInsets) }

    /// The frame of a view whose alignment rectangle is `alignmentRect`.
    open func frame(forAlignmentRect alignmentRect: CGRect) -> CGRect {
        let insets = alignmentRectInsets
        return alignmentRect.inset(
            by: UIEdgeInsets(top: -insets.top, left: -insets.left, bottom: -insets.bottom, right: -insets.right))
    }

    /// The view whose first baseline `firstBaselineAnchor` follows (the view itself by default).
    open var forFirstBaselineLayout: UIView { self }

    /// The view whose last baseline `lastBaselineAnchor` follows (the view itself by default).
    open var forLastBaselineLayout: UIView { self }

    /// The insets from the edges that the `layoutMarginsGuide` keeps (8 points each by default), in left and
    /// right terms; setting it sets `directionalLayoutMargins` through the view's layout direction.
    open var layoutMargins: UIEdgeInsets {
        get { directionalLayoutMargins.edgeInsets(for: effectiveUserInterfaceLayoutDirection) }
        set {
            directionalLayoutMargins = NSDirectionalEdgeInsets(
                newValue, direction: effectiveUserInterfaceLayoutDirection)
        }
    }

    /// The layout margins in leading and trailing terms (8 points each by default; a view controller's root
    /// view: see `UIViewController.systemMinimumLayoutMargins`). A change calls `layoutMarginsDidChange()`
    /// and moves the margins guide.
    open var directionalLayoutMargins: NSDirectionalEdgeInsets {
        get { actualDirectionalLayoutMargins }
        set { setDirectionalLayoutMargins(newValue) }
    }

    /// The view's effective layout margins changed. The default does nothing.
    open func layoutMarginsDidChange() {}

    /// The smallest size that satisfies the view's constraints as close as possible to `targetSize`
    /// (`UIView.layoutFittingCompressedSize` for the smallest, `layoutFittingExpandedSize` for the
    /// largest), the target pulling at `fittingSizeLevel` (see UIView+SizeFitting).
    open func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        fittingSize(targetSize, horizontal: .fittingSizeLevel, vertical: .fittingSizeLevel)
    }

    /// The size that satisfies the view's constraints as close as possible to `targetSize`, the target
    /// pulling each axis at the given priority (`.required` fixes that axis).
    open func systemLayoutSizeFitting(
        _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
        verticalFittingPriority: UILayoutPriority
    ) -> CGSize {
        fittingSize(targetSize, horizontal: horizontalFittingPriority, vertical: verticalFittingPriority)
    }

    /// The view's `safeAreaInsets` changed (before its controller's `viewSafeAreaInsetsDidChange()`, and
    /// before the layout pass it asks for). The default does nothing.
    open func safeAreaInsetsDidChange() {}

    /// Marks the view as needing layout at the next run-loop turn.
    open func setNeedsLayout() {
        layer.setNeedsLayout()
    }

    /// Lays out now if a layout is pending. In a hierarchy with constraints, first runs the update pass and
    /// solves the constraints, then — as Core Animation's `layoutIfNeeded` — lays out from the outermost
    /// ancestor in the unbroken chain of ancestors that need layout.
    open func layoutIfNeeded() {
        guard let engine = LayoutEngine.engine(of: self) else { return layer.layoutIfNeeded() }
        engine.updateConstraintsAndSolve()
        var top: UIView = self
        while let parent = top.superview, parent.layer.needsLayout() { top = parent }
        top.layer.layoutIfNeeded()
    }
}
