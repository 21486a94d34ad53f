import Foundation
import OpenCoreGraphics

/// A property value in the form animations compute with: interpolation, addition (additive, `byValue`,
/// cumulative) and distance (paced keyframes).
///
/// Kinds that cannot interpolate (opaque values, paths of different structure, arrays of different length)
/// are discrete: the value switches at the halfway point of a basic animation (Apple does not document the
/// switch point for non-interpolable values; halfway is the symmetric choice).
package enum AnimatableValue {
    case scalar(Double)
    case point(CGPoint)
    case size(CGSize)
    case rect(CGRect)
    case transform(CATransform3D)
    case color(CGColor?)
    case path(CGPath?)
    case scalars([CGFloat]?)
    case colors([CGColor]?)
    case discrete(Any?)

    /// Wraps a value already coerced to `kind`.
    init(_ value: Any?, kind: LayerValueKind) {
        switch kind {
        case .cgFloat, .float, .double, .bool:
            self = .scalar(LayerValueKind.number(value) ?? ((value as? Bool) == true ? 1 : 0))
        case .point: self = .point(value as? CGPoint ?? .zero)
        case .size: self = .size(value as? CGSize ?? .zero)
        case .rect: self = .rect(value as? CGRect ?? .zero)
        case .transform3D: self = .transform(value as? CATransform3D ?? CATransform3DIdentity)
        case .color: self = .color(value as? CGColor)
        case .path: self = .path(value as? CGPath)
        case .numberArray: self = .scalars(value as? [CGFloat])
        case .colorArray: self = .colors(value as? [CGColor])
        case .opaque: self = .discrete(value)
        }
    }

    /// The value as the property's Swift type.
    func value(for kind: LayerValueKind) -> Any? {
        switch (self, kind) {
        case (.scalar(let v), .cgFloat): return CGFloat(v)
        case (.scalar(let v), .float): return Float(v)
        case (.scalar(let v), .double): return v
        case (.scalar(let v), .bool): return v >= 0.5
        case (.point(let v), _): return v
        case (.size(let v), _): return v
        case (.rect(let v), _): return v
        case (.transform(let v), _): return v
        case (.color(let v), _): return v
        case (.path(let v), _): return v
        case (.scalars(let v), _): return v
        case (.colors(let v), _): return v
        case (.discrete(let v), _): return v
        case (.scalar(let v), _): return v
        }
    }

    /// The value at `fraction` between `self` (0) and `other` (1); fractions outside 0…1 extrapolate
    /// where the kind allows (springs overshoot, timing curves may leave 0…1).
    func interpolated(to other: AnimatableValue, fraction f: Double) -> AnimatableValue {
        let t = CGFloat(f)
        switch (self, other) {
        case (.scalar(let a), .scalar(let b)): return .scalar(a + (b - a) * f)
        case (.point(let a), .point(let b)): return .point(CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t))
        case (.size(let a), .size(let b)):
            return .size(CGSize(width: a.width + (b.width - a.width) * t, height: a.height + (b.height - a.height) * t))
        case (.rect(let a), .rect(let b)):
            return .rect(
                CGRect(
                    x: a.origin.x + (b.origin.x - a.origin.x) * t, y: a.origin.y + (b.origin.y - a.origin.y) * t,
                    width: a.size.width + (b.size.width - a.size.width) * t,
                    height: a.size.height + (b.size.height - a.size.height) * t))
        case (.transform(let a), .transform(let b)): return .transform(a.interpolated(to: b, fraction: t))
        case (.color(let a?), .color(let b?)): return .color(a.interpolated(to: b, fraction: t))
        case (.path(let a?), .path(let b?)):
            if let path = a.interpolated(to: b, fraction: t) { return .path(path) }
        case (.scalars(let a?), .scalars(let b?)) where a.count == b.count:
            return .scalars(zip(a, b).map { $0 + ($1 - $0) * t })
        case (.colors(let a?), .colors(let b?)) where a.count == b.count:
            return .colors(zip(a, b).map { $0.interpolated(to: $1, fraction: t) })
        default: break
        }
        return f < 0.5 ? self : other
    }

    /// `self + other`: sums for numbers and geometry, concatenation (`other` then `self`) for transforms — so
    /// an additive transform animation applies the animated transform, then the model, as QuartzCore does —,
    /// component sums for colours and for arrays of numbers or colours of one length. Kinds without a sum
    /// return `other`.
    func adding(_ other: AnimatableValue) -> AnimatableValue {
        switch (self, other) {
        case (.scalar(let a), .scalar(let b)): return .scalar(a + b)
        case (.point(let a), .point(let b)): return .point(CGPoint(x: a.x + b.x, y: a.y + b.y))
        case (.size(let a), .size(let b)): return .size(CGSize(width: a.width + b.width, height: a.height + b.height))
        case (.rect(let a), .rect(let b)):
            return .rect(
                CGRect(
                    x: a.origin.x + b.origin.x, y: a.origin.y + b.origin.y,
                    width: a.size.width + b.size.width, height: a.size.height + b.size.height))
        case (.transform(let a), .transform(let b)): return .transform(CATransform3DConcat(b, a))
        case (.color(let a?), .color(let b?)):
            return .color(
                CGColor(red: a.red + b.red, green: a.green + b.green, blue: a.blue + b.blue, alpha: a.alpha + b.alpha))
        case (.scalars(let a?), .scalars(let b?)) where a.count == b.count: return .scalars(zip(a, b).map(+))
        case (.colors(let a?), .colors(let b?)) where a.count == b.count:
            return .colors(zip(a, b).compactMap { Self.color(of: AnimatableValue.color($0).adding(.color($1))) })
        default: return other
        }
    }

    /// `self − other`, so that `other.adding(self.subtracting(other))` is `self` (for transforms
    /// `self · other⁻¹`).
    func subtracting(_ other: AnimatableValue) -> AnimatableValue {
        switch (self, other) {
        case (.scalar(let a), .scalar(let b)): return .scalar(a - b)
        case (.point(let a), .point(let b)): return .point(CGPoint(x: a.x - b.x, y: a.y - b.y))
        case (.size(let a), .size(let b)): return .size(CGSize(width: a.width - b.width, height: a.height - b.height))
        case (.rect(let a), .rect(let b)):
            return .rect(
                CGRect(
                    x: a.origin.x - b.origin.x, y: a.origin.y - b.origin.y,
                    width: a.size.width - b.size.width, height: a.size.height - b.size.height))
        case (.transform(let a), .transform(let b)): return .transform(CATransform3DConcat(a, CATransform3DInvert(b)))
        case (.color(let a?), .color(let b?)):
            return .color(
                CGColor(red: a.red - b.red, green: a.green - b.green, blue: a.blue - b.blue, alpha: a.alpha - b.alpha))
        case (.scalars(let a?), .scalars(let b?)) where a.count == b.count: return .scalars(zip(a, b).map(-))
        case (.colors(let a?), .colors(let b?)) where a.count == b.count:
            return .colors(zip(a, b).compactMap { Self.color(of: AnimatableValue.color($0).subtracting(.color($1))) })
        default: return self
        }
    }

    /// `self` repeated `count` times (`count × self`), for cumulative repeats.
    func scaled(by count: Int) -> AnimatableValue {
        guard count != 0 else { return zero }
        var sum = self
        for _ in 1..<abs(count) { sum = sum.adding(self) }
        return count > 0 ? sum : zero.subtracting(sum)
    }

    /// The identity of ``adding(_:)`` for this value's kind: zero numbers and geometry, the identity
    /// transform, transparent black. What an additive animation starts from when the value underneath
    /// is needed (the model is added once, afterwards).
    var zero: AnimatableValue {
        switch self {
        case .scalar: return .scalar(0)
        case .point: return .point(.zero)
        case .size: return .size(.zero)
        case .rect: return .rect(.zero)
        case .transform: return .transform(CATransform3DIdentity)
        case .color: return .color(CGColor(red: 0, green: 0, blue: 0, alpha: 0))
        case .scalars(let a): return .scalars(a.map { Array(repeating: 0, count: $0.count) })
        case .colors(let a):
            return .colors(a.map { Array(repeating: CGColor(red: 0, green: 0, blue: 0, alpha: 0), count: $0.count) })
        default: return self
        }
    }

    /// The colour of a `.color` value (nil for other cases): the element type of colour arrays, which add and
    /// subtract element by element as single colours do.
    private static func color(of value: AnimatableValue) -> CGColor? {
        guard case .color(let color) = value else { return nil }
        return color
    }

    /// The Euclidean distance to `other`, for paced keyframes; 0 where the kind has no metric.
    func distance(to other: AnimatableValue) -> Double {
        switch (self, other) {
        case (.scalar(let a), .scalar(let b)): return abs(b - a)
        case (.point(let a), .point(let b)): return Double(hypot(b.x - a.x, b.y - a.y))
        case (.size(let a), .size(let b)): return Double(hypot(b.width - a.width, b.height - a.height))
        case (.rect(let a), .rect(let b)):
            let d = [
                b.origin.x - a.origin.x, b.origin.y - a.origin.y, b.size.width - a.size.width,
                b.size.height - a.size.height,
            ]
            return Double(d.map { $0 * $0 }.reduce(0, +).squareRoot())
        case (.color(let a?), .color(let b?)):
            let d = [b.red - a.red, b.green - a.green, b.blue - a.blue, b.alpha - a.alpha]
            return Double(d.map { $0 * $0 }.reduce(0, +).squareRoot())
        case (.transform(let a), .transform(let b)):
            // Apple does not say how paced mode measures transforms; the distance between the matrices'
            // entries keeps rotations, scales and translations all paced.
            let d = [
                b.m11 - a.m11, b.m12 - a.m12, b.m13 - a.m13, b.m14 - a.m14, b.m21 - a.m21, b.m22 - a.m22,
                b.m23 - a.m23, b.m24 - a.m24, b.m31 - a.m31, b.m32 - a.m32, b.m33 - a.m33, b.m34 - a.m34,
                b.m41 - a.m41, b.m42 - a.m42, b.m43 - a.m43, b.m44 - a.m44,
            ]
            return Double(d.map { $0 * $0 }.reduce(0, +).squareRoot())
        default: return 0
        }
    }
}
