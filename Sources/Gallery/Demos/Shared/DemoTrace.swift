import Foundation
import OpenUIKit

/// A UIKit demo's trace: the lifecycle events of a controller subtree (`LifecycleTrace`) with the script's
/// own lines (what the script did, diagnostics it captured) interleaved where they happened, each with its
/// virtual time.
@MainActor
final class DemoTrace {
    private let lifecycle: LifecycleTrace
    /// The media time when recording began: the time of the recording's first frame.
    private let origin: CFTimeInterval
    private var notes: [(position: Int, line: TimedTraceLine)] = []

    /// Starts recording `root`'s subtree; make it before the controllers load to see their whole lives.
    init(recording root: UIViewController) {
        lifecycle = LifecycleTrace(recording: root)
        origin = CACurrentMediaTime()
    }

    /// Adds a script line after the lifecycle events so far, stamped with the script time (seconds from the
    /// recording's first frame).
    func note(_ line: String, at time: TimeInterval) {
        notes.append((lifecycle.events.count, TimedTraceLine(time: time, text: String(format: "t=%.3f ", time) + line)))
    }

    /// A note-taker for a controller's own lines: each noted at the current media time, which is the script
    /// time (the renderer starts the clock at 0 with the recording). Holds the trace weakly.
    var noteNow: (String) -> Void {
        { [weak self] line in self?.note(line, at: CACurrentMediaTime()) }
    }

    /// Every line with its time in seconds since the trace began, in the order things happened.
    var timedLines: [TimedTraceLine] {
        var merged: [TimedTraceLine] = []
        var pending = notes[...]
        for (index, event) in lifecycle.timedEvents.enumerated() {
            while let note = pending.first, note.position <= index {
                merged.append(note.line)
                pending = pending.dropFirst()
            }
            merged.append(TimedTraceLine(time: event.time - origin, text: event.event.description))
        }
        return merged + pending.map(\.line)
    }

    /// Every line, in the order things happened.
    var lines: [String] { timedLines.map(\.text) }
}
