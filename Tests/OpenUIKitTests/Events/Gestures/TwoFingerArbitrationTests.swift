import Foundation
import Testing
import OpenUIKitTesting
@testable import OpenUIKit

/// Pinch, rotation and pan on one view, arbitrated as UIKit does: by default whichever begins first makes the
/// others fail; with the delegate's `gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:)` they all run —
/// the photo viewer that moves, scales and turns a picture with two fingers.
@MainActor
@Suite(.freshApplication) struct TwoFingerArbitrationTests {
    @MainActor final class Simultaneous: UIGestureRecognizerDelegate {
        func gestureRecognizer(
            _ gestureRecognizer: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith other: UIGestureRecognizer
        ) -> Bool { true }
    }

    /// Records the states of other recognizers each time its action runs.
    @MainActor final class StateProbe {
        let others: [UIGestureRecognizer]
        var states: [String] = []
        init(_ others: [UIGestureRecognizer]) { self.others = others }
        func record(_ recognizer: UIGestureRecognizer) {
            states.append(others.map { "\($0.state)" }.joined(separator: " "))
        }
    }

    /// The photo viewer's actions: each applies its recognizer's value to the picture and starts it again from
    /// rest (translation zero, scale 1, rotation 0).
    @MainActor final class PhotoViewer {
        let picture: UIView
        init(picture: UIView) { self.picture = picture }
        func pan(_ pan: UIPanGestureRecognizer) {
            let t = pan.translation(in: nil)
            picture.center = CGPoint(x: picture.center.x + t.x, y: picture.center.y + t.y)
            pan.setTranslation(.zero, in: nil)
        }
        func pinch(_ pinch: UIPinchGestureRecognizer) {
            picture.transform = picture.transform.scaledBy(x: pinch.scale, y: pinch.scale)
            pinch.scale = 1
        }
        func rotate(_ rotation: UIRotationGestureRecognizer) {
            picture.transform = picture.transform.rotated(by: rotation.rotation)
            rotation.rotation = 0
        }
    }

    /// A photo on screen with a pan, a pinch and a rotation, each logging its states.
    private func makePhoto() -> (
        photo: UIView, pan: UIPanGestureRecognizer, pinch: UIPinchGestureRecognizer,
        rotation: UIRotationGestureRecognizer, log: EventLog
    ) {
        let window = makeTouchWindow()
        let photo = UIView(frame: StandardScreen.bounds)
        window.addSubview(photo)
        let log = EventLog()
        let pan = UIPanGestureRecognizer { log.append("pan \($0.state)") }
        let pinch = UIPinchGestureRecognizer { log.append("pinch \($0.state)") }
        let rotation = UIRotationGestureRecognizer { log.append("rotation \($0.state)") }
        for recognizer in [pan, pinch, rotation] as [UIGestureRecognizer] { photo.addGestureRecognizer(recognizer) }
        return (photo, pan, pinch, rotation, log)
    }

    @Test func aPinchInPlaceBeginsThePinchAndThePanFails() {
        let (_, pan, pinch, rotation, log) = makePhoto()
        let probe = StateProbe([pan, rotation])
        pinch.addTarget(probe, action: StateProbe.record)
        // Symmetric: the centroid, which the pan follows, never moves; the distance grows 12 pt per frame.
        UIApplication.shared.pinch(at: CGPoint(x: 200, y: 400), from: 100, to: 172, duration: 0.1)
        #expect(log.lines == ["pinch began"] + Array(repeating: "pinch changed", count: 5) + ["pinch ended"])
        #expect(probe.states == Array(repeating: "failed failed", count: 7))
        #expect(pan.state == .possible && pinch.state == .possible)
    }

    @Test func aTwoFingerDragBeginsThePanAndThePinchAndRotationFail() {
        let (_, pan, pinch, rotation, log) = makePhoto()
        let probe = StateProbe([pinch, rotation])
        pan.addTarget(probe, action: StateProbe.record)
        // Both fingers move 15 pt right per frame, 100 pt apart on a level line: neither distance nor angle
        // changes.
        UIApplication.shared.twoFingerGesture(
            center: (CGPoint(x: 150, y: 400), CGPoint(x: 240, y: 400)), distance: (100, 100), duration: 0.1)
        #expect(log.lines == ["pan began"] + Array(repeating: "pan changed", count: 5) + ["pan ended"])
        #expect(probe.states == Array(repeating: "failed failed", count: 7))
        #expect(pan.translation(in: nil) == .zero && pan.state == .possible)
    }

