import Foundation
import OpenCoreGraphics

/// The Swift type of a layer property, which decides how values given as `Any` are accepted and how they
/// interpolate.
package enum LayerValueKind: Sendable, Hashable {
    case cgFloat, float, double, bool
    case point, size, rect
    case transform3D
    /// `CGColor?`
    case color
    /// `CGPath?`
    case path
    /// `[NSNumber]?`-like arrays (dash patterns, gradient locations), held as `[CGFloat]?`.
    case numberArray
    /// `[Any]?` of colours (gradient colours), held as `[CGColor]?`.
    case colorArray
    /// Anything else (contents, strings, enum-like values): set as is, animated discretely.
    case opaque

    /// The Swift type the kind's values have, for the kinds of one plain type.
    private var nativeType: Any.Type? {
        switch self {
        case .cgFloat: CGFloat.self
        case .float: Float.self
        case .double: Double.self
        case .bool: Bool.self
        case .point: CGPoint.self
        case .size: CGSize.self
        case .rect: CGRect.self
        case .transform3D: CATransform3D.self
        case .color, .path, .numberArray, .colorArray, .opaque: nil
        }
    }

    /// Whether values of `valueType` are among the plain numbers and geometry the layer keeps, which are
    /// never optionals, `NSValue` boxes or `NSNumber`s: the checks that look for those (casts that search
    /// the runtime's tables when they fail) are skipped for them.
    static func isPlainValueType(_ valueType: Any.Type) -> Bool {
        for kind in plainKinds where kind.nativeType == valueType { return true }
        return false
    }

    /// The kinds of one plain type (``nativeType``), the commonest first.
    private static let plainKinds: [LayerValueKind] = [
        .cgFloat, .point, .rect, .float, .size, .transform3D, .double, .bool,
    ]

    /// The canonical Swift value for `value`, or nil when the type does not fit.
    /// `.some(nil)` is a valid nil for optional kinds. Geometry boxed in an NSValue (`NSValue(cgPoint:)`,
    /// `NSValue(caTransform3D:)`…) is taken out of its box first, as Core Animation takes it.
    ///
    /// A value of the kind's own Swift type (also inside an `Any?`, as the actions' arguments hold values) is
    /// returned as it is before any cast: animations coerce their values at every step of their making.
    func coerce(_ value: Any?) -> Any?? {
        if let value, let nativeType {
            var payload = value
            if type(of: payload) == Any?.self, let inner = payload as? Any?, let inner { payload = inner }
            if type(of: payload) == nativeType { return payload }
        }
        let value = NSValue.unboxed(value)
        switch self {
        case .cgFloat: return LayerValueKind.number(value).map { CGFloat($0) }
        case .float: return LayerValueKind.number(value).map { Float($0) }
        case .double: return LayerValueKind.number(value).map { $0 }
        case .bool:
            if let flag = value as? Bool { return flag }
            return LayerValueKind.number(value).map { $0 != 0 }
        case .point: return (value as? CGPoint).map { $0 }
        case .size: return (value as? CGSize).map { $0 }
        case .rect: return (value as? CGRect).map { $0 }
        case .transform3D: return (value as? CATransform3D).map { $0 }
        case .color:
            guard let value else { return .some(nil) }
            return (value as? CGColor).map { $0 }
        case .path:
            guard let value else { return .some(nil) }
            return (value as? CGPath).map { $0 }
        case .numberArray:
            guard let value else { return .some(nil) }
            guard let items = value as? [Any] else { return nil }
            let numbers = items.compactMap { LayerValueKind.number($0).map { CGFloat($0) } }
            return numbers.count == items.count ? numbers : nil
        case .colorArray:
            guard let value else { return .some(nil) }
            guard let items = value as? [Any] else { return nil }
            let colors = items.compactMap { $0 as? CGColor }
            return colors.count == items.count ? colors : nil
        case .opaque:
            return .some(value)
        }
    }

    /// A number from any of Swift's numeric types or an NSNumber.
    ///
    /// The types the layer's own numbers have are told apart by comparing the value's type first: a cast
    /// that fails (a `Float` tried as a `Double`) searches the runtime's tables for a bridge, and every
    /// animation of a view's alpha or corner radius asks this several times.
    static func number(_ value: Any?) -> Double? {
        if let value {
            let valueType = type(of: value)
            if valueType == CGFloat.self, let number = value as? CGFloat { return Double(number) }
            if valueType == Float.self, let number = value as? Float { return Double(number) }
            if valueType == Double.self, let number = value as? Double { return number }
        }
        switch value {
        case let v as Double: return v
        case let v as CGFloat: return Double(v)
        case let v as Float: return Double(v)
        case let v as Int: return Double(v)
        case let v as NSNumber: return v.doubleValue
        default: return nil
        }
    }

    /// Whether a coerced value holds a NaN or infinite number.
    static func isNonFinite(_ value: Any?) -> Bool {
        switch value {
        case let v as CGFloat: return !v.isFinite
        case let v as Float: return !v.isFinite
        case let v as Double: return !v.isFinite
        case let v as CGPoint: return !(v.x.isFinite && v.y.isFinite)
        case let v as CGSize: return !(v.width.isFinite && v.height.isFinite)
        case let v as CGRect:
            return !(v.origin.x.isFinite && v.origin.y.isFinite && v.size.width.isFinite && v.size.height.isFinite)
        case let v as CATransform3D:
            return ![
                v.m11, v.m12, v.m13, v.m14, v.m21, v.m22, v.m23, v.m24,
                v.m31, v.m32, v.m33, v.m34, v.m41, v.m42, v.m43, v.m44,
            ].allSatisfy(\.isFinite)
        default: return false
        }
    }
}
