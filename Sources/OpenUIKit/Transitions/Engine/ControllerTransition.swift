import Foundation
import OpenQuartzCore

/// The one controller-transition engine. `transition(from:to:…)`, navigation pushes and pops, presentations
/// and dismissals, and tab switches describe their transition — the two controllers, the container view,
/// the animator and interaction controller, the appearance order and what to do with views and
/// containment at the end — and the engine runs it the same way every time:
///
/// 1. it takes ownership of both controllers' appearance (`AppearanceOwner.transition`) until the end, so
///    no window starts or ends an appearance of its own meanwhile, and disables user interaction on the
///    container view;
/// 2. it begins the appearance callbacks in the container's order (navigation: the leaving controller's
///    `viewWillDisappear` first, UIKit's transition view: the arriving controller's `viewWillAppear` first);
/// 3. it starts the interaction controller (`startInteractiveTransition(_:)`) when there is one, else the
///    animator (`animateTransition(using:)`), then runs the coordinator's companion animations;
/// 4. at `completeTransition(_:)` it lets the container put its views in order, ends the appearance —
///    the did-callbacks of a completed transition, or the turn-back of a cancelled one (the arriving
///    controller will and did disappear, the leaving one will and did appear again) — runs the
///    coordinator's completions, the container's end work (containment, delegate, completion), the
///    animator's `animationEnded(_:)`, re-enables interaction and releases the controllers.
///
/// An animator that never calls `completeTransition(_:)` is reported `completionTimeout` seconds after the
/// transition should have ended, and the engine completes the transition itself (UIKit waits forever and
/// the container stays locked; this is the way out).
@MainActor
final class ControllerTransition {
    /// Which appearance callback comes first at the start.
    enum AppearanceOrder {
        /// The leaving controller's `viewWillDisappear`, then the arriving one's `viewWillAppear` (push, pop).
        case leavingFirst
        /// The arriving controller's `viewWillAppear` first (UIKit's transition view: containment and tab
        /// transitions).
        case arrivingFirst
    }

    /// The container's parts of the transition.
    struct Hooks {
        /// After the appearance callbacks began (navigation: the delegate's `willShow`).
        var didBegin: () -> Void = {}
        /// At `completeTransition(_:)`, before the appearance ends: the container puts its views in order.
        var willEnd: (_ completed: Bool) -> Void = { _ in }
        /// After the appearance ended and the coordinator's completions ran.
        var didEnd: (_ completed: Bool) -> Void = { _ in }
    }

    /// How long after its expected end a transition may wait for `completeTransition(_:)`.
    static let completionTimeout: TimeInterval = 4

    /// Whether a transition is putting its views in order at its end (views it removes from the window do not
    /// start window-driven disappearances of the controllers it owns).
    private(set) static var isArrangingViews = false

    /// The transitions started and not yet completed, oldest first.
    private(set) static var inFlight: [ControllerTransition] = []

    let host: UIViewController
    let from: UIViewController
    let to: UIViewController
    let name: String
    let animator: any UIViewControllerAnimatedTransitioning
    let interactionController: (any UIViewControllerInteractiveTransitioning)?
    let order: AppearanceOrder
    /// Which did-callback comes first at the end of a completed transition: the leaving controller's
    /// `viewDidDisappear` (push, pop, containment) or the arriving one's `viewDidAppear` (presentation).
    let endOrder: AppearanceOrder
    /// Whether the controllers get appearance callbacks (their container is in a visible window).
    let drivesAppearance: Bool
    /// The controller whose appearance the transition leaves alone, when there is one (a presenter whose
    /// view stays on screen under an over-full-screen, custom or sheet presentation).
    let keepsAppearanceOf: UIViewController?
    /// Whether context calls, coordinator callbacks and the outcome go to lifecycle traces.
    let isTraced: Bool
    /// Whether the controllers are kept from their parent's appearance forwarding too (see
    /// `UIViewController.isShieldedByTransition`).
    let shieldsFromForwarding: Bool
    /// Whether a missing `completeTransition(_:)` is reported after `completionTimeout` (not for UIKit's own
    /// animators, whose animations always end — or repeat on purpose).
    let watchesCompletion: Bool
    var hooks = Hooks()
    private(set) var context: ControllerTransitionContext!
    private(set) lazy var coordinator = TransitionCoordinator(transition: self)
    private var deadline: CFTimeInterval?
    private var offeredAnimator: (any UIViewImplicitlyAnimating)??
    private var restoresInteraction = false

