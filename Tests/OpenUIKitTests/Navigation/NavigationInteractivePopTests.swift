import Foundation
import Testing
@testable import Gallery
@testable import OpenUIKit
import OpenUIKitTesting

/// Interactive pops driven from code: a custom interaction object (the gallery's `IntObject`), and
/// UIPercentDrivenInteractiveTransition on both of its paths (a paused container layer, an interruptible
/// animator). Finish and cancel of each; a cancel ends the underlying controller's appearance with a
/// disappearance, gives the top one viewWillAppear and viewDidAppear again, and leaves everything as before.
@MainActor
@Suite(.freshApplication) struct NavigationInteractivePopTests {
    /// A navigation stack A, B (B on top, settled), with the delegate answering `animator` and `interaction`.
    private func pushedSetup(
        animator: @escaping () -> any UIViewControllerAnimatedTransitioning,
        interaction: any UIViewControllerInteractiveTransitioning
    ) -> (NavigationSetup, LoggingController) {
        let s = NavigationSetup()
        let b = s.controller("B")
        s.nav.pushViewController(b, animated: false)
        UIApplication.shared.runUntilIdle()
        s.delegate.animator = { operation in operation == .pop ? animator() : nil }
        s.delegate.interaction = interaction
        s.log.lines.removeAll()
        return (s, b)
    }

    private let startOfPop = [
        "B willMove(toParent: nil)", "delegate animationControllerFor pop B → A", "delegate interactionControllerFor",
        "B viewWillDisappear(true)", "A viewWillAppear(true)", "delegate willShow A (true)",
    ]

