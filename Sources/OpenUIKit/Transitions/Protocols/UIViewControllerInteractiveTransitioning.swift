import Foundation

/// The object that drives a transition interactively (UIKit's `UIViewControllerInteractiveTransitioning`).
/// When a container gets one, UIKit calls its `startInteractiveTransition(_:)` instead of the animator's
/// `animateTransition(using:)` (UIViewControllerTransitioning.h); the object then reports progress through
/// the context and ends with `finishInteractiveTransition()` or `cancelInteractiveTransition()` followed
/// by `completeTransition(_:)`.
@preconcurrency @MainActor
public protocol UIViewControllerInteractiveTransitioning: AnyObject {
    /// Starts the interactive transition with `transitionContext`.
    func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning)
    /// The speed of the part that runs on its own after the interaction (1 by default).
    var completionSpeed: CGFloat { get }
    /// The curve of that part (`.easeInOut` by default).
    var completionCurve: UIView.AnimationCurve { get }
    /// Whether the transition starts interactively (true by default); when false it starts animating and
    /// can be paused into interaction later.
    var wantsInteractiveStart: Bool { get }
}

extension UIViewControllerInteractiveTransitioning {
    public var completionSpeed: CGFloat { 1 }
    public var completionCurve: UIView.AnimationCurve { .easeInOut }
    public var wantsInteractiveStart: Bool { true }
}
