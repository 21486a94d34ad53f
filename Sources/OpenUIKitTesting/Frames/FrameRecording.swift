import Foundation
import OpenCoreGraphics
import OpenUIKit

/// A recording of what a window showed, frame by frame at a steady rate: what the `.frames` strategy
/// snapshots. It is stored as an animated PNG (whole-canvas frames, so any APNG viewer plays it) and read
/// back with `APNGFrameReader`.
public struct FrameRecording: Sendable {
    /// The frames, first to last.
    public let frames: [CGImage]
    /// Frames per second.
    public let fps: Int

    /// A recording of `frames` taken `fps` times a second.
    public init(frames: [CGImage], fps: Int) {
        self.frames = frames
        self.fps = fps
    }

    /// The recording as an APNG file.
    var apngData: Data {
        guard let first = frames.first else { return Data() }
        var encoder = APNGEncoder(width: first.width, height: first.height)
        for frame in frames { _ = encoder.addFrame(frame, delayNumerator: 1, delayDenominator: UInt16(clamping: fps)) }
        return encoder.encode()
    }

    /// Reads a recording written by `apngData`; nil when `data` is not one.
    init?(apngData data: Data) {
        guard let read = APNGFrameReader.read(data) else { return nil }
        self.init(frames: read.frames, fps: read.fps)
    }
}
