import Foundation
import OpenQuartzCore

/// Running a page turn on the controller-transition engine (see `PageTransition`): the page view controller
/// is the turn's `TransitionContainer`.
extension UIPageViewController: TransitionContainer {
    /// Starts `transition`: tells the delegate of a gesture (`willTransitionTo`), adds the pages it brings
    /// (`addChild`: their `willMove(toParent:)`), and hands both pages to the engine, which begins their
    /// appearance (arriving first: loading its view), lets the transition's `place` put the arriving view
    /// where the turn starts, and runs the animator or waits for the gesture. At the end the engine calls
    /// back: `arrange` puts the views where they rest, the appearance ends, then the containment ends (see
    /// `finishContainment`), the delegate or the completion is told.
    func start(
        _ transition: PageTransition, container: UIView, arrange: @escaping (_ completed: Bool) -> Void
    ) {
        if transition.isGesture {
            notifyWillTransition(to: spineLocation == .mid ? transition.newPages : [transition.to])
        }
        transition.added = transition.newPages.filter { $0.parent !== self }
        for page in transition.added { addChild(page) }
        transition.containerView = container
        transition.arrange = arrange
        var completion: ((Bool) -> Void)?
        if case .set(let setCompletion) = transition.origin { completion = setCompletion }
        ControllerTransition.run(
            TransitionRequest(
                kind: .page(transition), from: transition.from, to: transition.to, isAnimated: transition.isAnimated,
                interaction: transition.isInteractive ? transition : nil, completion: completion),
            in: self)
    }

    var transitionHost: UIViewController? { self }

    /// The turn itself animates (and, for a gesture, is its own interaction controller).
    func builtInAnimator(for request: TransitionRequest) -> any UIViewControllerAnimatedTransitioning {
        pageTransition(of: request)
    }

    func stage(for request: TransitionRequest) -> TransitionStage {
        TransitionStage(
            containerView: pageTransition(of: request).containerView ?? view,
            views: (request.from.viewIfLoaded, request.to.viewIfLoaded),
            drivesAppearance: view.window?.isVisibleOnScreen == true)
    }

    func arrangeViews(for transition: ControllerTransition, completed: Bool) {
        let turn = pageTransition(of: transition.request)
        if completed { pages = turn.newPages }
        turn.arrange(completed)
    }

    func commit(_ transition: ControllerTransition, completed: Bool) {
        let turn = pageTransition(of: transition.request)
        finishContainment(of: turn, completed: completed)
        updatePageControl()
        if turn.isGesture {
            notifyDidFinish(previous: turn.previousPages, completed: completed)
        } else {
            transition.request.completion?(completed)
        }
    }

    /// The turn of a request.
    private func pageTransition(of request: TransitionRequest) -> PageTransition {
        guard case .page(let turn) = request.kind else {
            preconditionFailure("a page view controller runs page turns only")
        }
        return turn
    }

    /// The turn running now (the engine's record).
    var activeTransition: PageTransition? {
        ControllerTransition.running(in: self).map { pageTransition(of: $0.request) }
    }

    /// The containment at the end of a turn. Completed: the pages that left get `willMove(toParent: nil)`
    /// and leave (`didMove(toParent: nil)`), then the added ones get `didMove(toParent:)`. Turned back: the
    /// added pages get `willMove(toParent: nil)` and leave.
    private func finishContainment(of transition: PageTransition, completed: Bool) {
        if completed {
            for page in transition.previousPages where !transition.newPages.contains(where: { $0 === page }) {
                page.willMove(toParent: nil)
                page.viewIfLoaded?.removeFromSuperview()
                page.removeFromParent()
            }
            for page in transition.added { page.didMove(toParent: self) }
        } else {
            for page in transition.added {
                page.willMove(toParent: nil)
                page.viewIfLoaded?.removeFromSuperview()
                page.removeFromParent()
            }
        }
    }

    /// `setViewControllers` on screen, from one visible page to another: the style's turn, animated or not.
    func runSetTransition(
        to new: [UIViewController], direction: NavigationDirection, animated: Bool, completion: ((Bool) -> Void)?
    ) {
        let forward = direction == .forward
        if transitionStyle == .scroll {
            startScrollTransition(
                to: new[0], forward: forward, interactive: false, animated: animated,
                origin: .set(completion: completion)
            )
        } else {
            let turn = PageCurlTurn(pageViewController: self, forward: forward, newPages: new)
            startCurl(turn, interactive: false, animated: animated, origin: .set(completion: completion))
        }
    }
}
