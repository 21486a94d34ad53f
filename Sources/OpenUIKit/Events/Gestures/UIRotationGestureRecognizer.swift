import Foundation
import OpenQuartzCore

/// Recognizes a two-finger rotation (UIKit's `UIRotationGestureRecognizer`), a continuous gesture
/// (developer.apple.com/documentation/uikit/uirotationgesturerecognizer, and the article "Handling rotation
/// gestures": developer.apple.com/documentation/uikit/handling-rotation-gestures).
///
/// It follows the first two fingers down (a third is ignored, as for `UIPinchGestureRecognizer`) and measures
/// the angle of the line from the first to the second. It begins when that angle has turned by
/// `minimumRotationToBegin` (5°) since the second finger went down — Apple says only "when the user moves the
/// two fingers enough"; 5° is OpenUIKit's choice. Each move after that is `.changed`; it ends as soon as a
/// finger lifts and fewer than two remain (Apple's overview says "when the user lifts both fingers"; as for
/// the pinch, OpenUIKit ends it at the first lift, since a rotation is measured on two fingers), and fails if
/// the fingers lift before it began.
///
/// `rotation` is the angle turned since the gesture began (0 at `.began`), in radians, positive clockwise on
/// screen — the direction `CGAffineTransform(rotationAngle:)` turns a view, so `view.transform =
/// view.transform.rotated(by: rotation)` follows the fingers. It is continuous: past half a turn it goes on
/// beyond ±π. `location(in:)` is the centroid of the two fingers. With a pan or a pinch on the same view only
/// one recognizes unless a delegate allows both (`gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:)`).
@preconcurrency @MainActor
open class UIRotationGestureRecognizer: UIGestureRecognizer, TwoTouchRecognizer {
    /// How far the line between the fingers must turn before the rotation begins: 5° (π/36 rad; Apple
    /// publishes no threshold).
    public static let minimumRotationToBegin: CGFloat = .pi / 36

    var gesture = TwoTouchGesture(kind: .rotation, threshold: minimumRotationToBegin)

    /// The rotation of the gesture in radians: the angle the line between the fingers has turned since the
    /// gesture began, or since `rotation` was last set (then plus the value set). An absolute value, not a
    /// delta; setting it resets `velocity` to 0 (Apple's `rotation` documentation). It is 0 at rest. A
    /// non-finite value is reported and ignored.
    open var rotation: CGFloat {
        get { gesture.value }
        set {
            guard newValue.isFinite else {
                return Diagnostics.report(
                    .invalidGeometry, .exception,
                    "UIRotationGestureRecognizer.rotation needs a finite value; got \(newValue)")
            }
            gesture.setValue(newValue)
        }
    }

    /// The velocity of the rotation in radians per second: the change of `rotation` between the last two touch
    /// events at different times, over the time between them (with fingers that move once per frame, the last
    /// frame's change over its duration; events at the same time count as one, the latest). 0 after `rotation`
    /// is set, until the next event.
    open var velocity: CGFloat { gesture.velocity }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) { follow(.began, with: event) }
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) { follow(.moved, with: event) }
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) { follow(.ended, with: event) }

    open override func reset() {
        super.reset()
        gesture.reset()
    }
}
