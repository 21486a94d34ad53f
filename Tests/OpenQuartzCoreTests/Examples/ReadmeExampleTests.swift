import Foundation
import OpenCoreGraphics
import Testing
@testable import OpenQuartzCore

/// The README's Core Animation example, run as written: it must keep printing what the README says.
@Suite struct ReadmeExampleTests {
    @Test @MainActor func maskPathPausesAndResumesAsTheReadmeSays() throws {
        CAMediaClock.reset()
        let mask = CAShapeLayer()
        mask.path = CGPath(rect: CGRect(x: 0, y: 0, width: 200, height: 400), transform: nil)
        CATransaction.flush()

        let shrink = CABasicAnimation(keyPath: "path")
        shrink.toValue = CGPath(rect: CGRect(x: 0, y: 0, width: 200, height: 0), transform: nil)
        shrink.duration = 2
        mask.add(shrink, forKey: "shrink")

        CAMediaClock.advance(by: 0.5)
        #expect(try #require(mask.presentation()?.path).boundingBox.height == 300)
        let paused = mask.convertTime(CACurrentMediaTime(), from: nil)
        mask.speed = 0
        mask.timeOffset = paused
        CAMediaClock.advance(by: 3)
        #expect(try #require(mask.presentation()?.path).boundingBox.height == 300)
        mask.speed = 1
        mask.timeOffset = 0
        mask.beginTime = 0
        mask.beginTime = mask.convertTime(CACurrentMediaTime(), from: nil) - paused
        CAMediaClock.advance(by: 0.5)
        #expect(try #require(mask.presentation()?.path).boundingBox.height == 200)
    }
}
