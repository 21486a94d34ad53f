import Foundation

/// Recognizes a press and hold (UIKit's `UILongPressGestureRecognizer`), a continuous gesture, timed on the
/// virtual clock.
///
/// It begins when `numberOfTouchesRequired` fingers have stayed down for `minimumPressDuration` without
/// moving more than `allowableMovement` (checked at the start of each run-loop turn, so it begins at the
/// first turn at or after the duration); each move after that is `.changed`, and lifting ends it. Lifting or
/// moving too far before then fails it. With `numberOfTapsRequired` n > 0, the press must follow n taps
/// (its touch's `tapCount` is n + 1).
@preconcurrency @MainActor
open class UILongPressGestureRecognizer: UIGestureRecognizer {
    /// How long the fingers must stay down (0.5 s by default, UIKit's).
    open var minimumPressDuration: TimeInterval = 0.5
    /// How far the fingers may move before the gesture begins (10 pt by default, UIKit's).
    open var allowableMovement: CGFloat = 10
    /// How many fingers must press (1 by default).
    open var numberOfTouchesRequired = 1
    /// How many taps come before the press (0 by default).
    open var numberOfTapsRequired = 0

    private var start: CGPoint?

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible else { return }
        if numberOfTapsRequired > 0, touches.contains(where: { $0.tapCount != numberOfTapsRequired + 1 }) {
            return state = .failed
        }
        guard numberOfTouches <= numberOfTouchesRequired else { return state = .failed }
        start = location(in: nil)
        if numberOfTouches == numberOfTouchesRequired { scheduleTimer(after: minimumPressDuration) }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        switch state {
        case .possible:
            guard let start else { return }
            let now = location(in: nil)
            if hypot(now.x - start.x, now.y - start.y) > allowableMovement { state = .failed }
        case .began, .changed:
            state = .changed
        default:
            break
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        switch state {
        case .possible: state = .failed
        case .began, .changed: if numberOfTouches < numberOfTouchesRequired { state = .ended }
        default: break
        }
    }

    /// The press lasted long enough.
    override func timerFired() {
        if state == .possible, numberOfTouches == numberOfTouchesRequired { state = .began }
    }

    open override func reset() {
        super.reset()
        start = nil
    }
}
