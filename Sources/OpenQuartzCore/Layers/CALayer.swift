import Foundation
import OpenCoreGraphics

/// Core Animation's layer: a model object holding geometry, appearance and timing, plus the animations
/// attached to it. Setters change the model at once; ``presentation()`` computes what is on screen at the
/// current media time from the model and the animations.
///
/// Differences from Apple, deliberate: the layer is `@MainActor` (Swift 6 strict concurrency; UIKit uses
/// layers on the main thread), and implicit actions run only for layers that have been part of a committed
/// transaction (a layer that was just made and configured does not animate its first values, as on iOS
/// where a layer not yet in a rendered tree does not).
///
/// As on Apple platforms the layer is an `NSObject`: `==` and `hash` are identity (`isEqual(_:)`), so layers
/// go in sets and `firstIndex(of:)` finds them.
@preconcurrency @MainActor
open class CALayer: NSObject, CAMediaTiming {
    /// The model values. With the bookkeeping of changes below, it is read and written by every setter and
    /// getter, on the main actor, never with a second access open while one is: these skip the runtime's
    /// exclusivity bookkeeping, which cost about as much as the setters' own work.
    @exclusivity(unchecked) final var state = CALayerState()

    /// The number of the transaction's set of changes the layer was last registered in (see
    /// `CATransaction.registerChange(of:)`).
    @exclusivity(unchecked) var registeredChangeSet = -1
    /// The number of the last commit that marked the layer committed (see `markCommitted(inCommit:)`).
    @exclusivity(unchecked) var lastMarkedCommit = -1

    /// The layer's sublayers, front-most last (`nil` when there are none, as on Apple platforms).
    var sublayerStorage: [CALayer] = []
    /// The superlayer, not retained. It is set only while the layer is in the superlayer's sublayers, and
    /// cleared when it leaves them and when the superlayer goes (its deinit), so it never outlives the
    /// superlayer: held `unowned(unsafe)` rather than `weak`, because a weak reference gives its target a
    /// side table of reference counts, which makes every retain and release of every layer with sublayers
    /// several times slower (a third of a collection view's layout time went there).
    nonisolated(unsafe) unowned(unsafe) var superlayerStorage: CALayer? {
        didSet { superlayerIdentifier = superlayerStorage.map(ObjectIdentifier.init) }
    }
    /// The superlayer's identity, kept with it: reading an unretained reference retains what it reads, and
    /// the animation engine compares every animated layer's parent at every pass.
    nonisolated(unsafe) private(set) var superlayerIdentifier: ObjectIdentifier?
    /// The layer this one is the mask of, not retained for the same reason: set only while that layer's
    /// `mask` is this one, and cleared when it changes and when that layer goes (its deinit).
    nonisolated(unsafe) unowned(unsafe) var maskOwner: CALayer?

    /// The animations attached to the layer in the order added, with their keys.
    @exclusivity(unchecked) var animationEntries: [(key: String, animation: CAAnimation)] = []

    /// The model layer this layer is a copy of. A presentation copy retains it: the model never holds those,
    /// and a weak reference would give every model layer that was ever shown or asked for a presentation
    /// value a side table of reference counts, which makes every retain and release of it several times
    /// slower. A committed-state snapshot holds it weakly (`holdsSourceWeakly()`): a transition on the model
    /// holds its snapshot.
    var presentationSource: CALayer? { retainedSource ?? weakSource }
    private var retainedSource: CALayer?
    private weak var weakSource: CALayer?
    let isPresentationCopy: Bool

    /// The frozen sublayers of a committed-state snapshot (see `committedSnapshot()`).
    var snapshotSublayers: [CALayer]?

