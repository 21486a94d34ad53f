import Foundation
import Testing
import OpenUIKitTesting
@testable import OpenUIKit

/// UIPinchGestureRecognizer and UIRotationGestureRecognizer driven by the two-finger injection: the value of
/// every frame from the fingers' positions, the velocity of the last frame, the states, and the fingers.
@MainActor
@Suite(.freshApplication) struct PinchAndRotationGestureRecognizerTests {
    /// A shown window with a view at (20, 40), 350 × 700 pt, to attach recognizers to.
    private func makeStage() -> UIView {
        let window = makeTouchWindow()
        let stage = UIView(frame: CGRect(x: 20, y: 40, width: 350, height: 700))
        window.addSubview(stage)
        return stage
    }

    @Test func aPinchReportsTheDistanceRatioSinceItBeganEveryFrame() {
        let stage = makeStage()
        let start = CACurrentMediaTime()
        var samples: [TwoFingerSample] = []
        let pinch = UIPinchGestureRecognizer { pinch in
            samples.append(
                TwoFingerSample(
                    state: pinch.state, value: pinch.scale, velocity: pinch.velocity,
                    location: pinch.location(in: stage), touches: pinch.numberOfTouches,
                    time: CACurrentMediaTime() - start))
        }
        stage.addGestureRecognizer(pinch)
        #expect(pinch.scale == 1 && pinch.velocity == 0)
        UIApplication.shared.pinch(at: CGPoint(x: 195, y: 400), from: 100, to: 220, angle: .pi / 6, duration: 0.25)

        let frames = TwoFingerFrame.frames(
            center: (CGPoint(x: 195, y: 400), CGPoint(x: 195, y: 400)), distance: (100, 220),
            angle: (.pi / 6, .pi / 6), duration: 0.25)
        let began = firstFrame(of: frames, passing: UIPinchGestureRecognizer.minimumDistanceChangeToBegin, \.distance)
        #expect(began == 2)  // 8 pt after one frame, 16 pt after two
        let base = frames[began].distance
        var expected: [TwoFingerSample] = []
        for index in began..<frames.count {
            let (now, before) = (frames[index], frames[index - 1])
            expected.append(
                TwoFingerSample(
                    state: index == began ? .began : .changed, value: now.distance / base,
                    velocity: (now.distance - before.distance) / base / CGFloat(now.time - before.time),
                    location: CGPoint(x: now.centroid.x - 20, y: now.centroid.y - 40), touches: 2, time: now.time))
        }
        // Both fingers lift in one event at the last frame's time: the last change's velocity, no touch left.
        var last = expected[expected.count - 1]
        last.state = .ended
        last.touches = 0
        expected.append(last)
        expectSamples(samples, expected)
        #expect(abs(samples.last!.value - 220 / frames[2].distance) < 1e-9)
        #expect(pinch.state == .possible && pinch.scale == 1 && pinch.velocity == 0)  // reset
    }

