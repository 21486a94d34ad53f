import Foundation
import OpenCoreGraphics
@testable import OpenQuartzCore
import Testing
import OpenUIKitTesting

/// The virtual media clock: it starts at 0, moves only through `advance(by:)` in 1/60 s frames, commits
/// pending changes first, and `reset()` returns Core Animation to a clean state.
@Suite("CAMediaClock", .freshApplication)
struct CAMediaClockTests {
    @Test @MainActor func startsAtZeroAndAdvancesExactly() {
        #expect(CACurrentMediaTime() == 0)
        #expect(CAMediaClock.currentTime == 0)
        #expect(CAMediaClock.frameDuration == 1.0 / 60.0)
        CAMediaClock.advance(by: 0.1)
        #expect(CACurrentMediaTime() == 0.1)
        CAMediaClock.advance(by: 1.0 / 3.0)
        #expect(isClose(CACurrentMediaTime(), 0.1 + 1.0 / 3.0, 1e-12))
        CAMediaClock.advance(by: 0)
        #expect(isClose(CACurrentMediaTime(), 0.1 + 1.0 / 3.0, 1e-12))
    }

    @Test @MainActor func stepsInSixtiethsWithAShorterLastFrame() {
        let log = EventLog()
        var times: [CFTimeInterval] = []
        let link = CADisplayLink(handler: { link in
            log.append("\(link.timestamp)")
        })
        link.add(to: .main, forMode: .common)
        CAMediaClock.advance(by: 0.04)
        times = log.entries.compactMap(Double.init)
        // 1/60, 2/60, then the short last frame at 0.04.
        #expect(times.count == 3)
        #expect(isClose(times[0], 1.0 / 60.0, 1e-12))
        #expect(isClose(times[1], 2.0 / 60.0, 1e-12))
        #expect(isClose(times[2], 0.04, 1e-12))
        link.invalidate()
    }

    @Test @MainActor func advanceCommitsPendingChangesFirst() {
        let layer = CALayer()
        layer.position = CGPoint(x: 1, y: 2)
        #expect(layer.presentation() == nil)
        CAMediaClock.advance(by: 0)
        #expect(layer.presentation()?.position == CGPoint(x: 1, y: 2))
    }

    @Test @MainActor func invalidDurationsAreReportedAndIgnored() {
        CAMediaClock.advance(by: 1)
        let reports = Diagnostics.capture {
            CAMediaClock.advance(by: -1)
            CAMediaClock.advance(by: .nan)
            CAMediaClock.advance(by: .infinity)
        }
        #expect(reports.map(\.code) == [.invalidTiming, .invalidTiming, .invalidTiming])
        #expect(CACurrentMediaTime() == 1)
    }

    @Test @MainActor func resetClearsClockTransactionsLinksAndAnimations() {
        let log = EventLog()
        let layer = makeCommittedLayer()
        layer.add(basicAnimation("opacity", from: 0, to: 1, duration: 10), forKey: "fade")
        CAMediaClock.advance(by: 1)
        let link = CADisplayLink(handler: { _ in log.append("tick") })
        link.add(to: .main, forMode: .common)
        CATransaction.begin()
        CATransaction.setAnimationDuration(3)
        #expect(AnimationEngine.hasRunningAnimations)

        CAMediaClock.reset()
        #expect(CACurrentMediaTime() == 0)
        #expect(CATransaction.animationDuration() == 0.25)
        #expect(!AnimationEngine.hasRunningAnimations)
        CAMediaClock.advance(by: 0.1)
        #expect(log.entries.isEmpty)
        // The unbalanced begin was dropped: a commit now is the misuse report.
        let reports = Diagnostics.capture { CATransaction.commit() }
        #expect(reports.map(\.code) == [.invalidState])
    }
}
