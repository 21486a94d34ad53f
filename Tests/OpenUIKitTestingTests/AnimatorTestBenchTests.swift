import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// The animator test bench: a correct animator stepped frame by frame, and the classic bugs reported.
@MainActor
@Suite(.freshApplication) struct AnimatorTestBenchTests {
    /// Slides the arriving view in from the right over 0.5 s, linearly; `bug` breaks it on purpose.
    final class SlideAnimator: UIViewControllerAnimatedTransitioning {
        enum Bug { case none, neverCompletes, completesTwice, leavesADecoration, leavesInteractionDisabled }
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
            UIView.animate(withDuration: 0.5, delay: 0, options: [.curveLinear], animations: { toView.frame = final }) {
                _ in
                transitionContext.view(forKey: .from)?.removeFromSuperview()
                switch self.bug {
                case .neverCompletes: break
                case .completesTwice:
                    transitionContext.completeTransition(true)
                    transitionContext.completeTransition(true)
                default: transitionContext.completeTransition(true)
                }
            }
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
            UIApplication.shared.reset()
            let bench = AnimatorTestBench(SlideAnimator(bug), kind: .push)
            bench.start()
            #expect(bench.finish() == [failure], "\(bug)")
        }
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
