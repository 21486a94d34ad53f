import Foundation
import OpenUIKit

/// A UIKit demo's trace: the lifecycle events of a controller subtree (`LifecycleTrace`) with the script's
/// own lines (what the script did, diagnostics it captured) interleaved where they happened.
@MainActor
final class DemoTrace {
    private let lifecycle: LifecycleTrace
    private var notes: [(position: Int, line: String)] = []

    /// Starts recording `root`'s subtree; make it before the controllers load to see their whole lives.
    init(recording root: UIViewController) {
        lifecycle = LifecycleTrace(recording: root)
    }

    /// Adds a script line after the lifecycle events so far, stamped with the script time.
    func note(_ line: String, at time: TimeInterval) {
        notes.append((lifecycle.events.count, String(format: "t=%.3f ", time) + line))
    }

    /// Every line, in the order things happened.
    var lines: [String] {
        var merged: [String] = []
        var pending = notes[...]
        for (index, line) in lifecycle.lines.enumerated() {
            while let note = pending.first, note.position <= index {
                merged.append(note.line)
                pending = pending.dropFirst()
            }
            merged.append(line)
        }
        return merged + pending.map(\.line)
    }
}
