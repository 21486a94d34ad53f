import Testing
import OpenUIKitTesting
@testable import OpenUIKit

/// `isPagingEnabled`: a release settles on a multiple of the bounds size, chosen by position and velocity.
@MainActor
@Suite(.freshApplication) struct ScrollViewPagingTests {
    /// A 300-wide paging scroll view over three pages.
    private func makePager() -> (UIScrollView, ScrollRecorder) {
        let (scrollView, recorder) = makeScrollView(contentSize: CGSize(width: 900, height: 400))
        scrollView.isPagingEnabled = true
        return (scrollView, recorder)
    }

    /// Drags left by `distance` and releases with the finger at `fingerVelocity` pt/s; returns the rest offset.
    private func swipe(_ scrollView: UIScrollView, by distance: CGFloat, fingerVelocity: CGFloat) -> CGFloat {
        scrollView.beginTracking()
        scrollView.beginDragging()
        scrollView.drag(by: CGPoint(x: -distance, y: 0))
        scrollView.endDragging(velocity: CGPoint(x: fingerVelocity, y: 0))
        UIApplication.shared.runUntilIdle()
        return scrollView.contentOffset.x
    }

    @Test func aSlowReleaseSettlesOnTheNearestPage() {
        let (scrollView, recorder) = makePager()
        #expect(swipe(scrollView, by: 100, fingerVelocity: 0) == 0)  // a third of a page: back
        #expect(recorder.lines[2] == "willEndDragging v=0,0 target=0,0")
        #expect(swipe(scrollView, by: 200, fingerVelocity: -200) == 300)  // two thirds, slower than 0.3 pt/ms: on
        #expect(swipe(scrollView, by: -140, fingerVelocity: 250) == 300)  // back 140 of 300: stays
    }

    @Test func aFlickMovesOnePageInItsDirection() {
        let (scrollView, recorder) = makePager()
        #expect(swipe(scrollView, by: 40, fingerVelocity: -800) == 300)
        #expect(recorder.lines[2] == "willEndDragging v=0.8,0 target=300,0")
        #expect(swipe(scrollView, by: 40, fingerVelocity: -5000) == 600)  // never more than the next page
        #expect(swipe(scrollView, by: 100, fingerVelocity: -5000) == 600)  // nor past the last
        #expect(swipe(scrollView, by: -60, fingerVelocity: 400) == 300)  // a flick back from 540
    }

    @Test func theDelegateCannotMoveThePage() {
        let (scrollView, recorder) = makePager()
        recorder.retarget = CGPoint(x: 600, y: 0)
        #expect(swipe(scrollView, by: 40, fingerVelocity: -800) == 300)
    }

    @Test func pagingCallsTheDelegateInUIKitsOrder() {
        let (scrollView, recorder) = makePager()
        _ = swipe(scrollView, by: 200, fingerVelocity: 0)
        // 100 pt to go from rest on the critically damped spring (ω = 11/s, measured on iOS 26.1): frames until within 0.5 pt and 10 pt/s.
        let frames = (1...).first { frame in
            let t = Double(frame) / 60
            return abs(-100 * (1 + 11 * t) * exp(-11 * t)) < 0.5 && abs(121 * 100 * t * exp(-11 * t)) < 10
        }!
        #expect(
            recorder.folded == [
                "willBeginDragging", "didScroll", "willEndDragging v=0,0 target=300,0", "didEndDragging true",
                "willBeginDecelerating", "didScroll×\(frames)", "didEndDecelerating",
            ])
    }

    @Test func aFlickTowardThePageDecaysOntoIt() {
        let (scrollView, _) = makePager()
        scrollView.beginTracking()
        scrollView.beginDragging()
        scrollView.drag(by: CGPoint(x: -100, y: 0))
        scrollView.endDragging(velocity: CGPoint(x: -2000, y: 0))  // 2 pt/ms; its projection (998 pt) is past the page
        UIApplication.shared.advance(by: 0.05)
        #expect(
            close(scrollView.contentOffset.x, 100 + decayDistance(velocity: 2, rate: 200.0 / 202, milliseconds: 50)))
        UIApplication.shared.runUntilIdle()
        #expect(scrollView.contentOffset.x == 300)
    }
}
