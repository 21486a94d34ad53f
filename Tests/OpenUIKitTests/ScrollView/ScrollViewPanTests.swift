import Testing
@testable import OpenUIKit

/// Scrolling by touch: the scroll view's own pan recognizer, driven through the touch-injection contract.
@MainActor
@Suite struct ScrollViewPanTests {
    @Test func aDragScrollsFromWhereThePanBeganAndAFlickDecelerates() {
        UIApplication.shared.reset()
        let (scrollView, recorder) = makeScrollView()
        #expect(scrollView.panGestureRecognizer.view === scrollView)
        // 200 pt up in 0.2 s: a move of 200/12 pt per frame; the pan begins at the first (past its 10 pt)
        // and measures from there, so the content follows the other 11 moves.
        UIApplication.shared.drag(from: CGPoint(x: 150, y: 300), to: CGPoint(x: 150, y: 100), duration: 0.2)
        let released = 200 - 200.0 / 12
        // The finger's speed over the last 0.1 s is 1000 pt/s upward: the content's 1 pt/ms toward larger offsets.
        let rest = released + 1 * 0.998 / (1 - 0.998)
        #expect(scrollView.isDecelerating && !scrollView.isDragging && !scrollView.isTracking)
        #expect(recorder.trackingWhenDragEnded == true)
        UIApplication.shared.runUntilIdle()
        #expect(abs(Double(scrollView.contentOffset.y) - rest) < 1e-6)
        let frames = (1...).first { frame in
            rest - (released + decayDistance(velocity: 1, rate: 0.998, milliseconds: 1000 * Double(frame) / 60)) < 0.5
        }!
        #expect(
            recorder.folded == [
                "willBeginDragging", "didScroll×11", "willEndDragging v=0,1 target=0,682.333", "didEndDragging true",
                "willBeginDecelerating", "didScroll×\(frames)", "didEndDecelerating",
            ])
    }

    @Test func aDragHeldStillBeforeLiftingDoesNotDecelerate() {
        UIApplication.shared.reset()
        let (scrollView, recorder) = makeScrollView()
        let touch = UIApplication.shared.touchDown(at: CGPoint(x: 150, y: 300))
        UIApplication.shared.advance(by: 1.0 / 60)
        #expect(scrollView.isTracking && !scrollView.isDragging)
        UIApplication.shared.touchMove(touch, to: CGPoint(x: 150, y: 280))  // the pan begins here
        UIApplication.shared.advance(by: 1.0 / 60)
        UIApplication.shared.touchMove(touch, to: CGPoint(x: 150, y: 200))
        UIApplication.shared.advance(by: 0.2)  // held still: no velocity left
        UIApplication.shared.touchUp(touch)
        UIApplication.shared.advance(by: 0)
        #expect(
            recorder.lines == [
                "willBeginDragging", "didScroll", "willEndDragging v=0,0 target=0,80", "didEndDragging false",
            ])
        #expect(recorder.trackingWhenDragEnded == true && !scrollView.isTracking && !UIApplication.shared.isBusy)
        #expect(scrollView.contentOffset.y == 80)
    }

    @Test func aTouchStopsAFlickedScrollViewWhereItIs() {
        UIApplication.shared.reset()
        let (scrollView, recorder) = makeScrollView()
        UIApplication.shared.drag(from: CGPoint(x: 150, y: 300), to: CGPoint(x: 150, y: 100), duration: 0.2)
        UIApplication.shared.advance(by: 0.3)
        let touch = UIApplication.shared.touchDown(at: CGPoint(x: 150, y: 200))
        UIApplication.shared.advance(by: 0)
        let caught = scrollView.contentOffset
        #expect(scrollView.isTracking && !scrollView.isDecelerating)
        UIApplication.shared.touchUp(touch)
        UIApplication.shared.runUntilIdle()
        #expect(scrollView.contentOffset == caught && !scrollView.isTracking)
        #expect(recorder.lines.filter { $0 == "didEndDecelerating" }.count == 1)  // at the touch, once
    }

    @Test func contentCaughtPastAnEdgeOrBetweenPagesSettlesWhenTheFingerLifts() {
        UIApplication.shared.reset()
        let (scrollView, recorder) = makeScrollView(contentSize: CGSize(width: 300, height: 600))
        UIApplication.shared.drag(from: CGPoint(x: 150, y: 390), to: CGPoint(x: 150, y: 90), duration: 0.1)  // flicked into the end
        UIApplication.shared.advance(by: 0.2)
        let touch = UIApplication.shared.touchDown(at: CGPoint(x: 150, y: 200))
        UIApplication.shared.advance(by: 0)
        #expect(scrollView.contentOffset.y > 200 && !scrollView.isDecelerating)  // caught in the bounce
        UIApplication.shared.touchUp(touch)
        UIApplication.shared.runUntilIdle()
        #expect(scrollView.contentOffset.y == 200 && recorder.lines.last == "didEndDecelerating")

        let (pager, _) = makeScrollView(contentSize: CGSize(width: 900, height: 400))
        pager.isPagingEnabled = true
        UIApplication.shared.drag(from: CGPoint(x: 250, y: 200), to: CGPoint(x: 50, y: 200), duration: 0.2)
        UIApplication.shared.advance(by: 0.05)
        UIApplication.shared.tap(at: CGPoint(x: 150, y: 200))
        #expect(pager.contentOffset.x > 183 && pager.contentOffset.x < 300)
        UIApplication.shared.runUntilIdle()
        #expect(pager.contentOffset.x == 300)
    }

    @Test func scrollingDisabledLeavesTheContentStill() {
        UIApplication.shared.reset()
        let (scrollView, recorder) = makeScrollView()
        scrollView.isScrollEnabled = false
        UIApplication.shared.drag(from: CGPoint(x: 150, y: 300), to: CGPoint(x: 150, y: 100), duration: 0.2)
        UIApplication.shared.runUntilIdle()
        #expect(
            scrollView.contentOffset == .zero && recorder.lines.isEmpty && !scrollView.panGestureRecognizer.isEnabled)
    }

    @Test func disablingScrollingMidDragEndsTheDragWithoutVelocity() {
        UIApplication.shared.reset()
        let (scrollView, recorder) = makeScrollView()
        let touch = UIApplication.shared.touchDown(at: CGPoint(x: 150, y: 300))
        UIApplication.shared.advance(by: 1.0 / 60)
        UIApplication.shared.touchMove(touch, to: CGPoint(x: 150, y: 250))
        UIApplication.shared.advance(by: 1.0 / 60)
        UIApplication.shared.touchMove(touch, to: CGPoint(x: 150, y: 200))
        UIApplication.shared.advance(by: 1.0 / 60)
        #expect(scrollView.isDragging && scrollView.contentOffset.y == 50)
        scrollView.isScrollEnabled = false
        #expect(!scrollView.isDragging && !scrollView.isDecelerating && scrollView.contentOffset.y == 50)
        UIApplication.shared.touchUp(touch)
        UIApplication.shared.runUntilIdle()
        #expect(recorder.lines.suffix(2) == ["willEndDragging v=0,0 target=0,50", "didEndDragging false"])
        #expect(!scrollView.isTracking)
    }

    @Test func aDragStartingOnAButtonScrollsAndATapPressesIt() {
        UIApplication.shared.reset()
        let (scrollView, _) = makeScrollView()
        var pressed = 0
        let button = UIButton(type: .system, primaryAction: UIAction { _ in pressed += 1 })
        button.frame = CGRect(x: 50, y: 250, width: 200, height: 100)
        scrollView.addSubview(button)
        UIApplication.shared.advance(by: 0)
        UIApplication.shared.drag(from: CGPoint(x: 150, y: 300), to: CGPoint(x: 150, y: 100), duration: 0.2)
        UIApplication.shared.runUntilIdle()
        #expect(pressed == 0 && scrollView.contentOffset.y > 600)  // the pan took the touch from the button
        scrollView.contentOffset = .zero
        UIApplication.shared.tap(at: CGPoint(x: 150, y: 300))
        #expect(pressed == 1 && scrollView.contentOffset == .zero)
    }

    @Test func aSwipeTurnsThePage() {
        UIApplication.shared.reset()
        let (pager, recorder) = makeScrollView(contentSize: CGSize(width: 900, height: 400))
        pager.isPagingEnabled = true
        UIApplication.shared.drag(from: CGPoint(x: 250, y: 200), to: CGPoint(x: 50, y: 200), duration: 0.2)
        #expect(recorder.lines.contains("willEndDragging v=1,0 target=300,0"))
        UIApplication.shared.runUntilIdle()
        #expect(pager.contentOffset == CGPoint(x: 300, y: 0))
        UIApplication.shared.drag(from: CGPoint(x: 100, y: 200), to: CGPoint(x: 160, y: 200), duration: 0.5)  // slow, a fifth of a page
        UIApplication.shared.runUntilIdle()
        #expect(pager.contentOffset == CGPoint(x: 300, y: 0))
    }

    @Test func aTableInsideAPagerLeavesSidewaysSwipesToThePager() {
        UIApplication.shared.reset()
        let (pager, _) = makeScrollView(contentSize: CGSize(width: 900, height: 400))
        pager.isPagingEnabled = true
        let source = ListSource(rows: 100)
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
        table.register(CountedCell.self, forCellReuseIdentifier: "row")
        table.dataSource = source
        pager.addSubview(table)
        UIApplication.shared.advance(by: 0)
        UIApplication.shared.drag(from: CGPoint(x: 150, y: 300), to: CGPoint(x: 150, y: 100), duration: 0.2)
        #expect(table.isDecelerating && pager.contentOffset == .zero)
        UIApplication.shared.runUntilIdle()
        UIApplication.shared.drag(from: CGPoint(x: 250, y: 200), to: CGPoint(x: 50, y: 210), duration: 0.2)
        UIApplication.shared.runUntilIdle()
        #expect(pager.contentOffset == CGPoint(x: 300, y: 0))
        #expect(abs(Double(table.contentOffset.y) - (200 - 200.0 / 12 + 0.998 / (1 - 0.998))) < 1e-6)  // only the first drag moved it
    }
}