    /// Whether the layer has been part of a committed transaction (it is "on screen").
    @exclusivity(unchecked) var hasBeenCommitted = false
    /// The value each property had at the last commit, for properties changed since — but the position and
    /// the bounds, which every move and resize changes (each cell at each frame of a scroll or a layout
    /// transition): those are kept in `committedPosition` and `committedBounds`, without hashing a key or
    /// making a table for a layer that only moves.
    @exclusivity(unchecked) var committedValues: [String: Any?] = [:]
    /// Whether `committedPosition` (bit 1) and `committedBounds` (bit 2) hold the values of the last commit
    /// (the key changed since). Cleared at each commit.
    @exclusivity(unchecked) var recordedGeometryKeys: UInt8 = 0
    @exclusivity(unchecked) var committedPosition = CGPoint.zero
    @exclusivity(unchecked) var committedBounds = CGRect.zero
    /// The sublayers at the last commit, when they changed since.
    var committedSublayers: [CALayer]?

    // The flags and the action tables are read at every layout pass and change, on the main actor; none is
    // ever passed `inout` to code that reads it again, so they skip the run-time exclusivity checks.
    @exclusivity(unchecked) var needsDisplayFlag = false
    @exclusivity(unchecked) var needsLayoutFlag = false
    /// True while the layer's `layoutSublayers()` runs from `layoutIfNeeded()`: the geometry it gives its
    /// sublayers then does not mark it for layout again.
    @exclusivity(unchecked) var isLayingOutSublayers = false
    /// Whether a change of the bounds' origin alone marks the superlayer for layout, as CALayer.h has it for
    /// any bounds change (true). UIKit turns it off for views' layers: scrolling (a new bounds origin) does
    /// not lay out the superview on iOS, a new size does.
    package var boundsOriginChangeLaysOutSuperlayer = true

    /// The object that draws the layer's content and chooses its actions. A presentation copy has its model
    /// layer's unless one is set on it.
    public var delegate: (any CALayerDelegate)? {
        get { owningDelegate ?? weakDelegate ?? (isPresentationCopy ? presentationSource?.delegate : nil) }
        set {
            owningDelegate = nil
            weakDelegate = newValue
        }
    }
    /// A delegate set through ``delegate``, held weakly.
    private weak var weakDelegate: (any CALayerDelegate)?
    /// The delegate that owns the layer (a view and its backing layer): not retained, and cleared by the
    /// owner when it goes (``releaseOwningDelegate()``), so it never outlives it. A weak reference would give
    /// every view a side table of reference counts, which makes every retain and release of the view several
    /// times slower.
    private nonisolated(unsafe) unowned(unsafe) var owningDelegate: (any CALayerDelegate)?

    /// Makes `owner`, which holds the layer and outlives its use of it, the delegate (see `owningDelegate`).
    package func setOwningDelegate(_ owner: any CALayerDelegate) {
        weakDelegate = nil
        owningDelegate = owner
    }

    /// Called by the owning delegate as it goes: the layer (whoever else holds it) keeps no delegate.
    package nonisolated func releaseOwningDelegate() {
        owningDelegate = nil
    }

    /// Actions by key, consulted after the delegate.
    @exclusivity(unchecked) public var actions: [String: any CAAction]?

    /// Extra per-layer style values (`actions` under "actions" are consulted after ``actions``).
    @exclusivity(unchecked) public var style: [AnyHashable: Any]?

    /// A stable identity shared by the model layer and its presentation copies (the compositor caches
    /// backing stores by it).
    let renderIdentity: UInt64

    /// Whether the animation engine follows the layer (it has had animations since the engine's last pass
    /// that found none): its deinit then tells the engine, which holds it unretained.
    @exclusivity(unchecked) var isTrackedByAnimationEngine = false

    /// The sublayers stay (whoever else holds them), without a superlayer; the mask without an owner; the
    /// animation engine ends the layer's unfinished animations at its next pass. Isolated to the main actor
    /// like the layer: the engine's tables are.
    isolated deinit {
        for sublayer in sublayerStorage { sublayer.superlayerStorage = nil }
        if let mask = state.mask, mask.maskOwner === self { mask.maskOwner = nil }
        if isTrackedByAnimationEngine {
            AnimationEngine.layerWillGo(ObjectIdentifier(self), unfinished: animationEntries.map(\.animation))
        }
    }

