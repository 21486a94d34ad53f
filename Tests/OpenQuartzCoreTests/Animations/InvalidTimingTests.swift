import Foundation
import OpenCoreGraphics
@testable import OpenQuartzCore
import Testing
import OpenUIKitTesting

/// An animation given invalid timing is refused when added (reported, not added), so the presentation keeps
/// showing the model — "reported, state unchanged".
@Suite("Invalid animation timing", .freshApplication)
@MainActor
struct InvalidTimingTests {
    private func scrubbedAnimation() -> CABasicAnimation {
        let animation = CABasicAnimation(keyPath: "zPosition")
        animation.fromValue = 0
        animation.toValue = 100
        animation.duration = 1
        animation.speed = 0
        animation.timeOffset = 0.5
        return animation
    }

    @Test(arguments: ["speed", "duration", "timeOffset"])
    func refusedAndTheModelShows(_ field: String) {
        let layer = makeCommittedLayer()
        layer.zPosition = 7
        CAMediaClock.advance(by: 1)  // the implicit animation to 7 is over
        let animation = scrubbedAnimation()
        let reports = Diagnostics.capture {
            switch field {
            case "speed": animation.speed = .nan
            case "duration": animation.duration = .nan
            default: animation.timeOffset = .infinity
            }
            layer.add(animation, forKey: "invalid")
        }
        #expect(reports.map(\.code) == [.invalidTiming, .invalidTiming])
        #expect(reports.last?.message.contains("is not added") == true)
        #expect(layer.animation(forKey: "invalid") == nil)
        CAMediaClock.advance(by: 0.1)
        #expect(layer.presentation()?.zPosition == 7)
    }

    @Test func theSameAnimationWithValidTimingRuns() {
        let layer = makeCommittedLayer()
        layer.zPosition = 7
        layer.add(scrubbedAnimation(), forKey: "valid")
        CAMediaClock.advance(by: 0.1)
        #expect(layer.presentation()?.zPosition == 50)
    }
}
