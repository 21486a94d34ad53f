import Foundation
import OpenCoreGraphics

/// A layer value made of floating-point numbers, which can say whether all of them are finite (Core
/// Animation raises `CALayerInvalidGeometry` for NaN or infinite geometry).
protocol LayerFiniteValue {
    /// Whether every number of the value is finite.
    var isFiniteLayerValue: Bool { get }
}

extension CGFloat: LayerFiniteValue {
    var isFiniteLayerValue: Bool { isFinite }
}

extension Float: LayerFiniteValue {
    var isFiniteLayerValue: Bool { isFinite }
}

extension Double: LayerFiniteValue {
    var isFiniteLayerValue: Bool { isFinite }
}

extension CGPoint: LayerFiniteValue {
    var isFiniteLayerValue: Bool { x.isFinite && y.isFinite }
}

extension CGSize: LayerFiniteValue {
    var isFiniteLayerValue: Bool { width.isFinite && height.isFinite }
}

extension CGRect: LayerFiniteValue {
    var isFiniteLayerValue: Bool {
        origin.x.isFinite && origin.y.isFinite && size.width.isFinite && size.height.isFinite
    }
}

extension CATransform3D: LayerFiniteValue {
    var isFiniteLayerValue: Bool {
        m11.isFinite && m12.isFinite && m13.isFinite && m14.isFinite && m21.isFinite && m22.isFinite
            && m23.isFinite && m24.isFinite && m31.isFinite && m32.isFinite && m33.isFinite && m34.isFinite
            && m41.isFinite && m42.isFinite && m43.isFinite && m44.isFinite
    }
}
