import Foundation
import OpenUIKit
import Testing

@testable import Gallery
@testable import OpenUIKit
import OpenUIKitTesting

/// Interactive dismissals: the ported `ViewController2` pan and `IntObject` through touches, and the same with
/// UIPercentDrivenInteractiveTransition.
@MainActor
@Suite(.freshApplication) struct InteractiveDismissalTests {
    @MainActor
    private struct PanDrivenDismissal {
        let s: SeedPresentation
        let b = ViewController2()
        let delegate = TransDelegate(object: IntObject(.modal))

        init() {
            s = SeedPresentation(style: .fullScreen, presented: b)
            b.transitioningDelegate = delegate
            s.present()
            UIApplication.shared.runUntilIdle()
            s.removeAll()
        }

        /// Drags from the left third of the screen by `fraction` of its width, in 0.5 s.
        func drag(by fraction: CGFloat) {
            let width = UIScreen.main.bounds.width
            UIApplication.shared.drag(
                from: CGPoint(x: 20, y: 400), to: CGPoint(x: 20 + width * fraction, y: 400), duration: 0.5)
        }
    }

    /// What the dismissal asks the seed's delegate, first.
    let asked = [
        "A delegate transitioning animationController(forDismissed:)",
        "A delegate transitioning interactionControllerForDismissal",
    ]
    /// The beginning of every dismissal: the will-callbacks, then the presentation controller's.
    let began = [
        "B viewWillDisappear(true)", "A viewWillAppear(true)",
        "A delegate presentationController dismissalTransitionWillBegin",
    ]
    /// A completed dismissal's end.
    let completed = [
        "A delegate presentationController dismissalTransitionDidEnd(true)", "A viewDidAppear(true)",
        "B viewDidDisappear(true)",
    ]
    /// A cancelled dismissal's end: UIKit's turn-back, the presenter disappearing and B appearing again.
    let cancelled = [
        "A delegate presentationController dismissalTransitionDidEnd(false)", "A viewWillDisappear(true)",
        "A viewDidDisappear(true)", "B viewWillAppear(true)", "B viewDidAppear(true)",
    ]

    @Test func draggingPastHalfWayDismisses() {
        let seed = PanDrivenDismissal()
        seed.drag(by: 0.7)
        // The finger lifted past half-way: the seed's finish() is sliding the view out to the right edge.
        let width = UIScreen.main.bounds.width
        #expect(seed.b.view.frame.minX == width)
        #expect(SeedPresentation.shownFrame(seed.b.view).minX < width * 0.7)
        #expect(seed.s.lines == asked + began)
        UIApplication.shared.runUntilIdle()
        #expect(seed.s.lines == asked + began + completed)
        #expect(seed.s.root.presentedViewController == nil)
        #expect(seed.s.root.view.superview === seed.s.window)
        #expect(LeftoverStateChecker.check(seed.s.window) == [])
    }

    @Test func draggingLessThanHalfWayCancelsAndTheEngineCompletesForTheSeed() {
        let seed = PanDrivenDismissal()
        seed.drag(by: 0.3)
        let reports = Diagnostics.capture { UIApplication.shared.runUntilIdle() }
        // The seed's cancel never calls completeTransition(false): reported, and completed for it.
        #expect(reports.map(\.code) == [.invalidTransition])
        #expect(reports.first?.message.contains("did not call completeTransition(_:)") == true)
        #expect(seed.s.lines == asked + began + cancelled)
        #expect(seed.s.root.presentedViewController === seed.b)
        #expect(seed.b.view.window === seed.s.window)
        #expect(seed.b.view.frame.minX == 0)
        #expect(seed.s.root.view.window == nil)
        #expect(LeftoverStateChecker.check(seed.s.window) == [])
    }

    /// Presents B at once with the ported `TransDelegate`, whose 1 s dismissal a percent-driven interaction drives.
    private func presentWithPercentDrivenDismissal(
        _ s: SeedPresentation
    ) -> (TransDelegate, UIPercentDrivenInteractiveTransition) {
        let interaction = UIPercentDrivenInteractiveTransition()
        let delegate = TransDelegate(object: interaction)
        delegate.duration = 1
        s.presented.transitioningDelegate = delegate
        s.present(animated: false)
        return (delegate, interaction)
    }

    @Test func aPercentDrivenDismissalScrubsTheAnimatorAndCancelsBackToTheStart() throws {
        let s = SeedPresentation(style: .fullScreen)
        let (delegate, interaction) = presentWithPercentDrivenDismissal(s)
        s.removeAll()
        s.dismiss()
        UIApplication.shared.advance(by: 0.1)
        #expect(SeedPresentation.shownFrame(s.presented.view).minX == 0)
        interaction.update(0.5)
        UIApplication.shared.advance(by: 0)
        let width = UIScreen.main.bounds.width
        #expect(abs(SeedPresentation.shownFrame(s.presented.view).minX - width / 2) < 1e-4)
        let coordinator = try #require(s.presented.transitionCoordinator)
        #expect(coordinator.isInteractive)
        #expect(coordinator.percentComplete == 0.5)
        interaction.cancel()
        UIApplication.shared.runUntilIdle()
        #expect(s.lines == asked + began + cancelled)
        #expect(s.completions.isEmpty)
        #expect(s.presented.view.frame.minX == 0)
        #expect(s.root.presentedViewController === s.presented)
        #expect(s.root.view.window == nil)
        #expect(LeftoverStateChecker.check(s.window) == [])
        s.removeAll()
        delegate.object = nil
        s.dismiss()
        UIApplication.shared.runUntilIdle()
        #expect(s.lines == asked + began + completed)
        #expect(s.completions == ["dismiss completion"])
        #expect(LeftoverStateChecker.check(s.window) == [])
    }

    @Test func aPercentDrivenDismissalThatFinishesRunsTheRestAtItsSpeed() {
        let s = SeedPresentation(style: .overFullScreen)
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
        #expect(s.completions == ["present completion", "dismiss completion"])
        #expect(s.root.presentedViewController == nil)
        #expect(LeftoverStateChecker.check(s.window) == [])
    }
}
