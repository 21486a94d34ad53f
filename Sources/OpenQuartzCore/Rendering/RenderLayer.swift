import Foundation
import OpenCoreGraphics

/// One node of the render tree: an immutable, `Sendable` snapshot of a presentation layer at one media
/// time, with everything the compositor needs and nothing live. Renderers and encoders take these values,
/// so they can work off the main actor and in parallel.
package struct RenderLayer: Sendable {
    /// A stable identity of the model layer, for the compositor's backing-store cache.
    package var identity: UInt64
    package var bounds: CGRect
    package var position: CGPoint
    package var anchorPoint: CGPoint
    package var anchorPointZ: CGFloat
    package var zPosition: CGFloat
    package var transform: CATransform3D
    package var sublayerTransform: CATransform3D
    package var opacity: CGFloat
    package var isHidden: Bool
    package var masksToBounds: Bool
    package var isDoubleSided: Bool
    package var allowsGroupOpacity: Bool
    /// True for a `CATransformLayer`: its sublayers are not flattened into its plane and it draws nothing.
    package var isTransformLayer: Bool
    package var backgroundColor: CGColor?
    package var cornerRadius: CGFloat
    package var maskedCorners: CACornerMask
    package var cornerCurve: CALayerCornerCurve
    package var borderWidth: CGFloat
    package var borderColor: CGColor?
    package var shadow: RenderShadow?
    package var contents: RenderContents?
    package var content: RenderContent
    package var replicator: RenderReplicator?
    /// An emitter layer's living particles, drawn over its own content and under its sublayers.
    package var emitter: RenderEmitter?
    package var mask: RenderLayerBox?
    package var sublayers: [RenderLayer]
    package var transition: RenderTransition?
    /// The bitmap scale of a layer with `shouldRasterize`, nil for the others.
    package var rasterizationScale: CGFloat?
    /// The layer's `isGeometryFlipped` (its coordinates mirrored in its placement).
    package var isGeometryFlipped: Bool
    /// The layer's `contentsAreFlipped()`: its coordinates run upwards on screen, so its contents image and
    /// text are drawn mirrored to stay upright.
    package var contentsAreFlipped: Bool

    /// A key of everything the layer's own backing store depends on: equal keys mean the cached surface
    /// can be reused.
    package var backingStoreKey: Int {
        var hasher = Hasher()
        hasher.combine(bounds.size.width)
        hasher.combine(bounds.size.height)
        hasher.combine(backgroundColor)
        hasher.combine(cornerRadius)
        hasher.combine(maskedCorners.rawValue)
        hasher.combine(cornerCurve)
        hasher.combine(borderWidth)
        hasher.combine(borderColor)
        hasher.combine(contents)
        hasher.combine(content)
        hasher.combine(contentsAreFlipped)
        return hasher.finalize()
    }
}

/// A render layer held by reference, so that a layer can hold its mask and a transition its old state.
package final class RenderLayerBox: Sendable {
    package let layer: RenderLayer
    package init(_ layer: RenderLayer) { self.layer = layer }
}

/// A layer's shadow, when its opacity is above zero.
package struct RenderShadow: Sendable, Hashable {
    package var color: CGColor
    package var opacity: CGFloat
    package var offset: CGSize
    package var radius: CGFloat
    package var path: CGPath?
}

/// A layer's `contents` image and how it is placed.
package struct RenderContents: Sendable, Hashable {
    package var image: CGImage
    package var rect: CGRect
    package var center: CGRect
    package var gravity: CALayerContentsGravity
    package var scale: CGFloat
    package var minificationFilter: CALayerContentsFilter
    package var magnificationFilter: CALayerContentsFilter
}

/// What a layer subclass draws besides the common properties.
package enum RenderContent: Sendable, Hashable {
    case none
    case shape(RenderShape)
    case gradient(RenderGradient)
    case text(RenderText)
}

package struct RenderShape: Sendable, Hashable {
    package var path: CGPath?
    package var fillColor: CGColor?
    package var fillRule: CAShapeLayerFillRule
    package var strokeColor: CGColor?
    package var lineWidth: CGFloat
    package var lineCap: CAShapeLayerLineCap
    package var lineJoin: CAShapeLayerLineJoin
    package var miterLimit: CGFloat
    package var lineDashPattern: [CGFloat]?
    package var lineDashPhase: CGFloat
    package var strokeStart: CGFloat
    package var strokeEnd: CGFloat
}

package struct RenderGradient: Sendable, Hashable {
    package var colors: [CGColor]
    package var locations: [CGFloat]?
    package var startPoint: CGPoint
    package var endPoint: CGPoint
    package var type: CAGradientLayerType
}

/// A text layer's styled string and how it is fitted to the bounds (see `CATextLayer`).
package struct RenderText: Sendable, Hashable {
    package var text: AttributedText
    package var isWrapped: Bool
    package var truncationMode: CATextLayerTruncationMode
}

/// A replicator's instances: each copy of the sublayers is transformed and tinted relative to the previous
/// one; with an instance delay, copy i shows the sublayers as they were `i × delay` earlier.
package struct RenderReplicator: Sendable {
    package var instanceCount: Int
    package var instanceTransform: CATransform3D
    package var instanceColor: CGColor?
    package var colorOffsets: [CGFloat]
    /// The sublayers of each instance when they differ by time (an instance delay); nil when every instance
    /// shows the same sublayers.
    package var delayedInstances: [[RenderLayer]]?
}

/// A transition in progress on a layer: the old state, the effect and how far it has gone.
package struct RenderTransition: Sendable {
    package var previous: RenderLayerBox
    package var type: CATransitionType
    package var subtype: CATransitionSubtype?
    /// 0 shows the old state, 1 the new.
    package var progress: CGFloat
}
