import Foundation

/// Records a layer tree over virtual time: one render-tree snapshot per frame, taken after the clock has
/// been stepped to the frame's time. The snapshots are values; turning them into pixels and files happens
/// elsewhere, off the main actor.
@MainActor
package enum LayerRecorder {
    /// Snapshots `root` at `fps` frames per second for `duration` seconds (see ``LayerRecording``).
    package static func record(
        _ root: CALayer, duration: TimeInterval, fps: Int,
        advance: @escaping (TimeInterval) -> Void = { CAMediaClock.advance(by: $0) },
        script: @escaping (TimeInterval) -> Void = { _ in }
    ) -> [RenderLayer] {
        var recording = LayerRecording(root, duration: duration, fps: fps, advance: advance, script: script)
        var frames: [RenderLayer] = []
        frames.reserveCapacity(recording.frameCount)
        while let frame = recording.next() { frames.append(frame) }
        return frames
    }
}

/// A recording taken one frame at a time, so frames can be rendered and written while later ones are
/// still being recorded: frame 0 at the current time (after committing pending changes), then one frame
/// every 1/`fps` s for `duration` seconds. Before each snapshot `script` runs with the elapsed time, so a
/// recording can pause, resume or start animations at exact frames. `advance` moves the clock (Core
/// Animation's frame loop by default; UIKit passes its run loop). Frame i is the scene at i/`fps` s after
/// frame 0 even when a script runs the clock itself (a `tap(at:)` runs it 1/60 s): the next advance only
/// goes the rest of the way to the frame's time, and the frame is taken at its own time.
@MainActor
package struct LayerRecording {
    package let frameCount: Int
    private let root: CALayer
    private let step: TimeInterval
    private let advance: (TimeInterval) -> Void
    private let script: (TimeInterval) -> Void
    private var index = 0
    /// The media time of frame 0.
    private var origin: CFTimeInterval = 0

    package init(
        _ root: CALayer, duration: TimeInterval, fps: Int,
        advance: @escaping (TimeInterval) -> Void = { CAMediaClock.advance(by: $0) },
        script: @escaping (TimeInterval) -> Void = { _ in }
    ) {
        self.root = root
        frameCount = max(1, Int((duration * Double(fps)).rounded()) + 1)
        step = 1 / Double(fps)
        self.advance = advance
        self.script = script
    }

    /// The next frame's render tree, nil after the last.
    package mutating func next() -> RenderLayer? {
        guard index < frameCount else { return nil }
        if index == 0 {
            advance(0)
            origin = CACurrentMediaTime()
        } else {
            advance(max(0, origin + Double(index) * step - CACurrentMediaTime()))
        }
        let time = origin + Double(index) * step
        script(Double(index) * step)
        CATransaction.flush()
        index += 1
        return root.renderTree(atMediaTime: max(time, CACurrentMediaTime()))
    }
}
