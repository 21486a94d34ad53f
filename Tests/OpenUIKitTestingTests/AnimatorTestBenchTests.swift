import Foundation
import OpenUIKit
import OpenUIKitTesting
import TestSupport
import Testing

/// The animator test bench: a correct animator stepped frame by frame, and the classic bugs reported.
@MainActor
@Suite(.freshApplication) struct AnimatorTestBenchTests {
    /// Slides the arriving view in from the right over 0.5 s, linearly; `bug` breaks it on purpose.
    final class SlideAnimator: UIViewControllerAnimatedTransitioning {
        enum Bug {
            case none, neverCompletes, completesTwice, leavesADecoration, leavesInteractionDisabled
            case leavesAHiddenView, endsOffScreen, removesTheShownView, completesBeforeItsAnimationEnds
        }
        let bug: Bug
        init(_ bug: Bug = .none) { self.bug = bug }

        func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
            0.5
        }

        func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
            let container = transitionContext.containerView
            let toView = transitionContext.view(forKey: .to)!
            let final = transitionContext.finalFrame(for: transitionContext.viewController(forKey: .to)!)
            toView.frame = final.offsetBy(dx: final.width, dy: 0)
            container.addSubview(toView)
            if bug == .leavesADecoration {
                container.addSubview(UIImageView(frame: CGRect(x: 0, y: 0, width: 10, height: 10)))
            }
            if bug == .leavesInteractionDisabled { toView.isUserInteractionEnabled = false }
            if bug == .leavesAHiddenView {
                let shadow = UIView(frame: container.bounds)
                shadow.isHidden = true
                container.addSubview(shadow)
            }
            // A flip whose end forgot the view's height twice over: the view ends two screens below.
            let end = bug == .endsOffScreen ? final.offsetBy(dx: 0, dy: 2 * final.height) : final
            UIView.animate(withDuration: 0.5, delay: 0, options: [.curveLinear], animations: { toView.frame = end }) {
                _ in
                let completed = !transitionContext.transitionWasCancelled
                transitionContext.view(forKey: completed ? .from : .to)?.removeFromSuperview()
                if self.bug == .removesTheShownView { toView.removeFromSuperview() }
                switch self.bug {
                case .neverCompletes, .completesBeforeItsAnimationEnds: break
                case .completesTwice:
                    transitionContext.completeTransition(completed)
                    transitionContext.completeTransition(completed)
                default: transitionContext.completeTransition(completed)
                }
            }
            if bug == .completesBeforeItsAnimationEnds { transitionContext.completeTransition(true) }
        }
    }

    @Test(arguments: [AnimatorTestBench.Kind.present, .push])
    func aCorrectAnimatorSteppedFrameByFrame(kind: AnimatorTestBench.Kind) {
        let bench = AnimatorTestBench(SlideAnimator(), kind: kind)
        bench.start()
        #expect(bench.context?.isAnimated == true)
        bench.step(frames: 15)
        // A quarter second of a linear 0.5 s slide across 390 pt: half-way.
        #expect(abs(bench.shownFrame(of: bench.to).minX - 195) < 1e-6)
        #expect(bench.finish() == [])
        #expect(bench.shownFrame(of: bench.to).minX == 0)
    }

    @Test func aDismissal() {
        let bench = AnimatorTestBench(SlideAnimator(), kind: .dismiss)
        bench.start()
        bench.step(frames: 30)
        #expect(bench.finish() == [])
        #expect(bench.to.presentedViewController == nil)
    }

    @Test func theClassicBugsAreReported() {
        let cases: [(SlideAnimator.Bug, AnimatorTestBench.Failure)] = [
            (.neverCompletes, .completeTransitionNotCalled),
            (.completesTwice, .completeTransitionCalledTwice),
            (.leavesADecoration, .viewsLeftInContainer(["UIImageView"])),
            (.leavesInteractionDisabled, .userInteractionLeftDisabled(["To"])),
        ]
        for (bug, failure) in cases {
            let bench = AnimatorTestBench(SlideAnimator(bug), kind: .push)
            bench.start()
            #expect(bench.finish() == [failure], "\(bug)")
        }
    }

    @Test func theShownViewLeftOffScreenRemovedOrStillAnimatingAndHiddenLeftoversAreReported() {
        let cases: [(SlideAnimator.Bug, AnimatorTestBench.Failure)] = [
            (.leavesAHiddenView, .hiddenViewsLeftInContainer(["UIView"])),
            (
                .endsOffScreen,
                .shownViewOffScreen(
                    CGRect(
                        x: 0, y: 2 * StandardScreen.height, width: StandardScreen.width, height: StandardScreen.height))
            ),
            (.removesTheShownView, .shownViewRemoved),
            (.completesBeforeItsAnimationEnds, .animationsRunningAtCompletion(["To: position"])),
        ]
        for (bug, failure) in cases {
            for kind in [AnimatorTestBench.Kind.present, .push] {
                let bench = AnimatorTestBench(SlideAnimator(bug), kind: kind)
                bench.start()
                #expect(bench.finish() == [failure], "\(bug) in a \(kind)")
            }
        }
    }

    @Test(arguments: [AnimatorTestBench.Kind.present, .push, .pop, .dismiss])
    func aFinishedBenchWhoseWindowIsReleasedReleasesItsControllers(kind: AnimatorTestBench.Kind) {
        weak var window: UIWindow?
        weak var from: UIViewController?
        weak var to: UIViewController?
        do {
            let bench = AnimatorTestBench(SlideAnimator(), kind: kind)
            (window, from, to) = (bench.window, bench.from, bench.to)
            bench.start()
            #expect(bench.finish() == [])
        }
        // The application keeps the key window alive: another window made key lets the bench's go.
        let next = StandardWindow.shown()
        UIApplication.shared.runUntilIdle()
        #expect(UIApplication.shared.windows == [next])
        #expect(window == nil, "the window of a finished \(kind)")
        #expect(from == nil, "From of a finished \(kind)")
        #expect(to == nil, "To of a finished \(kind)")
    }

    /// A presentation controller that shows the presented view in the bottom half of the container.
    final class HalfHeightPresentationController: UIPresentationController {
        override var frameOfPresentedViewInContainerView: CGRect {
            guard let bounds = containerView?.bounds else { return .zero }
            return CGRect(x: 0, y: bounds.height / 2, width: bounds.width, height: bounds.height / 2)
        }
    }

    /// Slides a card up from below the container into the presentation controller's frame, and back down on
    /// dismissal, over 0.5 s, linearly — as animators written for their own presentation controller do (on a
    /// custom dismissal the presenter's view stays where it is: `view(forKey: .to)` is nil).
    final class CardAnimator: UIViewControllerAnimatedTransitioning {
        func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
            0.5
        }

        func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
            let container = transitionContext.containerView
            let presenting = transitionContext.view(forKey: .to) != nil
            let card = presenting ? transitionContext.view(forKey: .to)! : transitionContext.view(forKey: .from)!
            let controller = transitionContext.viewController(forKey: presenting ? .to : .from)!
            let placed = transitionContext.finalFrame(for: controller)
            let below = placed.offsetBy(dx: 0, dy: container.bounds.height - placed.minY)
            if presenting {
                card.frame = below
                container.addSubview(card)
            }
            UIView.animate(
                withDuration: 0.5, delay: 0, options: [.curveLinear],
                animations: { card.frame = presenting ? placed : below }
            ) { _ in
                if !presenting { card.removeFromSuperview() }
                transitionContext.completeTransition(true)
            }
        }
    }

    @Test(arguments: [AnimatorTestBench.Kind.present, .dismiss])
    func anAnimatorForACustomPresentationControllerIsBenched(kind: AnimatorTestBench.Kind) {
        let bench = AnimatorTestBench(CardAnimator(), kind: kind) { presented, presenting in
            HalfHeightPresentationController(presentedViewController: presented, presenting: presenting)
        }
        let card = kind == .present ? bench.to : bench.from
        // The presentation controller's frame: the screen's lower half.
        let lowerHalf = CGRect(
            x: 0, y: StandardScreen.height / 2, width: StandardScreen.width, height: StandardScreen.height / 2)
        if kind == .dismiss { #expect(bench.shownFrame(of: card) == lowerHalf) }
        bench.start()
        #expect(bench.context?.presentationStyle == .custom)
        bench.step(frames: 15)
        // Half-way through the linear 0.5 s slide between y 844 and y 422.
        #expect(abs(bench.shownFrame(of: card).minY - 633) < 1e-9)
        #expect(bench.finish() == [])
        #expect(
            bench.shownFrame(of: bench.to)
                == (kind == .present ? lowerHalf : StandardScreen.bounds))
    }

    @Test func anInteractionControllerDrivesTheBench() {
        let interaction = UIPercentDrivenInteractiveTransition()
        let bench = AnimatorTestBench(SlideAnimator(), interaction: interaction, kind: .present)
        bench.start()
        interaction.update(0.25)
        bench.step()
        #expect(abs(bench.shownFrame(of: bench.to).minX - 292.5) < 1e-6)
        interaction.cancel()
        #expect(bench.finish() == [])
        #expect(bench.from.presentedViewController == nil)
    }
}
