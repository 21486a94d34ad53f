import Foundation
import OpenUIKit

/// The context the animator under test is handed: UIKit's own, passed through call for call, except that
/// `completeTransition(_:)` first notes the animations still running in the container — an animator that
/// completes before its animations end leaves them playing on views the transition has handed over.
@MainActor
final class BenchContext: UIViewControllerContextTransitioning {
    let context: any UIViewControllerContextTransitioning
    /// The layers (by their view's class or title) that had animations running when the animator called
    /// `completeTransition(_:)`, with the animations' keys.
    private(set) var animationsRunningAtCompletion: [String] = []
    /// Where the view of the controller the transition ends on was, in window coordinates, when the animator
    /// called `completeTransition(_:)`: nil when it was not in a window. (A container may put the view back
    /// or in place afterwards; the animator's bug is still there.)
    private(set) var shownFrameAtCompletion: CGRect?
    /// Whether the animator called `completeTransition(_:)`.
    private(set) var animatorCompleted = false

    init(_ context: any UIViewControllerContextTransitioning) {
        self.context = context
    }

    var containerView: UIView { context.containerView }
    var isAnimated: Bool { context.isAnimated }
    var isInteractive: Bool { context.isInteractive }
    var transitionWasCancelled: Bool { context.transitionWasCancelled }
    var presentationStyle: UIModalPresentationStyle { context.presentationStyle }
    var targetTransform: CGAffineTransform { context.targetTransform }
    func updateInteractiveTransition(_ percentComplete: CGFloat) {
        context.updateInteractiveTransition(percentComplete)
    }
    func finishInteractiveTransition() { context.finishInteractiveTransition() }
    func cancelInteractiveTransition() { context.cancelInteractiveTransition() }
    func pauseInteractiveTransition() { context.pauseInteractiveTransition() }
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
        context.viewController(forKey: key)
    }
    func view(forKey key: UITransitionContextViewKey) -> UIView? { context.view(forKey: key) }
    func initialFrame(for vc: UIViewController) -> CGRect { context.initialFrame(for: vc) }
    func finalFrame(for vc: UIViewController) -> CGRect { context.finalFrame(for: vc) }

    func completeTransition(_ didComplete: Bool) {
        if animationsRunningAtCompletion.isEmpty {
            animationsRunningAtCompletion = Self.runningAnimations(in: containerView)
        }
        animatorCompleted = true
        let shown = viewController(forKey: didComplete && !transitionWasCancelled ? .to : .from)
        if let view = shown?.viewIfLoaded, view.window != nil {
            shownFrameAtCompletion = view.superview?.convert(view.frame, to: nil) ?? view.frame
        }
        context.completeTransition(didComplete)
    }

    /// "Name: key, key" for each view under `view` (itself included) whose layer has animations.
    private static func runningAnimations(in view: UIView) -> [String] {
        var found: [String] = []
        var pending = [view]
        while let next = pending.popLast() {
            if let keys = next.layer.animationKeys(), !keys.isEmpty {
                let name = (next.next as? UIViewController)?.title ?? String(describing: type(of: next))
                found.append("\(name): \(keys.sorted().joined(separator: ", "))")
            }
            pending.append(contentsOf: next.subviews.reversed())
        }
        return found
    }
}
