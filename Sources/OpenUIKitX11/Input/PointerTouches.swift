import OpenUIKit

/// Turns the mouse into one finger, through the same delivery as touch injection: the primary button going
/// down puts a finger down (`touchDown(at:in:)`), moving with it held moves the finger, releasing lifts it,
/// and leaving the window while it is held cancels the touch (`touchCancel`), as iOS cancels touches the
/// system takes away. Motion without a button, a release with no finger down and a second press while one
/// is down do nothing. The wheel scrolls the scroll view under the pointer (see
/// `UIScrollView.scroll(wheelSteps:at:in:)`). Like injected input, touches reach views at the start of the
/// next run-loop turn.
@MainActor
struct PointerTouches {
    /// The finger the button holds down, if any, and where it was last moved to.
    private(set) var touch: UITouch?
    private var lastPoint = CGPoint.zero

    mutating func handle(_ event: PointerEvent, in window: UIWindow) {
        let application = UIApplication.shared
        switch event {
        case .down(let point):
            guard touch == nil else { return }
            let touch = application.touchDown(at: point, in: window)
            // A touch the injection rejected (reported through the diagnostics channel) has no window.
            self.touch = touch.window == nil ? nil : touch
            lastPoint = point
        case .moved(let point):
            guard let touch, point != lastPoint else { return }
            application.touchMove(touch, to: point)
            lastPoint = point
        case .up(let point):
            guard let touch else { return }
            if point != lastPoint { application.touchMove(touch, to: point) }
            application.touchUp(touch)
            self.touch = nil
        case .left:
            guard let touch else { return }
            application.touchCancel(touch)
            self.touch = nil
        case .wheel(let steps, let point):
            UIScrollView.scroll(wheelSteps: steps, at: point, in: window)
        }
    }
}
