import Foundation
import Testing
@testable import OpenUIKitX11

/// The live host's clock: real elapsed time per step, 10× slower with slow animations, standing still
/// while paused — on the step, never by sleeping.
@Suite struct LiveClockTests {
    /// A real clock that reads the times given, in order.
    final class Readings: @unchecked Sendable {
        var values: [TimeInterval]
        init(_ values: [TimeInterval]) { self.values = values }
        func next() -> TimeInterval { values.removeFirst() }
    }

    @Test func stepsAreTheRealTimeElapsedScaledOrNothingWhilePaused() {
        let readings = Readings([100, 100.016, 100.05, 100.15, 100.25, 100.3, 100.3])
        var clock = LiveClock(now: readings.next)
        #expect(clock.step() == 100.016 - 100)
        #expect(clock.step() == 100.05 - 100.016)
        clock.slowAnimations = true
        #expect(clock.step() == (100.15 - 100.05) / 10)
        clock.isPaused = true
        #expect(clock.step() == 0)
        clock.isPaused = false
        clock.slowAnimations = false
        #expect(clock.step() == 100.3 - 100.25)
        #expect(clock.step() == 0)
    }

    @Test func theMonotonicClockNeverGoesBack() {
        let first = LiveClock.monotonicTime()
        let second = LiveClock.monotonicTime()
        #expect(first > 0 && second >= first)
    }
}
