import Testing
import OpenUIKitTesting
@testable import OpenUIKit

/// UIPanGestureRecognizer: the threshold, translation from where it began, velocity over recent moves,
/// and the touches it cancels in its view.
@MainActor
@Suite(.freshApplication) struct PanGestureRecognizerTests {
    @MainActor final class Controller {
        var log: EventLog
        init(log: EventLog) { self.log = log }
        func pan(_ recognizer: UIPanGestureRecognizer) {
            let t = recognizer.translation(in: recognizer.view)
            let v = recognizer.velocity(in: recognizer.view)
            log.append(
                "pan \(recognizer.state) t=(\(t.x.formatted), \(t.y.formatted)) v=(\(v.x.formatted), \(v.y.formatted))")
        }
    }

    @Test func aDragBeginsAfterTenPointsAndReportsTranslationAndVelocity() {
        let (log, _, view) = makeBoxScene(frame: StandardScreen.bounds)
        let controller = Controller(log: log)
        let pan = UIPanGestureRecognizer()
        pan.addTarget(controller, action: Controller.pan)
        view.addGestureRecognizer(pan)
        // 60 pt right and 30 pt down in 0.1 s: six frames of (10, 5); |(10, 5)| = 11.18 ≥ 10, so the pan
        // begins at the first move, cancelling the view's touch first.
        UIApplication.shared.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 160, y: 130), duration: 0.1)
        // Velocity over the last 0.1 s: from the touch-down (t = 0) to each sample; expected independently.
        let frame = 1.0 / 60
        func v(_ dx: Double, _ dt: Double) -> String { CGFloat(dx / dt).formatted }
        #expect(
            log.lines == [
                "box began (100, 100)",
                "box cancelled (110, 105)",
                "pan began t=(0, 0) v=(\(v(10, frame)), \(v(5, frame)))",
                "pan changed t=(10, 5) v=(\(v(20, 2 * frame)), \(v(10, 2 * frame)))",
                "pan changed t=(20, 10) v=(\(v(30, 3 * frame)), \(v(15, 3 * frame)))",
                "pan changed t=(30, 15) v=(\(v(40, 4 * frame)), \(v(20, 4 * frame)))",
                "pan changed t=(40, 20) v=(\(v(50, 5 * frame)), \(v(25, 5 * frame)))",
                "pan changed t=(50, 25) v=(\(v(60, 0.1)), \(v(30, 0.1)))",
                "pan ended t=(50, 25) v=(\(v(60, 0.1)), \(v(30, 0.1)))",
            ])
        #expect(pan.state == .possible)  // reset once its touches ended
    }

    @Test func velocityForgetsMovesOlderThanTheSampleWindow() throws {
        let window = makeTouchWindow()
        var velocities: [CGPoint] = []
        let pan = UIPanGestureRecognizer { velocities.append($0.velocity(in: nil)) }
        window.addGestureRecognizer(pan)
        let touch = UIApplication.shared.touchDown(at: CGPoint(x: 0, y: 0))
        UIApplication.shared.advance(by: 0.5)
        UIApplication.shared.touchMove(touch, to: CGPoint(x: 30, y: 0))  // at 0.5 s: 30 pt after 0.5 s
        UIApplication.shared.advance(by: 0.05)
        UIApplication.shared.touchMove(touch, to: CGPoint(x: 40, y: 0))  // at 0.55 s
        UIApplication.shared.advance(by: 0.3)
        UIApplication.shared.touchUp(touch)  // at 0.85 s, not moved since
        UIApplication.shared.advance(by: 0)
        try #require(velocities.count == 3)
        #expect(abs(velocities[0].x - 60) < 1e-9)  // 30 pt over 0.5 s: the last two samples
        #expect(abs(velocities[1].x - 200) < 1e-9)  // 10 pt over 0.05 s
        #expect(velocities[2] == .zero)  // not moved since the last sample
    }

    @Test func slowMovesBeginOnlyAtTheThresholdAndEarlyLiftsFail() {
        let (log, window, view) = makeBoxScene(frame: StandardScreen.bounds)
        let pan = UIPanGestureRecognizer { log.append("pan \($0.state) \($0.translation(in: nil).x.formatted)") }
        view.addGestureRecognizer(pan)
        UIApplication.shared.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 109, y: 100), duration: 0.05)
        final class StateProbe: UIView {
            var seen: [UIGestureRecognizer.State] = []
            override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
                seen += gestureRecognizers?.map(\.state) ?? []
            }
        }
        #expect(
            log.lines == [
                "box began (100, 100)", "box moved (103, 100)", "box moved (106, 100)", "box moved (109, 100)",
                "box ended (109, 100)",
            ])
        log.lines = []
        let touch = UIApplication.shared.touchDown(at: CGPoint(x: 100, y: 100))
        for x in [104, 108, 112, 116] as [CGFloat] {
            UIApplication.shared.advance(by: 1.0 / 60)
            UIApplication.shared.touchMove(touch, to: CGPoint(x: x, y: 100))
        }
        UIApplication.shared.touchUp(touch)
        UIApplication.shared.advance(by: 0)
        #expect(
            log.lines == [
                "box began (100, 100)", "box moved (104, 100)", "box moved (108, 100)", "box cancelled (112, 100)",
                "pan began 0", "pan changed 4", "pan ended 4",
            ])
        let probe = StateProbe(frame: window.bounds)
        let probed = UIPanGestureRecognizer()
        probe.addGestureRecognizer(probed)
        window.addSubview(probe)
        UIApplication.shared.tap(at: CGPoint(x: 5, y: 5))
        #expect(probe.seen == [.failed])  // failed as the finger lifted, before the view heard of it
        #expect(probed.state == .possible)
    }

    @Test func setTranslationRebasesAndTranslationFollowsTheViewsScale() {
        let window = makeTouchWindow()
        let scaled = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        scaled.transform = CGAffineTransform(scaleX: 2, y: 2)
        window.addSubview(scaled)
        var inWindow: [CGFloat] = [], inScaled: [CGFloat] = []
        let pan = UIPanGestureRecognizer { pan in
            inWindow.append(pan.translation(in: nil).x)
            inScaled.append(pan.translation(in: scaled).x)
            pan.setTranslation(.zero, in: nil)
        }
        scaled.addGestureRecognizer(pan)
        UIApplication.shared.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 160, y: 100), duration: 0.1)
        #expect(inWindow == [0, 10, 10, 10, 10, 10, 0])
        #expect(inScaled == [0, 5, 5, 5, 5, 5, 0])
    }

    @Test func twoFingersCanPanAndAFingerLeavingDoesNotJump() {
        let window = makeTouchWindow()
        var log: [String] = []
        let pan = UIPanGestureRecognizer {
            log.append("\($0.state) \($0.numberOfTouches) \($0.translation(in: nil).x.formatted)")
        }
        pan.minimumNumberOfTouches = 2
        window.isMultipleTouchEnabled = true
        window.addGestureRecognizer(pan)
        let a = UIApplication.shared.touchDown(at: CGPoint(x: 100, y: 100))
        UIApplication.shared.advance(by: 0)
        UIApplication.shared.touchMove(a, to: CGPoint(x: 130, y: 100))  // one finger: no pan however far
        UIApplication.shared.advance(by: 0)
        let b = UIApplication.shared.touchDown(at: CGPoint(x: 200, y: 100))
        UIApplication.shared.advance(by: 0)
        UIApplication.shared.touchMove(a, to: CGPoint(x: 150, y: 100))  // centroid 165 → 175
        UIApplication.shared.advance(by: 0)
        UIApplication.shared.touchMove(b, to: CGPoint(x: 220, y: 100))  // centroid 185
        UIApplication.shared.advance(by: 0)
        UIApplication.shared.touchUp(a)  // fewer than two: ends
        UIApplication.shared.advance(by: 0)
        #expect(log == ["began 2 0", "changed 2 10", "ended 1 10"])
        #expect(pan.location(ofTouch: 0, in: nil) == CGPoint(x: 220, y: 100))
        let reports = Diagnostics.capture { _ = pan.location(ofTouch: 1, in: nil) }
        #expect(reports.map(\.code) == [.invalidArgument])
        UIApplication.shared.touchUp(b)
        UIApplication.shared.advance(by: 0)
    }
}
