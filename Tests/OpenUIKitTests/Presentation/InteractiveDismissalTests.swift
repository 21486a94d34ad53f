import Foundation
import Testing
@testable import OpenUIKit

/// Interactive dismissals: seed 004 §2's pan and IntObject through touches, and the same with
/// UIPercentDrivenInteractiveTransition.
@MainActor
@Suite struct InteractiveDismissalTests {
    @MainActor
    private struct Seed004 {
        let s = PresentationSetup(style: .fullScreen)
        let b = ViewController2()
        let delegate = TransDelegate()

        init() {
            b.title = "B"
            b.log = s.log
            b.modalPresentationStyle = .fullScreen
            b.transitioningDelegate = delegate
            s.root.present(b, animated: true, completion: nil)
            UIApplication.shared.runUntilIdle()
            s.log.lines.removeAll()
        }

        /// Drags from the left third of the screen by `fraction` of its width, in 0.5 s.
        func drag(by fraction: CGFloat) {
            let width = UIScreen.main.bounds.width
            UIApplication.shared.drag(
                from: CGPoint(x: 20, y: 400), to: CGPoint(x: 20 + width * fraction, y: 400), duration: 0.5)
        }
    }

    @Test func draggingPastHalfWayDismisses() {
        let seed = Seed004()
        seed.drag(by: 0.7)
        // The finger lifted past half-way: the seed's finish() is sliding the view out to the right edge.
        let width = UIScreen.main.bounds.width
        #expect(seed.b.view.frame.minX == width)
        #expect(PresentationSetup.shownFrame(seed.b.view).minX < width * 0.7)
        #expect(seed.s.lines == ["B viewWillDisappear(true)", "A viewWillAppear(true)"])
        UIApplication.shared.runUntilIdle()
        #expect(
            seed.s.lines == [
                "B viewWillDisappear(true)", "A viewWillAppear(true)", "A viewDidAppear(true)",
                "B viewDidDisappear(true)",
            ])
        #expect(seed.s.root.presentedViewController == nil)
        #expect(seed.s.root.view.superview === seed.s.window)
        #expect(LeftoverStateChecker.check(seed.s.window) == [])
    }

    @Test func draggingLessThanHalfWayCancelsAndTheEngineCompletesForTheSeed() {
        let seed = Seed004()
        seed.drag(by: 0.3)
        var reports: [Diagnostic] = []
        reports = Diagnostics.capture { UIApplication.shared.runUntilIdle() }
        // The seed's cancel never calls completeTransition(false): reported, and completed for it.
        #expect(reports.map(\.code) == [.invalidTransition])
        #expect(reports.first?.message.contains("did not call completeTransition(_:)") == true)
        #expect(
            seed.s.lines == [
                "B viewWillDisappear(true)", "A viewWillAppear(true)", "A viewWillDisappear(true)",
                "A viewDidDisappear(true)", "B viewWillAppear(true)", "B viewDidAppear(true)",
            ])
        #expect(seed.s.root.presentedViewController === seed.b)
        #expect(seed.b.view.window === seed.s.window)
        #expect(seed.b.view.frame.minX == 0)
        #expect(seed.s.root.view.window == nil)
        #expect(LeftoverStateChecker.check(seed.s.window) == [])
    }

    /// Presents B at once with seed 004's delegate, whose 1 s dismissal a percent-driven interaction drives.
    private func presentWithPercentDrivenDismissal(
        _ s: PresentationSetup
    ) -> (SlideTransitionDelegate, UIPercentDrivenInteractiveTransition) {
        let delegate = SlideTransitionDelegate()
        delegate.animatesDismissal = true
        delegate.duration = 1
        let interaction = UIPercentDrivenInteractiveTransition()
        delegate.object = interaction
        s.presented.transitioningDelegate = delegate
        s.present(animated: false)
        return (delegate, interaction)
    }

    @Test func aPercentDrivenDismissalScrubsTheAnimatorAndCancelsBackToTheStart() throws {
        let s = PresentationSetup(style: .fullScreen)
        let (delegate, interaction) = presentWithPercentDrivenDismissal(s)
        s.log.lines.removeAll()
        s.dismiss()
        UIApplication.shared.advance(by: 0.1)
        #expect(PresentationSetup.shownFrame(s.presented.view).minX == 0)
        interaction.update(0.5)
        UIApplication.shared.advance(by: 0)
        let width = UIScreen.main.bounds.width
        #expect(abs(PresentationSetup.shownFrame(s.presented.view).minX - width / 2) < 1e-4)
        let coordinator = try #require(s.presented.transitionCoordinator)
        #expect(coordinator.isInteractive)
        #expect(coordinator.percentComplete == 0.5)
        interaction.cancel()
        UIApplication.shared.runUntilIdle()
        #expect(
            s.lines == [
                "B viewWillDisappear(true)", "A viewWillAppear(true)", "A viewWillDisappear(true)",
                "A viewDidDisappear(true)", "B viewWillAppear(true)", "B viewDidAppear(true)",
            ])
        #expect(s.presented.view.frame.minX == 0)
        #expect(s.root.presentedViewController === s.presented)
        #expect(s.root.view.window == nil)
        #expect(LeftoverStateChecker.check(s.window) == [])
        s.log.lines.removeAll()
        delegate.object = nil
        s.dismiss()
        UIApplication.shared.runUntilIdle()
        #expect(
            s.lines == [
                "B viewWillDisappear(true)", "A viewWillAppear(true)", "A viewDidAppear(true)",
                "B viewDidDisappear(true)", "dismiss completion",
            ])
        #expect(LeftoverStateChecker.check(s.window) == [])
    }

    @Test func aPercentDrivenDismissalThatFinishesRunsTheRestAtItsSpeed() {
        let s = PresentationSetup(style: .overFullScreen)
        let (delegate, interaction) = presentWithPercentDrivenDismissal(s)
        _ = delegate
        s.dismiss()
        interaction.update(0.25)
        UIApplication.shared.advance(by: 0.5)
        interaction.finish()
        let start = CACurrentMediaTime()
        UIApplication.shared.runUntilIdle()
        // (1 − 0.25) × 1 s at completion speed 1, to the frame.
        #expect(abs(CACurrentMediaTime() - start - 0.75) < 1.0 / 60 + 1e-9)
        #expect(s.lines.last == "dismiss completion")
        #expect(s.root.presentedViewController == nil)
        #expect(LeftoverStateChecker.check(s.window) == [])
    }
}
