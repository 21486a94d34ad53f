import Foundation
import OpenQuartzCore

/// Recognizes a pinch (UIKit's `UIPinchGestureRecognizer`), a continuous gesture on two touches
/// (developer.apple.com/documentation/uikit/uipinchgesturerecognizer, and the article "Handling pinch
/// gestures": developer.apple.com/documentation/uikit/handling-pinch-gestures).
///
/// It follows the first two fingers down; a third is ignored (`ignore(_:for:)`), as the article says a pinch
/// "tracks the distance between the first two fingers that touch the screen". It begins when the distance
/// between them has changed by `minimumDistanceChangeToBegin` (10 pt) since the second went down — Apple says
/// only "when the user moves the two fingers enough"; 10 pt is OpenUIKit's choice, the pan's threshold, so a
/// two-finger pinch in place begins the pinch while its centroid, which a pan follows, stays put. Each move
/// after that is `.changed`. The gesture ends as soon as a finger lifts and fewer than two remain, with
/// `numberOfTouches` 1 in the `.ended` action: a pinch is measured on two fingers. (UIKit's header says it
/// ends "when both fingers have lifted", the class overview "when the user lifts the fingers from the view";
/// ending at the first lift is OpenUIKit's reading, and apps that check `numberOfTouches` before
/// `location(ofTouch: 1, in:)` are right with either.) It fails if the fingers lift before it began.
///
/// `scale` is the distance now over the distance when the gesture began (1 at `.began`, as Apple documents);
/// `location(in:)` is the centroid of the two fingers. With a pan on the same view only one of them recognizes
/// (whichever begins first makes the other fail) unless a delegate allows both
/// (`gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:)`: the photo viewer's pan, pinch and rotation).
@preconcurrency @MainActor
open class UIPinchGestureRecognizer: UIGestureRecognizer, TwoTouchRecognizer {
    /// How much the distance between the fingers must change before the pinch begins: 10 pt (Apple publishes
    /// no threshold).
    public static let minimumDistanceChangeToBegin: CGFloat = 10

    var gesture = TwoTouchGesture(kind: .scale, threshold: minimumDistanceChangeToBegin)

    /// The scale factor relative to the points of the two touches in screen coordinates: the distance between
    /// the fingers now over the distance when the gesture began, or when `scale` was last set (then times the
    /// value set). An absolute value, not a delta: apps either apply it to the view's state at `.began` or
    /// apply it and set it back to 1 in each action. Setting it resets `velocity` to 0 (Apple's `scale`
    /// documentation). It is 1 at rest. A non-finite value is reported and ignored.
    open var scale: CGFloat {
        get { gesture.value }
        set {
            guard newValue.isFinite else {
                return Diagnostics.report(
                    .invalidGeometry, .exception, "UIPinchGestureRecognizer.scale needs a finite value; got \(newValue)"
                )
            }
            gesture.setValue(newValue)
        }
    }

    /// The velocity of the pinch in scale factor per second: the change of `scale` between the last two touch
    /// events at different times, over the time between them — with fingers that move once per frame, the last
    /// frame's change over its duration (events at the same time count as one, the latest). Positive when the
    /// fingers move apart; 0 after `scale` is set, until the next event.
    open var velocity: CGFloat { gesture.velocity }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) { follow(.began, with: event) }
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) { follow(.moved, with: event) }
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) { follow(.ended, with: event) }

    open override func reset() {
        super.reset()
        gesture.reset()
    }
}