    public required override init() {
        isPresentationCopy = false
        renderIdentity = CALayer.nextRenderIdentity()
        super.init()
    }

    /// Makes a shadow copy of `layer` (Core Animation uses it for presentation layers): model values are
    /// copied, sublayers and animations are not.
    public required init(layer: Any) {
        isPresentationCopy = true
        renderIdentity = (layer as? CALayer)?.renderIdentity ?? CALayer.nextRenderIdentity()
        super.init()
        if let source = layer as? CALayer {
            state = source.state
            actions = source.actions
            style = source.style
            retainedSource = source.presentationSource ?? source
        }
    }

    /// Makes this copy hold its model weakly (a committed-state snapshot: see `presentationSource`).
    func holdsSourceWeakly() {
        weakSource = retainedSource
        retainedSource = nil
    }

    // MARK: Geometry

    /// The layer's own coordinate space: origin and size.
    public var bounds: CGRect {
        get { state.bounds }
        set { assign(state: \.bounds, newValue, key: "bounds") }
    }

    /// The position of the anchor point in the superlayer's coordinates.
    public var position: CGPoint {
        get { state.position }
        set { assign(state: \.position, newValue, key: "position") }
    }

    /// The position on the z axis, which also orders siblings (higher is in front).
    public var zPosition: CGFloat {
        get { state.zPosition }
        set { assign(state: \.zPosition, newValue, key: "zPosition") }
    }

    /// The point, in unit coordinates of the bounds, that `position` refers to and transforms pivot on.
    public var anchorPoint: CGPoint {
        get { state.anchorPoint }
        set { assign(state: \.anchorPoint, newValue, key: "anchorPoint") }
    }

    /// The anchor point's z coordinate.
    public var anchorPointZ: CGFloat {
        get { state.anchorPointZ }
        set { assign(state: \.anchorPointZ, newValue, key: "anchorPointZ") }
    }

    /// The transform applied to the layer, relative to its anchor point.
    public var transform: CATransform3D {
        get { state.transform }
        set { assign(state: \.transform, newValue, key: "transform") }
    }

    /// The transform applied to the sublayers, relative to the layer's anchor point.
    public var sublayerTransform: CATransform3D {
        get { state.sublayerTransform }
        set { assign(state: \.sublayerTransform, newValue, key: "sublayerTransform") }
    }

    /// The transform as an affine transform (Apple: undefined when the transform is not affine; here the
    /// affine part is returned).
    public func affineTransform() -> CGAffineTransform {
        CATransform3DGetAffineTransform(transform)
    }

    /// Sets `transform` from an affine transform.
    public func setAffineTransform(_ m: CGAffineTransform) {
        transform = CATransform3DMakeAffineTransform(m)
    }

    // MARK: Appearance

    public var backgroundColor: CGColor? {
        get { state.backgroundColor }
        set { assign(state: \.backgroundColor, newValue, key: "backgroundColor") }
    }

    /// The opacity, 0…1 (values outside are clamped when rendered, as Apple).
    public var opacity: Float {
        get { state.opacity }
        set { assign(state: \.opacity, newValue, key: "opacity") }
    }

    public var isHidden: Bool {
        get { state.isHidden }
        set { assign(state: \.isHidden, newValue, key: "hidden") }
    }

    public var cornerRadius: CGFloat {
        get { state.cornerRadius }
        set { assign(state: \.cornerRadius, newValue, key: "cornerRadius") }
    }

    public var maskedCorners: CACornerMask {
        get { state.maskedCorners }
        set { assign(state: \.maskedCorners, newValue, key: "maskedCorners") }
    }

    public var borderWidth: CGFloat {
        get { state.borderWidth }
        set { assign(state: \.borderWidth, newValue, key: "borderWidth") }
    }

