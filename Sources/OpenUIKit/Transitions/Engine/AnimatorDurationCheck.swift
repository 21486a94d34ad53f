import Foundation
import OpenQuartzCore

/// The check every container makes before it uses a delegate's animator: its `transitionDuration(using:)` must
/// be a duration. UIKit documents no answer for a NaN, infinite or negative one (its transition would never
/// reach its deadline); OpenUIKit reports it and the container runs its built-in animation instead — the
/// navigation controller's slide, the presentation style's animation, the tab bar's immediate switch.
@MainActor
enum AnimatorDurationCheck {
    /// Whether `animator`'s duration can run; reports it when it cannot.
    static func hasUsableDuration(_ animator: any UIViewControllerAnimatedTransitioning) -> Bool {
        let duration = animator.transitionDuration(using: nil)
        guard duration.isFinite, duration >= 0 else {
            Diagnostics.report(
                .invalidTransition, .warning,
                "\(animator) answered transitionDuration \(duration), which is not a duration; the built-in animation is used instead"
            )
            return false
        }
        return true
    }
}