    @Test func settingTheScaleRebasesItAndResetsTheVelocity() {
        let stage = makeStage()
        var scales: [CGFloat] = []
        var velocities: [CGFloat] = []
        var product: CGFloat = 1
        let pinch = UIPinchGestureRecognizer { pinch in
            scales.append(pinch.scale)
            velocities.append(pinch.velocity)
            product *= pinch.scale
            pinch.scale = 1  // the pattern of Apple's "Handling pinch gestures" listing
            #expect(pinch.velocity == 0)
        }
        stage.addGestureRecognizer(pinch)
        UIApplication.shared.pinch(at: CGPoint(x: 200, y: 300), from: 240, to: 120, duration: 0.1)

        let frames = TwoFingerFrame.frames(
            center: (CGPoint(x: 200, y: 300), CGPoint(x: 200, y: 300)), distance: (240, 120), duration: 0.1)
        let began = firstFrame(of: frames, passing: UIPinchGestureRecognizer.minimumDistanceChangeToBegin, \.distance)
        #expect(began == 1)  // 20 pt in one frame
        // Each action after the first reads the distance over the last one's (the scale was set to 1 there),
        // and the velocity of that frame in those terms.
        var expectedScales: [CGFloat] = [1]
        var expectedVelocities = [
            (frames[1].distance - frames[0].distance) / frames[1].distance / CGFloat(frames[1].time)
        ]
        for index in (began + 1)..<frames.count {
            let (now, before) = (frames[index], frames[index - 1])
            expectedScales.append(now.distance / before.distance)
            expectedVelocities.append(
                (now.distance - before.distance) / before.distance / CGFloat(now.time - before.time))
        }
        // The lift, at the last move's time: scale 1 (set there) and that frame's change in the new terms.
        let (end, beforeEnd) = (frames[frames.count - 1], frames[frames.count - 2])
        expectedScales.append(1)
        expectedVelocities.append(
            (end.distance - beforeEnd.distance) / end.distance / CGFloat(end.time - beforeEnd.time))
        #expect(scales.count == expectedScales.count && velocities.count == expectedVelocities.count)
        for (got, want) in zip(scales + velocities, expectedScales + expectedVelocities) {
            #expect(abs(got - want) < 1e-9, "got \(got), expected \(want)")
        }
        #expect(abs(product - 120 / frames[1].distance) < 1e-9)
    }

    @Test func aRotationReportsTheAngleTurnedSinceItBeganEveryFrame() {
        let stage = makeStage()
        let start = CACurrentMediaTime()
        var samples: [TwoFingerSample] = []
        let rotation = UIRotationGestureRecognizer { rotation in
            samples.append(
                TwoFingerSample(
                    state: rotation.state, value: rotation.rotation, velocity: rotation.velocity,
                    location: rotation.location(in: nil), touches: rotation.numberOfTouches,
                    time: CACurrentMediaTime() - start))
        }
        stage.addGestureRecognizer(rotation)
        UIApplication.shared.rotate(at: CGPoint(x: 180, y: 420), radius: 80, from: -0.2, to: .pi / 3, duration: 0.2)

        let frames = TwoFingerFrame.frames(
            center: (CGPoint(x: 180, y: 420), CGPoint(x: 180, y: 420)), distance: (160, 160), angle: (-0.2, .pi / 3),
            duration: 0.2)
        let began = firstFrame(of: frames, passing: UIRotationGestureRecognizer.minimumRotationToBegin, \.angle)
        #expect(began == 1)  // (π/3 + 0.2)/12 = 0.104 rad in the first frame, more than 5°
        var expected: [TwoFingerSample] = []
        for index in began..<frames.count {
            let (now, before) = (frames[index], frames[index - 1])
            expected.append(
                TwoFingerSample(
                    state: index == began ? .began : .changed, value: now.angle - frames[began].angle,
                    velocity: (now.angle - before.angle) / CGFloat(now.time - before.time),
                    location: now.centroid, touches: 2, time: now.time))
        }
        var last = expected[expected.count - 1]
        last.state = .ended
        last.touches = 0
        expected.append(last)
        expectSamples(samples, expected)
        #expect(rotation.state == .possible && rotation.rotation == 0)
    }

    @Test func rotationIsContinuousPastHalfATurnAndSettable() {
        let stage = makeStage()
        var rotations: [CGFloat] = []
        var total: CGFloat = 0
        let rotation = UIRotationGestureRecognizer { rotation in
            rotations.append(rotation.rotation)
            if rotation.state == .ended {
                total += rotation.rotation
            } else if rotations.count.isMultiple(of: 2) {
                total += rotation.rotation  // every other action applies the rotation so far and starts again
                rotation.rotation = 0
            }
        }
        stage.addGestureRecognizer(rotation)
        // One and a quarter turns anticlockwise on screen: the angle of the line passes ±π twice.
        UIApplication.shared.rotate(at: CGPoint(x: 200, y: 400), radius: 60, from: 0, to: -2.5 * .pi, duration: 0.5)
        let frames = TwoFingerFrame.frames(
            center: (CGPoint(x: 200, y: 400), CGPoint(x: 200, y: 400)), distance: (120, 120), angle: (0, -2.5 * .pi),
            duration: 0.5)
        let began = -2.5 * CGFloat.pi * CGFloat(frames[1].time / 0.5)  // turned in the first frame: past 5°
        #expect(rotations.count == frames.count)  // began at frame 1, changed at 2…30, ended
        #expect(abs(total - (-2.5 * .pi - began)) < 1e-9)
        #expect(rotations.first == 0 && rotations.dropFirst().dropLast().allSatisfy { $0 < 0 })
        #expect(rotations.last == 0)  // the 30th action set it to 0; the lift at the same time turned nothing
    }

