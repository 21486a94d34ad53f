import Foundation
import OpenCoreGraphics

/// Core Animation's NSValue addition, and the unwrapping that lets every animation and key-value call take
/// geometry boxed in NSValue, as Apple's take it.
///
/// swift-corelibs-foundation's NSValue boxes points, sizes, rects and edge insets but no other structure, so
/// a transform is boxed as an array of doubles (Objective-C type `[16d]`; an affine transform, which UIKit's
/// addition boxes, `[6d]`). Two NSValues of the same numbers are therefore equal whatever made them.
extension NSValue {
    /// The Objective-C type of a boxed `CATransform3D`.
    package static let transform3DType = "[16d]"
    /// The Objective-C type of a boxed `CGAffineTransform`.
    package static let affineTransformType = "[6d]"

    /// A value holding `transform`, as QuartzCore's `NSValue(caTransform3D:)`.
    public convenience init(caTransform3D transform: CATransform3D) {
        let t = transform
        let numbers = [
            t.m11, t.m12, t.m13, t.m14, t.m21, t.m22, t.m23, t.m24, t.m31, t.m32, t.m33, t.m34, t.m41, t.m42, t.m43,
            t.m44,
        ].map(Double.init)
        self.init(doubles: numbers, type: NSValue.transform3DType)
    }

    /// The transform held, as QuartzCore's `caTransform3DValue`; the identity when the value holds no
    /// transform.
    public var caTransform3DValue: CATransform3D {
        guard let numbers = doubles(ofType: NSValue.transform3DType, count: 16) else { return CATransform3DIdentity }
        let m = numbers.map { CGFloat($0) }
        return CATransform3D(
            m11: m[0], m12: m[1], m13: m[2], m14: m[3], m21: m[4], m22: m[5], m23: m[6], m24: m[7],
            m31: m[8], m32: m[9], m33: m[10], m34: m[11], m41: m[12], m42: m[13], m43: m[14], m44: m[15])
    }

    /// A value holding `numbers` as the Objective-C array type `type`.
    package convenience init(doubles numbers: [Double], type: String) {
        var numbers = numbers
        self.init(bytes: &numbers, objCType: type)
    }

    /// The `count` doubles held when the value's Objective-C type is `type`; nil otherwise.
    package func doubles(ofType type: String, count: Int) -> [Double]? {
        guard String(cString: objCType) == type else { return nil }
        var numbers = [Double](repeating: 0, count: count)
        getValue(&numbers)
        return numbers
    }

    /// The Objective-C type name, for matching boxed kinds.
    package var typeEncoding: String { String(cString: objCType) }

    /// The Swift geometry an NSValue holds (CGPoint, CGSize, CGRect, CATransform3D); other values —
    /// including other NSValues — are returned as they are.
    ///
    /// The plain geometry and numbers every animation a view makes holds are returned before the cast,
    /// which looks for a bridge to NSValue and costs more than the rest of the check of an animation's values.
    package static func unboxed(_ value: Any?) -> Any? {
        guard let value, !LayerValueKind.isPlainValueType(type(of: value)) else { return value }
        guard let boxed = value as? NSValue, !(boxed is NSNumber) else { return value }
        switch boxed.typeEncoding {
        case "{CGPoint=dd}": return boxed.pointValue
        case "{CGSize=dd}": return boxed.sizeValue
        case "{CGRect={CGPoint=dd}{CGSize=dd}}": return boxed.rectValue
        case transform3DType: return boxed.caTransform3DValue
        default: return value
        }
    }
}
