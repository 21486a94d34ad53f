import Foundation
import OpenQuartzCore

/// UIKit's NSValue additions: boxes for the geometry types, which animations (`fromValue`, `toValue`,
/// `byValue`, keyframe `values`) and `setValue(_:forKeyPath:)` accept wherever they take the type itself.
/// Points, sizes and rects use Foundation's boxes (`NSValue(point:)`…, equal to them); an affine transform
/// is boxed as six doubles and edge insets as Foundation's `NSEdgeInsets` (swift-corelibs-foundation boxes
/// no other structures). An accessor asked for another kind than the value holds answers zero (the identity
/// for a transform) where Apple's would read the bytes as they are.
extension NSValue {
    /// A value holding `point`, as UIKit's `NSValue(cgPoint:)`.
    public convenience init(cgPoint point: CGPoint) {
        self.init(point: point)
    }

    /// A value holding `size`, as UIKit's `NSValue(cgSize:)`.
    public convenience init(cgSize size: CGSize) {
        self.init(size: size)
    }

    /// A value holding `rect`, as UIKit's `NSValue(cgRect:)`.
    public convenience init(cgRect rect: CGRect) {
        self.init(rect: rect)
    }

    /// A value holding `vector`, as UIKit's `NSValue(cgVector:)` (boxed as two doubles).
    public convenience init(cgVector vector: CGVector) {
        self.init(doubles: [Double(vector.dx), Double(vector.dy)], type: NSValue.vectorType)
    }

    /// A value holding `transform`, as UIKit's `NSValue(cgAffineTransform:)`.
    public convenience init(cgAffineTransform transform: CGAffineTransform) {
        let numbers = [transform.a, transform.b, transform.c, transform.d, transform.tx, transform.ty]
        self.init(doubles: numbers.map(Double.init), type: NSValue.affineTransformType)
    }

    /// A value holding `insets`, as UIKit's `NSValue(uiEdgeInsets:)`.
    public convenience init(uiEdgeInsets insets: UIEdgeInsets) {
        self.init(
            edgeInsets: NSEdgeInsets(top: insets.top, left: insets.left, bottom: insets.bottom, right: insets.right))
    }

    /// The point held, as UIKit's `cgPointValue`.
    public var cgPointValue: CGPoint { typeEncoding == "{CGPoint=dd}" ? pointValue : .zero }

    /// The size held, as UIKit's `cgSizeValue`.
    public var cgSizeValue: CGSize { typeEncoding == "{CGSize=dd}" ? sizeValue : .zero }

    /// The rectangle held, as UIKit's `cgRectValue`.
    public var cgRectValue: CGRect { typeEncoding == "{CGRect={CGPoint=dd}{CGSize=dd}}" ? rectValue : .zero }

    /// The vector held, as UIKit's `cgVectorValue`.
    public var cgVectorValue: CGVector {
        guard let numbers = doubles(ofType: NSValue.vectorType, count: 2) else { return CGVector(dx: 0, dy: 0) }
        return CGVector(dx: numbers[0], dy: numbers[1])
    }

    /// The affine transform held, as UIKit's `cgAffineTransformValue`.
    public var cgAffineTransformValue: CGAffineTransform {
        guard let n = doubles(ofType: NSValue.affineTransformType, count: 6) else { return .identity }
        return CGAffineTransform(a: n[0], b: n[1], c: n[2], d: n[3], tx: n[4], ty: n[5])
    }

    /// The edge insets held, as UIKit's `uiEdgeInsetsValue`.
    public var uiEdgeInsetsValue: UIEdgeInsets {
        guard typeEncoding == "{NSEdgeInsets=dddd}" else { return .zero }
        let insets = edgeInsetsValue
        return UIEdgeInsets(top: insets.top, left: insets.left, bottom: insets.bottom, right: insets.right)
    }

    /// The Objective-C type of a boxed `CGVector`.
    static let vectorType = "[2d]"
}
