import Foundation
import OpenUIKit

/// Which way one of the AnimationSet app's presentation animators runs (the app's `HBLShowViewControllerType`).
enum HBLShowViewControllerType {
    case present, dismiss
}

/// One of the AnimationSet app's four custom presentation animators (bubble, half present, reveal left, top-left
/// present). The app's animators share one base class that reads the context once and hands the presentation or
/// the dismissal to its subclass; here that is this protocol's `animateTransition(using:)` and `HBLTransitionScene`.
///
/// The animators are written for a `.fullScreen` presentation, the style the app got by default when it was
/// written (iOS 10): the presenter's view is the context's from view on presentation (UIKit removes it from the
/// window when the presentation ends) and its to view on dismissal (put back when the dismissal ends).
@MainActor
protocol HBLPresentationTransition: UIViewControllerAnimatedTransitioning {
    /// Whether this animator presents or dismisses.
    var showType: HBLShowViewControllerType { get }
    /// Animates the presentation, calling the scene's `complete()` at the end.
    func transitionPresent(_ scene: HBLTransitionScene)
    /// Animates the dismissal, calling the scene's `complete()` at the end.
    func transitionDismiss(_ scene: HBLTransitionScene)
}

extension HBLPresentationTransition {
    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        let scene = HBLTransitionScene(
            context: transitionContext, duration: transitionDuration(using: transitionContext))
        switch showType {
        case .present: transitionPresent(scene)
        case .dismiss: transitionDismiss(scene)
        }
    }
}

/// What a presentation animator works with, read from its transition context once: the container, the two
/// controllers and the views the context hands out (nil where UIKit gives none, as for the presenter's view in
/// a presentation that keeps it), and the animation's length.
@MainActor
struct HBLTransitionScene {
    let context: any UIViewControllerContextTransitioning
    let duration: TimeInterval

    var containerView: UIView { context.containerView }
    var fromView: UIView? { context.view(forKey: .from) }
    var toView: UIView? { context.view(forKey: .to) }
    var toViewController: UIViewController? { context.viewController(forKey: .to) }

    /// The frame UIKit gives the controller that is shown when the transition ends.
    var toFinalFrame: CGRect {
        toViewController.map { context.finalFrame(for: $0) } ?? .zero
    }

    /// Ends the transition: completed unless it was cancelled.
    func complete() {
        context.completeTransition(!context.transitionWasCancelled)
    }

    /// The scene's animation with UIKit's default curve (ease-in-out), completing the transition at its end.
    func animate(_ changes: @escaping @MainActor () -> Void) {
        UIView.animate(withDuration: duration, animations: changes) { _ in complete() }
    }

    /// The scene's animation on a spring of `dampingRatio` from rest, completing the transition at its end.
    func animateSpring(dampingRatio: CGFloat, _ changes: @escaping @MainActor () -> Void) {
        UIView.animate(
            withDuration: duration, delay: 0, usingSpringWithDamping: dampingRatio, initialSpringVelocity: 0,
            options: .curveLinear, animations: changes
        ) { _ in complete() }
    }
}
