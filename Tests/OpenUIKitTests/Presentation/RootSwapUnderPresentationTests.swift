import Foundation
import OpenUIKitTesting
import Testing
@testable import OpenUIKit

/// Replacing a window's root controller while the old root presents a sheet. UIWindow's documentation of
/// `rootViewController` says the old root's views are removed before the new one's are installed; nothing
/// dismisses what the old root presents. On iOS the presentation's transition view stays in the window, under
/// the new root's view (the view hierarchy debugger shows `UIWindow > [UITransitionView > presented view, new
/// root view]`: the well-known leak of replacing a root without dismissing first), so the new root's view
/// takes the touches and the sheet can no longer be dragged away.
@MainActor
@Suite(.freshApplication) struct RootSwapUnderPresentationTests {
    private func sheetUnderNewRoot() -> (PresentationSetup, LoggingController, UIView) {
        let s = PresentationSetup(style: .pageSheet)
        s.present(animated: true)
        UIApplication.shared.runUntilIdle()
        let container = s.container!
        let c = s.controller("C")
        s.log.lines.removeAll()
        s.window.rootViewController = c
        UIApplication.shared.runUntilIdle()
        return (s, c, container)
    }

    @Test func theNewRootsViewGoesAboveThePresentationThatStays() {
        let (s, c, container) = sheetUnderNewRoot()
        #expect(s.window.subviews == [container, c.view])
        #expect(s.root.viewIfLoaded?.superview == nil)
        #expect(s.root.presentedViewController === s.presented)
        #expect(s.presented.presentingViewController === s.root)
        #expect(s.presented.view.window === s.window)
        #expect(
            s.lines == [
                "A viewWillDisappear(false)", "A viewDidDisappear(false)", "C loadView", "C viewDidLoad",
                "C viewWillAppear(false)", "C viewDidAppear(false)",
            ])
        #expect(
            [s.root.appearanceState, s.presented.appearanceState, c.appearanceState] == [
                .disappeared, .appeared, .appeared,
            ])
    }

    /// A flick down on the sheet's top, which would dismiss an uncovered sheet, lands on the new root's view.
    @Test func aFlickOnTheCoveredSheetReachesTheNewRootAndLeavesTheSheet() {
        let (s, c, _) = sheetUnderNewRoot()
        let card = s.presented.view.convert(s.presented.view.bounds, to: nil)
        let start = CGPoint(x: card.midX, y: card.minY + 20)
        #expect(s.window.hitTest(start, with: nil) === c.view)
        s.log.lines.removeAll()
        UIApplication.shared.drag(from: start, to: CGPoint(x: start.x, y: start.y + card.height * 0.1), duration: 0.05)
        UIApplication.shared.runUntilIdle()
        #expect(s.lines == [])
        #expect(s.root.presentedViewController === s.presented)
        #expect(!s.presented.isBeingDismissed)
        #expect(s.presented.view.convert(s.presented.view.bounds, to: nil) == card)
    }

    /// A root that presents full screen, replaced and then presented as a sheet by the new root: its view is in
    /// the sheet's card when its own presentation ends. The end of a presentation puts the presenter's view back
    /// only from where that presentation left it (off screen, or in its own container, where an animator put it):
    /// the card holds it now, and the sheet still drags away.
    @Test func aPresenterMovedIntoASheetStaysInItsCardWhenItsOwnPresentationEnds() {
        let s = PresentationSetup(style: .fullScreen)
        s.present(animated: false)
        UIApplication.shared.runUntilIdle()
        #expect(s.root.viewIfLoaded?.superview == nil)
        let c = s.controller("C")
        s.window.rootViewController = c
        s.root.modalPresentationStyle = .pageSheet
        c.present(s.root, animated: false)
        UIApplication.shared.runUntilIdle()
        let card = s.root.view.superview
        #expect(card != nil && card !== s.window)
        let shown = s.root.view.convert(s.root.view.bounds, to: nil)
        s.log.lines.removeAll()
        s.root.dismiss(animated: false)
        UIApplication.shared.runUntilIdle()
        #expect(s.lines == ["B viewWillDisappear(false)", "B viewDidDisappear(false)"])
        #expect([s.root.appearanceState, s.presented.appearanceState] == [.appeared, .disappeared])
        #expect(s.root.presentedViewController == nil)
        #expect(s.root.view.superview === card)
        #expect(s.root.view.convert(s.root.view.bounds, to: nil) == shown)
        #expect(s.window.subviews.contains { $0 === s.root.view } == false)
        UIApplication.shared.drag(
            from: CGPoint(x: shown.midX, y: shown.minY + 40),
            to: CGPoint(x: shown.midX, y: shown.minY + 40 + shown.height * 0.6), duration: 0.8)
        UIApplication.shared.runUntilIdle()
        #expect(c.presentedViewController == nil)
        #expect(s.window.subviews == [c.view])
    }
}
