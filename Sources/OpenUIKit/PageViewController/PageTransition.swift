import Foundation

/// One page turn as the controller-transition engine sees it: the animator, and for gestures the
/// interaction controller, of a `ControllerTransition` from the page leaving to the page arriving.
///
/// The engine owns both pages' appearance and the context; the page view controller moves the pages (the
/// scroll view's motion, the curl's progress) and calls `end(completed:)` when they come to rest: an
/// interactive turn first finishes or cancels the interaction, then the context completes.
@MainActor
final class PageTransition: UIViewControllerAnimatedTransitioning, UIViewControllerInteractiveTransitioning {
    /// What started the turn: a gesture (the delegate is told) or `setViewControllers` (its completion is).
    enum Origin {
        case gesture
        case set(completion: ((Bool) -> Void)?)
    }

    let from: UIViewController
    let to: UIViewController
    /// The pages before the turn and after it, when it completes.
    let previousPages: [UIViewController]
    let newPages: [UIViewController]
    /// Whether the turn goes toward the pages after (`viewControllerAfter`).
    let isForward: Bool
    let isInteractive: Bool
    /// Whether the appearance callbacks say `animated` (a gesture, or an animated `setViewControllers`).
    let isAnimated: Bool
    let origin: Origin
    /// The controllers the turn added as children (they leave again if it turns back).
    var added: [UIViewController] = []
    /// Puts the arriving view where the turn starts, once the engine owns both pages' appearance (so the
    /// window does not start an appearance of its own).
    var place: () -> Void = {}
    /// The view the turn happens in (the scroll view, or the page view controller's view for a curl).
    weak var containerView: UIView?
    /// Puts the views where they rest at the end (`completed`: the new pages; else the old ones).
    var arrange: (_ completed: Bool) -> Void = { _ in }
    /// Starts the animation of a non-interactive turn; it calls `end(completed:)` when the pages rest.
    var animate: (PageTransition) -> Void = { $0.end(completed: true) }
    private let duration: TimeInterval
    private var context: (any UIViewControllerContextTransitioning)?

    init(
        from: UIViewController, to: UIViewController, previousPages: [UIViewController],
        newPages: [UIViewController], isForward: Bool, isInteractive: Bool, isAnimated: Bool,
        duration: TimeInterval, origin: Origin
    ) {
        self.from = from
        self.to = to
        self.previousPages = previousPages
        self.newPages = newPages
        self.isForward = isForward
        self.isInteractive = isInteractive
        self.isAnimated = isAnimated
        self.duration = duration
        self.origin = origin
    }

    var isGesture: Bool {
        if case .gesture = origin { return true }
        return false
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        duration
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        context = transitionContext
        place()
        animate(self)
    }

    func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning) {
        context = transitionContext
        place()
    }

    /// Tells the engine how far an interactive turn is (0…1).
    func update(_ progress: CGFloat) {
        guard isInteractive, let context, context.isInteractive else { return }
        context.updateInteractiveTransition(min(max(progress, 0), 1))
    }

    /// The finger lifted: the interaction finishes (`completing`) or is cancelled; the pages still move
    /// to their rest, and `end(completed:)` follows.
    func stopInteraction(completing: Bool) {
        guard isInteractive, let context, context.isInteractive else { return }
        if completing {
            context.finishInteractiveTransition()
        } else {
            context.cancelInteractiveTransition()
        }
    }

    /// The pages came to rest: on the arriving page (`completed`) or back on the leaving one.
    func end(completed: Bool) {
        guard let context else { return }
        stopInteraction(completing: completed)
        context.completeTransition(completed)
    }
}
