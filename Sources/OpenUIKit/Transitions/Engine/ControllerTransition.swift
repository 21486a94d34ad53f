import Foundation
import OpenQuartzCore

/// The one controller-transition engine. Every container — the navigation controller (push, pop,
/// `setViewControllers`), the tab bar controller (tab switches), presentations (present, dismiss),
/// `transition(from:to:…)` and the page view controller (page turns) — describes its transition as a
/// `TransitionRequest` and hands it to `run(_:in:)` with itself as the `TransitionContainer`. The engine
/// runs it the same way every time:
///
/// 1. it chooses the animator: the delegate's when the request animates and the delegate gives one whose
///    duration is a duration (else a diagnostic and the container's built-in one), with the delegate's
///    interaction controller or the container's own;
/// 2. it takes ownership of both controllers' appearance (`AppearanceOwner.transition`) until the end, so
///    no window starts or ends an appearance of its own meanwhile, and disables user interaction on the
///    container view;
/// 3. it begins the appearance callbacks in the kind's order (navigation and presentation: the leaving
///    controller's `viewWillDisappear` first; UIKit's transition view: the arriving controller's
///    `viewWillAppear` first);
/// 4. it starts the interaction controller (`startInteractiveTransition(_:)`) when there is one, else the
///    animator (`animateTransition(using:)`), then runs the coordinator's companion animations;
/// 5. at `completeTransition(_:)` it lets the container put its views in order, ends the appearance —
///    the did-callbacks of a completed transition, or the turn-back of a cancelled one (the arriving
///    controller will and did disappear, the leaving one will and did appear again) — runs the
///    coordinator's completions, lets the container commit (containment, delegate, completion), has the
///    window ask its controllers again for the status bar's appearance, calls the animator's
///    `animationEnded(_:)`, re-enables interaction and releases the controllers.
///
/// The engine keeps the transitions in flight: a container asks it whether one of its own runs
/// (`running(in:)`) and refuses a new one meanwhile with UIKit's message for its API. An animator whose
/// duration is not a duration (NaN, infinite, negative) is reported; asked by the context while the
/// transition runs, it counts as zero (for the context, the coordinator's animations and the deadline). An animator that never calls
/// `completeTransition(_:)` is reported `completionTimeout` seconds after the transition should have ended,
/// and the engine completes the transition itself (UIKit waits forever and the container stays locked;
/// this is the way out).
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

    /// How long after its expected end a transition may wait for `completeTransition(_:)`.
    static let completionTimeout: TimeInterval = 4

    /// The transitions started and not yet completed, oldest first.
    private(set) static var inFlight: [ControllerTransition] = []

    let request: TransitionRequest
    let host: UIViewController
    let animator: any UIViewControllerAnimatedTransitioning
    let interactionController: (any UIViewControllerInteractiveTransitioning)?
    /// Whether the controllers get appearance callbacks (their container is in a visible window).
    let drivesAppearance: Bool
    /// The controller whose appearance the transition leaves alone, when there is one.
    let keepsAppearanceOf: UIViewController?
    private(set) var context: ControllerTransitionContext!
    private(set) lazy var coordinator = TransitionCoordinator(transition: self)
    private let container: any TransitionContainer
    private var deadline: CFTimeInterval?
    private var offeredAnimator: (any UIViewImplicitlyAnimating)??
    private var restoresInteraction = false
    /// Whether an answer of the animator's that is not a duration was reported.
    private var hasReportedDuration = false
    /// Whether the container is putting the views in order at the end (views it removes from the window do
    /// not start window-driven disappearances of the controllers the transition owns: `AppearanceDriver`).
    private(set) var isArrangingViews = false
    /// Whether the container is committing: from then on the transition no longer counts as running in it.
    private var isCommitting = false

    var from: UIViewController { request.from }
    var to: UIViewController { request.to }
    var name: String { request.name }
    var isTraced: Bool { request.isTraced }
    var shieldsFromForwarding: Bool { request.shieldsFromForwarding }

    private init(
        request: TransitionRequest, container: any TransitionContainer, host: UIViewController,
        animator: any UIViewControllerAnimatedTransitioning,
        interactionController: (any UIViewControllerInteractiveTransitioning)?, stage: TransitionStage
    ) {
        self.request = request
        self.container = container
        self.host = host
        self.animator = animator
        self.interactionController = interactionController
        drivesAppearance = stage.drivesAppearance
        keepsAppearanceOf = stage.keepsAppearanceOf
        context = ControllerTransitionContext(
            transition: self, from: request.from, to: request.to, containerView: stage.containerView,
            views: stage.views, frames: stage.frames,
            isAnimated: request.isAnimated && !(animator is ImmediateTransitionAnimator),
            presentationStyle: request.style)
        if let interactionController {
            context.completionVelocity = interactionController.completionSpeed
            context.completionCurve = interactionController.completionCurve
        }
    }

    /// Runs `request` in `container` (see the type's steps); nothing runs when the container has no host
    /// any more.
    static func run(_ request: TransitionRequest, in container: any TransitionContainer) {
        guard let host = container.transitionHost else { return }
        let (animator, interaction) = chooseAnimator(for: request, in: container)
        let stage = container.stage(for: request)
        let transition = ControllerTransition(
            request: request, container: container, host: host, animator: animator,
            interactionController: interaction, stage: stage)
        container.transitionWillStart(transition)
        transition.record(.transitionBegan(transition.name))
        transition.start()
    }

    /// The delegate's animator when the request animates and the delegate gives one with a usable duration
    /// (with the delegate's interaction controller, else the container's), otherwise the container's
    /// built-in animator with the container's interaction controller.
    private static func chooseAnimator(
        for request: TransitionRequest, in container: any TransitionContainer
    )
        -> (any UIViewControllerAnimatedTransitioning, (any UIViewControllerInteractiveTransitioning)?)
    {
        if request.isAnimated, let custom = container.delegateAnimator(for: request), hasUsableDuration(custom) {
            return (
                custom,
                container.delegateInteractionController(for: custom, request: request) ?? request.interaction
            )
        }
        let builtIn = container.builtInAnimator(for: request)
        return (builtIn, builtIn is ImmediateTransitionAnimator ? nil : request.interaction)
    }

    /// Whether `animator`'s `transitionDuration(using:)` is a duration. UIKit documents no answer for a NaN,
    /// infinite or negative one (its transition would never reach its deadline); OpenUIKit reports it and
    /// the container's built-in animation runs instead — the navigation controller's slide, the
    /// presentation style's animation, the tab bar's immediate switch.
    private static func hasUsableDuration(_ animator: any UIViewControllerAnimatedTransitioning) -> Bool {
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

    /// The transition running in `container` and not yet committing, if any.
    static func running(in container: any TransitionContainer) -> ControllerTransition? {
        inFlight.last { $0.container === container && !$0.isCommitting }
    }

    /// Whether a transition in flight involves `controller` as one of its controllers or its host.
    static func isInFlight(involving controller: UIViewController) -> Bool {
        inFlight.contains { $0.involves(controller) }
    }

    /// The animator's duration, as the context, the coordinator's animations and the deadline use it: an
    /// answer that is not a duration (NaN, infinite, negative) is reported once and counts as zero.
    var duration: TimeInterval {
        let answer = animator.transitionDuration(using: context)
        guard answer.isFinite, answer >= 0 else {
            if !hasReportedDuration {
                hasReportedDuration = true
                Diagnostics.report(
                    .invalidTransition, .warning,
                    "\(animator) answered transitionDuration \(answer) during the transition from \(from) to \(to), which is not a duration; the transition uses 0"
                )
            }
            return 0
        }
        return answer
    }

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

    // MARK: Running

    /// Starts the transition (see the type's steps 2–4).
    private func start() {
        Self.inFlight.append(self)
        for controller in drivenControllers { AppearanceDriver.claim(controller, for: self) }
        let containerView = context.containerView
        if containerView.isUserInteractionEnabled {
            containerView.isUserInteractionEnabled = false
            restoresInteraction = true
        }
        if drivesAppearance {
            let steps =
                request.appearanceOrder == .leavingFirst ? [(from, false), (to, true)] : [(to, true), (from, false)]
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
        container.transitionDidBegin(self)
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

    /// Starts waiting for `completeTransition(_:)`: until the animator's duration (zero when it is not a
    /// duration, else the deadline would never come) plus `completionTimeout` from now.
    private func armDeadline() {
        guard request.watchesCompletion else { return }
        deadline = CACurrentMediaTime() + duration + Self.completionTimeout
    }

    /// Ends the transition after `completeTransition(didComplete)` (see the type's step 5).
    func complete(_ didComplete: Bool) {
        deadline = nil
        let window = context.containerView.window
        let completed = didComplete && !context.transitionWasCancelled
        record(.transitionOutcome(name, completed: completed))
        isArrangingViews = true
        container.arrangeViews(for: self, completed: completed)
        isArrangingViews = false
        endAppearance(completed: completed)
        coordinator.transitionDidEnd()
        isCommitting = true
        container.commit(self, completed: completed)
        window?.updateStatusBarAppearance()
        (interactionController as? UIPercentDrivenInteractiveTransition)?.transitionDidEnd()
        animator.animationEnded(completed)
        if restoresInteraction { context.containerView.isUserInteractionEnabled = true }
        Self.inFlight.removeAll { $0 === self }
        for controller in drivenControllers { AppearanceDriver.release(controller) }
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
            let ending = request.endOrder == .leavingFirst ? [from, to] : [to, from]
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
        !drivesAppearance || AppearanceDriver.isOwnedByTransition(controller)
    }

    // MARK: Deadlines

    /// Whether a transition waits for its animator (not for an interaction): the run loop is busy.
    static var isAwaitingAnimator: Bool { inFlight.contains { $0.deadline != nil } }

    /// The earliest deadline of a transition waiting for its animator (infinity when none waits).
    static var earliestDeadline: CFTimeInterval {
        inFlight.lazy.compactMap(\.deadline).min() ?? .infinity
    }

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
