import Foundation
import OpenCoreGraphics
@testable import OpenQuartzCore
@_exported import TestSupport

// Helpers shared by the OpenQuartzCore suites. Every expected value a test checks is computed by the
// formulas here or in the test itself, never by the library.

/// Tolerance for pure timing arithmetic (seconds, local times).
let timingTolerance = 1e-9
/// Tolerance for timing-curve values (Apple's solver precision is undocumented, hence 1e-4).
let curveTolerance = 1e-4

/// A value whose distance to another of its kind can be measured: the largest difference of any component
/// (infinite when the two cannot be compared, e.g. paths of different structure).
protocol ApproximatelyComparable {
    func distance(to other: Self) -> Double
}

/// Whether `a` is present and within `tolerance` of `b` in every component. One generic function (instead of
/// overloads) keeps type-checking of literal arithmetic fast.
func isClose<T: ApproximatelyComparable>(_ a: T?, _ b: T, _ tolerance: Double = timingTolerance) -> Bool {
    guard let a else { return false }
    return a.distance(to: b) <= tolerance
}

extension Double: ApproximatelyComparable {
    func distance(to other: Double) -> Double { self.isNaN || other.isNaN ? .infinity : abs(self - other) }
}

extension CGFloat: ApproximatelyComparable {
    func distance(to other: CGFloat) -> Double { Double(self).distance(to: Double(other)) }
}

extension Float: ApproximatelyComparable {
    func distance(to other: Float) -> Double { Double(self).distance(to: Double(other)) }
}

extension CGPoint: ApproximatelyComparable {
    func distance(to other: CGPoint) -> Double { max(x.distance(to: other.x), y.distance(to: other.y)) }
}

extension CGSize: ApproximatelyComparable {
    func distance(to other: CGSize) -> Double {
        max(width.distance(to: other.width), height.distance(to: other.height))
    }
}

extension CGRect: ApproximatelyComparable {
    func distance(to other: CGRect) -> Double { max(origin.distance(to: other.origin), size.distance(to: other.size)) }
}

extension CGColor: ApproximatelyComparable {
    func distance(to other: CGColor) -> Double {
        [
            red.distance(to: other.red), green.distance(to: other.green), blue.distance(to: other.blue),
            alpha.distance(to: other.alpha),
        ].max() ?? 0
    }
}

/// The 16 entries of a transform, row by row.
func entries(_ t: CATransform3D) -> [CGFloat] {
    [
        t.m11, t.m12, t.m13, t.m14, t.m21, t.m22, t.m23, t.m24,
        t.m31, t.m32, t.m33, t.m34, t.m41, t.m42, t.m43, t.m44,
    ]
}

extension CATransform3D: ApproximatelyComparable {
    func distance(to other: CATransform3D) -> Double {
        zip(entries(self), entries(other)).map { $0.distance(to: $1) }.max() ?? 0
    }
}

extension CGPath: ApproximatelyComparable {
    /// Same element kinds, then the largest difference of any point.
    func distance(to other: CGPath) -> Double {
        let x = elements, y = other.elements
        guard x.count == y.count else { return .infinity }
        var largest = 0.0
        for (p, q) in zip(x, y) {
            guard p.type == q.type, p.points.count == q.points.count else { return .infinity }
            for (a, b) in zip(p.points, q.points) { largest = max(largest, a.distance(to: b)) }
        }
        return largest
    }
}

/// The named curves, with the control points of Apple's CAMediaTimingFunctionName documentation.
enum Curve {
    static func easeInEaseOut(_ x: Double) -> Double { ReferenceCurve.bezier(x, 0.42, 0, 0.58, 1) }
    static func easeIn(_ x: Double) -> Double { ReferenceCurve.bezier(x, 0.42, 0, 1, 1) }
    static func easeOut(_ x: Double) -> Double { ReferenceCurve.bezier(x, 0, 0, 0.58, 1) }
    static func systemDefault(_ x: Double) -> Double { ReferenceCurve.bezier(x, 0.25, 0.1, 0.25, 1) }
}