    /// Describes a transition; `start()` runs it. `views` and `frames` are what the context answers.
    init(
        host: UIViewController, from: UIViewController, to: UIViewController, name: String, containerView: UIView,
        views: (from: UIView?, to: UIView?), frames: ControllerTransitionContext.Frames, isAnimated: Bool,
        animator: any UIViewControllerAnimatedTransitioning,
        interactionController: (any UIViewControllerInteractiveTransitioning)?,
        order: AppearanceOrder, endOrder: AppearanceOrder = .leavingFirst, drivesAppearance: Bool,
        keepsAppearanceOf: UIViewController? = nil, presentationStyle: UIModalPresentationStyle = .none, isTraced: Bool,
        watchesCompletion: Bool = true, shieldsFromForwarding: Bool = true
    ) {
        self.host = host
        self.from = from
        self.to = to
        self.name = name
        self.animator = animator
        self.interactionController = interactionController
        self.order = order
        self.endOrder = endOrder
        self.drivesAppearance = drivesAppearance
        self.keepsAppearanceOf = keepsAppearanceOf
        self.isTraced = isTraced
        self.watchesCompletion = watchesCompletion
        self.shieldsFromForwarding = shieldsFromForwarding
        context = ControllerTransitionContext(
            transition: self, from: from, to: to, containerView: containerView, views: views,
            frames: frames, isAnimated: isAnimated, presentationStyle: presentationStyle)
        if let interactionController {
            context.completionVelocity = interactionController.completionSpeed
            context.completionCurve = interactionController.completionCurve
        }
    }

    /// The animator's duration.
    var duration: TimeInterval { animator.transitionDuration(using: context) }

    /// The animator's interruptible animator, asked once: nil when it offers none.
    var offeredInterruptibleAnimator: (any UIViewImplicitlyAnimating)? {
        if let offeredAnimator { return offeredAnimator }
        let answer = animator.interruptibleAnimator(using: context)
        let offered: (any UIViewImplicitlyAnimating)? = answer is UnofferedInterruptibleAnimator ? nil : answer
        offeredAnimator = .some(offered)
        return offered
    }

    /// Whether the transition involves `controller` as one of its two controllers or its container.
    func involves(_ controller: UIViewController) -> Bool {
        controller === from || controller === to || controller === host
    }

    /// Whether `controller` is one of the transition's two controllers.
    func involvesAsChild(_ controller: UIViewController) -> Bool {
        controller === from || controller === to
    }

    // MARK: Running

    /// Starts the transition (see the type's steps 1–3).
    func start() {
        Self.inFlight.append(self)
        for controller in drivenControllers { controller.appearanceOwner = .transition }
        let container = context.containerView
        if container.isUserInteractionEnabled {
            container.isUserInteractionEnabled = false
            restoresInteraction = true
        }
        if drivesAppearance {
            let steps = order == .leavingFirst ? [(from, false), (to, true)] : [(to, true), (from, false)]
            for (controller, appearing) in steps where controller !== keepsAppearanceOf {
                // A transition that starts before the previous one ended, or that repeats a state the
                // controller is already in (`to` appeared, `from` disappeared): UIKit warns, as
                // beginAppearanceTransition does (UIKit's "Unbalanced calls" console warning), and goes on.
                if controller.appearanceState.isTransitioning
                    || controller.appearanceState == (appearing ? .appeared : .disappeared)
                {
                    controller.reportUnbalancedAppearance()
                }
                controller.beginAppearance(appearing, animated: context.isAnimated, owner: .transition)
            }
        }
        hooks.didBegin()
        if let interactionController {
            context.isInteractive = interactionController.wantsInteractiveStart
            context.initiallyInteractive = context.isInteractive
            record(.interaction("startInteractiveTransition"))
            interactionController.startInteractiveTransition(context)
            if !context.isInteractive, !context.hasCompleted { armDeadline() }
        } else {
            animator.animateTransition(using: context)
            if !context.hasCompleted { armDeadline() }
        }
        if !context.hasCompleted { coordinator.transitionDidStart() }
    }

    /// Records a trace event on the container controller when the transition is traced.
    func record(_ kind: LifecycleTrace.Kind) {
        guard isTraced else { return }
        LifecycleTrace.record(host, kind)
    }

    /// The interaction ended (finish or cancel): the rest runs on its own, so the deadline starts.
    func interactionDidEnd() {
        context.isInteractive = false
        armDeadline()
        coordinator.interactionDidChange()
    }

