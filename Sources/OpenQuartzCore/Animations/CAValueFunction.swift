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
