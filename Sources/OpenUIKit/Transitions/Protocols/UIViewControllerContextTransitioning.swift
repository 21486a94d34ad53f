import Foundation
import OpenQuartzCore

/// What an animator is told about the transition it performs (UIKit's
/// `UIViewControllerContextTransitioning`, UIViewControllerTransitioning.h). UIKit makes the object; apps
/// only use it. The rules of the header hold:
///
/// - `completeTransition(_:)` is called exactly once, when the animation ends, for a completed and for a
///   cancelled transition (`!transitionWasCancelled`); interactive transitions call it in addition to
///   `finishInteractiveTransition()`/`cancelInteractiveTransition()`. It sends the final appearance
///   callbacks and the animator's `animationEnded(_:)`.
/// - `view(forKey:)` may answer nil: the animator must then leave that view alone.
/// - `initialFrame(for:)`/`finalFrame(for:)` answer `.zero` when the frame is not known; the leaving
///   controller's final frame is `.zero` when its view will be removed.
@preconcurrency @MainActor
public protocol UIViewControllerContextTransitioning: AnyObject {
    /// The view the transition takes place in: the animator adds the arriving view to it.
    var containerView: UIView { get }
    /// Whether the transition is animated (false for `animated: false` pushes and pops).
    var isAnimated: Bool { get }
    /// Whether an interaction controller drives the transition now.
    var isInteractive: Bool { get }
    /// Whether the transition was cancelled (by `cancelInteractiveTransition()`).
    var transitionWasCancelled: Bool { get }
    /// The presentation style (`.none` for navigation and containment transitions).
    var presentationStyle: UIModalPresentationStyle { get }
    /// Reports the progress of an interactive transition, 0…1.
    func updateInteractiveTransition(_ percentComplete: CGFloat)
    /// The interaction ended and the transition will complete.
    func finishInteractiveTransition()
    /// The interaction ended and the transition will return to its start.
    func cancelInteractiveTransition()
    /// The transition is paused to be driven interactively (iOS 10, interruptible animators).
    func pauseInteractiveTransition()
    /// Ends the transition: `didComplete` true when it completed, false when it was cancelled.
    func completeTransition(_ didComplete: Bool)
    /// The controller for `key`.
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
    /// The view for `key`, or nil when the animator should not touch it.
    func view(forKey key: UITransitionContextViewKey) -> UIView?
    /// The transform to apply to the arriving content (identity unless the interface rotates).
    var targetTransform: CGAffineTransform { get }
    /// Where `vc`'s view starts, or `.zero` when unknown.
    func initialFrame(for vc: UIViewController) -> CGRect
    /// Where `vc`'s view ends, or `.zero` when unknown or when the view will be removed.
    func finalFrame(for vc: UIViewController) -> CGRect
}
