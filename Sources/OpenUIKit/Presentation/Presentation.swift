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
    struct ViewPlace {
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
    private(set) var presenterPlace: ViewPlace?

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
    /// presenter, through its presentation controller — alive until then, or until its window goes
    /// (`endPresentations(shownIn:)`).
    static func forgetAll() {
        let presentations = live.compactMap(\.presentation)
        live = []
        for presentation in presentations { presentation.unlink() }
    }

    /// Ends the presentations whose container views are in `window` (which is going away), but for those a
    /// transition still runs, which end with it.
    static func endPresentations(shownIn window: UIWindow) {
        var views: Set<ObjectIdentifier> = []
        var pending = window.subviews
        while let view = pending.popLast() {
            views.insert(ObjectIdentifier(view))
            pending += view.subviews
        }
        for presentation in live.compactMap(\.presentation)
        where views.contains(ObjectIdentifier(presentation.containerView)) && !presentation.isTransitioning {
            presentation.unlink()
        }
    }

    /// Whether a presentation or dismissal of this controller is running.
    var isTransitioning: Bool { ControllerTransition.running(in: self) != nil }

    // MARK: Presenting

    /// Runs the presentation (the container view is already in place).
    func runPresentation(source: UIViewController, animated: Bool, completion: (() -> Void)?) {
        guard let presenting else { return }
        presenterPlace = Self.place(of: presenting.view)
        presented.loadViewIfNeeded()
        ControllerTransition.run(
            TransitionRequest(
                kind: .present(source: source), from: presenting, to: presented, isAnimated: animated,
                style: controller.presentationStyle, completion: { _ in completion?() }),
            in: self)
    }

    // MARK: Dismissing

    /// Runs the dismissal. `alsoDismissed` are the controllers presented above this one: their views leave
    /// at once, without animation, as UIKit dismisses a stack of presentations.
    func runDismissal(
        animated: Bool, interaction: (any UIViewControllerInteractiveTransitioning)? = nil,
        alsoDismissed: [Presentation] = [], completion: (() -> Void)?
    ) {
        guard let presenting else { return }
        // In a hidden window nothing appears or disappears, and nothing animates (as navigation does).
        let animated = animated && containerView.window?.isVisibleOnScreen == true
        presented.isBeingDismissed = true
        let top = alsoDismissed.last ?? self
        for upper in alsoDismissed.reversed() { upper.presented.isBeingDismissed = true }
        ControllerTransition.run(
            TransitionRequest(
                kind: .dismiss(alsoDismissed: alsoDismissed), from: top.presented, to: presenting,
                isAnimated: animated, interaction: interaction, style: top.controller.presentationStyle,
                completion: { _ in completion?() }),
            in: self)
    }

    /// A controller presented between the dismissing one and the top of the stack leaves at once: its view
    /// (and its container, unless the dismissal uses it) leaves the window, which sends its disappearance
    /// callbacks as any view leaving a window does.
    func takeOffScreenAtOnce(keepingContainer: Bool) {
        controller.presentedView?.removeFromSuperview()
        if !keepingContainer { containerView.removeFromSuperview() }
    }

    // MARK: Shared

    /// Forgets the presentation: the presenter no longer presents, the presented controller is no longer
    /// presented (and is released unless someone else holds it).
    func unlink() {
        if let presenting, presenting.presentedController === presented { presenting.presentedController = nil }
        if presented.activePresentation === self { presented.activePresentation = nil }
        (controller as? UISheetPresentationController)?.presentationDidEnd()
        controller.containerView = nil
        controller.heldPresented = nil
        controller.heldPresenting = nil
    }

    /// Puts the presenter's view back where it was when the presentation started, if it is not there — from
    /// where this presentation left it only: off screen, or in its own container (where an animator puts the
    /// "to" view of a dismissal). A view that another presentation has placed since (the presenter itself
    /// presented as a sheet meanwhile) stays where that presentation keeps it.
    func restorePresenterView() {
        guard let presenterPlace, let superview = presenterPlace.superview, let view = presenting?.viewIfLoaded,
            view.superview !== superview, view.superview == nil || view.isDescendant(of: containerView)
        else { return }
        view.frame = presenterPlace.frame
        superview.insertSubview(view, at: min(presenterPlace.index, superview.subviews.count))
    }

    /// Whether the presenter's view is on screen outside this presentation: taken off screen by this
    /// presentation, then placed by another (the presenter itself presented as a sheet meanwhile). UIKit
    /// documents nothing for this misuse; the view then stays where the other presentation keeps it.
    var presenterViewIsShownElsewhere: Bool {
        guard let view = presenting?.viewIfLoaded else { return false }
        return view.window != nil && !view.isDescendant(of: containerView)
    }

    private static func place(of view: UIView) -> ViewPlace? {
        guard let superview = view.superview, let index = superview.subviews.firstIndex(where: { $0 === view }) else {
            return nil
        }
        return ViewPlace(superview: superview, index: index, frame: view.frame)
    }

    /// Records a presentation-controller (or delegate) call in traces of the presenter.
    func record(_ call: String, delegate: Bool = false) {
        guard let presenting else { return }
        LifecycleTrace.record(
            presenting, .delegateCall(delegate ? "transitioning \(call)" : "presentationController \(call)"))
    }
}
