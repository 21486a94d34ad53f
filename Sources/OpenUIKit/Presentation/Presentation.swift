import Foundation

/// One presentation, from `present(_:animated:completion:)` to the end of its dismissal: the presented
/// controller, the controller whose context it covers (UIKit's `presentingViewController`), the
/// presentation controller and the container view, which stays in the window while the controller is
/// presented. Presenting and dismissing run through the controller-transition engine
/// (`ControllerTransition`), so appearance, the context, the coordinator, interaction and the trace work
/// as for pushes and pops.
///
/// Order of a presentation of B over A (both on screen; A's callbacks only when the presentation
/// controller removes A's view — `.fullScreen` and `.currentContext`): the delegate's
/// `animationController(forPresented:…)` and `interactionControllerForPresentation(using:)`, A
/// `viewWillDisappear`, B `viewWillAppear`, `presentationTransitionWillBegin()`, the animation,
/// `presentationTransitionDidEnd(true)`, B `viewDidAppear`, A `viewDidDisappear`, the completion. A
/// dismissal mirrors it: B `viewWillDisappear`, A `viewWillAppear`, `dismissalTransitionWillBegin()`, the
/// animation, `dismissalTransitionDidEnd(true)`, A `viewDidAppear`, B `viewDidDisappear`, the completion.
/// (UIKit's relative order of the arriving controller's did-callback and the leaving one's is not
/// documented; this is the commonly reported one.) A cancelled interactive transition turns back as
/// pops do: the arriving controller will and did disappear, the leaving one will and did appear again.
@MainActor
final class Presentation {
    /// Where a view was in its superview, to put it back.
    private struct ViewPlace {
        weak var superview: UIView?
        var index: Int
        var frame: CGRect
    }

    let presented: UIViewController
    /// The controller whose context the presentation covers (held weakly: it holds the presented one).
    private(set) weak var presenting: UIViewController?
    /// The style after adaptation.
    let style: UIModalPresentationStyle
    let transitionStyle: UIModalTransitionStyle
    let controller: UIPresentationController
    let containerView: PresentationContainerView
    /// The presenter's view's place before it left the screen (full-screen and current-context styles).
    private var presenterPlace: ViewPlace?
    /// The presentation or dismissal running now.
    private(set) var transitionInFlight: ControllerTransition?

    /// A presentation held weakly.
    private struct WeakPresentation {
        weak var presentation: Presentation?
    }

    /// The presentations made and not yet released (for `UIApplication.reset()`).
    private static var live: [WeakPresentation] = []

    init(
        presented: UIViewController, presenting: UIViewController, style: UIModalPresentationStyle,
        transitionStyle: UIModalTransitionStyle, controller: UIPresentationController,
        containerView: PresentationContainerView
    ) {
        self.presented = presented
        self.presenting = presenting
        self.style = style
        self.transitionStyle = transitionStyle
        self.controller = controller
        self.containerView = containerView
        controller.heldPresented = presented
        Self.live.removeAll { $0.presentation == nil }
        Self.live.append(WeakPresentation(presentation: self))
    }

    /// Forgets every presentation still linked (for `UIApplication.reset()`: a new process starts with
    /// nothing presented). As in UIKit, a presentation never dismissed keeps its controllers — and the
    /// presenter, through its presentation controller — alive until then.
    static func forgetAll() {
        let presentations = live.compactMap(\.presentation)
        live = []
        for presentation in presentations {
            presentation.transitionInFlight = nil
            presentation.unlink()
        }
    }

    /// Whether a presentation or dismissal of this controller is running.
    var isTransitioning: Bool { transitionInFlight != nil }

    // MARK: Presenting

