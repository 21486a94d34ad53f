import Foundation
import OpenQuartzCore

/// One stretch of a property animator's timeline: `duration` seconds of `curve` over which the animator's
/// fraction goes linearly from `startFraction` (elapsed 0) to `endFraction` (elapsed `duration`).
struct AnimatorSegment {
    enum Kind {
        /// The animator's own timing over its whole range, 0 → 1.
        case original
        /// The whole range 0 → 1 with linear timing: scrubbing while paused with `scrubsLinearly`.
        case linearScrub
        /// From where the animations were to one end, with new or restarted timing.
        case fresh
    }

    var kind: Kind
    var curve: AnimatorCurve
    var duration: Double
    var startFraction: Double
    var endFraction: Double

    /// The animator's fraction at `elapsed` seconds into the segment.
    func fraction(atElapsed elapsed: Double) -> Double {
        let x = duration > 0 ? min(max(elapsed / duration, 0), 1) : (elapsed > 0 ? 1 : 0)
        return startFraction + (endFraction - startFraction) * x
    }

    /// The elapsed time at which the animator's fraction is `fraction` (clamped to the segment).
    func elapsed(atFraction fraction: Double) -> Double {
        guard endFraction != startFraction else { return 0 }
        return duration * min(max((fraction - startFraction) / (endFraction - startFraction), 0), 1)
    }

    /// The part of the segment in which an animation that starts at animator fraction `trackStart` moves:
    /// from the crossing of that fraction to the end when the segment runs towards 1, from the beginning
    /// to the crossing when it runs towards 0.
    func window(forTrackStartingAt trackStart: Double) -> (start: Double, end: Double) {
        let crossing = elapsed(atFraction: trackStart)
        return endFraction >= startFraction ? (crossing, duration) : (0, crossing)
    }
}
