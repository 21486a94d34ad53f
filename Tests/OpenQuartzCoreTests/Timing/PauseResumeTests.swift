import Foundation
import OpenCoreGraphics
@testable import OpenQuartzCore
import Testing
import OpenUIKitTesting

/// Apple's QA1673 pause/resume recipe (Technical Q&A QA1673, "How to pause the animation of a layer tree")
/// and a mask's pause/resume (the gallery's mask-pause-resume), written line by line as the recipe and the
/// ported Objective-C are.
@Suite("Pause and resume (QA1673)", .freshApplication)
struct PauseResumeTests {
    /// QA1673 pause, verbatim.
    @MainActor private func pauseLayer(_ layer: CALayer) {
        let pausedTime = layer.convertTime(CACurrentMediaTime(), from: nil)
        layer.speed = 0.0
        layer.timeOffset = pausedTime
    }

    /// QA1673 resume, verbatim.
    @MainActor private func resumeLayer(_ layer: CALayer) {
        let pausedTime = layer.timeOffset
        layer.speed = 1.0
        layer.timeOffset = 0.0
        layer.beginTime = 0.0
        let timeSincePause = layer.convertTime(CACurrentMediaTime(), from: nil) - pausedTime
        layer.beginTime = timeSincePause
    }

    @Test @MainActor func workedExampleOfFact22() {
        let layer = makeCommittedLayer()
        CAMediaClock.advance(by: 100)
        // Pause at parent time 100 → timeOffset 100; local time frozen at 100.
        pauseLayer(layer)
        #expect(isClose(layer.timeOffset, 100))
        #expect(layer.speed == 0)
        CAMediaClock.advance(by: 30)
        #expect(isClose(layer.convertTime(CACurrentMediaTime(), from: nil), 100))
        // Resume at 130 → beginTime 30; local time 100 at T = 130 and 101 at T = 131.
        resumeLayer(layer)
        #expect(isClose(layer.beginTime, 130 - 100, 1e-9))
        #expect(layer.speed == 1 && layer.timeOffset == 0)
        #expect(isClose(layer.convertTime(CACurrentMediaTime(), from: nil), 100, 1e-9))
        CAMediaClock.advance(by: 1)
        #expect(isClose(layer.convertTime(CACurrentMediaTime(), from: nil), 101, 1e-9))
    }

    @Test @MainActor func resetOfBeginTimeMattersWhenPausingTwice() {
        // The beginTime = 0 reset keeps convertTime from including the old beginTime.
        let layer = makeCommittedLayer()
        CAMediaClock.advance(by: 10)
        pauseLayer(layer)  // local frozen at 10
        CAMediaClock.advance(by: 5)
        resumeLayer(layer)  // beginTime 5
        CAMediaClock.advance(by: 2)
        #expect(isClose(layer.convertTime(CACurrentMediaTime(), from: nil), 12, 1e-9))
        pauseLayer(layer)  // local frozen at 12
        #expect(isClose(layer.timeOffset, 12, 1e-9))
        CAMediaClock.advance(by: 7)
        resumeLayer(layer)  // beginTime = 24 − 12 = 12
        #expect(isClose(layer.beginTime, 24 - 12, 1e-9))
        CAMediaClock.advance(by: 1)
        #expect(isClose(layer.convertTime(CACurrentMediaTime(), from: nil), 13, 1e-9))
    }

    @Test @MainActor func pausedAnimationFreezesAndResumesContinuously() {
        let log = EventLog()
        let layer = makeCommittedLayer()
        CAMediaClock.advance(by: 100)
        let animation = basicAnimation("position.x", from: 0, to: 200, duration: 2)
        animation.delegate = RecordingAnimationDelegate("move", log: log)
        layer.add(animation, forKey: "move")
        CAMediaClock.advance(by: 0.5)
        #expect(isClose(presented(layer, "position.x"), 200 * 0.5 / 2))
        pauseLayer(layer)
        CAMediaClock.advance(by: 10)
        #expect(isClose(presented(layer, "position.x"), 200 * 0.5 / 2, 1e-9))
        #expect(log.entries == ["start move"])
        resumeLayer(layer)
        #expect(isClose(presented(layer, "position.x"), 200 * 0.5 / 2, 1e-6))
        CAMediaClock.advance(by: 1)
        #expect(isClose(presented(layer, "position.x"), 200 * 1.5 / 2, 1e-6))
        #expect(log.entries == ["start move"])
        CAMediaClock.advance(by: 0.5)
        #expect(log.entries == ["start move", "stop move true"])
        #expect(layer.animationKeys() == nil)
        #expect(isClose(presented(layer, "position.x"), 50))
    }

    @Test @MainActor func animationAddedWhilePausedWaitsOnItsFirstFrame() {
        // Added while paused, the animation gets beginTime = the frozen local time p and shows
        // fromValue until resume.
        let layer = makeCommittedLayer()
        CAMediaClock.advance(by: 3)
        pauseLayer(layer)
        let p = layer.timeOffset
        layer.add(basicAnimation("position.x", from: 20, to: 220, duration: 2), forKey: "move")
        CAMediaClock.advance(by: 5)
        #expect(isClose(layer.animation(forKey: "move")?.beginTime ?? .nan, p))
        #expect(isClose(presented(layer, "position.x"), 20))
        resumeLayer(layer)
        #expect(isClose(presented(layer, "position.x"), 20, 1e-6))
        CAMediaClock.advance(by: 0.5)
        #expect(isClose(presented(layer, "position.x"), 20 + 200 * 0.5 / 2, 1e-6))
    }