    /// Runs the presentation (the container view is already in place).
    func runPresentation(source: UIViewController, animated: Bool, completion: (() -> Void)?) {
        guard let presenting else { return }
        let removesPresenter = controller.shouldRemovePresentersView
        let presenterView: UIView = presenting.view
        presenterPlace = Self.place(of: presenterView)
        presented.loadViewIfNeeded()
        let (animator, interaction) = presentationAnimators(source: source, animated: animated)
        var frames = ControllerTransitionContext.Frames()
        let presenterFrame =
            presenterView.superview?.convert(presenterView.frame, to: containerView) ?? presenterView.frame
        frames.initial[ObjectIdentifier(presenting)] = presenterFrame
        frames.final[ObjectIdentifier(presenting)] = removesPresenter ? .zero : presenterFrame
        frames.final[ObjectIdentifier(presented)] = controller.checkedFrameOfPresentedView
        let transition = ControllerTransition(
            host: presenting, from: presenting, to: presented, name: "present \(presented.traceName)",
            containerView: containerView,
            views: (removesPresenter ? presenterView : nil, controller.presentedView), frames: frames,
            isAnimated: animated,
            animator: animator, interactionController: interaction, order: .leavingFirst, endOrder: .arrivingFirst,
            drivesAppearance: true, keepsAppearanceOf: removesPresenter ? nil : presenting,
            presentationStyle: controller.presentationStyle, isTraced: true)
        transition.hooks.didBegin = { [self] in
            record("presentationTransitionWillBegin")
            controller.presentationTransitionWillBegin()
        }
        transition.hooks.willEnd = { [self] completed in
            if completed {
                if let presentedView = controller.presentedView, presentedView.superview == nil {
                    containerView.addSubview(presentedView)
                }
                if removesPresenter { presenterView.removeFromSuperview() } else { restorePresenterView() }
            } else {
                restorePresenterView()
                containerView.removeFromSuperview()
            }
            record("presentationTransitionDidEnd(\(completed))")
            controller.presentationTransitionDidEnd(completed)
        }
        transition.hooks.didEnd = { [self] completed in
            transitionInFlight = nil
            presented.isBeingPresented = false
            if completed {
                completion?()
            } else {
                unlink()
            }
        }
        start(transition)
    }

    /// The delegate's animator and interaction controller when animated (the interaction controller only
    /// for the delegate's own animator, as UIKit asks), else the built-in animation.
    private func presentationAnimators(
        source: UIViewController, animated: Bool
    )
        -> (any UIViewControllerAnimatedTransitioning, (any UIViewControllerInteractiveTransitioning)?)
    {
        guard animated, let presenting else { return (ImmediateTransitionAnimator(), nil) }
        if let delegate = presented.transitioningDelegate {
            record("animationController(forPresented:)", delegate: true)
            if let custom = delegate.animationController(
                forPresented: presented, presenting: presenting, source: source),
                AnimatorDurationCheck.hasUsableDuration(custom)
            {
                record("interactionControllerForPresentation", delegate: true)
                return (custom, delegate.interactionControllerForPresentation(using: custom))
            }
        }
        return (ModalTransitionAnimators.animator(for: transitionStyle, style: style, presenting: true), nil)
    }

    // MARK: Dismissing

    /// Runs the dismissal. `alsoDismissed` are the controllers presented above this one: their views leave
    /// at once, without animation, as UIKit dismisses a stack of presentations.
    func runDismissal(
        animated: Bool, interaction: (any UIViewControllerInteractiveTransitioning)? = nil,
        alsoDismissed: [Presentation] = [], completion: (() -> Void)?
    ) {
        guard let presenting else { return }
        let removesPresenter = controller.shouldRemovePresentersView
        // In a hidden window nothing appears or disappears, and nothing animates (as navigation does).
        let onScreen = containerView.window?.isVisibleOnScreen == true
        let animated = animated && onScreen
        presented.isBeingDismissed = true
        let top = alsoDismissed.last ?? self
        for upper in alsoDismissed.reversed() { upper.presented.isBeingDismissed = true }
        let (animator, interactionController) = dismissalAnimators(
            of: top, animated: animated, interaction: interaction)
        var frames = ControllerTransitionContext.Frames()
        let topView = top.controller.presentedView
        frames.initial[ObjectIdentifier(top.presented)] = topView?.frame ?? .zero
        // A custom presentation controller places the presented view: its `frameOfPresentedViewInContainerView`
        // is the dismissed view's final frame as well (Apple's `finalFrame(for:)`: the frame the view has at the
        // end of the transition; the built-in styles give zero, as their animators move the view off screen).
        frames.final[ObjectIdentifier(top.presented)] =
            top.controller.presentationStyle == .custom ? top.controller.checkedFrameOfPresentedView : .zero
        frames.final[ObjectIdentifier(presenting)] =
            presenterPlace.map { place in
                place.superview.map { $0.convert(place.frame, to: containerView) } ?? place.frame
            } ?? containerView.bounds
        if !alsoDismissed.isEmpty {
            // The views of the controllers between this one and the top leave now; the top one's
            // container takes their place so the animation shows over the presenter.
            for upper in [self] + alsoDismissed.dropLast() {
                upper.takeOffScreenAtOnce(keepingContainer: upper === self)
            }
            if let topView { containerView.addSubview(topView) }
        }
        let transition = ControllerTransition(
            host: presenting, from: top.presented, to: presenting, name: "dismiss \(top.presented.traceName)",
            containerView: containerView,
            views: (topView, removesPresenter ? presenting.view : nil), frames: frames, isAnimated: animated,
            animator: animator, interactionController: interactionController, order: .leavingFirst,
            endOrder: .arrivingFirst,
            drivesAppearance: onScreen, keepsAppearanceOf: removesPresenter ? nil : presenting,
            presentationStyle: top.controller.presentationStyle, isTraced: true)
        transition.hooks.didBegin = { [self] in
            record("dismissalTransitionWillBegin")
            controller.dismissalTransitionWillBegin()
        }
        transition.hooks.willEnd = { [self] completed in
            if completed {
                restorePresenterView()
                containerView.removeFromSuperview()
                for upper in alsoDismissed { upper.containerView.removeFromSuperview() }
            } else if removesPresenter {
                presenting.viewIfLoaded?.removeFromSuperview()
            } else {
                restorePresenterView()
            }
            record("dismissalTransitionDidEnd(\(completed))")
            controller.dismissalTransitionDidEnd(completed)
        }
        transition.hooks.didEnd = { [self] completed in
            transitionInFlight = nil
            presented.isBeingDismissed = false
            for upper in alsoDismissed { upper.presented.isBeingDismissed = false }
            guard completed else { return }
            for upper in alsoDismissed.reversed() { upper.unlink() }
            unlink()
            completion?()
        }
        start(transition)
    }

