import Foundation
import OpenUIKit

/// Times a demo's trace lines to the frame when neither the demo (`timedTrace`) nor a stage of its own
/// gives their exact times: after each frame's script it stamps the lines that appeared since the last
/// frame with that frame's time, so each line's time is at most one frame late.
@MainActor
final class TraceSampler {
    private let demo: any GalleryDemo
    private var times: [TimeInterval] = []

    init(_ demo: any GalleryDemo) {
        self.demo = demo
    }

    /// Stamps the lines that appeared since the last sample with `time`.
    func sample(at time: TimeInterval) {
        let count = demo.trace.count
        while times.count < count { times.append(time) }
    }

    /// The trace with the sampled times (lines after the last sample get the last frame's time).
    var lines: [TimedTraceLine] {
        let trace = demo.trace
        let last = times.last ?? 0
        return trace.enumerated().map { TimedTraceLine(time: $0 < times.count ? times[$0] : last, text: $1) }
    }
}
