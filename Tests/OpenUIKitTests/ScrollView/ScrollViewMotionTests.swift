import Testing
import OpenUIKitTesting
@testable import OpenUIKit

/// The content's motion after the finger lifts — decay with the documented rate, the rubber band and the
/// bounce back, paging — driven through the scroll view's drag entry points (the pan recognizer calls the
/// same ones), with delegate orders.
@MainActor
@Suite(.freshApplication) struct ScrollViewMotionTests {
    /// Drags the content up by `distance` points and releases it with the finger moving at `fingerVelocity`
    /// points per second (negative: upward, so the content moves toward larger offsets).
    private func flick(_ scrollView: UIScrollView, by distance: CGFloat, fingerVelocity: CGFloat) {
        scrollView.beginTracking()
        scrollView.beginDragging()
        scrollView.drag(by: CGPoint(x: 0, y: -distance))
        scrollView.endDragging(velocity: CGPoint(x: 0, y: fingerVelocity))
        scrollView.endTracking()
    }

    @Test func aFlickDecaysToTheProjectionOfTheNormalRate() {
        let (scrollView, recorder) = makeScrollView()
        flick(scrollView, by: 100, fingerVelocity: -2000)  // 2 pt/ms toward larger offsets
        #expect(scrollView.isDecelerating && !scrollView.isDragging && !scrollView.isTracking)
        let rate = 0.998
        UIApplication.shared.advance(by: 0.5)
        #expect(close(scrollView.contentOffset.y, 100 + decayDistance(velocity: 2, rate: rate, milliseconds: 500)))
        UIApplication.shared.runUntilIdle()
        let end = 100 + 2 * rate / (1 - rate)  // 998 pt further: v·r/(1 − r)
        #expect(close(scrollView.contentOffset.y, end))
        #expect(!scrollView.isDecelerating)
        // The decay stops on the first frame with less than half a point to go.
        let frames = (1...).first { frame in
            end - (100 + decayDistance(velocity: 2, rate: rate, milliseconds: 1000 * Double(frame) / 60)) < 0.5
        }!
        #expect(
            recorder.folded == [
                "willBeginDragging", "didScroll", "willEndDragging v=0,2 target=0,1098", "didEndDragging true",
                "willBeginDecelerating", "didScroll×\(frames)", "didEndDecelerating",
            ])
    }

    @Test func theFastRateStopsSooner() {
        let (scrollView, recorder) = makeScrollView()
        scrollView.decelerationRate = .fast
        flick(scrollView, by: 50, fingerVelocity: -1500)
        UIApplication.shared.advance(by: 0.1)
        #expect(close(scrollView.contentOffset.y, 50 + decayDistance(velocity: 1.5, rate: 0.99, milliseconds: 100)))
        UIApplication.shared.runUntilIdle()
        #expect(close(scrollView.contentOffset.y, 50 + 1.5 * 0.99 / 0.01))
        #expect(recorder.lines[2] == "willEndDragging v=0,1.5 target=0,198.5")
    }

    @Test func aDelegateTargetIsReachedExactly() {
        let (scrollView, recorder) = makeScrollView()
        recorder.retarget = CGPoint(x: 0, y: 600)
        flick(scrollView, by: 100, fingerVelocity: -2000)
        UIApplication.shared.advance(by: 0.05)
        // The rate whose projection is the 500 pt to go: r = d/(v + d).
        #expect(
            close(scrollView.contentOffset.y, 100 + decayDistance(velocity: 2, rate: 500.0 / 502, milliseconds: 50)))
        UIApplication.shared.runUntilIdle()
        #expect(scrollView.contentOffset.y == 600)
        #expect(recorder.folded.last == "didEndDecelerating")
    }

    @Test func aFlickIntoTheEndWithoutBouncesStopsAtTheEdge() {
        let (scrollView, recorder) = makeScrollView(contentSize: CGSize(width: 300, height: 1000))
        scrollView.bounces = false
        flick(scrollView, by: 100, fingerVelocity: -3000)
        #expect(recorder.lines[2] == "willEndDragging v=0,3 target=0,600")  // the projection kept within the content
        var highest: CGFloat = 0
        while UIApplication.shared.isBusy {
            UIApplication.shared.advance(by: 1.0 / 60)
            highest = max(highest, scrollView.contentOffset.y)
        }
        #expect(highest == 600 && scrollView.contentOffset.y == 600)
    }

    @Test func aFlickIntoTheEndBouncesPastItAndSpringsBack() {
        let (scrollView, recorder) = makeScrollView(contentSize: CGSize(width: 300, height: 1000))
        flick(scrollView, by: 100, fingerVelocity: -3000)
        var highest: CGFloat = 0
        while UIApplication.shared.isBusy {
            UIApplication.shared.advance(by: 1.0 / 60)
            highest = max(highest, scrollView.contentOffset.y)
        }
        // It reaches the edge (600) when 500 of the 1497 projected points are covered, at the speed it has then,
        // and the critically damped spring (ω = 11/s, measured on iOS 26.1) from the edge at speed s overshoots by s/(ω·e) at most.
        let rate = 0.998, projection = 3 * rate / (1 - rate)
        let crossing = log(1 - 500 / projection) / log(rate)  // ms
        let speed = projection * -log(rate) * pow(rate, crossing) * 1000  // pt/s
        #expect(highest > 600 && Double(highest) <= 600 + speed / (11 * exp(1.0)) + 1e-9)
        #expect(scrollView.contentOffset.y == 600)
        #expect(
            recorder.folded.suffix(3) == [
                "willBeginDecelerating", "didScroll×\(recorder.lines.count - 6)", "didEndDecelerating",
            ])
    }

    @Test func draggingPastTheTopStretchesByTheRubberBandAndSpringsBack() {
        let (scrollView, recorder) = makeScrollView()
        scrollView.beginTracking()
        scrollView.beginDragging()
        scrollView.drag(by: CGPoint(x: 0, y: 100))  // the finger pulls the content down 100 pt past the top
        let stretched = -(1 - 1 / (100 * 0.55 / 400 + 1)) * 400
        #expect(close(scrollView.contentOffset.y, stretched))
        scrollView.drag(by: CGPoint(x: 0, y: 400))
        #expect(close(scrollView.contentOffset.y, -(1 - 1 / (400 * 0.55 / 400 + 1)) * 400))
        scrollView.drag(by: CGPoint(x: 0, y: 100))
        scrollView.endDragging(velocity: .zero)
        #expect(scrollView.isDecelerating)
        UIApplication.shared.advance(by: 0.1)
        // A release at rest bounces back overdamped with the rates measured on iOS 26.1, 9 and 46 per second:
        // x(t) = x₀·(46e^(−9t) − 9e^(−46t))/37.
        func back(_ t: Double) -> Double { stretched * (46 * exp(-9 * t) - 9 * exp(-46 * t)) / 37 }
        func speed(_ t: Double) -> Double { stretched * 9 * 46 * (exp(-46 * t) - exp(-9 * t)) / 37 }
        #expect(close(scrollView.contentOffset.y, back(0.1)))
        UIApplication.shared.runUntilIdle()
        #expect(scrollView.contentOffset.y == 0)
        // The spring rests on the first frame less than 0.5 pt from the edge and slower than 10 pt/s.
        let frames = (1...).first { frame in
            let t = Double(frame) / 60
            return abs(back(t)) < 0.5 && abs(speed(t)) < 10
        }!
        #expect(
            recorder.folded == [
                "willBeginDragging", "didScroll×3", "willEndDragging v=0,0 target=0,0",
                "didEndDragging true", "willBeginDecelerating", "didScroll×\(frames)", "didEndDecelerating",
            ])
    }

    @Test func aDragThatCatchesTheBounceContinuesWhereTheFingerWouldBe() {
        let (scrollView, _) = makeScrollView()
        scrollView.beginTracking()
        scrollView.beginDragging()
        scrollView.drag(by: CGPoint(x: 0, y: 100))
        scrollView.endDragging(velocity: .zero)
        UIApplication.shared.advance(by: 0.05)
        let caught = scrollView.contentOffset.y
        scrollView.beginTracking()
        #expect(!scrollView.isDecelerating && scrollView.contentOffset.y == caught)
        scrollView.beginDragging()
        scrollView.drag(by: .zero)
        #expect(close(scrollView.contentOffset.y, Double(caught)))
    }

    @Test func withoutBouncesADragStopsAtTheEdges() {
        let (scrollView, recorder) = makeScrollView()
        scrollView.bounces = false
        scrollView.beginTracking()
        scrollView.beginDragging()
        scrollView.drag(by: CGPoint(x: 30, y: 100))
        #expect(scrollView.contentOffset == .zero)
        scrollView.endDragging(velocity: .zero)
        #expect(recorder.lines == ["willBeginDragging", "willEndDragging v=0,0 target=0,0", "didEndDragging false"])
        #expect(!UIApplication.shared.isBusy)
    }

    @Test func aTouchStopsTheDecelerationAndEndsItAtOnce() {
        let (scrollView, recorder) = makeScrollView()
        flick(scrollView, by: 100, fingerVelocity: -2000)
        UIApplication.shared.advance(by: 0.2)
        let stopped = scrollView.contentOffset
        scrollView.beginTracking()
        #expect(scrollView.isTracking && !scrollView.isDecelerating && !UIApplication.shared.isBusy)
        #expect(recorder.folded.suffix(2) == ["didScroll×12", "didEndDecelerating"])
        UIApplication.shared.advance(by: 0.2)
        #expect(scrollView.contentOffset == stopped)
        scrollView.setContentOffset(CGPoint(x: 0, y: 10), animated: true)
        UIApplication.shared.advance(by: 0.1)
        scrollView.beginTracking()  // an animated scroll stops without its callback
        #expect(recorder.folded.suffix(2) == ["didEndDecelerating", "didScroll×6"])
    }

    @Test func contentThatFitsOnlyScrollsWithAlwaysBounce() {
        let (scrollView, _) = makeScrollView(contentSize: CGSize(width: 300, height: 200))
        scrollView.beginTracking()
        scrollView.beginDragging()
        scrollView.drag(by: CGPoint(x: 0, y: -50))
        #expect(scrollView.contentOffset == .zero)
        scrollView.endDragging(velocity: .zero)
        scrollView.alwaysBounceVertical = true
        scrollView.beginTracking()
        scrollView.beginDragging()
        scrollView.drag(by: CGPoint(x: 40, y: -50))
        #expect(
            scrollView.contentOffset.x == 0 && close(scrollView.contentOffset.y, (1 - 1 / (50 * 0.55 / 400 + 1)) * 400))
    }
}
