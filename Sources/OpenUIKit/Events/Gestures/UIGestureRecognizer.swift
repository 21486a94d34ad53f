import Foundation
import OpenQuartzCore

/// Lets every recognizer class be made with a closure typed for that class:
/// `UIPanGestureRecognizer { pan in … pan.translation(in: nil) … }`.
@preconcurrency @MainActor
public protocol GestureRecognizerHandlerInitializable: AnyObject {
    init()
}

/// Turns touches into a gesture (UIKit's `UIGestureRecognizer`): the base class of tap, pan, swipe,
/// screen-edge pan and long-press recognizers, and of custom ones.
///
/// Recognizers attached to the view a touch went down in and to that view's ancestors see the touch first,
/// before the view, in that order (the deepest view's first, each view's in the order added). A subclass
/// reads touches in `touchesBegan/Moved/Ended/Cancelled(_:with:)` and sets `state` as UIKit's state machine
/// allows: continuous gestures go `.possible → .began → .changed… → .ended` (or `.cancelled`), discrete ones
/// `.possible → .recognized` (the same value as `.ended`); either may go to `.failed` instead. When a
/// recognizer begins or recognizes, the others sharing its touches fail unless one of the delegates allows
/// recognizing simultaneously, and its touches are cancelled in the view when `cancelsTouchesInView`.
/// A recognizer set to fail (`require(toFail:)`, or the delegate's failure requirements) waits in
/// `.possible` until the other one fails, then recognizes; if the other recognizes, it fails. After
/// `.ended`, `.cancelled` or `.failed`, and once its touches have all ended, the recognizer is reset to
/// `.possible` (`reset()` is called).
///
/// Deliberate difference: Swift on Linux has no selectors. Actions are closures: `init(handler:)` and
/// `addTarget(_:action:)` taking a typed method reference (`addTarget(self, action: ViewController.pan)`
/// with `func pan(_ recognizer: UIPanGestureRecognizer)`, or a method with no argument). They are called
/// with the recognizer, in the order added, for `.began`, each `.changed`, `.ended` and `.cancelled`.
/// `init(target:action:)` takes the same method references. Targets are not retained (see `addTarget(_:action:)`).
@preconcurrency @MainActor
open class UIGestureRecognizer: NSObject, GestureRecognizerHandlerInitializable {
    /// The states of a recognizer (UIKit's `UIGestureRecognizer.State`).
    public enum State: Int, Sendable, CustomStringConvertible {
        case possible, began, changed, ended, cancelled, failed
        /// A discrete gesture was recognized: the same value as `.ended`.
        public static let recognized = State.ended

        public var description: String {
            ["possible", "began", "changed", "ended", "cancelled", "failed"][rawValue]
        }
    }

    /// One registered action: a closure (`init(handler:)`) or a target's method.
    enum Action {
        case handler(@MainActor (UIGestureRecognizer) -> Void)
        case target(TargetAction)
    }

    public required override init() {
        super.init()
    }

    /// The view the recognizer is attached to (`UIView.addGestureRecognizer(_:)`). Not retained, as in
    /// UIKit, and not held weakly either: a weak reference gives the view a side table of reference counts,
    /// which makes every retain and release of it several times slower. It is set only while the view holds
    /// the recognizer, and cleared when the view lets it go or goes itself (its deinit).
    public internal(set) nonisolated(unsafe) unowned(unsafe) var view: UIView?

    /// Whether the recognizer takes touches. Turning it off while it recognizes a continuous gesture
    /// cancels the gesture; while undecided, it fails, and what it held of its touches' delivery to their
    /// views is delivered once the run-loop turn ends.
    open var isEnabled = true {
        didSet {
            guard oldValue, !isEnabled else { return }
            switch state {
            case .began, .changed: state = .cancelled
            case .possible where !trackedTouches.isEmpty || pendingState != nil: state = .failed
            default: break
            }
            if !trackedTouches.isEmpty { UIApplication.shared.touchDispatcher.settleAtEndOfTurn() }
        }
    }

    /// The delegate, held weakly.
    open weak var delegate: UIGestureRecognizerDelegate?
    /// Whether the touches the recognizer recognizes are cancelled in the view (true by default).
    open var cancelsTouchesInView = true
    /// Whether the view gets `touchesBegan` only once this recognizer has failed (false by default).
    open var delaysTouchesBegan = false
    /// Whether the view gets `touchesEnded` only once this recognizer has failed, when it is still
    /// undecided as the touch ends (true by default).
    open var delaysTouchesEnded = true
    /// A name for debugging.
    open var name: String?