    /// The border colour; opaque black by default.
    public var borderColor: CGColor? {
        get { state.borderColor }
        set { assign(state: \.borderColor, newValue, key: "borderColor") }
    }

    /// The shadow colour; opaque black by default.
    public var shadowColor: CGColor? {
        get { state.shadowColor }
        set { assign(state: \.shadowColor, newValue, key: "shadowColor") }
    }

    public var shadowOpacity: Float {
        get { state.shadowOpacity }
        set { assign(state: \.shadowOpacity, newValue, key: "shadowOpacity") }
    }

    /// The shadow offset; (0, −3) by default.
    public var shadowOffset: CGSize {
        get { state.shadowOffset }
        set { assign(state: \.shadowOffset, newValue, key: "shadowOffset") }
    }

    /// The shadow blur radius; 3 by default.
    public var shadowRadius: CGFloat {
        get { state.shadowRadius }
        set { assign(state: \.shadowRadius, newValue, key: "shadowRadius") }
    }

    public var shadowPath: CGPath? {
        get { state.shadowPath }
        set { assign(state: \.shadowPath, newValue, key: "shadowPath") }
    }

    public var masksToBounds: Bool {
        get { state.masksToBounds }
        set { assign(state: \.masksToBounds, newValue, key: "masksToBounds") }
    }

    /// The layer's content image (a `CGImage` once images exist; any value is kept as given).
    public var contents: Any? {
        get { state.contents }
        set { assign(state: \.contents, newValue, key: "contents") }
    }

    public var contentsRect: CGRect {
        get { state.contentsRect }
        set { assign(state: \.contentsRect, newValue, key: "contentsRect") }
    }

    public var contentsCenter: CGRect {
        get { state.contentsCenter }
        set { assign(state: \.contentsCenter, newValue, key: "contentsCenter") }
    }

    public var contentsGravity: CALayerContentsGravity {
        get { state.contentsGravity }
        set { assign(state: \.contentsGravity, newValue, key: "contentsGravity") }
    }

    /// The pixels per point of the backing store and of `contents` images (default 1; UIKit sets its
    /// views' layers to the screen's scale). Animatable (CALayer.h).
    public var contentsScale: CGFloat {
        get { state.contentsScale }
        set { assign(state: \.contentsScale, newValue, key: "contentsScale") }
    }

    /// Whether the back of the layer is drawn when it faces away from the viewer.
    public var isDoubleSided: Bool {
        get { state.isDoubleSided }
        set { assign(state: \.isDoubleSided, newValue, key: "doubleSided") }
    }

    public var isOpaque: Bool {
        get { state.isOpaque }
        set { assign(state: \.isOpaque, newValue, key: "opaque") }
    }

    public var allowsGroupOpacity: Bool {
        get { state.allowsGroupOpacity }
        set { assign(state: \.allowsGroupOpacity, newValue, key: "allowsGroupOpacity") }
    }

    /// Whether a bounds change marks the layer as needing display.
    public var needsDisplayOnBoundsChange: Bool {
        get { state.needsDisplayOnBoundsChange }
        set { state.needsDisplayOnBoundsChange = newValue }
    }

    public var name: String? {
        get { state.name }
        set { state.name = newValue }
    }

    // MARK: CAMediaTiming

    public var beginTime: CFTimeInterval {
        get { state.mediaTiming.beginTime }
        set { assignTiming(\.beginTime, newValue, name: "beginTime") }
    }

    public var duration: CFTimeInterval {
        get { state.mediaTiming.duration }
        set { assignTiming(\.duration, newValue, name: "duration", nonNegative: true) }
    }

    public var speed: Float {
        get { Float(state.mediaTiming.speed) }
        set { assignTiming(\.speed, Double(newValue), name: "speed") }
    }

    public var timeOffset: CFTimeInterval {
        get { state.mediaTiming.timeOffset }
        set { assignTiming(\.timeOffset, newValue, name: "timeOffset") }
    }

