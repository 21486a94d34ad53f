import Foundation
import OpenCoreGraphics

/// The spline of `CAKeyframeAnimation`'s cubic calculation modes: Hermite curves through the keyframes' components
/// with Kochanek–Bartels tangents (Apple's `calculationMode` documentation names that form), for every kind with
/// components: numbers, geometry, colours, paths of one structure, arrays and transforms (by their parts).
///
/// Leaving keyframe i the tangent is `(1−t)(1+c)(1+b)/2·(Pᵢ−Pᵢ₋₁) + (1−t)(1−c)(1−b)/2·(Pᵢ₊₁−Pᵢ)`; arriving at it,
/// the same with c negated, so continuity −1 makes a corner. At the first and last keyframe the missing neighbour
/// is the reflection of the other one, so the tangent there is the whole adjacent difference (what QuartzCore
/// shows: a third party's comparison against macOS measured it; Apple does not document the end tangents).
struct KochanekBartelsSpline {
    private let points: [[Double]]
    private let outgoing: [[Double]]
    private let incoming: [[Double]]

    /// Samples per interval for arc lengths (the paced mode).
    private static let samplesPerInterval = 64

    /// nil when the keyframes have no components of one shape (such kinds interpolate linearly).
    init?(_ frames: [AnimatableValue], tension: [NSNumber]?, continuity: [NSNumber]?, bias: [NSNumber]?) {
        guard frames.count > 1, frames.allSatisfy({ $0.hasComponents(like: frames[0]) }) else { return nil }
        guard let points = AnimatableValue.splineComponents(of: frames) else { return nil }
        func parameter(_ list: [NSNumber]?, _ i: Int) -> Double {
            list.flatMap { i < $0.count ? $0[i].doubleValue : nil } ?? 0
        }
        func neighbour(_ i: Int) -> [Double] {
            if i < 0 { return zip(points[0], points[1]).map { 2 * $0 - $1 } }
            if i >= points.count { return zip(points[points.count - 1], points[points.count - 2]).map { 2 * $0 - $1 } }
            return points[i]
        }
        func tangent(_ i: Int, leaving: Bool) -> [Double] {
            let t = parameter(tension, i), c = parameter(continuity, i), b = parameter(bias, i)
            let previous = neighbour(i - 1), next = neighbour(i + 1), here = points[i]
            let wIn = (1 - t) * (leaving ? (1 + c) : (1 - c)) * (1 + b) / 2
            let wOut = (1 - t) * (leaving ? (1 - c) : (1 + c)) * (1 - b) / 2
            return (0..<here.count).map { wIn * (here[$0] - previous[$0]) + wOut * (next[$0] - here[$0]) }
        }
        self.points = points
        outgoing = points.indices.map { tangent($0, leaving: true) }
        incoming = points.indices.map { tangent($0, leaving: false) }
    }

    /// The components on interval `index` (keyframe index → index + 1) at `u` ∈ [0, 1].
    func point(interval index: Int, at u: Double) -> [Double] {
        let p0 = points[index], p1 = points[index + 1], m0 = outgoing[index], m1 = incoming[index + 1]
        let u2 = u * u, u3 = u2 * u
        let h00 = 2 * u3 - 3 * u2 + 1, h10 = u3 - 2 * u2 + u, h01 = -2 * u3 + 3 * u2, h11 = u3 - u2
        return (0..<p0.count).map { h00 * p0[$0] + h10 * m0[$0] + h01 * p1[$0] + h11 * m1[$0] }
    }

    /// The interval and its parameter at `fraction` of the spline's whole arc length (the cubic-paced mode:
    /// an even pace along the curve, not along the chords).
    func location(atArcFraction fraction: Double) -> (index: Int, local: Double) {
        let n = Self.samplesPerInterval
        var lengths: [Double] = [0]
        for index in 0..<(points.count - 1) {
            var previous = point(interval: index, at: 0)
            for step in 1...n {
                let next = point(interval: index, at: Double(step) / Double(n))
                lengths.append(
                    lengths[lengths.count - 1]
                        + zip(previous, next).map { ($1 - $0) * ($1 - $0) }.reduce(0, +).squareRoot())
                previous = next
            }
        }
        let total = lengths[lengths.count - 1]
        guard total > 0 else { return (0, min(max(fraction, 0), 1)) }
        let target = min(max(fraction, 0), 1) * total
        let sample = max(1, lengths.firstIndex { $0 >= target } ?? lengths.count - 1)
        let span = lengths[sample] - lengths[sample - 1]
        let within = span > 0 ? (target - lengths[sample - 1]) / span : 0
        let position = (Double(sample - 1) + within) / Double(n)
        let index = min(Int(position), points.count - 2)
        return (index, position - Double(index))
    }
}
