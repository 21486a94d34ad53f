import Foundation
import Testing
import OpenUIKitTesting
@testable import OpenUIKit
import TestSupport

/// `UIPageViewController` with the scroll style: swipes on the paging scroll view, the appearance and
/// containment callbacks of the pages in order, frames at given times, the page indicator.
@MainActor
@Suite(.freshApplication) struct PageScrollStyleTests {
    /// The scene: a 390 × 844 window; pages 10 pt apart, so one page length is 400 pt, the scroll view
    /// spans x −5…395 and the page resting in the middle slot (content x 405) shows at window x 0.
    private func makeScene(count: Int = 0) -> (UIPageViewController, TestPageSource, TestPageDelegate) {
        let (pager, source, delegate, _) = makePageScene(style: .scroll, options: [.interPageSpacing: 10])
        pager.title = "Pages"
        source.count = count
        return (pager, source, delegate)
    }

    @Test func aSwipePastHalfWayTurnsThePageWithCallbacksInUIKitsOrder() {
        let (pager, source, delegate) = makeScene()
        let trace = LifecycleTrace(recording: pager)
        let (a, b) = (source.pages[0], source.pages[1])
        let finger = heldDrag(to: 30)  // 250 pt toward B: offset 650, past half of the 400 pt page length
        #expect(source.log == ["A before", "A after"])
        #expect(delegate.log == ["willTransitionTo [\"B\"]"])
        #expect(b.parent === pager && pager.viewControllers == [a])
        release(finger)
        UIApplication.shared.runUntilIdle()
        #expect(pager.viewControllers == [b])
        #expect(a.parent == nil && a.viewIfLoaded?.superview == nil && b.parent === pager)
        #expect(trace.lines == gestureTurnStart + completedTurnEnd)
        #expect(delegate.log.last == "didFinishAnimating true previous [\"A\"] completed true")
        #expect(isClose(windowFrame(of: b.view), StandardScreen.bounds))
    }

    @Test func aSwipeReleasedBeforeHalfWayTurnsBackWithTheReversePair() {
        let (pager, source, delegate) = makeScene()
        let trace = LifecycleTrace(recording: pager)
        let (a, b) = (source.pages[0], source.pages[1])
        release(heldDrag(to: 130))  // 150 pt: offset 550, nearer the current page
        UIApplication.shared.runUntilIdle()
        #expect(pager.viewControllers == [a])
        #expect(b.parent == nil && b.viewIfLoaded?.superview == nil)
        #expect(trace.lines == gestureTurnStart + cancelledTurnEnd)
        #expect(delegate.log.last == "didFinishAnimating true previous [\"A\"] completed false")
        #expect(isClose(windowFrame(of: a.view), StandardScreen.bounds))
    }

    @Test func aFlickTurnsThePageFromAShortDrag() {
        let (pager, source, _) = makeScene()
        // 2400 pt/s, faster than the paging threshold of 300 pt/s, though only 60 pt dragged.
        flickLeft()
        #expect(pager.viewControllers == [source.pages[1]])
    }

