import Foundation

/// One line of a demo's trace with the virtual time it happened at, in seconds from the recording's first
/// frame (frame `i` of a recording at `fps` shows time `i / fps`). UIKit has no such record; the gallery's
/// page uses it to show each callback beside the frame where it happened.
struct TimedTraceLine: Sendable, Equatable, Codable {
    let time: TimeInterval
    let text: String

    /// A line at `time`, rounded to the microsecond: the clock's sum of frame steps and a script's
    /// `index / fps` differ in the last bits (0.49999999999999994 against 0.5) but name the same moment.
    init(time: TimeInterval, text: String) {
        self.time = (time * 1_000_000).rounded() / 1_000_000
        self.text = text
    }

    /// The line as the trace file writes it: the time with three decimals, a space, the text
    /// (`0.433 Home viewWillAppear(true)`).
    var formatted: String { String(format: "%.3f ", time) + text }
}