    public var repeatCount: Float {
        get { Float(state.mediaTiming.repeatCount) }
        set {
            assignTiming(\.repeatCount, Double(newValue), name: "repeatCount", nonNegative: true, allowsInfinity: true)
        }
    }

    public var repeatDuration: CFTimeInterval {
        get { state.mediaTiming.repeatDuration }
        set {
            assignTiming(\.repeatDuration, newValue, name: "repeatDuration", nonNegative: true, allowsInfinity: true)
        }
    }

    public var autoreverses: Bool {
        get { state.mediaTiming.autoreverses }
        set { state.mediaTiming.autoreverses = newValue }
    }

    public var fillMode: CAMediaTimingFillMode {
        get { state.mediaTiming.fillMode }
        set { state.mediaTiming.fillMode = newValue }
    }

    // MARK: Frame

    /// The layer's rectangle in its superlayer's coordinates, derived from bounds, position, anchorPoint and
    /// transform as Apple derives it: the bounding box of the transformed bounds. For a non-affine transform
    /// the affine part is used (Apple calls frame undefined then).
    public var frame: CGRect {
        get {
            let size = bounds.size
            let local = CGRect(
                x: -anchorPoint.x * size.width, y: -anchorPoint.y * size.height,
                width: size.width, height: size.height)
            return local.applying(affineTransform()).offsetBy(dx: position.x, dy: position.y)
        }
        set {
            guard newValue.isFiniteLayerValue else {
                Diagnostics.report(.invalidGeometry, .exception, "CALayer frame contains NaN or infinity: \(newValue)")
                return
            }
            let frame = newValue.standardized
            let linear = affineTransform()
            var size = frame.size
            if !linear.isIdentity {
                let inverse = CGAffineTransform(a: linear.a, b: linear.b, c: linear.c, d: linear.d, tx: 0, ty: 0)
                    .inverted()
                let mapped = frame.size.applying(inverse)
                size = CGSize(width: abs(mapped.width), height: abs(mapped.height))
            }
            position = CGPoint(
                x: frame.origin.x + anchorPoint.x * frame.size.width,
                y: frame.origin.y + anchorPoint.y * frame.size.height)
            bounds = CGRect(origin: bounds.origin, size: size)
        }
    }

    // MARK: Overridable behaviour

    /// The action for `event`, searched as Core Animation does: the delegate's
    /// `action(for:forKey:)`, then ``actions``, then the `actions` entry of ``style``, then
    /// ``defaultAction(forKey:)``. An `NSNull` found on the way ends the search with no action.
    open func action(forKey event: String) -> (any CAAction)? {
        let found =
            delegate?.action(for: self, forKey: event)
            ?? actions?[event]
            ?? (style?["actions"] as? [String: any CAAction])?[event]
            ?? type(of: self).defaultAction(forKey: event)
        return Self.isNull(found) ? nil : found
    }

    /// Whether an action is `NSNull`, the answer that ends the search with no action. Views answer it for
    /// every change made outside animation blocks, so its exact class is compared first: casting the
    /// existential to `NSNull` costs more than the rest of the search.
    static func isNull(_ action: (any CAAction)?) -> Bool {
        guard let action else { return false }
        return isNullAction(action)
    }

    /// `isNull` with the action's type opened: comparing it costs no copy of the action.
    private static func isNullAction<Action: CAAction>(_ action: Action) -> Bool {
        Action.self == NSNull.self || action is NSNull
    }

    /// The class's default action: a `CABasicAnimation` for every animatable key (it animates from the
    /// value on screen to the new model value with the transaction's duration and timing function), nil
    /// for other keys.
    open class func defaultAction(forKey event: String) -> (any CAAction)? {
        guard let property = propertyTable[event], property.isAnimatable else { return nil }
        let animation = CABasicAnimation(keyPath: event)
        animation.duration = CATransaction.animationDuration()
        animation.timingFunction = CATransaction.animationTimingFunction() ?? CAMediaTimingFunction(name: .default)
        return animation
    }