    @Test func aTurnInPlaceBeginsTheRotationAndThePanAndPinchFail() {
        let (_, pan, pinch, rotation, log) = makePhoto()
        let probe = StateProbe([pan, pinch])
        rotation.addTarget(probe, action: StateProbe.record)
        // Turning 0.3 rad per frame at a constant distance around a fixed centroid.
        UIApplication.shared.rotate(at: CGPoint(x: 200, y: 400), radius: 50, from: 0, to: 1.2, duration: 1.0 / 15)
        #expect(log.lines == ["rotation began"] + Array(repeating: "rotation changed", count: 3) + ["rotation ended"])
        #expect(probe.states == Array(repeating: "failed failed", count: 5))
    }

    @Test func withTheDelegateThePhotoViewerPansPinchesAndTurnsAtOnce() {
        let (photo, pan, pinch, rotation, log) = makePhoto()
        let delegate = Simultaneous()
        for recognizer in [pan, pinch, rotation] as [UIGestureRecognizer] { recognizer.delegate = delegate }
        let picture = UIView(frame: CGRect(x: 100, y: 300, width: 100, height: 100))
        photo.addSubview(picture)
        let viewer = PhotoViewer(picture: picture)
        pan.addTarget(viewer, action: PhotoViewer.pan)
        pinch.addTarget(viewer, action: PhotoViewer.pinch)
        rotation.addTarget(viewer, action: PhotoViewer.rotate)
        UIApplication.shared.twoFingerGesture(
            center: (CGPoint(x: 150, y: 350), CGPoint(x: 210, y: 350)), distance: (100, 160), angle: (0, .pi / 4),
            duration: 0.25)

        let frames = TwoFingerFrame.frames(
            center: (CGPoint(x: 150, y: 350), CGPoint(x: 210, y: 350)), distance: (100, 160), angle: (0, .pi / 4),
            duration: 0.25)
        let panBegan = firstFrame(of: frames, passing: UIPanGestureRecognizer.minimumTranslationToBegin) {
            $0.centroid.x
        }
        let pinchBegan = firstFrame(of: frames, passing: UIPinchGestureRecognizer.minimumDistanceChangeToBegin) {
            $0.distance
        }
        let rotationBegan = firstFrame(of: frames, passing: UIRotationGestureRecognizer.minimumRotationToBegin) {
            $0.angle
        }
        #expect([panBegan, pinchBegan, rotationBegan] == [3, 3, 2] as [Int])  // 4 pt, 4 pt and 3° per frame
        // Every recognizer runs its own sequence, interleaved frame by frame in the order they were added.
        var expected: [String] = []
        for frame in 1..<frames.count {
            for (name, began) in [("pan", panBegan), ("pinch", pinchBegan), ("rotation", rotationBegan)]
            where frame >= began {
                expected.append("\(name) \(frame == began ? "began" : "changed")")
            }
        }
        expected += ["pan ended", "pinch ended", "rotation ended"]
        #expect(log.lines == expected)
        // The picture moved, grew and turned by what the fingers did after each recognizer began.
        let end = frames[frames.count - 1]
        let moved = end.centroid.x - frames[panBegan].centroid.x
        let grown = end.distance / frames[pinchBegan].distance
        let turned = end.angle - frames[rotationBegan].angle
        let want = CGAffineTransform(scaleX: grown, y: grown).rotated(by: turned)
        let got = picture.transform
        #expect(abs(picture.center.x - (150 + moved)) < 1e-9 && abs(picture.center.y - 350) < 1e-9)
        for (a, b) in [(got.a, want.a), (got.b, want.b), (got.c, want.c), (got.d, want.d)] {
            #expect(abs(a - b) < 1e-9, "transform \(got), expected \(want)")
        }
    }
}
