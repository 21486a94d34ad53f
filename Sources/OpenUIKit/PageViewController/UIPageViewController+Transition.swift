import Foundation
import OpenQuartzCore

/// Running a page turn on the controller-transition engine (see `PageTransition`).
extension UIPageViewController {
    /// Starts `transition`: tells the delegate of a gesture (`willTransitionTo`), adds the pages it brings
    /// (`addChild`: their `willMove(toParent:)`), and hands both pages to the engine, which begins their
    /// appearance (arriving first: loading its view), lets the transition's `place` put the arriving view
    /// where the turn starts, and runs the animator or waits for the gesture. At the end the engine calls back: `arrange` puts the views where
    /// they rest, the appearance ends, then the containment ends (see `finishContainment`), the delegate
    /// or the completion is told.
    func start(
        _ transition: PageTransition, container: UIView, arrange: @escaping (_ completed: Bool) -> Void
    ) {
        if transition.isGesture { notifyWillTransition(to: [transition.to]) }
        transition.added = transition.newPages.filter { $0.parent !== self }
        for page in transition.added { addChild(page) }
        let engine = ControllerTransition(
            host: self, from: transition.from, to: transition.to,
            name: "page \(transition.from.traceName) → \(transition.to.traceName)", containerView: container,
            views: (transition.from.viewIfLoaded, transition.to.viewIfLoaded), frames: .init(),
            isAnimated: transition.isAnimated, animator: transition,
            interactionController: transition.isInteractive ? transition : nil, order: .arrivingFirst,
            drivesAppearance: view.window?.isVisibleOnScreen == true, isTraced: false)
        engine.hooks.willEnd = { [self] completed in
            if completed { pages = transition.newPages }
            arrange(completed)
        }
        engine.hooks.didEnd = { [self] completed in
            finishContainment(of: transition, completed: completed)
            activeTransition = nil
            updatePageControl()
            switch transition.origin {
            case .gesture: notifyDidFinish(previous: transition.previousPages, completed: completed)
            case .set(let completion): completion?(completed)
            }
        }
        activeTransition = transition
        engine.start()
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
        } else if spineLocation == .mid {
            replacePages(with: new)
            completion?(true)
        } else {
            let turn = PageCurlTurn(
                pageViewController: self, forward: forward, newPages: new,
                back: isDoubleSided ? new[1] : nil)
            startCurl(turn, interactive: false, animated: animated, origin: .set(completion: completion))
        }
    }
}
