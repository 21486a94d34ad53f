import Foundation
import OpenQuartzCore

/// The base of controls (UIKit's `UIControl`): it tracks a touch from down to up and sends actions for
/// the control events that make up that interaction.
///
/// A touch down in an enabled control begins tracking (`beginTracking(_:with:)`), highlights it and sends
/// `.touchDown` (and `.touchDownRepeat` for a repeated tap). Each move asks `continueTracking(_:with:)`
/// and sends `.touchDragEnter`/`.touchDragExit` when the finger crosses the control's bounds grown by
/// `touchSlop` on every side, then `.touchDragInside`/`.touchDragOutside`; the highlight follows. The lift
/// calls `endTracking(_:with:)` and sends `.touchUpInside` or `.touchUpOutside`; a cancelled touch (a
/// recognizer took it, for example) calls `cancelTracking(with:)` and sends `.touchCancel`. A disabled
/// control tracks nothing. Actions for one event run in the order they were added.
///
/// Deliberate difference: no selectors. `addAction(_:for:)` takes a `UIAction` (as on iOS 14), and
/// `addTarget(_:action:for:)` a typed method reference (`addTarget(self, action: ViewController.tapped,
/// for: .touchUpInside)` with `func tapped(_ sender: UIButton)`, or a method with no argument).
@preconcurrency @MainActor
open class UIControl: UIView {
    /// How far beyond its bounds a tracked finger still counts as inside: 70 pt on every side (UIKit's
    /// extent is not published; 70 pt is the commonly measured value).
    public static let touchSlop: CGFloat = 70

    /// One registration: a `UIAction` or a target's method, and the events it is for.
    private struct Registration {
        enum Handler {
            case action(UIAction)
            case target(TargetAction)
        }
        var handler: Handler
        var events: Event

        /// The `UIAction`, for a registration of one.
        var action: UIAction? {
            guard case .action(let action) = handler else { return nil }
            return action
        }
    }

    private var registrations: [Registration] = []

    /// Whether the control responds to touches (true by default). A disabled control is drawn disabled.
    open var isEnabled = true {
        didSet { if oldValue != isEnabled { stateDidChange() } }
    }

    /// Whether the control is selected (false by default).
    open var isSelected = false {
        didSet { if oldValue != isSelected { stateDidChange() } }
    }

    /// Whether the control is highlighted: set while a tracked finger is inside.
    open var isHighlighted = false {
        didSet { if oldValue != isHighlighted { stateDidChange() } }
    }

    /// How the content (a button's title and image) is placed horizontally; `.center` by default.
    open var contentHorizontalAlignment = ContentHorizontalAlignment.center {
        didSet { setNeedsLayout() }
    }

    /// How the content is placed vertically; `.center` by default.
    open var contentVerticalAlignment = ContentVerticalAlignment.center {
        didSet { setNeedsLayout() }
    }

    /// Whether the control is tracking a touch.
    public private(set) var isTracking = false
    /// Whether the tracked touch is inside the control (with the slop).
    public private(set) var isTouchInside = false

    /// The control's state: highlighted, disabled and selected flags.
    open var state: State {
        var result: State = []
        if isHighlighted { result.insert(.highlighted) }
        if !isEnabled { result.insert(.disabled) }
        if isSelected { result.insert(.selected) }
        return result
    }

    /// Called when `isEnabled`, `isSelected` or `isHighlighted` changes; subclasses update their look.
    open func stateDidChange() {}

    // MARK: Tracking

