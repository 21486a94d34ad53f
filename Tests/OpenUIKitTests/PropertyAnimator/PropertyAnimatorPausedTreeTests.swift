import Foundation
import OpenUIKit
import Testing

/// A property animator follows its views' layer time, as Core Animation's animations do: pausing a
/// container layer (speed 0 + timeOffset, Apple's Technical Q&A QA1673) pauses the animator inside it.
@Suite("Property animators in paused layer trees")
@MainActor
struct PropertyAnimatorPausedTreeTests {
    @Test func aPausedContainerPausesTheAnimator() {
        UIApplication.shared.reset()
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let box = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        container.addSubview(box)
        UIApplication.shared.advance(by: 0)
        var ended: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { box.center.x = 125 }
        animator.addCompletion { ended.append($0) }
        animator.startAnimation()
        UIApplication.shared.advance(by: 0.25)
        #expect(abs((box.layer.presentation()?.position.x ?? 0) - 50) < 1e-9)  // 25 + 100 × 0.25

        let layer = container.layer
        let paused = layer.convertTime(CACurrentMediaTime(), from: nil)
        layer.speed = 0
        layer.timeOffset = paused
        #expect(UIApplication.shared.runUntilIdle(timeout: 2) == 0)  // nothing moves: idle at once
        UIApplication.shared.advance(by: 0.5)
        #expect(abs((box.layer.presentation()?.position.x ?? 0) - 50) < 1e-9)
        #expect(abs(animator.fractionComplete - 0.25) < 1e-9)
        #expect(ended.isEmpty)

        layer.speed = 1
        layer.timeOffset = 0
        layer.beginTime = 0
        layer.beginTime = layer.convertTime(CACurrentMediaTime(), from: nil) - paused
        UIApplication.shared.advance(by: 0.25)
        #expect(abs((box.layer.presentation()?.position.x ?? 0) - 75) < 1e-9)  // half-way: 0.5 s have run
        UIApplication.shared.runUntilIdle()
        #expect(ended == [.end])
    }
}