    @Test func thePagesFollowTheFingerThenTheSpringFrameByFrame() {
        let (_, source, _) = makeScene()
        let (a, b) = (source.pages[0], source.pages[1])
        let finger = heldDrag(to: 30)
        // Offset 650: B (content x 805) shows at −5 + 805 − 650 = 150, A (content x 405) at −250.
        #expect(
            isClose(
                windowFrame(of: b.view),
                CGRect(x: 150, y: 0, width: StandardScreen.width, height: StandardScreen.height)))
        #expect(
            isClose(
                windowFrame(of: a.view),
                CGRect(x: -250, y: 0, width: StandardScreen.width, height: StandardScreen.height)))
        release(finger)
        UIApplication.shared.advance(by: 0.1)
        // Settling on 800 from 650 at rest: the critically damped spring (ω = 11/s) gives
        // offset(t) = 800 − 150·(1 + 11t)·e^(−11t); B shows at 800 − offset(t).
        let offset = 800 - 150 * (1 + 11 * 0.1) * exp(-11 * 0.1)
        #expect(
            isClose(
                windowFrame(of: b.view),
                CGRect(x: 800 - offset, y: 0, width: StandardScreen.width, height: StandardScreen.height)))
        UIApplication.shared.runUntilIdle()
        #expect(isClose(windowFrame(of: b.view), StandardScreen.bounds))
    }

    @Test func noPageBeforeTheFirstRubberBandsWithoutATransition() {
        let (pager, source, delegate) = makeScene()
        let trace = LifecycleTrace(recording: pager)
        release(heldDrag(to: 400))  // toward the page before A, which the data source does not have
        UIApplication.shared.runUntilIdle()
        #expect(source.log == ["A before", "A after"])
        #expect(delegate.log.isEmpty && trace.lines.isEmpty)
        #expect(pager.viewControllers == [source.pages[0]])
        #expect(isClose(windowFrame(of: source.pages[0].view), StandardScreen.bounds))
    }

    @Test func animatedSetScrollsWithTheScrollAnimationAndTellsOnlyTheCompletion() {
        let (pager, source, delegate) = makeScene()
        let trace = LifecycleTrace(recording: pager)
        let (a, c) = (source.pages[0], source.pages[2])
        var finished: [Bool] = []
        pager.setViewControllers([c], direction: .forward, animated: true) { finished.append($0) }
        UIApplication.shared.advance(by: 0.15)
        // Half-way through the 0.3 s ease-in-ease-out scroll (a symmetric curve: half the distance), offset
        // 400 + 200 = 600: C (content x 805) shows at −5 + 805 − 600 = 200.
        #expect(
            isClose(
                windowFrame(of: c.view),
                CGRect(x: 200, y: 0, width: StandardScreen.width, height: StandardScreen.height)))
        UIApplication.shared.runUntilIdle()
        #expect(finished == [true])
        #expect(delegate.log.isEmpty && source.log.isEmpty)
        #expect(pager.viewControllers == [c] && a.parent == nil)
        #expect(
            trace.lines == [
                "C willMove(toParent: Pages)", "C loadView", "C viewDidLoad", "C viewWillAppear(true)",
                "A viewWillDisappear(true)", "A viewDidDisappear(true)", "C viewDidAppear(true)",
                "A willMove(toParent: nil)", "A didMove(toParent: nil)", "C didMove(toParent: Pages)",
            ])
    }

    @Test func aSetWithoutAnimationSwapsThePagesAtOnce() {
        let (pager, source, _) = makeScene()
        let trace = LifecycleTrace(recording: pager)
        var finished: [Bool] = []
        pager.setViewControllers([source.pages[1]], direction: .reverse, animated: false) { finished.append($0) }
        #expect(finished == [true])
        #expect(
            trace.lines == [
                "B willMove(toParent: Pages)", "B loadView", "B viewDidLoad", "B viewWillAppear(false)",
                "A viewWillDisappear(false)", "A viewDidDisappear(false)", "B viewDidAppear(false)",
                "A willMove(toParent: nil)", "A didMove(toParent: nil)", "B didMove(toParent: Pages)",
            ])
        #expect(isClose(windowFrame(of: source.pages[1].view), StandardScreen.bounds))
    }

    @Test func thePageIndicatorShowsTheDataSourcesCountAndIndex() {
        let (pager, source, _) = makeScene(count: 3)
        pager.dataSource = source
        UIApplication.shared.advance(by: 0)
        #expect(!pager.pageControl.isHidden)
        #expect(pager.pageControl.numberOfPages == 3 && pager.pageControl.currentPage == 0)
        // The indicator's 37 pt band at the bottom; the pages fill the rest.
        #expect(pager.pageControl.frame == CGRect(x: 0, y: 807, width: StandardScreen.width, height: 37))
        #expect(
            isClose(windowFrame(of: source.pages[0].view), CGRect(x: 0, y: 0, width: StandardScreen.width, height: 807))
        )
        release(heldDrag(to: 30))
        UIApplication.shared.runUntilIdle()
        #expect(pager.pageControl.currentPage == 1)
    }

    @Test func verticalPagesMoveAlongY() {
        let (pager, source, _, _) = makePageScene(style: .scroll, orientation: .vertical)
        let app = UIApplication.shared
        let finger = app.touchDown(at: CGPoint(x: 200, y: 700))
        app.advance(by: 0)
        app.touchMove(finger, to: CGPoint(x: 200, y: 680))
        app.advance(by: 1.0 / 60)
        app.touchMove(finger, to: CGPoint(x: 200, y: 180))  // 500 of 844 pt up, held still
        app.advance(by: 0.2)
        // Offset 844 + 500: B (content y 1688) shows at 1688 − 1344 = 344.
        #expect(
            isClose(
                windowFrame(of: source.pages[1].view),
                CGRect(x: 0, y: 344, width: StandardScreen.width, height: StandardScreen.height)))
        release(finger)
        app.runUntilIdle()
        #expect(pager.viewControllers == [source.pages[1]])
    }
}
