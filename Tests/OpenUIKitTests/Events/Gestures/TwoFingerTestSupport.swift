import Foundation
import Testing
@testable import OpenUIKit

/// The fingers of one frame of an injected two-finger gesture, computed from the injection contract
/// (`UIApplication.twoFingerGesture(center:distance:angle:duration:in:)`): the centre, distance and angle
/// interpolated linearly, the first finger at centre − (distance/2)(cos angle, sin angle), the second at
/// centre + (distance/2)(cos angle, sin angle).
struct TwoFingerFrame {
    /// The media time of the frame's move, relative to the touch-down.
    var time: TimeInterval
    var first: CGPoint
    var second: CGPoint

    var distance: CGFloat { hypot(second.x - first.x, second.y - first.y) }
    /// The angle of the line from the first finger to the second, unwrapped by the caller when needed.
    var angle: CGFloat { atan2(second.y - first.y, second.x - first.x) }
    var centroid: CGPoint { CGPoint(x: (first.x + second.x) / 2, y: (first.y + second.y) / 2) }

    /// The touch-down (time 0) and every frame's move of a gesture of `duration`: a move after each 1/60 s
    /// frame, the last one at `duration`.
    static func frames(
        center: (CGPoint, CGPoint), distance: (CGFloat, CGFloat), angle: (CGFloat, CGFloat) = (0, 0),
        duration: TimeInterval
    ) -> [TwoFingerFrame] {
        let count = Int((duration * 60).rounded(.up))
        return (0...count).map { frame in
            let time = frame == count ? duration : Double(frame) / 60
            let f = CGFloat(time / duration)
            let middle = CGPoint(
                x: center.0.x + (center.1.x - center.0.x) * f, y: center.0.y + (center.1.y - center.0.y) * f)
            let half = (distance.0 + (distance.1 - distance.0) * f) / 2
            let turn = angle.0 + (angle.1 - angle.0) * f
            let offset = CGPoint(x: half * cos(turn), y: half * sin(turn))
            return TwoFingerFrame(
                time: time, first: CGPoint(x: middle.x - offset.x, y: middle.y - offset.y),
                second: CGPoint(x: middle.x + offset.x, y: middle.y + offset.y))
        }
    }
}

/// What a two-finger recognizer's action saw: its state, value (scale or rotation), velocity, centroid and
/// number of touches, at the media time of the call.
struct TwoFingerSample: CustomStringConvertible {
    var state: UIGestureRecognizer.State
    var value: CGFloat
    var velocity: CGFloat
    var location: CGPoint
    var touches: Int
    var time: TimeInterval

    var description: String {
        "\(state) value \(value) velocity \(velocity) at (\(location.x), \(location.y)) \(touches) touches"
    }

    /// Whether `other` is the same sample, up to floating-point rounding.
    func matches(_ other: TwoFingerSample) -> Bool {
        func near(_ a: CGFloat, _ b: CGFloat) -> Bool { abs(a - b) <= 1e-9 * max(1, abs(a), abs(b)) }
        return state == other.state && touches == other.touches && near(value, other.value)
            && near(velocity, other.velocity) && near(location.x, other.location.x)
            && near(location.y, other.location.y) && abs(time - other.time) < 1e-9
    }
}

/// Expects `samples` to match `expected` one by one.
func expectSamples(
    _ samples: [TwoFingerSample], _ expected: [TwoFingerSample], sourceLocation: SourceLocation = #_sourceLocation
) {
    #expect(samples.count == expected.count, "\(samples) vs \(expected)", sourceLocation: sourceLocation)
    for (sample, want) in zip(samples, expected) {
        #expect(sample.matches(want), "got \(sample), expected \(want)", sourceLocation: sourceLocation)
    }
}

/// The index of the first frame whose `measure` is at least `threshold` from the touch-down's.
func firstFrame(of frames: [TwoFingerFrame], passing threshold: CGFloat, _ measure: (TwoFingerFrame) -> CGFloat) -> Int
{
    frames.indices.first { abs(measure(frames[$0]) - measure(frames[0])) >= threshold }!
}