    @Test func aPinchThatLosesAFingerEndsAndAThirdFingerIsIgnored() {
        let stage = makeStage()
        stage.isMultipleTouchEnabled = true
        var log: [String] = []
        let pinch = UIPinchGestureRecognizer { pinch in
            let at = pinch.location(in: nil)
            log.append(
                "\(pinch.state) \(pinch.scale.formatted) \(pinch.numberOfTouches) (\(at.x.formatted), \(at.y.formatted))"
            )
        }
        stage.addGestureRecognizer(pinch)
        let app = UIApplication.shared
        let a = app.touchDown(at: CGPoint(x: 100, y: 300))
        let b = app.touchDown(at: CGPoint(x: 200, y: 300))
        let c = app.touchDown(at: CGPoint(x: 150, y: 500))  // a third finger: ignored
        app.advance(by: 1.0 / 60)
        #expect(pinch.numberOfTouches == 2)
        app.touchMove(c, to: CGPoint(x: 150, y: 700))  // moving it changes nothing
        app.touchMove(b, to: CGPoint(x: 220, y: 300))  // 120 pt apart: 20 pt more, past the threshold
        app.advance(by: 1.0 / 60)
        app.touchMove(a, to: CGPoint(x: 70, y: 300))  // 150 pt apart
        app.advance(by: 1.0 / 60)
        app.touchUp(a)  // one finger left of the two: the pinch ends
        app.advance(by: 1.0 / 60)
        app.touchMove(b, to: CGPoint(x: 300, y: 300))  // no more actions
        app.touchUp(b)
        app.touchUp(c)
        app.advance(by: 0)
        #expect(log == ["began 1 2 (160, 300)", "changed 1.250 2 (145, 300)", "ended 1.250 1 (220, 300)"])
        #expect(pinch.state == .possible)

        // Fingers that lift before the pinch began make it fail: no action, and the next pinch starts afresh.
        let d = app.touchDown(at: CGPoint(x: 100, y: 300))
        let e = app.touchDown(at: CGPoint(x: 200, y: 300))
        app.advance(by: 1.0 / 60)
        app.touchMove(e, to: CGPoint(x: 205, y: 300))  // 5 pt: not yet
        app.touchUp(d)
        app.advance(by: 1.0 / 60)
        #expect(pinch.state == .possible && pinch.numberOfTouches == 1)
        app.touchMove(e, to: CGPoint(x: 300, y: 300))
        app.touchUp(e)
        app.advance(by: 0)
        #expect(log.count == 3)
        UIApplication.shared.pinch(at: CGPoint(x: 200, y: 300), from: 100, to: 50, duration: 0.05)
        // 100 → 83.3 → 66.7 → 50 pt: began at 83.3 pt, so the scale ends at 50 / 83.3.
        #expect(log.suffix(2) == ["changed 0.600 2 (200, 300)", "ended 0.600 0 (200, 300)"])
    }

    @Test func fingersInjectedTogetherArriveInOneEvent() {
        let (log, _, box) = makeBoxScene(frame: StandardScreen.bounds)
        box.isMultipleTouchEnabled = true
        // Two frames: 110 then 120 pt apart. Each line is one call of the view's touch methods: both fingers.
        UIApplication.shared.pinch(at: CGPoint(x: 200, y: 300), from: 100, to: 120, duration: 1.0 / 30)
        #expect(
            log.lines == [
                "box began (150, 300) (250, 300)", "box moved (145, 300) (255, 300)", "box moved (140, 300) (260, 300)",
                "box ended (140, 300) (260, 300)",
            ])
    }
}