/// Unit progress of a damped spring released at displacement −1 with `velocity` toward the target
/// (the analytic solution of `m·x'' + c·x' + k·x = 0`), progress = 1 + x(t).
func springProgress(
    _ t: Double, mass m: Double = 1, stiffness k: Double = 100, damping c: Double = 10, velocity v0: Double = 0
) -> Double {
    let x0 = -1.0
    let omega0 = (k / m).squareRoot()
    let zeta = c / (2 * (k * m).squareRoot())
    let x: Double
    if zeta < 1 {
        let omegaD = omega0 * (1 - zeta * zeta).squareRoot()
        x = exp(-zeta * omega0 * t) * (x0 * cos(omegaD * t) + ((zeta * omega0 * x0 + v0) / omegaD) * sin(omegaD * t))
    } else if zeta == 1 {
        x = exp(-omega0 * t) * (x0 + (v0 + omega0 * x0) * t)
    } else {
        let r1 = -omega0 * (zeta - (zeta * zeta - 1).squareRoot())
        let r2 = -omega0 * (zeta + (zeta * zeta - 1).squareRoot())
        let b = (v0 - r1 * x0) / (r2 - r1)
        x = (x0 - b) * exp(r1 * t) + b * exp(r2 * t)
    }
    return 1 + x
}

/// A recorded sequence of events, shared by delegates, actions and callbacks.
@MainActor
final class EventLog {
    var entries: [String] = []
    func append(_ entry: String) { entries.append(entry) }
}

/// An animation delegate that records `start <name>` and `stop <name> <finished>`.
@MainActor
final class RecordingAnimationDelegate: CAAnimationDelegate {
    let name: String
    let log: EventLog

    init(_ name: String, log: EventLog) {
        self.name = name
        self.log = log
    }

    func animationDidStart(_ anim: CAAnimation) { log.append("start \(name)") }
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { log.append("stop \(name) \(flag)") }
}

/// A layer delegate whose action for every key is the given one (NSNull stops the search).
@MainActor
final class ActionProvidingDelegate: CALayerDelegate {
    let action: (any CAAction)?
    var askedKeys: [String] = []

    init(action: (any CAAction)?) { self.action = action }

    func action(for layer: CALayer, forKey event: String) -> (any CAAction)? {
        askedKeys.append(event)
        return action
    }
}

/// A custom action that records the events it is run for.
@MainActor
final class RecordingAction: CAAction {
    let log: EventLog
    init(log: EventLog) { self.log = log }

    func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
        log.append("run \(event) on \((anObject as? CALayer)?.name ?? "?")")
    }
}

/// A standalone layer with the given frame (anchor point at the centre), already committed so that it is
/// "on screen": it has a presentation layer and runs implicit actions.
@MainActor
func makeCommittedLayer(frame: CGRect = CGRect(x: 0, y: 0, width: 100, height: 100), name: String? = nil) -> CALayer {
    let layer = CALayer()
    layer.name = name
    layer.bounds = CGRect(origin: .zero, size: frame.size)
    layer.position = CGPoint(x: frame.midX, y: frame.midY)
    CATransaction.flush()
    return layer
}

/// A basic animation of `keyPath` between two values.
@MainActor
func basicAnimation(_ keyPath: String, from: Any?, to: Any?, duration: CFTimeInterval) -> CABasicAnimation {
    let animation = CABasicAnimation(keyPath: keyPath)
    animation.fromValue = from
    animation.toValue = to
    animation.duration = duration
    return animation
}

/// The on-screen value at a key path (nil when the layer has no presentation).
@MainActor
func presented(_ layer: CALayer, _ keyPath: String) -> CGFloat? {
    guard let value = layer.presentation()?.value(forKeyPath: keyPath) else { return nil }
    return LayerValueKind.number(value).map { CGFloat($0) }
}

func color(_ r: CGFloat, _ g: CGFloat, _ b: CGFloat, _ a: CGFloat = 1) -> CGColor {
    CGColor(red: r, green: g, blue: b, alpha: a)
}

func numbers(_ values: [Double]) -> [NSNumber] {
    values.map { NSNumber(value: $0) }
}