    @Test func theSeedsInteractionObjectFinishes() {
        let interaction = IntObject(.navigation)
        let (s, b) = pushedSetup(animator: { FadeInAnimator(type: .pop) }, interaction: interaction)
        s.nav.popViewController(animated: true)
        #expect(s.lines == startOfPop)
        #expect(s.nav.contentView.subviews == [s.root.view, b.view])
        #expect(s.nav.transitionCoordinator?.isInteractive == true)
        #expect(s.nav.contentView.isUserInteractionEnabled == false)
        interaction.updateAniProgress(0.5)
        #expect(b.view.frame.minX == 195)
        #expect(s.nav.transitionCoordinator?.percentComplete == 0.5)
        s.log.lines.removeAll()
        interaction.finish()
        UIApplication.shared.runUntilIdle()
        #expect(
            s.lines == [
                "B viewDidDisappear(true)", "A viewDidAppear(true)", "B didMove(toParent: nil)",
                "delegate didShow A (true)",
            ])
        #expect(s.nav.viewControllers == [s.root])
        #expect(s.nav.contentView.subviews == [s.root.view])
        #expect(s.nav.contentView.isUserInteractionEnabled)
        #expect(LeftoverStateChecker.check(s.window) == [])
    }

    @Test func theSeedsInteractionObjectCancelsWithUIKitsCallbacks() {
        let interaction = IntObject(.navigation)
        let (s, b) = pushedSetup(animator: { FadeInAnimator(type: .pop) }, interaction: interaction)
        let bFrame = b.view.frame
        var handlerSawCancel: Bool?
        s.nav.popViewController(animated: true)
        s.nav.transitionCoordinator?.notifyWhenInteractionChanges { context in handlerSawCancel = context.isCancelled }
        interaction.updateAniProgress(0.3)
        s.log.lines.removeAll()
        interaction.cancel()
        UIApplication.shared.advance(by: 0.1)
        #expect(s.lines == [])
        UIApplication.shared.runUntilIdle()
        #expect(handlerSawCancel == true)
        #expect(
            s.lines == [
                "A viewWillDisappear(true)", "A viewDidDisappear(true)", "B viewWillAppear(true)",
                "B viewDidAppear(true)",
                "B didMove(toParent: Nav)",
            ])
        #expect(s.nav.viewControllers == [s.root, b])
        #expect(s.nav.children == [s.root, b])
        #expect(s.nav.contentView.subviews == [b.view])
        #expect(b.view.frame == bFrame)
        #expect(s.root.viewIfLoaded?.superview == nil)
        #expect(s.nav.navigationBar.topItem === b.navigationItem)
        #expect(LeftoverStateChecker.check(s.window) == [])
    }

    @Test func percentDrivenScrubsThePausedContainerLayerAndFinishes() {
        let interaction = UIPercentDrivenInteractiveTransition()
        let (s, b) = pushedSetup(animator: { SlidePopAnimator() }, interaction: interaction)
        let width = s.nav.contentView.bounds.width
        let duration = SlidePopAnimator.duration
        s.nav.popViewController(animated: true)
        let layer = s.nav.contentView.layer
        #expect(layer.speed == 0)
        #expect(interaction.duration == CGFloat(duration))
        UIApplication.shared.advance(by: 0.5)
        // Frozen at the start however long the finger rests.
        #expect(NavigationSetup.shownX(b.view) == 0)
        interaction.update(0.25)
        UIApplication.shared.advance(by: 0)
        #expect(layer.timeOffset == duration * 0.25)
        #expect(abs(NavigationSetup.shownX(b.view) - width * 0.25) < 1e-9)
        #expect(abs(NavigationSetup.shownX(s.root.view) - (-0.3 * width + 0.3 * width * 0.25)) < 1e-9)
        interaction.finish()
        // The rest, (1 − 0.25) × duration at completion speed 1, eased in and out, frame by frame.
        let remaining = 0.75 * duration
        let ease = CAMediaTimingFunction(name: .easeInEaseOut)
        for frame in 1...Int((remaining * 60).rounded(.down)) {
            UIApplication.shared.advance(by: 1.0 / 60)
            let progress = 0.25 + 0.75 * Double(ease.solve(Double(frame) / 60 / remaining))
            #expect(abs(NavigationSetup.shownX(b.view) - width * progress) < 1e-6)
        }
        UIApplication.shared.runUntilIdle()
        #expect((layer.speed, layer.timeOffset, layer.beginTime) == (1, 0, 0))
        #expect(s.nav.viewControllers == [s.root])
        #expect(s.nav.contentView.subviews == [s.root.view])
        #expect(LeftoverStateChecker.check(s.window) == [])
    }

    @Test func percentDrivenCancelReturnsEveryValueToItsStart() {
        let interaction = UIPercentDrivenInteractiveTransition()
        interaction.completionSpeed = 2
        let (s, b) = pushedSetup(animator: { SlidePopAnimator() }, interaction: interaction)
        let bFrame = b.view.frame
        s.nav.popViewController(animated: true)
        interaction.update(0.6)
        UIApplication.shared.advance(by: 0)
        s.log.lines.removeAll()
        interaction.cancel()
        // 0.6 × duration back, at twice the speed.
        let back = 0.6 * SlidePopAnimator.duration / 2
        UIApplication.shared.advance(by: back / 2)
        let ease = CAMediaTimingFunction(name: .easeInEaseOut)
        let expected = 0.6 * (1 - Double(ease.solve(0.5)))
        #expect(abs(NavigationSetup.shownX(b.view) - s.nav.contentView.bounds.width * expected) < 1e-6)
        UIApplication.shared.runUntilIdle()
        #expect(
            s.lines == [
                "A viewWillDisappear(true)", "A viewDidDisappear(true)", "B viewWillAppear(true)",
                "B viewDidAppear(true)",
                "B didMove(toParent: Nav)",
            ])
        #expect(b.view.frame == bFrame)
        #expect(b.view.layer.animationKeys() == nil)
        let layer = s.nav.contentView.layer
        #expect((layer.speed, layer.timeOffset, layer.beginTime) == (1, 0, 0))
        #expect(s.nav.viewControllers == [s.root, b])
        #expect(s.nav.contentView.subviews == [b.view])
        #expect(s.nav.contentView.isUserInteractionEnabled)
        #expect(LeftoverStateChecker.check(s.window) == [])
    }

    @Test func percentDrivenScrubsAnInterruptibleAnimatorFinishAndCancel() {
        for cancelling in [false, true] {
            let interaction = UIPercentDrivenInteractiveTransition()
            let animator = InterruptibleSlidePopAnimator()
            let (s, b) = pushedSetup(animator: { animator }, interaction: interaction)
            s.nav.popViewController(animated: true)
            #expect(s.nav.transitionCoordinator?.isInterruptible == true)
            #expect(s.nav.contentView.layer.speed == 1)
            interaction.update(0.5)
            UIApplication.shared.advance(by: 0.2)
            #expect(abs(NavigationSetup.shownX(b.view) - s.nav.contentView.bounds.width * 0.5) < 1e-6)
            if cancelling { interaction.cancel() } else { interaction.finish() }
            UIApplication.shared.runUntilIdle()
            #expect(s.nav.viewControllers == (cancelling ? [s.root, b] : [s.root]))
            #expect(s.nav.contentView.subviews == [cancelling ? b.view : s.root.view])
            if cancelling { #expect(b.view.frame.minX == 0) }
            #expect(animator.requests >= 1)
            #expect(LeftoverStateChecker.check(s.window) == [])
        }
    }

    @Test func percentDrivenPausesATransitionThatStartedOnItsOwn() {
        let interaction = UIPercentDrivenInteractiveTransition()
        interaction.wantsInteractiveStart = false
        let (s, b) = pushedSetup(animator: { SlidePopAnimator() }, interaction: interaction)
        s.nav.popViewController(animated: true)
        #expect(s.nav.transitionCoordinator?.isInteractive == false)
        #expect(s.nav.transitionCoordinator?.initiallyInteractive == false)
        UIApplication.shared.advance(by: SlidePopAnimator.duration / 2)
        interaction.pause()
        #expect(abs(interaction.percentComplete - 0.5) < 1e-9)
        #expect(s.nav.transitionCoordinator?.isInteractive == true)
        UIApplication.shared.advance(by: 1)
        #expect(abs(NavigationSetup.shownX(b.view) - s.nav.contentView.bounds.width * 0.5) < 1e-6)
        interaction.finish()
        UIApplication.shared.runUntilIdle()
        #expect(s.nav.viewControllers == [s.root])
        #expect(LeftoverStateChecker.check(s.window) == [])
    }
}
