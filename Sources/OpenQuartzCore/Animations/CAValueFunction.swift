import Foundation
import OpenCoreGraphics

/// The name of a value function (Core Animation's `CAValueFunctionName`).
public struct CAValueFunctionName: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let rotateX = CAValueFunctionName(rawValue: "rotateX")
    public static let rotateY = CAValueFunctionName(rawValue: "rotateY")
    public static let rotateZ = CAValueFunctionName(rawValue: "rotateZ")
    public static let scale = CAValueFunctionName(rawValue: "scale")
    public static let scaleX = CAValueFunctionName(rawValue: "scaleX")
    public static let scaleY = CAValueFunctionName(rawValue: "scaleY")
    public static let scaleZ = CAValueFunctionName(rawValue: "scaleZ")
    public static let translate = CAValueFunctionName(rawValue: "translate")
    public static let translateX = CAValueFunctionName(rawValue: "translateX")
    public static let translateY = CAValueFunctionName(rawValue: "translateY")
    public static let translateZ = CAValueFunctionName(rawValue: "translateZ")
}

/// Turns the numbers a property animation interpolates into a `CATransform3D` (Core Animation's
/// `CAValueFunction`), so that e.g. a rotation of 2π animates a full turn instead of nothing.
/// `scale` and `translate` take three numbers (x, y, z); the others one.
public final class CAValueFunction: Sendable {
    public let name: CAValueFunctionName

    public init?(name: CAValueFunctionName) {
        let known: [CAValueFunctionName] = [
            .rotateX, .rotateY, .rotateZ, .scale, .scaleX, .scaleY, .scaleZ,
            .translate, .translateX, .translateY, .translateZ,
        ]
        guard known.contains(name) else { return nil }
        self.name = name
    }

    /// The number of inputs the function takes.
    var arity: Int { name == .scale || name == .translate ? 3 : 1 }

    /// The inputs that give `transform` (exactly for a transform the function makes; for others the matching
    /// part: the diagonal for scales, the bottom row for translations, the angle in the rotated plane):
    /// what an animation given only `toValue` or `byValue` starts from, the current value (CAAnimation.h).
    func inputs(of transform: CATransform3D) -> [CGFloat] {
        let t = transform
        switch name {
        case .rotateX: return [atan2(t.m23, t.m22)]
        case .rotateY: return [atan2(t.m31, t.m11)]
        case .rotateZ: return [atan2(t.m12, t.m11)]
        case .scale: return [t.m11, t.m22, t.m33]
        case .scaleX: return [t.m11]
        case .scaleY: return [t.m22]
        case .scaleZ: return [t.m33]
        case .translate: return [t.m41, t.m42, t.m43]
        case .translateX: return [t.m41]
        case .translateY: return [t.m42]
        default: return [t.m43]
        }
    }

    /// The transform for the interpolated inputs.
    func transform(for values: [CGFloat]) -> CATransform3D {
        let v = values + Array(repeating: 0, count: max(0, 3 - values.count))
        switch name {
        case .rotateX: return CATransform3DMakeRotation(v[0], 1, 0, 0)
        case .rotateY: return CATransform3DMakeRotation(v[0], 0, 1, 0)
        case .rotateZ: return CATransform3DMakeRotation(v[0], 0, 0, 1)
        case .scale: return CATransform3DMakeScale(v[0], v[1], values.count > 2 ? v[2] : 1)
        case .scaleX: return CATransform3DMakeScale(v[0], 1, 1)
        case .scaleY: return CATransform3DMakeScale(1, v[0], 1)
        case .scaleZ: return CATransform3DMakeScale(1, 1, v[0])
        case .translate: return CATransform3DMakeTranslation(v[0], v[1], v[2])
        case .translateX: return CATransform3DMakeTranslation(v[0], 0, 0)
        case .translateY: return CATransform3DMakeTranslation(0, v[0], 0)
        default: return CATransform3DMakeTranslation(0, 0, v[0])
        }
    }
}
