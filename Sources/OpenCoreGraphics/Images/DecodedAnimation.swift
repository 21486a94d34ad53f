import Foundation

/// The frames of an animated image file (GIF or APNG), each composed onto the whole canvas as a viewer
/// shows it, with how long each stays on screen.
public struct DecodedAnimation: Sendable, Equatable {
    /// The frames, canvas-sized, in order.
    public let frames: [CGImage]
    /// Each frame's delay in seconds.
    public let delays: [Double]
    /// How many times the animation plays (0 = forever), as the file says.
    public let loopCount: Int

    /// A delay as ImageIO and browsers clamp it: a delay of 10 ms or less (which old encoders wrote to mean
    /// "as fast as possible") is shown for 100 ms.
    static func clampedDelay(_ seconds: Double) -> Double {
        seconds.isFinite && seconds > 0.010 ? seconds : 0.1
    }
}