    /// The current state. Setting it is the subclass API (UIKit's `UIGestureRecognizerSubclass.h`); the
    /// arbitration described above runs on each change, and actions are sent for `.began`, `.changed`,
    /// `.ended` and `.cancelled`. Changes the state machine does not allow are reported and ignored.
    open var state: State {
        get { currentState }
        set { requestTransition(to: newValue) }
    }

    var currentState: State = .possible
    /// A recognition waiting for the recognizers this one must see fail.
    var pendingState: State?
    /// The touches the recognizer follows, in the order they went down.
    var trackedTouches: [UITouch] = []
    /// The recognizers this one waits to see fail (`require(toFail:)`).
    var requiredToFail: [WeakGestureRecognizer] = []
    var actions: [Action] = []
    /// The time at which `timerFired()` is due, if any (on the media clock).
    var timerDeadline: TimeInterval?

    /// The touches still down.
    var activeTouches: [UITouch] { trackedTouches.filter { !$0.isFinished } }

    /// How many touches the recognizer follows now.
    open var numberOfTouches: Int { activeTouches.count }

    /// The centroid of the recognizer's touches in `view`'s coordinates (the window's when nil); once they
    /// have ended, of where they ended.
    open func location(in view: UIView?) -> CGPoint {
        let touches = activeTouches.isEmpty ? trackedTouches : activeTouches
        guard !touches.isEmpty else { return .zero }
        let points = touches.map { $0.location(in: view) }
        return CGPoint(
            x: points.map(\.x).reduce(0, +) / CGFloat(points.count),
            y: points.map(\.y).reduce(0, +) / CGFloat(points.count))
    }

    /// The location of one of the touches (`0..<numberOfTouches`). UIKit raises for an index out of range;
    /// here it is reported and the answer is `.zero`.
    open func location(ofTouch touchIndex: Int, in view: UIView?) -> CGPoint {
        let touches = activeTouches
        guard touches.indices.contains(touchIndex) else {
            Diagnostics.report(
                .invalidArgument, .exception,
                "location(ofTouch:in:): index \(touchIndex) beyond bounds for \(touches.count) touches")
            return .zero
        }
        return touches[touchIndex].location(in: view)
    }

    /// Makes this recognizer wait for `otherGestureRecognizer` to fail before it recognizes.
    open func require(toFail otherGestureRecognizer: UIGestureRecognizer) {
        guard otherGestureRecognizer !== self,
            !requiredToFail.contains(where: { $0.recognizer === otherGestureRecognizer })
        else { return }
        requiredToFail.append(WeakGestureRecognizer(recognizer: otherGestureRecognizer))
    }

    // MARK: Actions

    /// Makes a recognizer that calls `action` on `target` (UIKit's designated initializer): a typed method
    /// reference taking the recognizer, `UIPanGestureRecognizer(target: self, action: ViewController.pan)` with
    /// `func pan(_ recognizer: UIPanGestureRecognizer)`. The target is not retained (see `addTarget(_:action:)`).
    public convenience init<Target: AnyObject, Recognizer: UIGestureRecognizer>(
        target: Target, action: @escaping @MainActor (Target) -> (Recognizer) -> Void
    ) {
        self.init()
        addTarget(target, action: action)
    }

    /// Makes a recognizer that calls `action`, a method of `target` that takes no argument.
    public convenience init<Target: AnyObject>(target: Target, action: @escaping @MainActor (Target) -> () -> Void) {
        self.init()
        addTarget(target, action: action)
    }

    /// Adds an action: a typed method reference called on `target` with this recognizer. A method whose
    /// parameter is a recognizer class this one is not of is reported and not added. Actions run in the order
    /// added. The target is held weakly: Apple's documentation of `UIGestureRecognizer` says nothing of
    /// retention, AppKit's `NSGestureRecognizer.target` is `weak`, and a controller that is the target of a
    /// recognizer on its own view must still be released. An action whose target is gone is dropped, reported.
    public final func addTarget<Target: AnyObject, Recognizer: UIGestureRecognizer>(
        _ target: Target, action: @escaping @MainActor (Target) -> (Recognizer) -> Void
    ) {
        guard self is Recognizer else {
            Diagnostics.report(
                .invalidArgument, .exception,
                "addTarget(_:action:): the action takes a \(Recognizer.self), not a \(type(of: self))")
            return
        }
        actions.append(.target(TargetAction(target, action: action)))
    }