    private func dismissalAnimators(
        of top: Presentation, animated: Bool, interaction: (any UIViewControllerInteractiveTransitioning)?
    )
        -> (any UIViewControllerAnimatedTransitioning, (any UIViewControllerInteractiveTransitioning)?)
    {
        guard animated else { return (ImmediateTransitionAnimator(), nil) }
        if let delegate = top.presented.transitioningDelegate {
            record("animationController(forDismissed:)", delegate: true)
            if let custom = delegate.animationController(forDismissed: top.presented),
                AnimatorDurationCheck.hasUsableDuration(custom)
            {
                record("interactionControllerForDismissal", delegate: true)
                return (custom, delegate.interactionControllerForDismissal(using: custom) ?? interaction)
            }
        }
        return (
            ModalTransitionAnimators.animator(for: top.transitionStyle, style: top.style, presenting: false),
            interaction
        )
    }

    /// A controller presented between the dismissing one and the top of the stack leaves at once: its view
    /// (and its container, unless the dismissal uses it) leaves the window, which sends its disappearance
    /// callbacks as any view leaving a window does.
    private func takeOffScreenAtOnce(keepingContainer: Bool) {
        controller.presentedView?.removeFromSuperview()
        if !keepingContainer { containerView.removeFromSuperview() }
    }

    // MARK: Shared

    private func start(_ transition: ControllerTransition) {
        transitionInFlight = transition
        LifecycleTrace.record(transition.host, .transitionBegan(transition.name))
        transition.start()
    }

    /// Forgets the presentation: the presenter no longer presents, the presented controller is no longer
    /// presented (and is released unless someone else holds it).
    func unlink() {
        if let presenting, presenting.presentedController === presented { presenting.presentedController = nil }
        if presented.activePresentation === self { presented.activePresentation = nil }
        controller.containerView = nil
        controller.heldPresented = nil
        controller.heldPresenting = nil
    }

    /// Puts the presenter's view back where it was when the presentation started, if it is not there.
    private func restorePresenterView() {
        guard let presenterPlace, let superview = presenterPlace.superview, let view = presenting?.viewIfLoaded,
            view.superview !== superview
        else { return }
        view.frame = presenterPlace.frame
        superview.insertSubview(view, at: min(presenterPlace.index, superview.subviews.count))
    }

    private static func place(of view: UIView) -> ViewPlace? {
        guard let superview = view.superview, let index = superview.subviews.firstIndex(where: { $0 === view }) else {
            return nil
        }
        return ViewPlace(superview: superview, index: index, frame: view.frame)
    }

    /// Records a presentation-controller (or delegate) call in traces of the presenter.
    private func record(_ call: String, delegate: Bool = false) {
        guard let presenting else { return }
        LifecycleTrace.record(
            presenting, .delegateCall(delegate ? "transitioning \(call)" : "presentationController \(call)"))
    }
}