    /// The transition was paused to be driven interactively.
    func interactionDidPause() {
        context.isInteractive = true
        deadline = nil
    }

    private func armDeadline() {
        guard watchesCompletion else { return }
        deadline = CACurrentMediaTime() + duration + Self.completionTimeout
    }

    /// Ends the transition after `completeTransition(didComplete)` (see the type's step 4).
    func complete(_ didComplete: Bool) {
        deadline = nil
        let completed = didComplete && !context.transitionWasCancelled
        record(.transitionOutcome(name, completed: completed))
        Self.isArrangingViews = true
        hooks.willEnd(completed)
        Self.isArrangingViews = false
        endAppearance(completed: completed)
        coordinator.transitionDidEnd()
        hooks.didEnd(completed)
        (interactionController as? UIPercentDrivenInteractiveTransition)?.transitionDidEnd()
        animator.animationEnded(completed)
        if restoresInteraction { context.containerView.isUserInteractionEnabled = true }
        Self.inFlight.removeAll { $0 === self }
        hooks = Hooks()
        for controller in drivenControllers where controller.appearanceOwner == .transition {
            controller.appearanceOwner = nil
        }
    }

    /// The controllers whose appearance the transition owns: both, less the one it keeps its hands off;
    /// none off screen.
    private var drivenControllers: [UIViewController] {
        drivesAppearance ? [from, to].filter { $0 !== keepsAppearanceOf } : []
    }

    /// The did-callbacks of a completed transition, or the turn-back of a cancelled one (as UIKit turns back a cancelled interactive transition: the
    /// arriving controller will and did disappear, then the leaving one will and did appear).
    private func endAppearance(completed: Bool) {
        if completed {
            let ending = endOrder == .leavingFirst ? [from, to] : [to, from]
            for controller in ending where controller !== keepsAppearanceOf && ownsAppearance(of: controller) {
                // The leaving controller ends off screen, the arriving one on screen when its view is in a
                // visible window — also when someone else moved them meanwhile (a container that left the
                // window and came back mid-transition forwards its own appearance to both children).
                let shown = controller === to && controller.viewIfLoaded?.window?.isVisibleOnScreen == true
                let turned: Set<UIViewController.AppearanceState> =
                    shown ? [.disappearing, .disappeared] : [.appearing, .appeared]
                if drivesAppearance, turned.contains(controller.appearanceState) {
                    controller.beginAppearance(shown, animated: context.isAnimated, owner: .transition)
                }
                if controller.appearanceState.isTransitioning { controller.endAppearance() }
            }
            return
        }
        for (controller, appearing) in [(to, false), (from, true)]
        where controller !== keepsAppearanceOf && ownsAppearance(of: controller) {
            if controller.appearanceState == (appearing ? .disappearing : .appearing) {
                controller.beginAppearance(appearing, animated: context.isAnimated, owner: .transition)
            }
            if controller.appearanceState.isTransitioning { controller.endAppearance() }
        }
    }

    /// Whether the transition still drives `controller`'s appearance: it owns it (off screen, where it
    /// claims nothing, it ends whatever step is under way, as `transition(from:to:)` always has).
    private func ownsAppearance(of controller: UIViewController) -> Bool {
        !drivesAppearance || controller.appearanceOwner == .transition
    }

    // MARK: Deadlines

    /// Whether a transition waits for its animator (not for an interaction): the run loop is busy.
    static var isAwaitingAnimator: Bool { inFlight.contains { $0.deadline != nil } }

    /// Completes, with a report, every transition whose animator missed its deadline (called each frame).
    static func checkDeadlines() {
        let now = CACurrentMediaTime()
        for transition in inFlight where (transition.deadline ?? .infinity) <= now {
            transition.completeAfterTimeout()
        }
    }

    private func completeAfterTimeout() {
        Diagnostics.report(
            .invalidTransition, .warning,
            "\(animator) did not call completeTransition(_:) within \(Self.completionTimeout) s of the end of the transition from \(from) to \(to); the transition is completed for it"
        )
        let completed = !context.transitionWasCancelled
        if completed, let toView = context.view(forKey: .to), toView.superview !== context.containerView {
            toView.frame = context.finalFrame(for: to)
            context.containerView.addSubview(toView)
        }
        context.completeTransition(completed)
    }

    /// Forgets every transition (for `UIApplication.reset()`).
    static func reset() {
        inFlight = []
    }
}
