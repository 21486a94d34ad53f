import Foundation
import OpenCoreGraphics

/// An animation through a sequence of values or along a path (Core Animation's `CAKeyframeAnimation`).
///
/// With `path` set (point key paths such as `position`), `values` are ignored and every path segment
/// after a move is one keyframe interval; the position follows the segment's curve. `keyTimes` (fractions
/// of the duration) must start at 0, end at 1 and have one entry per value (one more than the values, or
/// as many, for `discrete`); otherwise keyframes are spaced evenly. `timingFunctions[i]` paces the interval
/// from keyframe i to i+1. In the paced modes times follow distance and `keyTimes`/`timingFunctions` are
/// ignored. The cubic modes use Kochanek–Bartels tangents (tension, continuity, bias default 0) with
/// Hermite interpolation over each interval, for numbers, points, sizes, rectangles, colours, paths of one
/// structure, number and colour arrays (value functions' inputs included) and transforms (splined by their
/// decomposed parts, as linear interpolation mixes them); other kinds interpolate linearly.
@preconcurrency @MainActor
open class CAKeyframeAnimation: CAPropertyAnimation {
    public var values: [Any]?
    public var path: CGPath?
    public var keyTimes: [NSNumber]?
    public var timingFunctions: [CAMediaTimingFunction]?
    public var calculationMode: CAAnimationCalculationMode = .linear
    public var tensionValues: [NSNumber]?
    public var continuityValues: [NSNumber]?
    public var biasValues: [NSNumber]?
    public var rotationMode: CAAnimationRotationMode?

    package override var defaultValues: [String: Any?] {
        super.defaultValues.merging([
            "values": values, "path": path, "keyTimes": keyTimes, "timingFunctions": timingFunctions,
            "calculationMode": calculationMode, "tensionValues": tensionValues,
            "continuityValues": continuityValues, "biasValues": biasValues, "rotationMode": rotationMode,
        ]) { $1 }
    }

    package override func copyConfiguration(from other: CAAnimation) {
        super.copyConfiguration(from: other)
        guard let other = other as? CAKeyframeAnimation else { return }
        values = other.values
        path = other.path
        keyTimes = other.keyTimes
        timingFunctions = other.timingFunctions
        calculationMode = other.calculationMode
        tensionValues = other.tensionValues
        continuityValues = other.continuityValues
        biasValues = other.biasValues
        rotationMode = other.rotationMode
    }

    override func areValuesValid(for kind: LayerValueKind, keyPath: String) -> Bool {
        if path != nil {
            guard kind == .point else {
                Diagnostics.report(
                    .wrongValueType, .exception,
                    "CAKeyframeAnimation.path animates points; key path \"\(keyPath)\" is not a point")
                return false
            }
            return true
        }
        return (values ?? []).enumerated().allSatisfy {
            check($0.element, "values[\($0.offset)]", kind: kind, keyPath: keyPath)
        }
    }

    private var isPaced: Bool { calculationMode == .paced || calculationMode == .cubicPaced }
    private var isCubic: Bool { calculationMode == .cubic || calculationMode == .cubicPaced }

    package override func apply(to presentation: CALayer, parentTime: Double) {
        guard let resolved = resolvedKeyPath, let (basicTime, iteration) = timing.basicTime(fromParent: parentTime)
        else { return }
        let kind = valueKind(for: resolved)
        let fraction = pacedFraction(basicTime: basicTime)
        let result: (value: AnimatableValue, tangent: CGVector)?
        if let path {
            result = pathValue(path.segments, at: fraction)
        } else {
            let frames = (values ?? []).map { AnimatableValue(kind.coerce($0) ?? nil, kind: kind) }
            result = frames.isEmpty ? nil : keyframeValue(frames, at: fraction)
        }
        guard let (computed, tangent) = result else { return }
        var value = computed
        if isCumulative && iteration > 0, let cycleEnd = cycleEndValue(kind: kind) {
            value = cycleEnd.scaled(by: iteration).adding(value)
        }
        write(value, to: presentation, kind: kind)
        if let rotationMode, tangent.dx != 0 || tangent.dy != 0 {
            let angle = atan2(tangent.dy, tangent.dx) + (rotationMode == .rotateAutoReverse ? .pi : 0)
            presentation.transform = CATransform3DRotate(presentation.transform, angle, 0, 0, 1)
        }
    }

    /// The value a repeat cycle ends on, which a cumulative animation's next cycle starts from: the last
    /// keyframe, or the first when the animation autoreverses.
    private func cycleEndValue(kind: LayerValueKind) -> AnimatableValue? {
        if let path {
            return
                (autoreverses
                ? path.segments.first.map { .point($0.start) } : path.segments.last.map { .point($0.end) })
        }
        return (autoreverses ? values?.first : values?.last).map { AnimatableValue(kind.coerce($0) ?? nil, kind: kind) }
    }

