import Foundation
import OpenUIKit

/// The trace of a demo without controllers (plain Core Animation), each line stamped with the media time
/// since the recording's first frame.
@MainActor
struct TimedTraceLog {
    private(set) var lines: [TimedTraceLine] = []
    /// The media time of the first frame, set by `start()`.
    private(set) var origin: CFTimeInterval = 0

    /// Marks now as the first frame's time.
    mutating func start() {
        origin = CACurrentMediaTime()
    }

    /// Seconds since the first frame.
    var elapsed: TimeInterval { CACurrentMediaTime() - origin }

    /// Adds `text` at the current time.
    mutating func append(_ text: String) {
        lines.append(TimedTraceLine(time: elapsed, text: text))
    }

    /// Adds `text` at the current time, written after its time (`t=1.200 text`).
    mutating func appendStamped(_ text: String) {
        append(String(format: "t=%.3f ", elapsed) + text)
    }
}
