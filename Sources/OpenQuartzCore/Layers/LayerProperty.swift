import Foundation
import OpenCoreGraphics

/// One key of a layer class for key-value coding and animation: its type, and how to read and write it
/// through the public property (so writes are validated and run actions).
@MainActor
package struct LayerProperty {
    package let kind: LayerValueKind
    /// Whether Core Animation documents the key as animatable.
    package let isAnimatable: Bool
    let get: @MainActor (CALayer) -> Any?
    /// Writes a value already coerced to `kind`; false when its type does not fit the property.
    let set: @MainActor (CALayer, Any?) -> Bool

    /// A `[NSNumber]?` property of `L`, animated as numbers.
    static func numbers<L: CALayer>(_ keyPath: ReferenceWritableKeyPath<L, [NSNumber]?>) -> LayerProperty {
        LayerProperty(
            kind: .numberArray, isAnimatable: true,
            get: { layer in (layer as! L)[keyPath: keyPath].map { $0.map { CGFloat($0.doubleValue) } } },
            set: { layer, value in
                guard value == nil || value is [CGFloat] else { return false }
                (layer as! L)[keyPath: keyPath] = (value as? [CGFloat]).map { $0.map { NSNumber(value: Double($0)) } }
                return true
            })
    }

    /// A key backed by a public property of `L`.
    static func stored<L: CALayer, T>(
        _ keyPath: ReferenceWritableKeyPath<L, T>, _ kind: LayerValueKind, animatable: Bool = true
    ) -> LayerProperty {
        LayerProperty(
            kind: kind, isAnimatable: animatable,
            get: { layer in (layer as! L)[keyPath: keyPath] },
            set: { layer, value in
                guard let typed = value as? T else { return false }
                (layer as! L)[keyPath: keyPath] = typed
                return true
            })
    }
}
