import Foundation

/// Records a layer tree over virtual time: one render-tree snapshot per frame, taken after the clock has
/// been stepped to the frame's time. The snapshots are values; turning them into pixels and files happens
/// elsewhere, off the main actor.
@MainActor
package enum LayerRecorder {
    /// Snapshots `root` at `fps` frames per second for `duration` seconds (frame 0 at the current time,
    /// after committing pending changes). Before each snapshot `script` runs with the elapsed time, so a
    /// recording can pause, resume or start animations at exact frames. `advance` moves the clock (Core
    /// Animation's frame loop by default; UIKit passes its run loop).
    package static func record(
        _ root: CALayer, duration: TimeInterval, fps: Int,
        advance: @MainActor (TimeInterval) -> Void = { CAMediaClock.advance(by: $0) },
        script: (TimeInterval) -> Void = { _ in }
    ) -> [RenderLayer] {
        let count = max(1, Int((duration * Double(fps)).rounded()) + 1)
        let step = 1 / Double(fps)
        var frames: [RenderLayer] = []
        frames.reserveCapacity(count)
        advance(0)
        for index in 0..<count {
            if index > 0 { advance(step) }
            script(Double(index) * step)
            CATransaction.flush()
            frames.append(root.renderTree(atMediaTime: CACurrentMediaTime()))
        }
        return frames
    }
}