    @Test @MainActor func pausingTheRootPausesTheWholeTree() {
        // QA1673 pauses "the animation of a layer tree": a child's animation runs in its parent's time.
        let root = makeCommittedLayer(name: "root")
        let child = CALayer()
        root.addSublayer(child)
        CAMediaClock.advance(by: 5)
        child.add(basicAnimation("opacity", from: 0, to: 1, duration: 2), forKey: "fade")
        CAMediaClock.advance(by: 0.5)
        #expect(isClose(child.presentation()?.opacity, 0.25))
        pauseLayer(root)
        CAMediaClock.advance(by: 4)
        #expect(isClose(child.presentation()?.opacity, 0.25))
        #expect(isClose(child.convertTime(CACurrentMediaTime(), from: nil), 5.5, 1e-9))
        resumeLayer(root)
        CAMediaClock.advance(by: 1)
        #expect(isClose(child.presentation()?.opacity, 0.75, 1e-6))
        CAMediaClock.advance(by: 0.5)
        #expect(child.animationKeys() == nil)
    }

    /// The seed's mask animation: a view over another, masked by a shape layer whose path shrinks from the
    /// full height to 0; pause mid-way, wait, resume.
    @Test @MainActor func seedMaskPathPauseAndResume() throws {
        let width: CGFloat = 200, height: CGFloat = 300
        let container = CALayer()
        container.bounds = CGRect(x: 0, y: 0, width: width, height: height)
        container.position = CGPoint(x: width / 2, y: height / 2)
        let bottomView = CALayer()
        let topView = CALayer()
        for view in [bottomView, topView] {
            view.frame = container.bounds
            container.addSublayer(view)
        }
        let maskLayer = CAShapeLayer()
        maskLayer.frame = topView.bounds
        let fullPath = CGPath(rect: CGRect(x: 0, y: 0, width: width, height: height))
        let emptyPath = CGPath(rect: CGRect(x: 0, y: 0, width: width, height: 0))
        maskLayer.path = fullPath
        topView.mask = maskLayer
        CATransaction.flush()
        #expect(maskLayer.superlayer == nil)
        #expect(topView.sublayers == nil)

        // Start: remove every animation, then animate the path from full height to 0 over 2 s.
        maskLayer.removeAllAnimations()
        let pathAnimation = CABasicAnimation(keyPath: "path")
        pathAnimation.fromValue = fullPath
        pathAnimation.toValue = emptyPath
        pathAnimation.duration = 2
        pathAnimation.fillMode = .forwards
        pathAnimation.isRemovedOnCompletion = false
        maskLayer.add(pathAnimation, forKey: "path")
        var isAnimating = true

        func expectedPath(progress: CGFloat) -> CGPath {
            CGPath(rect: CGRect(x: 0, y: 0, width: width, height: height * (1 - progress)))
        }
        CAMediaClock.advance(by: 0.5)
        let beforePause = try #require(maskLayer.presentation()?.path)
        #expect(isClose(beforePause, expectedPath(progress: 0.25)))

        // pauseAnimation: — the seed's order: convert, timeOffset, then speed.
        isAnimating = false
        let pausedTime = maskLayer.convertTime(CACurrentMediaTime(), from: nil)
        maskLayer.timeOffset = pausedTime
        maskLayer.speed = 0
        CAMediaClock.advance(by: 3)
        #expect(isClose(maskLayer.presentation()?.path, expectedPath(progress: 0.25), 1e-9))
        #expect(isClose(maskLayer.presentation()?.path, beforePause, 1e-9))
        // The owner's presentation shows the same mask.
        #expect(isClose((topView.presentation()?.mask as? CAShapeLayer)?.path, beforePause, 1e-9))

        // resumeAnimation:
        if !isAnimating {
            isAnimating = true
            let pausedTime = maskLayer.timeOffset
            maskLayer.speed = 1
            maskLayer.timeOffset = 0
            maskLayer.beginTime = 0
            let intervalTime = maskLayer.convertTime(CACurrentMediaTime(), from: nil) - pausedTime
            maskLayer.beginTime = intervalTime
        }
        #expect(isAnimating)
        // Continuous at the resume instant.
        #expect(isClose(maskLayer.presentation()?.path, expectedPath(progress: 0.25), 1e-6))
        CAMediaClock.advance(by: 0.5)
        #expect(isClose(maskLayer.presentation()?.path, expectedPath(progress: 0.5), 1e-6))
        // The end: filled forwards and kept, the mask shows the empty path; the model never changed.
        CAMediaClock.advance(by: 2)
        #expect(isClose(maskLayer.presentation()?.path, emptyPath, 1e-9))
        #expect(maskLayer.path == fullPath)
        #expect(maskLayer.animation(forKey: "path") != nil)
    }
}
