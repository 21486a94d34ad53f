import Foundation
import Testing
import OpenUIKitTesting
@testable import OpenUIKit

/// Bad input to the two-finger injection and to the pinch and rotation values: reported, nothing injected or
/// changed.
@MainActor
@Suite(.freshApplication) struct TwoFingerBadInputTests {
    @Test func badTwoFingerInjectionIsReportedAndInjectsNothing() {
        let (log, _, box) = makeBoxScene(frame: StandardScreen.bounds)
        box.isMultipleTouchEnabled = true
        let app = UIApplication.shared
        let start = CACurrentMediaTime()
        let nan = CGFloat.nan
        let offscreen = UIWindow()
        let reports = Diagnostics.capture {
            app.pinch(at: CGPoint(x: nan, y: 100), from: 100, to: 200, duration: 0.1)
            app.pinch(at: CGPoint(x: 100, y: 100), from: 100, to: 200, duration: -0.1)
            app.pinch(at: CGPoint(x: 100, y: 100), from: 0, to: 200, duration: 0.1)
            app.pinch(at: CGPoint(x: 100, y: 100), from: 100, to: 200, angle: .infinity, duration: 0.1)
            app.rotate(at: CGPoint(x: 100, y: 100), radius: -40, from: 0, to: 1, duration: 0.1)
            app.rotate(at: CGPoint(x: 100, y: 100), radius: 40, from: 0, to: nan, duration: .nan)
            app.twoFingerGesture(
                center: (CGPoint(x: 100, y: 100), CGPoint(x: 100, y: CGFloat.infinity)), distance: (50, 50),
                duration: 0.1)
            app.pinch(at: CGPoint(x: 100, y: 100), from: 100, to: 200, duration: 0.1, in: offscreen)
        }
        #expect(
            reports.map(\.message) == [
                "pinch(at:from:to:angle:duration:in:) needs finite centre points; got CGPoint(x: nan, y: 100.0) and CGPoint(x: nan, y: 100.0)",
                "pinch(at:from:to:angle:duration:in:) needs a finite, non-negative duration; got -0.1",
                "pinch(at:from:to:angle:duration:in:) needs finite, positive distances between the fingers; got 0.0 and 200.0",
                "pinch(at:from:to:angle:duration:in:) needs finite angles; got inf and inf",
                "rotate(at:radius:from:to:duration:in:) needs finite, positive distances between the fingers; got -80.0 and -80.0",
                "rotate(at:radius:from:to:duration:in:) needs a finite, non-negative duration; got nan",
                "twoFingerGesture(center:distance:angle:duration:in:) needs finite centre points; got CGPoint(x: 100.0, y: 100.0) and CGPoint(x: 100.0, y: inf)",
                "pinch(at:from:to:angle:duration:in:) needs a visible window; \(offscreen) is not on screen",
            ])
        #expect(reports.allSatisfy { $0.code == .invalidTouch })
        #expect(log.lines.isEmpty)
        #expect(CACurrentMediaTime() == start)  // no frame ran
        #expect(app.touchDispatcher.activeTouches.isEmpty)
    }

    @Test func nonFiniteScaleAndRotationAreReportedAndKeepTheValues() {
        let window = makeTouchWindow()
        var values: [CGFloat] = []
        var reports: [Diagnostic] = []
        let pinch = UIPinchGestureRecognizer { pinch in
            reports += Diagnostics.capture { pinch.scale = .nan }
            values.append(pinch.scale)
        }
        let rotation = UIRotationGestureRecognizer { rotation in
            reports += Diagnostics.capture { rotation.rotation = -.infinity }
            values.append(rotation.rotation)
        }
        let delegate = TwoFingerArbitrationTests.Simultaneous()
        pinch.delegate = delegate
        window.addGestureRecognizer(pinch)
        window.addGestureRecognizer(rotation)
        // 100 → 150 pt apart while turning 0 → 0.3 rad, in one frame: both begin at once.
        UIApplication.shared.twoFingerGesture(
            center: (CGPoint(x: 200, y: 400), CGPoint(x: 200, y: 400)), distance: (100, 150), angle: (0, 0.3),
            duration: 1.0 / 60)
        #expect(values == [1, 0, 1, 0])  // began, then ended at the same time
        #expect(reports.map(\.code) == [.invalidGeometry, .invalidGeometry, .invalidGeometry, .invalidGeometry])
    }
}