    /// The default value of a key: for a built-in property the value a new layer of this class has
    /// (`lineWidth` 1 for a shape layer, `opacity` 1, …), as QuartzCore answers; nil for other keys.
    ///
    /// Apple documents a "zero" default, by the key's declared type, for custom properties a subclass
    /// declares (`@NSManaged`); Swift on Linux has no such declarations to read the type from, so a custom
    /// key has no default unless a subclass overrides this method.
    open class func defaultValue(forKey key: String) -> Any? {
        propertyTable[key].flatMap { $0.get(self.init()) }
    }

    /// Whether a change of `key` marks the layer as needing display (false unless overridden).
    open class func needsDisplay(forKey key: String) -> Bool { false }

    /// Every key of this layer class. Subclasses override and merge their own keys into `super`'s table.
    package class var propertyTable: [String: LayerProperty] { baseProperties }

    /// Whether `p`, in this layer's coordinates, is inside its bounds.
    open func contains(_ p: CGPoint) -> Bool {
        bounds.contains(p)
    }

    /// The farthest descendant containing `p` (given in the superlayer's coordinates), front-most first;
    /// hidden layers and points outside a `masksToBounds` layer are skipped. Call it on a presentation
    /// layer to test what is on screen.
    open func hitTest(_ p: CGPoint) -> CALayer? {
        guard !isHidden else { return nil }
        guard let local = PlanarHomography(transformToSuperlayer()).inverted()?.apply(p) else { return nil }
        if masksToBounds && !contains(local) { return nil }
        let front = (sublayers ?? []).enumerated().sorted {
            $0.element.zPosition != $1.element.zPosition
                ? $0.element.zPosition > $1.element.zPosition : $0.offset > $1.offset
        }
        for (_, sublayer) in front {
            if let hit = sublayer.hitTest(local) { return hit }
        }
        return contains(local) ? self : nil
    }

    /// Recomputes the content: the delegate's `display(_:)` when it provides one; otherwise the layer
    /// calls `layerWillDraw(_:)`, makes a backing store of its bounds at `contentsScale` (UIKit's
    /// orientation, origin top-left, unless ``contentsAreFlipped()``: then origin bottom-left), calls
    /// ``draw(in:)`` and sets the result as `contents`.
    open func display() {
        needsDisplayFlag = false
        if let delegate, delegate.providesLayerDisplay {
            delegate.display(self)
            return
        }
        delegate?.layerWillDraw(self)
        let scale = max(contentsScale, 0.01)
        guard let (width, height) = BackingStoreSize.pixels(forDisplaying: self, scale: scale) else { return }
        let context = CGContext(width: width, height: height, flipped: !contentsAreFlipped(), scale: scale)
        context.translateBy(x: -bounds.origin.x, y: -bounds.origin.y)
        draw(in: context)
        contents = context.makeImage()
    }

    /// Draws the layer's content into `ctx` (in the layer's coordinates); by default asks the delegate's
    /// `draw(_:in:)`. Subclasses override it to draw.
    open func draw(in ctx: CGContext) {
        delegate?.draw(self, in: ctx)
    }

    /// Lays out the sublayers: by default asks the delegate's `layoutSublayers(of:)`.
    open func layoutSublayers() {
        delegate?.layoutSublayers(of: self)
    }

    /// The layer's preferred size: its bounds size by default.
    open func preferredFrameSize() -> CGSize {
        bounds.size
    }

    private static var identityCounter: UInt64 = 0

    private static func nextRenderIdentity() -> UInt64 {
        identityCounter += 1
        return identityCounter
    }

    /// The class, name and frame. Layers are main-actor objects: reading the description elsewhere traps.
    open override var description: String {
        MainActor.assumeIsolated {
            let label = name.map { " \"\($0)\"" } ?? ""
            return "<\(type(of: self))\(label) frame: \(frame)>"
        }
    }
}
