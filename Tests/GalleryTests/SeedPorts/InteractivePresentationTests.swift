import Foundation
import OpenUIKit
import Testing

@testable import Gallery
@testable import OpenUIKit
import OpenUIKitTesting

/// Interactive presentations with the ported `AniObject` (a slide from the right) as the animator a percent-driven interaction
/// scrubs.
@MainActor
@Suite(.freshApplication) struct InteractivePresentationTests {
    @Test func anInteractivePresentationCancelledLeavesNothingPresented() {
        final class Delegate: UIViewControllerTransitioningDelegate {
            let interaction = UIPercentDrivenInteractiveTransition()
            func animationController(
                forPresented presented: UIViewController, presenting: UIViewController,
                source: UIViewController
            ) -> (any UIViewControllerAnimatedTransitioning)? { AniObject(duration: 1) }
            func interactionControllerForPresentation(
                using animator: any UIViewControllerAnimatedTransitioning
            )
                -> (any UIViewControllerInteractiveTransitioning)?
            { interaction }
        }
        let s = SeedPresentation(style: .fullScreen)
        let delegate = Delegate()
        s.presented.transitioningDelegate = delegate
        s.present()
        delegate.interaction.update(0.4)
        UIApplication.shared.advance(by: 0)
        let width = UIScreen.main.bounds.width
        #expect(
            abs(SeedPresentation.shownFrame(s.presented.view).minX - width * (1 - ReferenceCurve.easeInOut(0.4)))
                < 1e-3)
        delegate.interaction.cancel()
        UIApplication.shared.runUntilIdle()
        #expect(
            s.lines == SeedPresentation.delegatePresentationBegan + [
                "A delegate presentationController presentationTransitionDidEnd(false)",
                "B viewWillDisappear(true)", "B viewDidDisappear(true)", "A viewWillAppear(true)",
                "A viewDidAppear(true)",
            ])
        #expect(s.root.presentedViewController == nil)
        #expect(s.presented.presentingViewController == nil)
        #expect(s.window.subviews.map { $0 } == [s.root.view])
        #expect(LeftoverStateChecker.check(s.window) == [])
        #expect(s.completions.isEmpty)
        s.removeAll()
        s.present()
        delegate.interaction.update(0.6)
        delegate.interaction.finish()
        UIApplication.shared.runUntilIdle()
        #expect(s.lines.suffix(2) == ["B viewDidAppear(true)", "A viewDidDisappear(true)"])
        #expect(s.completions == ["present completion"])
        #expect(s.presented.view.frame == s.window.bounds)
        #expect(LeftoverStateChecker.check(s.window) == [])
    }
}