    /// The keyframe times for `count` keyframes whose intervals measure `distances`.
    private func times(count: Int, distances: [Double]) -> [Double] {
        if isPaced {
            let total = distances.reduce(0, +)
            guard total > 0 else { return evenTimes(count: count) }
            var running = 0.0
            return [0]
                + distances.map {
                    running += $0; return running / total
                }
        }
        if let keyTimes, keyTimes.count == count || (calculationMode == .discrete && keyTimes.count == count + 1) {
            let times = keyTimes.map(\.doubleValue)
            if times.first == 0, times.last == 1, zip(times, times.dropFirst()).allSatisfy({ $0 <= $1 }) {
                return Array(times.prefix(count))
            }
        }
        return evenTimes(count: count)
    }

    private func evenTimes(count: Int) -> [Double] {
        let intervals = calculationMode == .discrete ? count : count - 1
        guard intervals > 0 else { return [0] }
        return (0..<count).map { Double($0) / Double(intervals) }
    }

    /// The interval containing `fraction` and the position inside it, after its timing function.
    private func locate(_ fraction: Double, in times: [Double]) -> (index: Int, local: Double) {
        guard times.count > 1 else { return (0, 0) }
        var index = times.count - 2
        for i in 0..<(times.count - 1) where fraction < times[i + 1] {
            index = i
            break
        }
        let span = times[index + 1] - times[index]
        var local = span > 0 ? (fraction - times[index]) / span : 1
        local = min(max(local, 0), 1)
        if !isPaced, let functions = timingFunctions, index < functions.count {
            local = functions[index].solve(local)
        }
        return (index, local)
    }

    private func keyframeValue(_ frames: [AnimatableValue], at fraction: Double) -> (AnimatableValue, CGVector) {
        let distances = zip(frames, frames.dropFirst()).map { $0.distance(to: $1) }
        let times = times(count: frames.count, distances: distances)
        if calculationMode == .discrete {
            let index = times.lastIndex { $0 <= fraction } ?? 0
            return (frames[min(index, frames.count - 1)], CGVector(dx: 0, dy: 0))
        }
        guard frames.count > 1 else { return (frames[0], CGVector(dx: 0, dy: 0)) }
        if calculationMode == .cubicPaced,
            let spline = KochanekBartelsSpline(
                frames, tension: tensionValues, continuity: continuityValues, bias: biasValues)
        {
            let (index, local) = spline.location(atArcFraction: fraction)
            return (
                frames[index].with(components: spline.point(interval: index, at: local)),
                Self.direction(from: frames[index], to: frames[index + 1])
            )
        }
        let (index, local) = locate(fraction, in: times)
        let a = frames[index], b = frames[index + 1]
        let tangent = Self.direction(from: a, to: b)
        guard isCubic, let value = hermite(frames, index: index, local: local) else {
            return (a.interpolated(to: b, fraction: local), tangent)
        }
        return (value, tangent)
    }

    private static func direction(from a: AnimatableValue, to b: AnimatableValue) -> CGVector {
        guard case .point(let p) = a, case .point(let q) = b else { return CGVector(dx: 0, dy: 0) }
        return CGVector(dx: q.x - p.x, dy: q.y - p.y)
    }

    /// The cubic modes' value on interval `index` at `local` ∈ [0, 1] (see ``KochanekBartelsSpline``); nil for
    /// kinds that have no components, which interpolate linearly.
    private func hermite(_ frames: [AnimatableValue], index: Int, local u: Double) -> AnimatableValue? {
        guard
            let spline = KochanekBartelsSpline(
                frames, tension: tensionValues, continuity: continuityValues, bias: biasValues)
        else { return nil }
        return frames[index].with(components: spline.point(interval: index, at: u))
    }

    private func pathValue(_ segments: [CGPathSegment], at fraction: Double) -> (AnimatableValue, CGVector)? {
        guard !segments.isEmpty else { return nil }
        let lengths = segments.map { Double($0.length) }
        let times = times(count: segments.count + 1, distances: lengths)
        if calculationMode == .discrete {
            let index = times.lastIndex { $0 <= fraction } ?? 0
            let point = index == 0 ? segments[0].start : segments[min(index, segments.count) - 1].end
            return (.point(point), segments[min(index, segments.count - 1)].tangent(at: 0))
        }
        let (index, local) = locate(fraction, in: times)
        let segment = segments[index]
        let t = isPaced ? segment.parameter(atLength: CGFloat(local) * segment.length) : CGFloat(local)
        return (.point(segment.point(at: t)), segment.tangent(at: t))
    }
}
