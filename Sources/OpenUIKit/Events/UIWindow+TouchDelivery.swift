import Foundation

extension UIWindow {
    /// The implementation of `sendEvent(_:)` for touches. The touches of this window that changed in the
    /// event go first to their gesture recognizers (each recognizer once, with its touches, by phase; the
    /// deepest view's recognizers first), then to their views, grouped by phase (began, moved, ended,
    /// cancelled) and by view in the order the touches went down — except what the recognizers delay or
    /// cancel. Then the recognizers settle (waiting recognitions, held deliveries, resets).
    func deliverTouches(of event: UIEvent) {
        let changed = (event.allTouches ?? []).filter { $0.window === self && $0.phase != .stationary }
            .sorted { $0.sequence < $1.sequence }
        for touch in changed where touch.phase == .began {
            touch.deliversToView = acceptsNewTouch(touch, in: event)
            attachGestureRecognizers(to: touch)
        }
        var recognizers: [UIGestureRecognizer] = []
        for touch in changed {
            for recognizer in touch.gestureRecognizers ?? [] where !recognizers.contains(where: { $0 === recognizer }) {
                recognizers.append(recognizer)
            }
        }
        for recognizer in recognizers {
            recognizer.receive(changed.filter(recognizer.follows), with: event)
        }
        deliverToViews(changed.compactMap { touch in viewPhase(for: touch).map { (touch, $0) } }, with: event)
        UIApplication.shared.touchDispatcher.settle()
    }

    /// Calls the touch methods of the touches' views, one call per phase and view.
    private func deliverToViews(_ deliveries: [(touch: UITouch, phase: UITouch.Phase)], with event: UIEvent) {
        for phase in [UITouch.Phase.began, .moved, .ended, .cancelled] {
            var groups: [(view: UIView, touches: Set<UITouch>)] = []
            for (touch, touchPhase) in deliveries where touchPhase == phase {
                guard let view = touch.view else { continue }
                if let index = groups.firstIndex(where: { $0.view === view }) {
                    groups[index].touches.insert(touch)
                } else {
                    groups.append((view, [touch]))
                }
            }
            for (view, group) in groups { view.receive(group, in: phase, with: event) }
        }
    }

    /// The recognizers of the touch's view and its ancestors, deepest first, each view's in the order added,
    /// that are enabled, not busy with another gesture, and whose delegate lets them receive the touch.
    private func attachGestureRecognizers(to touch: UITouch) {
        var attached: [UIGestureRecognizer] = []
        var current = touch.view
        while let view = current {
            for recognizer in view.gestureRecognizers ?? []
            where recognizer.isReceptive
                && recognizer.delegate?.gestureRecognizer(recognizer, shouldReceive: touch) != false
            {
                attached.append(recognizer)
                recognizer.trackedTouches.append(touch)
                UIApplication.shared.touchDispatcher.track(recognizer)
            }
            current = view.superview
        }
        touch.gestureRecognizers = attached
    }

    /// Whether a recognizer of the touch with `delays` set is still undecided about it.
    private func isDelayed(_ touch: UITouch, by delays: KeyPath<UIGestureRecognizer, Bool>) -> Bool {
        (touch.gestureRecognizers ?? []).contains { $0[keyPath: delays] && $0.isUndecided && $0.follows(touch) }
    }

    /// What the view gets of this event's change of `touch`, if anything now.
    private func viewPhase(for touch: UITouch) -> UITouch.Phase? {
        guard touch.deliversToView, !touch.viewDelivery.cancelled else { return nil }
        switch touch.phase {
        case .began:
            guard !isDelayed(touch, by: \.delaysTouchesBegan) else {
                touch.viewDelivery.beganHeld = true
                UIApplication.shared.touchDispatcher.hold(touch)
                return nil
            }
            touch.viewDelivery.receivedBegan = true
            return .began
        case .moved:
            return touch.viewDelivery.beganHeld ? nil : .moved
        case .ended:
            guard !touch.viewDelivery.beganHeld, !isDelayed(touch, by: \.delaysTouchesEnded) else {
                touch.viewDelivery.endHeld = true
                UIApplication.shared.touchDispatcher.hold(touch)
                return nil
            }
            touch.viewDelivery.finished = true
            return .ended
        case .cancelled:
            touch.viewDelivery.beganHeld = false
            touch.viewDelivery.endHeld = false
            touch.viewDelivery.finished = true
            return touch.viewDelivery.receivedBegan ? .cancelled : nil
        default:
            return nil
        }
    }

    /// Delivers what was held for `touch` once its recognizers have decided; returns whether something is
    /// still held.
    func releaseHeldDelivery(of touch: UITouch) -> Bool {
        guard !touch.viewDelivery.cancelled, let view = touch.view else { return false }
        let event = UIApplication.shared.touchDispatcher.event
        if touch.viewDelivery.beganHeld, !isDelayed(touch, by: \.delaysTouchesBegan) {
            touch.viewDelivery.beganHeld = false
            touch.viewDelivery.receivedBegan = true
            view.touchesBegan([touch], with: event)
        }
        if !touch.viewDelivery.beganHeld, touch.viewDelivery.endHeld, !isDelayed(touch, by: \.delaysTouchesEnded) {
            touch.viewDelivery.endHeld = false
            touch.viewDelivery.finished = true
            view.touchesEnded([touch], with: event)
        }
        return touch.viewDelivery.beganHeld || touch.viewDelivery.endHeld
    }

    /// A recognizer with `cancelsTouchesInView` recognized `touch`: the view gets `touchesCancelled` if it
    /// has seen the touch begin and not end, and nothing more of it.
    func cancelInView(_ touch: UITouch) {
        guard !touch.viewDelivery.cancelled else { return }
        touch.viewDelivery.cancelled = true
        touch.viewDelivery.beganHeld = false
        touch.viewDelivery.endHeld = false
        guard touch.deliversToView, touch.viewDelivery.receivedBegan, !touch.viewDelivery.finished,
            let view = touch.view
        else { return }
        touch.viewDelivery.finished = true
        view.touchesCancelled([touch], with: UIApplication.shared.touchDispatcher.event)
    }

    /// Whether a touch that just went down reaches its view. As UIKit documents: a view whose
    /// `isMultipleTouchEnabled` is false receives only the first of several touches down in it; a view
    /// whose `isExclusiveTouch` is true keeps touches from going to any other view of the window while it
    /// holds one, and receives none while other views of the window hold touches. A touch that hit no view
    /// goes nowhere.
    private func acceptsNewTouch(_ touch: UITouch, in event: UIEvent) -> Bool {
        guard let view = touch.view else { return false }
        let others = (event.allTouches ?? []).filter {
            $0 !== touch && $0.window === self && $0.deliversToView && !$0.isFinished
        }
        if !view.isMultipleTouchEnabled, others.contains(where: { $0.view === view }) { return false }
        if view.isExclusiveTouch, others.contains(where: { $0.view !== view }) { return false }
        return !others.contains { $0.view !== view && $0.view?.isExclusiveTouch == true }
    }
}

extension UIResponder {
    /// Calls the touch method of `phase`.
    func receive(_ touches: Set<UITouch>, in phase: UITouch.Phase, with event: UIEvent) {
        switch phase {
        case .began: touchesBegan(touches, with: event)
        case .moved: touchesMoved(touches, with: event)
        case .ended: touchesEnded(touches, with: event)
        default: touchesCancelled(touches, with: event)
        }
    }
}