    /// A tracked touch began; return false to stop tracking it. The default returns true.
    open func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }
    /// The tracked touch moved; return false to stop tracking it. The default returns true.
    open func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }
    /// The tracked touch lifted (or tracking stopped). The default does nothing.
    open func endTracking(_ touch: UITouch?, with event: UIEvent?) {}
    /// The tracked touch was cancelled. The default does nothing.
    open func cancelTracking(with event: UIEvent?) {}

    /// Whether `touch` is within the bounds grown by `touchSlop`.
    private func isInside(_ touch: UITouch) -> Bool {
        bounds.insetBy(dx: -Self.touchSlop, dy: -Self.touchSlop).contains(touch.location(in: self))
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isEnabled, !isTracking, let touch = touches.first else { return }
        isTracking = beginTracking(touch, with: event)
        guard isTracking else { return }
        isTouchInside = true
        isHighlighted = true
        sendActions(for: touch.tapCount > 1 ? [.touchDown, .touchDownRepeat] : .touchDown)
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isTracking, let touch = touches.first else { return }
        let inside = isInside(touch)
        let wasInside = isTouchInside
        isTouchInside = inside
        isHighlighted = inside
        if inside != wasInside { sendActions(for: inside ? .touchDragEnter : .touchDragExit) }
        sendActions(for: inside ? .touchDragInside : .touchDragOutside)
        if !continueTracking(touch, with: event) {
            isTracking = false
            isHighlighted = false
            endTracking(touch, with: event)
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isTracking, let touch = touches.first else { return }
        let inside = isInside(touch)
        isTouchInside = inside
        isTracking = false
        isHighlighted = false
        endTracking(touch, with: event)
        sendActions(for: inside ? .touchUpInside : .touchUpOutside)
        if inside { trackingEndedInside(touch) }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isTracking else { return }
        isTracking = false
        isTouchInside = false
        isHighlighted = false
        cancelTracking(with: event)
        sendActions(for: .touchCancel)
    }

    /// A touch lifted inside after `.touchUpInside` was sent: buttons trigger their primary action,
    /// switches and segmented controls change their value. The default does nothing.
    func trackingEndedInside(_ touch: UITouch) {}

    /// Controls win over a single-finger single-tap recognizer of an ancestor, as UIKit documents ("default
    /// control actions prevent overlapping gesture recognizer behavior").
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard let tap = gestureRecognizer as? UITapGestureRecognizer, tap.view !== self else { return true }
        return !(tap.numberOfTapsRequired == 1 && tap.numberOfTouchesRequired == 1)
    }

    // MARK: Actions

    /// Adds `action` for `controlEvents`. An action with the identifier of one already added replaces it
    /// (for its events and these).
    open func addAction(_ action: UIAction, for controlEvents: Event) {
        if let index = registrations.firstIndex(where: { $0.action?.identifier == action.identifier }) {
            registrations[index].handler = .action(action)
            registrations[index].events.formUnion(controlEvents)
            return
        }
        registrations.append(Registration(handler: .action(action), events: controlEvents))
    }

    /// Removes `action` from `controlEvents` (the action goes when no event is left).
    open func removeAction(_ action: UIAction, for controlEvents: Event) {
        removeAction(identifiedBy: action.identifier, for: controlEvents)
    }

    /// Removes the action with `actionIdentifier` from `controlEvents`.
    open func removeAction(identifiedBy actionIdentifier: UIAction.Identifier, for controlEvents: Event) {
        remove(for: controlEvents) { $0.action?.identifier == actionIdentifier }
    }

    /// Adds a target's method for `controlEvents`: a typed method reference called with the control. A
    /// method whose parameter is a control class this one is not of is reported and not added. The target is
    /// not retained (UIKit's header: "Note that the target is not retained"); an action whose target is gone
    /// is dropped, reported.
    public final func addTarget<Target: AnyObject, Sender: UIControl>(
        _ target: Target, action: @escaping @MainActor (Target) -> (Sender) -> Void, for controlEvents: Event
    ) {
        guard self is Sender else {
            return Diagnostics.report(
                .invalidArgument, .exception,
                "addTarget(_:action:for:): the action takes a \(Sender.self), not a \(type(of: self))")
        }
        registrations.append(
            Registration(handler: .target(TargetAction(target, action: action)), events: controlEvents))
    }

    /// Adds a target's method that takes no argument for `controlEvents`.
    public final func addTarget<Target: AnyObject>(
        _ target: Target, action: @escaping @MainActor (Target) -> () -> Void, for controlEvents: Event
    ) {
        registrations.append(
            Registration(handler: .target(TargetAction(target, action: action)), events: controlEvents))
    }

    /// Adds an action an Interface Builder file connects, for `controlEvents`.
    final func addTarget(connecting action: TargetAction, for controlEvents: Event) {
        registrations.append(Registration(handler: .target(action), events: controlEvents))
    }

    /// Removes `target`'s methods (every target's when nil) from `controlEvents`: UIKit's
    /// `removeTarget(_:action:for:)` with a nil action.
    public final func removeTarget(_ target: AnyObject?, for controlEvents: Event) {
        removeTargets(target, signature: nil, for: controlEvents)
    }

    /// Removes `target`'s `action` from `controlEvents` (UIKit's `removeTarget(_:action:for:)`); with a nil
    /// target, that method of every target. Swift cannot compare method references, so this removes the
    /// target's methods with the same signature (target and sender types) as `action` — exactly UIKit's result
    /// when the target has one such method on this control.
    public final func removeTarget<Target: AnyObject, Sender: UIControl>(
        _ target: Target?, action: @escaping @MainActor (Target) -> (Sender) -> Void, for controlEvents: Event
    ) {
        removeTargets(target, signature: TargetAction.Signature(Target.self, sender: Sender.self), for: controlEvents)
    }

    /// Removes `target`'s `action`, a method without argument, from `controlEvents` (see
    /// `removeTarget(_:action:for:)`).
    public final func removeTarget<Target: AnyObject>(
        _ target: Target?, action: @escaping @MainActor (Target) -> () -> Void, for controlEvents: Event
    ) {
        removeTargets(target, signature: TargetAction.Signature(Target.self), for: controlEvents)
    }

    private func removeTargets(_ target: AnyObject?, signature: TargetAction.Signature?, for controlEvents: Event) {
        remove(for: controlEvents) { registration in
            guard case .target(let pair) = registration.handler else { return false }
            return pair.matches(target: target, signature: signature)
        }
    }

    private func remove(for controlEvents: Event, where matches: (Registration) -> Bool) {
        registrations = registrations.compactMap { registration in
            guard matches(registration) else { return registration }
            var kept = registration
            kept.events.subtract(controlEvents)
            return kept.events.isEmpty ? nil : kept
        }
    }

    /// Forgets the registrations whose target has been released.
    private func dropReleasedTargets() {
        registrations.removeAll { registration in
            guard case .target(let pair) = registration.handler else { return false }
            return pair.target == nil
        }
    }

    /// The events registered with actions or targets.
    open var allControlEvents: Event {
        registrations.reduce(into: Event()) { $0.formUnion($1.events) }
    }

    /// Runs the actions registered for each event in `controlEvents`, event by event (in the order of
    /// their bits), each event's in the order added.
    open func sendActions(for controlEvents: Event) {
        var bit: UInt = 1
        while bit != 0, bit <= controlEvents.rawValue {
            if controlEvents.contains(Event(rawValue: bit)) {
                for registration in registrations where registration.events.contains(Event(rawValue: bit)) {
                    switch registration.handler {
                    case .action(let action): action.perform(sender: self)
                    case .target(let pair): if !pair.send(from: self) { dropReleasedTargets() }
                    }
                }
            }
            bit <<= 1
        }
    }
}
