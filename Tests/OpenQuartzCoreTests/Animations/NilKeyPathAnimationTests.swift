import Foundation
import OpenCoreGraphics
@testable import OpenQuartzCore
import Testing
import OpenUIKitTesting

/// QuartzCore copies and stores any animation `add(_:forKey:)` is given: one without a key path is listed by
/// `animationKeys()`, animates nothing, and ends (and is removed) after its duration like any other.
@Suite("Animations without a key path", .freshApplication)
@MainActor
struct NilKeyPathAnimationTests {
    @Test func isStoredAnimatesNothingAndEnds() throws {
        let layer = makeCommittedLayer()
        let animation = CABasicAnimation()
        animation.fromValue = 0
        animation.toValue = 1
        animation.duration = 1
        let log = EventLog()
        let delegate = RecordingAnimationDelegate("nothing", log: log)
        animation.delegate = delegate
        let reports = Diagnostics.capture { layer.add(animation, forKey: "nothing") }
        #expect(reports.isEmpty)
        #expect(layer.animationKeys() == ["nothing"])
        let stored = try #require(layer.animation(forKey: "nothing") as? CABasicAnimation)
        #expect(stored !== animation && stored.keyPath == nil)
        CAMediaClock.advance(by: 0.5)
        #expect(layer.presentation()?.opacity == 1 && layer.presentation()?.position == layer.position)
        CAMediaClock.advance(by: 0.5)
        #expect(layer.animationKeys() == nil)
        #expect(log.entries == ["start nothing", "stop nothing true"])
        _ = delegate
    }
}