    /// Adds an action: a method of `target` that takes no argument.
    public final func addTarget<Target: AnyObject>(
        _ target: Target, action: @escaping @MainActor (Target) -> () -> Void
    ) {
        actions.append(.target(TargetAction(target, action: action)))
    }

    /// Removes the actions of `target` (every target's, and the closures of `init(handler:)`, when nil): UIKit's
    /// `removeTarget(_:action:)` with a nil action.
    public final func removeTarget(_ target: AnyObject?) {
        removeActions(target: target, signature: nil)
    }

    /// Removes `target`'s `action` (UIKit's `removeTarget(_:action:)`); with a nil target, that method of every
    /// target. Swift cannot compare method references, so this removes the target's actions whose method has
    /// the same signature (target and recognizer types) as `action` — exactly UIKit's result when the target
    /// has one such method on this recognizer.
    public final func removeTarget<Target: AnyObject, Recognizer: UIGestureRecognizer>(
        _ target: Target?, action: @escaping @MainActor (Target) -> (Recognizer) -> Void
    ) {
        removeActions(target: target, signature: TargetAction.Signature(Target.self, sender: Recognizer.self))
    }

    /// Removes `target`'s `action`, a method without argument (see `removeTarget(_:action:)`).
    public final func removeTarget<Target: AnyObject>(
        _ target: Target?, action: @escaping @MainActor (Target) -> () -> Void
    ) {
        removeActions(target: target, signature: TargetAction.Signature(Target.self))
    }

    private func removeActions(target: AnyObject?, signature: TargetAction.Signature?) {
        actions.removeAll { action in
            switch action {
            case .handler: return target == nil && signature == nil
            case .target(let pair): return pair.matches(target: target, signature: signature)
            }
        }
    }

    func sendActions() {
        var targetReleased = false
        for action in actions {
            switch action {
            case .handler(let handler): handler(self)
            case .target(let pair): if !pair.send(from: self) { targetReleased = true }
            }
        }
        guard targetReleased else { return }
        actions.removeAll { action in
            guard case .target(let pair) = action else { return false }
            return pair.target == nil
        }
    }

    // MARK: Subclass API (UIKit's UIGestureRecognizerSubclass.h)

    /// Touches went down that the recognizer follows. The default does nothing.
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// Touches moved. The default does nothing.
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// Touches lifted. The default does nothing.
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// Touches were cancelled. The default cancels a gesture in progress and fails an undecided one.
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        switch state {
        case .began, .changed: state = .cancelled
        case .possible: state = .failed
        default: break
        }
    }

    /// Called when the recognizer returns to `.possible` after a gesture; subclasses clear their state here
    /// and call `super`.
    open func reset() {}

    /// Stops following `touch`; the recognizer gets no more of its events.
    open func ignore(_ touch: UITouch, for event: UIEvent) {
        trackedTouches.removeAll { $0 === touch }
    }

    /// Whether this recognizer, recognizing, makes `preventedGestureRecognizer` fail (true by default).
    open func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { true }
    /// Whether `preventingGestureRecognizer`, recognizing, makes this one fail (true by default).
    open func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool { true }
    /// Whether this recognizer waits for `otherGestureRecognizer` to fail (false by default).
    open func shouldRequireFailure(of otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }
    /// Whether `otherGestureRecognizer` waits for this one to fail (false by default).
    open func shouldBeRequiredToFail(by otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }

    /// Runs `timerFired()` once `delay` seconds of media time have passed (checked at the start of each
    /// run-loop turn); replaces an earlier timer.
    func scheduleTimer(after delay: TimeInterval) {
        timerDeadline = CACurrentMediaTime() + delay
        UIApplication.shared.touchDispatcher.track(self)
    }

    /// The timer scheduled with `scheduleTimer(after:)` is due. The default does nothing.
    func timerFired() {}

    /// Called on a recognizer made from an Interface Builder file once every object of the load is made
    /// and connected, as on views (UIKit declares it on `NSObject`). Overrides call `super`.
    open func awakeFromNib() {}
}

extension GestureRecognizerHandlerInitializable where Self: UIGestureRecognizer {
    /// Makes a recognizer whose action is `handler`, called with the recognizer (OpenUIKit's closure form of
    /// UIKit's `init(target:action:)`).
    public init(handler: @escaping @MainActor (Self) -> Void) {
        self.init()
        actions.append(
            .handler { recognizer in
                if let recognizer = recognizer as? Self { handler(recognizer) }
            })
    }
}

/// A weak reference to a recognizer.
struct WeakGestureRecognizer {
    weak var recognizer: UIGestureRecognizer?
}
