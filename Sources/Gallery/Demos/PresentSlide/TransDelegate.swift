import Foundation
import OpenUIKit

/// The `TransDelegate` of “Playing with iOS Transitions”, ported: the presented controller's transitioning delegate.
/// Presentation slides in from the right (`AniObject`); dismissal is UIKit's default (the article's first step) unless
/// `animatesDismissal`, when `AniObject` slides the page out and `object` — the article's `IntObject`, or a
/// `UIPercentDrivenInteractiveTransition` as the article's last paragraph suggests — may drive it (the article's
/// interactive step).
@MainActor
final class TransDelegate: UIViewControllerTransitioningDelegate {
    /// The interaction object of dismissals (the seed's `object`); nil: dismissals are not interactive.
    var object: (any DismissInteraction)?
    /// Whether dismissals have an `AniObject` animator (false: UIKit's default animation).
    var animatesDismissal = false
    /// The animators' duration (the seed's 2 s).
    var duration: TimeInterval = 2

    init(object: (any DismissInteraction)? = nil) {
        self.object = object
        animatesDismissal = object != nil
    }

    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController,
        source: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        AniObject(duration: duration)
    }

    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        animatesDismissal ? AniObject(duration: duration, dismissing: true) : nil
    }

    func interactionControllerForDismissal(
        using animator: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? {
        // An object conforming to UIViewControllerInteractiveTransitioning.
        self.object
    }
}
