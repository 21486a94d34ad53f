import Testing
import OpenUIKitTesting
@testable import OpenUIKit

/// Content that shrinks while the scroll view decelerates (a table reloaded with fewer rows during a flick):
/// the deceleration does not come to rest past the new end, it springs back to it, as a release past an
/// edge does, and only then ends with one `scrollViewDidEndDecelerating(_:)`. Found by the model-based
/// fuzzer (a table at rest 343 pt past the end of its rows).
@MainActor
@Suite(.freshApplication) struct ScrollViewShrinkingContentTests {
    private func flick(_ scrollView: UIScrollView) {
        scrollView.beginTracking()
        scrollView.beginDragging()
        scrollView.drag(by: CGPoint(x: 0, y: -100))
        scrollView.endDragging(velocity: CGPoint(x: 0, y: -2000))
        scrollView.endTracking()
    }

    @Test func aDecelerationPastShrunkContentSpringsBackToTheNewEnd() {
        let (scrollView, recorder) = makeScrollView()
        flick(scrollView)  // decays toward 100 + 998 = 1098
        UIApplication.shared.advance(by: 0.2)
        scrollView.contentSize = CGSize(width: 300, height: 600)  // the end is now 600 − 400 = 200
        UIApplication.shared.runUntilIdle()
        #expect(scrollView.contentOffset.y == 200)
        #expect(!scrollView.isDecelerating)
        #expect(
            recorder.folded.filter { $0 != "didScroll" && !$0.hasPrefix("didScroll×") }.suffix(2) == [
                "willBeginDecelerating", "didEndDecelerating",
            ])
    }

    @Test func withoutBouncesItStopsAtTheNewEnd() {
        let (scrollView, recorder) = makeScrollView()
        scrollView.bounces = false
        flick(scrollView)
        UIApplication.shared.advance(by: 0.2)
        scrollView.contentSize = CGSize(width: 300, height: 600)
        UIApplication.shared.runUntilIdle()
        #expect(scrollView.contentOffset.y == 200)
        #expect(recorder.lines.filter { $0 == "didEndDecelerating" }.count == 1)
    }
}
