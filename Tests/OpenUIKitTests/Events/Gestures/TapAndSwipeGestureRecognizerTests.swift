import Testing
@testable import OpenUIKit

/// UITapGestureRecognizer and UISwipeGestureRecognizer: discrete gestures, recognized once.
@MainActor
@Suite struct TapAndSwipeGestureRecognizerTests {
    @Test func aTapIsRecognizedAsTheFingerLiftsAndCancelledInTheView() {
        UIApplication.shared.reset()
        let (log, _, view) = makeBoxScene(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let tap = UITapGestureRecognizer { log.append("tap \($0.state) at \($0.location(in: view).x.formatted)") }
        view.addGestureRecognizer(tap)
        UIApplication.shared.tap(at: CGPoint(x: 40, y: 50))
        tap.cancelsTouchesInView = false
        UIApplication.shared.tap(at: CGPoint(x: 60, y: 50))
        UIApplication.shared.drag(from: CGPoint(x: 10, y: 10), to: CGPoint(x: 10, y: 100), duration: 0.05)  // moved too far
        #expect(
            log.lines == [
                "box began (40, 50)", "box cancelled (40, 50)", "tap ended at 40",
                "box began (60, 50)", "tap ended at 60", "box ended (60, 50)",
                "box began (10, 10)", "box moved (10, 40)", "box moved (10, 70)", "box moved (10, 100)",
                "box ended (10, 100)",
            ])
        #expect(UIGestureRecognizer.State.recognized == .ended)
    }

    @Test func aSingleTapWaitsForTheDoubleTapToFail() {
        UIApplication.shared.reset()
        let (log, _, view) = makeBoxScene(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let single = UITapGestureRecognizer { _ in log.append("single at \(CACurrentMediaTime().formattedTime)") }
        let double = UITapGestureRecognizer { _ in log.append("double at \(CACurrentMediaTime().formattedTime)") }
        double.numberOfTapsRequired = 2
        single.require(toFail: double)
        view.addGestureRecognizer(single)
        view.addGestureRecognizer(double)
        UIApplication.shared.tap(at: CGPoint(x: 50, y: 50))  // down at 0, up at 1/60
        UIApplication.shared.advance(by: 0.1)
        UIApplication.shared.tap(at: CGPoint(x: 55, y: 50))  // down at 7/60, up at 8/60
        // Both touches' ends were held for the double tap; recognizing, it cancels both in the view.
        #expect(
            log.lines == [
                "box began (50, 50)", "box began (55, 50)", "box cancelled (50, 50)", "box cancelled (55, 50)",
                "double at 8/60",
            ])
        UIApplication.shared.runUntilIdle()
        log.lines = []
        UIApplication.shared.tap(at: CGPoint(x: 50, y: 50))  // at 1 frame later: lift at t₀ + 1/60
        let lift = CACurrentMediaTime()
        UIApplication.shared.advance(by: 0.5)
        // The double tap fails at the first turn 0.35 s after the lift; the single tap then recognizes and
        // the view, whose touchesEnded was held (delaysTouchesEnded), gets touchesCancelled.
        let liftFrame = Int((lift * 60).rounded())  // 0.35 s is 21 frames
        #expect(log.lines == ["box began (50, 50)", "box cancelled (50, 50)", "single at \(liftFrame + 21)/60"])
    }

    @Test func aTwoFingerTapNeedsBothFingers() {
        UIApplication.shared.reset()
        let window = makeTouchWindow()
        window.isMultipleTouchEnabled = true
        var count = 0
        let tap = UITapGestureRecognizer { _ in count += 1 }
        tap.numberOfTouchesRequired = 2
        window.addGestureRecognizer(tap)
        UIApplication.shared.tap(at: CGPoint(x: 10, y: 10))  // one finger: fails
        let a = UIApplication.shared.touchDown(at: CGPoint(x: 10, y: 10))
        let b = UIApplication.shared.touchDown(at: CGPoint(x: 30, y: 10))
        UIApplication.shared.advance(by: 0.05)
        UIApplication.shared.touchUp(a)
        UIApplication.shared.touchUp(b)
        UIApplication.shared.advance(by: 0)
        #expect(count == 1)
    }

    @Test func aSwipeRecognizesMidMoveInAPermittedDirectionOnly() {
        UIApplication.shared.reset()
        let window = makeTouchWindow()
        var log: [String] = []
        let swipe = UISwipeGestureRecognizer {
            log.append("swipe \($0.state) at \(CACurrentMediaTime().formattedTime)")
        }
        swipe.direction = [.right, .up]
        window.addGestureRecognizer(swipe)
        // 100 pt in 0.1 s: moves of 16.67 pt; the third (50 pt) at 3/60 s recognizes.
        UIApplication.shared.drag(from: CGPoint(x: 100, y: 400), to: CGPoint(x: 200, y: 400), duration: 0.1)
        UIApplication.shared.drag(from: CGPoint(x: 200, y: 400), to: CGPoint(x: 100, y: 400), duration: 0.1)  // left: fails
        UIApplication.shared.drag(from: CGPoint(x: 100, y: 400), to: CGPoint(x: 100, y: 300), duration: 0.1)  // up
        UIApplication.shared.drag(from: CGPoint(x: 100, y: 400), to: CGPoint(x: 200, y: 340), duration: 0.1)  // too slanted
        UIApplication.shared.drag(from: CGPoint(x: 100, y: 400), to: CGPoint(x: 200, y: 400), duration: 1)  // too slow
        #expect(log == ["swipe ended at 3/60", "swipe ended at 15/60"])  // the third drag starts at 12/60
    }
}

extension Double {
    /// A media time as a whole number of frames over 60 when it is one (to 1e-9), else in seconds.
    var formattedTime: String {
        let frames = self * 60
        return abs(frames - frames.rounded()) < 1e-6 ? "\(Int(frames.rounded()))/60" : "\(self)"
    }
}
