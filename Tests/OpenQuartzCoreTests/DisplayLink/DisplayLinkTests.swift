import Foundation
import OpenCoreGraphics
@testable import OpenQuartzCore
import Testing
import OpenUIKitTesting

/// CADisplayLink on the virtual 60 Hz display: one fire per frame with timestamp and targetTimestamp,
/// lower preferred rates, pausing and invalidation.
@Suite("CADisplayLink", .freshApplication)
struct DisplayLinkTests {
    @MainActor private final class Recorder {
        var stamps: [(timestamp: CFTimeInterval, target: CFTimeInterval)] = []
    }

    @MainActor private func link(_ recorder: Recorder) -> CADisplayLink {
        CADisplayLink(handler: { link in recorder.stamps.append((link.timestamp, link.targetTimestamp)) })
    }

    @Test @MainActor func firesEveryFrameWithTimestamps() {
        let recorder = Recorder()
        let displayLink = link(recorder)
        #expect(isClose(displayLink.duration, 1.0 / 60.0))
        displayLink.add(to: .main, forMode: .common)
        #expect(recorder.stamps.isEmpty)
        CAMediaClock.advance(by: 0.1)
        #expect(recorder.stamps.count == 6)
        for (index, stamp) in recorder.stamps.enumerated() {
            let frameTime = Double(index + 1) / 60.0
            #expect(isClose(stamp.timestamp, frameTime, 1e-12))
            #expect(isClose(stamp.target, frameTime + 1.0 / 60.0, 1e-12))
        }
        displayLink.invalidate()
    }

    @Test @MainActor func addingTwiceSchedulesOnce() {
        let recorder = Recorder()
        let displayLink = link(recorder)
        displayLink.add(to: .main, forMode: .common)
        displayLink.add(to: .main, forMode: .default)
        CAMediaClock.advance(by: 0.05)
        #expect(recorder.stamps.count == 3)
        displayLink.invalidate()
    }

    @Test @MainActor func thirtyFramesPerSecondFiresEveryOtherFrame() {
        let recorder = Recorder()
        let displayLink = link(recorder)
        displayLink.preferredFramesPerSecond = 30
        displayLink.add(to: .main, forMode: .common)
        CAMediaClock.advance(by: 1)
        #expect(recorder.stamps.count == 30)
        for (a, b) in zip(recorder.stamps, recorder.stamps.dropFirst()) {
            #expect(isClose(b.timestamp - a.timestamp, 2.0 / 60.0, 1e-12))
        }
        for stamp in recorder.stamps {
            #expect(isClose(stamp.target - stamp.timestamp, 2.0 / 60.0, 1e-12))
        }
        displayLink.invalidate()
    }

    @Test @MainActor func preferredFrameRateRangeWinsOverFramesPerSecond() {
        let recorder = Recorder()
        let displayLink = link(recorder)
        displayLink.preferredFramesPerSecond = 30
        displayLink.preferredFrameRateRange = CAFrameRateRange(minimum: 10, maximum: 60, preferred: 20)
        displayLink.add(to: .main, forMode: .common)
        CAMediaClock.advance(by: 1)
        #expect(recorder.stamps.count == 20)
        displayLink.invalidate()
    }

    @Test @MainActor func rateAtOrAboveTheDisplayFiresEveryFrame() {
        let recorder = Recorder()
        let displayLink = link(recorder)
        displayLink.preferredFramesPerSecond = 120
        displayLink.add(to: .main, forMode: .common)
        CAMediaClock.advance(by: 0.5)
        #expect(recorder.stamps.count == 30)
        displayLink.invalidate()
    }

    @Test @MainActor func pausedLinksDoNotFire() {
        let recorder = Recorder()
        let displayLink = link(recorder)
        displayLink.add(to: .main, forMode: .common)
        CAMediaClock.advance(by: 2.0 / 60.0)
        #expect(recorder.stamps.count == 2)
        displayLink.isPaused = true
        CAMediaClock.advance(by: 0.5)
        #expect(recorder.stamps.count == 2)
        displayLink.isPaused = false
        CAMediaClock.advance(by: 1.0 / 60.0)
        #expect(recorder.stamps.count == 3)
        #expect(isClose(recorder.stamps.last?.timestamp ?? .nan, 2.0 / 60.0 + 0.5 + 1.0 / 60.0, 1e-12))
        displayLink.invalidate()
    }

    @Test @MainActor func invalidateStopsForGood() {
        let recorder = Recorder()
        let displayLink = link(recorder)
        displayLink.add(to: .main, forMode: .common)
        CAMediaClock.advance(by: 1.0 / 60.0)
        displayLink.invalidate()
        CAMediaClock.advance(by: 0.5)
        #expect(recorder.stamps.count == 1)
        let other = link(recorder)
        other.add(to: .main, forMode: .common)
        other.remove(from: .main, forMode: .common)
        CAMediaClock.advance(by: 0.5)
        #expect(recorder.stamps.count == 1)
    }

    @Test @MainActor func invalidatingInsideTheCallbackStopsTheLink() {
        let log = EventLog()
        let displayLink = CADisplayLink(handler: { link in
            log.append("tick")
            if log.entries.count == 3 { link.invalidate() }
        })
        displayLink.add(to: .main, forMode: .common)
        CAMediaClock.advance(by: 1)
        #expect(log.entries.count == 3)
    }

    @Test @MainActor func targetIsRetainedUntilInvalidated() {
        final class Target {}
        weak var weakTarget: Target?
        let displayLink: CADisplayLink
        do {
            let target = Target()
            weakTarget = target
            displayLink = CADisplayLink(target: target, action: { _ in })
        }
        displayLink.add(to: .main, forMode: .common)
        #expect(weakTarget != nil)
        displayLink.invalidate()
        #expect(weakTarget == nil)
    }

    @Test @MainActor func animationsSeeTheFrameTimeInTheCallback() {
        let layer = makeCommittedLayer(frame: CGRect(x: -50, y: -50, width: 100, height: 100))
        layer.add(basicAnimation("position.x", from: 0, to: 60, duration: 1), forKey: "move")
        let log = EventLog()
        let displayLink = CADisplayLink(handler: { link in
            log.append(String(format: "%.6f", Double(presented(layer, "position.x") ?? .nan)))
        })
        displayLink.add(to: .main, forMode: .common)
        CAMediaClock.advance(by: 3.0 / 60.0)
        // At frame k the animation shows 60 × k/60 = k.
        #expect(log.entries == ["1.000000", "2.000000", "3.000000"])
        displayLink.invalidate()
    }
}
