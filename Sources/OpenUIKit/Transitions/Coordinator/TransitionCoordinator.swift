import Foundation
import OpenQuartzCore

/// The transition coordinator of one controller transition (UIKit's private
/// `_UIViewControllerTransitionCoordinator`): it answers with the transition context's values and runs the
/// blocks registered on it.
///
/// Companion animations registered before the animator starts (from `viewWillAppear`, say) run right after
/// it started, those registered later at once. They join the transition's own animations: added to the
/// animator's interruptible animator when it offers one (so they scrub, reverse and finish with it), else run
/// as a block animation of the transition's duration, which a percent-driven interaction pausing the
/// container layer scrubs with the rest when the views are in the container view. Deliberate difference:
/// animations of views outside the container (`animateAlongsideTransition(in:…)`) are not scrubbed by a
/// paused container layer; they run in real time. Completions run after the appearance callbacks of the
/// transition's end, before the container's end work (the navigation delegate's `didShow`); UIKit releases
/// the coordinator after the last callback.
@MainActor
final class TransitionCoordinator: UIViewControllerTransitionCoordinator {
    typealias Block = (any UIViewControllerTransitionCoordinatorContext) -> Void

    private unowned let transition: ControllerTransition
    private var pendingAnimations: [Block] = []
    private var completions: [Block] = []
    private var interactionHandlers: [Block] = []
    private var hasStarted = false

    init(transition: ControllerTransition) {
        self.transition = transition
    }

    private var context: ControllerTransitionContext { transition.context }

    var isAnimated: Bool { context.isAnimated }
    var presentationStyle: UIModalPresentationStyle { context.presentationStyle }
    var initiallyInteractive: Bool { context.initiallyInteractive }
    var isInterruptible: Bool { context.isInterruptible }
    var isInteractive: Bool { context.isInteractive }
    var isCancelled: Bool { context.isCancelled }
    var transitionDuration: TimeInterval { context.transitionDuration }
    var percentComplete: CGFloat { context.percentComplete }
    var completionVelocity: CGFloat { context.completionVelocity }
    var completionCurve: UIView.AnimationCurve { context.completionCurve }
    var containerView: UIView { context.containerView }
    var targetTransform: CGAffineTransform { context.targetTransform }

    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
        context.viewController(forKey: key)
    }

    func view(forKey key: UITransitionContextViewKey) -> UIView? {
        context.view(forKey: key)
    }

    @discardableResult
    func animate(alongsideTransition animation: Block?, completion: Block?) -> Bool {
        register(animation, completion: completion)
    }

    @discardableResult
    func animateAlongsideTransition(in view: UIView?, animation: Block?, completion: Block?) -> Bool {
        register(animation, completion: completion)
    }

    func notifyWhenInteractionChanges(_ handler: @escaping Block) {
        interactionHandlers.append(handler)
    }

    private func register(_ animation: Block?, completion: Block?) -> Bool {
        if let completion { completions.append(completion) }
        guard let animation else { return context.isAnimated }
        guard context.isAnimated else {
            UIView.performWithoutAnimation { animation(context) }
            return false
        }
        if hasStarted { run(animation) } else { pendingAnimations.append(animation) }
        return true
    }

    private func run(_ animation: @escaping Block) {
        transition.record(.transitionCoordinator("alongside animation"))
        let context = self.context
        if let animator = transition.offeredInterruptibleAnimator {
            animator.addAnimations { animation(context) }
        } else {
            UIView.animate(
                withDuration: transition.duration, delay: 0, options: [.curveEaseInOut],
                animations: { animation(context) })
        }
    }

    /// The animator has started: runs the companion animations registered so far.
    func transitionDidStart() {
        hasStarted = true
        let pending = pendingAnimations
        pendingAnimations = []
        for animation in pending { run(animation) }
    }

    /// The interaction finished or was cancelled.
    func interactionDidChange() {
        let handlers = interactionHandlers
        guard !handlers.isEmpty else { return }
        transition.record(.transitionCoordinator("interaction changed (cancelled: \(context.isCancelled))"))
        for handler in handlers { handler(context) }
    }

    /// The transition ended: runs the completions.
    func transitionDidEnd() {
        let blocks = completions
        completions = []
        pendingAnimations = []
        for block in blocks {
            transition.record(.transitionCoordinator("completion (cancelled: \(context.isCancelled))"))
            block(context)
        }
    }
}
