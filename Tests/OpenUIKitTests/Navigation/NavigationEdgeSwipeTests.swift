import Foundation
import Testing
@testable import OpenUIKit
import OpenUIKitTesting

/// The edge-swipe pop (`interactivePopGestureRecognizer`) driven by injected touches: it finishes past
/// half-way or on a fast flick, cancels otherwise (the top controller appears again, the one below it
/// disappears without ever having appeared), and does nothing on the root.
@MainActor
@Suite(.freshApplication) struct NavigationEdgeSwipeTests {
    private func pushedSetup() -> (NavigationSetup, LoggingController) {
        let s = NavigationSetup()
        s.nav.delegate = nil
        let b = s.controller("B")
        s.nav.pushViewController(b, animated: false)
        UIApplication.shared.runUntilIdle()
        s.log.lines.removeAll()
        return (s, b)
    }

    /// Puts a finger down 5 pt from the left edge and moves it right by `step` points a frame, `steps` times;
    /// the finger stays down.
    private func dragFromTheEdge(steps: Int, by step: CGFloat) -> UITouch {
        let touch = UIApplication.shared.touchDown(at: CGPoint(x: 5, y: 400))
        UIApplication.shared.advance(by: 1.0 / 60)
        for index in 1...steps {
            UIApplication.shared.touchMove(touch, to: CGPoint(x: 5 + CGFloat(index) * step, y: 400))
            UIApplication.shared.advance(by: 1.0 / 60)
        }
        return touch
    }

    @Test func theRecognizerIsAScreenEdgePanFromTheLeftOnTheNavigationView() throws {
        let s = NavigationSetup()
        let recognizer = try #require(s.nav.interactivePopGestureRecognizer as? UIScreenEdgePanGestureRecognizer)
        #expect(recognizer.edges == .left)
        #expect(recognizer.view === s.nav.view)
    }

    @Test func aSlowDragPastHalfWayPops() {
        let (s, b) = pushedSetup()
        let touch = dragFromTheEdge(steps: 30, by: 8)
        #expect(s.nav.transitionCoordinator?.isInteractive == true)
        #expect(s.lines == ["B willMove(toParent: nil)", "B viewWillDisappear(true)", "A viewWillAppear(true)"])
        // Hold still, then let go at 245 pt (past half of 390).
        UIApplication.shared.advance(by: 0.5)
        UIApplication.shared.touchUp(touch)
        UIApplication.shared.runUntilIdle()
        #expect(
            s.lines == [
                "B willMove(toParent: nil)", "B viewWillDisappear(true)", "A viewWillAppear(true)",
                "B viewDidDisappear(true)", "A viewDidAppear(true)", "B didMove(toParent: nil)",
            ])
        #expect(s.nav.viewControllers == [s.root])
        #expect(b.parent == nil)
        #expect(LeftoverStateChecker.check(s.window) == [])
    }

    @Test func aShortSlowDragCancelsAndLeavesEverythingAsBefore() {
        let (s, b) = pushedSetup()
        let touch = dragFromTheEdge(steps: 20, by: 4)
        // The top view followed the finger, a third of the way less the pan's 10 pt start.
        let shown = NavigationSetup.shownX(b.view)
        #expect(shown > 50 && shown < 85)
        UIApplication.shared.advance(by: 0.5)
        UIApplication.shared.touchUp(touch)
        UIApplication.shared.runUntilIdle()
        #expect(
            s.lines == [
                "B willMove(toParent: nil)", "B viewWillDisappear(true)", "A viewWillAppear(true)",
                "A viewWillDisappear(true)", "A viewDidDisappear(true)", "B viewWillAppear(true)",
                "B viewDidAppear(true)",
                "B didMove(toParent: Nav)",
            ])
        #expect(s.nav.viewControllers == [s.root, b])
        #expect(s.nav.contentView.subviews == [b.view])
        #expect(b.view.frame == s.nav.contentView.bounds)
        #expect(LeftoverStateChecker.check(s.window) == [])
    }

    @Test func aFastFlickFromNearTheEdgePops() {
        let (s, _) = pushedSetup()
        UIApplication.shared.drag(from: CGPoint(x: 5, y: 400), to: CGPoint(x: 105, y: 400), duration: 0.1)
        UIApplication.shared.runUntilIdle()
        #expect(s.nav.viewControllers == [s.root])
        #expect(LeftoverStateChecker.check(s.window) == [])
    }

    @Test func onTheRootTheSwipeDoesNothing() {
        let s = NavigationSetup()
        UIApplication.shared.drag(from: CGPoint(x: 5, y: 400), to: CGPoint(x: 300, y: 400), duration: 0.3)
        UIApplication.shared.runUntilIdle()
        #expect(s.lines == [])
        #expect(s.nav.viewControllers == [s.root])
        #expect(s.nav.interactivePopGestureRecognizer?.state != .began)
    }
}
