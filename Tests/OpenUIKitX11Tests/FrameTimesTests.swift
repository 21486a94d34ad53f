import Foundation
import Testing
@testable import OpenUIKitX11

/// The frame-time statistics the live host reports: nearest-rank percentiles and the summary line.
@Suite struct FrameTimesTests {
    @Test func nearestRankPercentilesAndTheSummary() {
        var times = FrameTimes()
        #expect(times.percentile(0.5) == nil)
        #expect(times.summary == "0 frames drawn")
        for milliseconds in [4.0, 1.0, 3.0, 2.0, 10.0] { times.record(milliseconds / 1000) }
        #expect(times.percentile(0.5) == 0.003)
        #expect(times.percentile(0.99) == 0.010)
        #expect(times.percentile(0) == 0.001)
        #expect(times.summary == "5 frames drawn; frame time p50 3.0 ms, p99 10.0 ms, max 10.0 ms")
    }
}
