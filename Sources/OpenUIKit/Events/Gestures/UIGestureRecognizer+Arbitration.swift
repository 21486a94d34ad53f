import Foundation
import OpenQuartzCore

/// UIKit's state machine and the arbitration between recognizers (see `UIGestureRecognizer`; Apple's
/// "About the Gesture Recognizer State Machine" and "Coordinating Multiple Gesture Recognizers").
extension UIGestureRecognizer {
    /// Whether the recognizer has not decided yet: `.possible`, including a recognition waiting for others
    /// to fail.
    var isUndecided: Bool { currentState == .possible }

    /// Whether the recognizer recognized its gesture (and still holds it): began, changed or ended.
    var hasRecognized: Bool { currentState == .began || currentState == .changed || currentState == .ended }

    /// Whether the recognizer still takes touches.
    var isReceptive: Bool {
        isEnabled && view != nil && (currentState == .possible || currentState == .began || currentState == .changed)
    }

    /// Whether the recognizer takes part in the current touches (so others may have to wait for it).
    var isInvolved: Bool { !trackedTouches.isEmpty || timerDeadline != nil || pendingState != nil }

    /// Whether the recognizer follows `touch`.
    func follows(_ touch: UITouch) -> Bool { trackedTouches.contains { $0 === touch } }

    func requestTransition(to newState: State) {
        let from = currentState
        if pendingState != nil {
            switch newState {
            case .changed, .began: return  // still waiting; keeps its recognition
            case .ended: pendingState = .ended
            case .failed, .cancelled: failNow()
            case .possible: break
            }
            return
        }
        switch (from, newState) {
        case (.possible, .began), (.possible, .ended):
            recognize(as: newState)
        case (.possible, .failed), (.possible, .cancelled):
            failNow()
        case (.began, .changed), (.changed, .changed), (.began, .ended), (.changed, .ended), (.began, .cancelled),
            (.changed, .cancelled):
            currentState = newState
            sendActions()
        case (.began, .failed), (.changed, .failed):
            currentState = .cancelled
            sendActions()
        default:
            Diagnostics.report(
                .invalidState, .warning,
                "\(type(of: self)): a transition from \(from) to \(newState) is not allowed; ignored")
        }
    }

    /// The recognizers that share a touch with this one: both follow it. A recognizer attached to a touch that
    /// has since been reset (its gesture over) or has ignored the touch shares nothing through it.
    var recognizersSharingTouches: [UIGestureRecognizer] {
        var result: [UIGestureRecognizer] = []
        for touch in trackedTouches {
            for other in touch.gestureRecognizers ?? []
            where other !== self && other.follows(touch) && !result.contains(where: { $0 === other }) {
                result.append(other)
            }
        }
        return result
    }

    /// Whether the two may recognize together: either delegate allows it.
    func recognizesSimultaneously(with other: UIGestureRecognizer) -> Bool {
        delegate?.gestureRecognizer(self, shouldRecognizeSimultaneouslyWith: other) == true
            || other.delegate?.gestureRecognizer(other, shouldRecognizeSimultaneouslyWith: self) == true
    }

    /// Whether this recognizer must see `other` fail before it recognizes.
    func requiresFailure(of other: UIGestureRecognizer) -> Bool {
        requiredToFail.contains { $0.recognizer === other } || shouldRequireFailure(of: other)
            || other.shouldBeRequiredToFail(by: self)
            || delegate?.gestureRecognizer(self, shouldRequireFailureOf: other) == true
            || other.delegate?.gestureRecognizer(other, shouldBeRequiredToFailBy: self) == true
    }

    /// The recognizers this one waits for now: required to fail, taking part in the touches and undecided.
    var blockingRecognizers: [UIGestureRecognizer] {
        var candidates = requiredToFail.compactMap(\.recognizer)
        for other in recognizersSharingTouches where !candidates.contains(where: { $0 === other }) {
            candidates.append(other)
        }
        return candidates.filter {
            $0.isEnabled && $0.view != nil && requiresFailure(of: $0)
                && ($0.isUndecided && $0.isInvolved || $0.hasRecognized)
        }
    }

    /// Leaves `.possible` for `.began` (continuous) or `.recognized` (discrete), as UIKit arbitrates: the
    /// delegate and the views the touches are in (`UIView.gestureRecognizerShouldBegin(_:)`) may refuse (fail); the recognizers it must see fail make it wait (or fail, if one
    /// recognized); a recognizer sharing its touches that already recognized, and does not allow both, makes
    /// it fail; otherwise it recognizes, makes the undecided recognizers sharing its touches fail (unless
    /// simultaneous), cancels its touches in the view when `cancelsTouchesInView`, and sends its actions.
    func recognize(as newState: State) {
        var touchedViews: [UIView] = []
        for touch in trackedTouches {
            if let view = touch.view, !touchedViews.contains(where: { $0 === view }) { touchedViews.append(view) }
        }
        if delegate?.gestureRecognizerShouldBegin(self) == false
            || touchedViews.contains(where: { !$0.gestureRecognizerShouldBegin(self) })
        {
            return failNow()
        }
        let blockers = blockingRecognizers
        if blockers.contains(where: \.hasRecognized) { return failNow() }
        if !blockers.isEmpty {
            pendingState = newState
            UIApplication.shared.touchDispatcher.track(self)
            return
        }
        let others = recognizersSharingTouches.filter { !recognizesSimultaneously(with: $0) }
        if others.contains(where: { $0.hasRecognized && $0.canPrevent(self) && canBePrevented(by: $0) }) {
            return failNow()
        }
        currentState = newState
        pendingState = nil
        for other in others where other.isUndecided && canPrevent(other) && other.canBePrevented(by: self) {
            other.failNow()
        }
        if cancelsTouchesInView {
            for touch in trackedTouches { touch.window?.cancelInView(touch) }
        }
        sendActions()
        UIApplication.shared.touchDispatcher.resolveWaitingRecognizers()
    }

    /// Fails now: no actions; recognizers waiting for this failure may recognize.
    func failNow() {
        currentState = .failed
        pendingState = nil
        timerDeadline = nil
        UIApplication.shared.touchDispatcher.resolveWaitingRecognizers()
    }

    /// A waiting recognition goes ahead when nothing blocks it any more, or fails when a blocker recognized.
    /// Returns whether anything changed.
    func resolveWaitingRecognition() -> Bool {
        guard let pending = pendingState, currentState == .possible else { return false }
        let blockers = blockingRecognizers
        if blockers.contains(where: \.hasRecognized) {
            failNow()
            return true
        }
        guard blockers.isEmpty else { return false }
        pendingState = nil
        recognize(as: pending)
        return true
    }

    /// Back to `.possible` with no touches (UIKit resets a recognizer after its gesture).
    func performReset() {
        currentState = .possible
        pendingState = nil
        timerDeadline = nil
        trackedTouches = []
        reset()
    }

    /// Hands the changed touches this recognizer follows to its touch methods, by phase.
    func receive(_ touches: [UITouch], with event: UIEvent) {
        for phase in [UITouch.Phase.began, .moved, .ended, .cancelled] {
            let group = Set(touches.filter { $0.phase == phase })
            guard !group.isEmpty, isReceptive else { continue }
            switch phase {
            case .began: touchesBegan(group, with: event)
            case .moved: touchesMoved(group, with: event)
            case .ended: touchesEnded(group, with: event)
            default: touchesCancelled(group, with: event)
            }
        }
    }
}
