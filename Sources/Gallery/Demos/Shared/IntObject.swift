import Foundation
import OpenUIKit

/// The `IntObject` of “Playing with iOS Transitions”, ported line by line — the article writes it twice, for a modal
/// dismissal (its part 2) and for a navigation pop (its part 3), the same but for what it tells the transition context.
/// It puts the destination below the current view, moves the current view right by the progress, and finishes or
/// cancels with a 0.2 s animation.
/// - `.navigation` (part 3) reports each progress to the context, and ends with `finishInteractiveTransition()`
///   + `completeTransition(true)` or `cancelInteractiveTransition()` + `completeTransition(false)`.
/// - `.modal` (part 2) reports no progress, finishes with `completeTransition(true)` alone and cancels with
///   `cancelInteractiveTransition()` alone — never `completeTransition(false)`, so UIKit would wait for ever;
///   the engine reports it through the diagnostics and completes the cancelled dismissal itself
///   (`completionTimeout` after the transition's duration).
@MainActor
final class IntObject: UIViewControllerInteractiveTransitioning {
    /// Which of the article's two copies this is.
    enum Section {
        /// Part 2, the modal dismissal's.
        case modal
        /// Part 3, the navigation pop's.
        case navigation
    }

    let section: Section
    /// The transition's context (the seed's `context`).
    var context: (any UIViewControllerContextTransitioning)?

    init(_ section: Section) {
        self.section = section
    }

    func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning) {
        self.context = transitionContext
        // The destination.
        let toVC = transitionContext.viewController(forKey: .to)!
        let fromVC = transitionContext.viewController(forKey: .from)!
        // Its final place.
        toVC.view.frame = transitionContext.finalFrame(for: toVC)
        // Into the container.
        transitionContext.containerView.insertSubview(toVC.view, belowSubview: fromVC.view)
    }

    func updateAniProgress(_ progress: CGFloat) {
        let frameVC = self.context!.view(forKey: .from)!
        // Where it goes.
        let fR = CGRect(
            x: UIScreen.main.bounds.size.width * progress, y: 0, width: UIScreen.main.bounds.size.width,
            height: UIScreen.main.bounds.size.height)
        frameVC.frame = fR
        if section == .navigation { self.context!.updateInteractiveTransition(progress) }
    }

    func finish() {
        UIView.animate(
            withDuration: 0.2,
            animations: {
                let frameVC = self.context!.view(forKey: .from)!
                frameVC.frame = CGRect(
                    x: UIScreen.main.bounds.size.width, y: 0, width: UIScreen.main.bounds.size.width,
                    height: UIScreen.main.bounds.size.height)
            },
            completion: { finished in
                if self.section == .navigation { self.context!.finishInteractiveTransition() }
                self.context!.completeTransition(true)
            })
    }

    func cancel() {
        UIView.animate(
            withDuration: 0.2,
            animations: {
                let frameVC = self.context!.view(forKey: .from)!
                frameVC.frame = CGRect(
                    x: 0, y: 0, width: UIScreen.main.bounds.size.width, height: UIScreen.main.bounds.size.height)
            },
            completion: { finished in
                self.context!.cancelInteractiveTransition()
                if self.section == .navigation { self.context!.completeTransition(false) }
            })
    }
}
