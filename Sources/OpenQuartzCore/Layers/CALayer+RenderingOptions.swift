import Foundation
import OpenCoreGraphics

/// How the compositor draws a layer: corner curve, edge antialiasing, content filters, geometry flipping,
/// backing-store format and rasterisation.
extension CALayer {
    /// The curve of the rounded corners: `.circular` (default) or `.continuous`, iOS 13's smoother corner.
    public var cornerCurve: CALayerCornerCurve {
        get { state.cornerCurve }
        set { assign(state: \.cornerCurve, newValue, key: "cornerCurve") }
    }

    /// The expansion factor of a corner curve: how much longer than `cornerRadius` a corner of that curve
    /// runs along each edge (Apple documents it for sizing content that must not touch the corner).
    /// 1 for circular corners; 1.528665 for continuous ones — Apple gives no figure: this is the length
    /// PaintCode's published measurement of iOS's continuous corner found, which the continuous path drawn
    /// here also uses.
    public nonisolated static func cornerCurveExpansionFactor(_ curve: CALayerCornerCurve) -> CGFloat {
        curve == .continuous ? 1.528665 : 1
    }

    /// Whether the layer's edges are antialiased when a transform makes them fall between pixels (default
    /// false, as on iOS, where edges are aliased unless the Info.plist key or this property turns it on).
    public var allowsEdgeAntialiasing: Bool {
        get { state.allowsEdgeAntialiasing }
        set { assign(state: \.allowsEdgeAntialiasing, newValue, key: "allowsEdgeAntialiasing") }
    }

    /// The edges that `allowsEdgeAntialiasing` antialiases (all four by default).
    public var edgeAntialiasingMask: CAEdgeAntialiasingMask {
        get { state.edgeAntialiasingMask }
        set { assign(state: \.edgeAntialiasingMask, newValue, key: "edgeAntialiasingMask") }
    }

    /// The filter used when the contents are drawn smaller than their pixels (default `.linear`).
    public var minificationFilter: CALayerContentsFilter {
        get { state.minificationFilter }
        set { assign(state: \.minificationFilter, newValue, key: "minificationFilter") }
    }

    /// The filter used when the contents are drawn larger than their pixels (default `.linear`).
    public var magnificationFilter: CALayerContentsFilter {
        get { state.magnificationFilter }
        set { assign(state: \.magnificationFilter, newValue, key: "magnificationFilter") }
    }

    /// The mipmap level bias of `.trilinear` minification (stored; the compositor has no mipmaps).
    public var minificationFilterBias: Float {
        get { state.minificationFilterBias }
        set { assign(state: \.minificationFilterBias, newValue, key: "minificationFilterBias") }
    }

    /// Whether the layer's geometry (and so its sublayers') is flipped vertically: y grows upwards from the
    /// bottom of the bounds (default false). Conversion, hit-testing and drawing follow it; a `contents` image
    /// shows the same either way (CALayer.h).
    public var isGeometryFlipped: Bool {
        get { state.isGeometryFlipped }
        set { assign(state: \.isGeometryFlipped, newValue, key: "geometryFlipped") }
    }

    /// Whether the layer's contents are flipped in relation to its coordinates: an odd number of layers with
    /// `isGeometryFlipped`, from the receiver up to the root (CALayer.h). The context `display()` hands to
    /// `draw(in:)` is then y-flipped (origin bottom-left), as QuartzCore's is.
    public func contentsAreFlipped() -> Bool {
        var flipped = false
        var layer: CALayer? = self
        while let current = layer {
            if current.isGeometryFlipped { flipped.toggle() }
            layer = current.superlayer
        }
        return flipped
    }

    /// The pixel format of the backing store (default `.RGBA8Uint`).
    public var contentsFormat: CALayerContentsFormat {
        get { state.contentsFormat }
        set { assign(state: \.contentsFormat, newValue, key: "contentsFormat") }
    }

    /// Whether the layer and its sublayers are rendered once into a cached bitmap that later frames reuse
    /// while nothing inside changes (default false): a speed feature for transitions of complex views.
    /// Animatable (CALayer.h), switching half-way as booleans do.
    public var shouldRasterize: Bool {
        get { state.shouldRasterize }
        set { assign(state: \.shouldRasterize, newValue, key: "shouldRasterize") }
    }

    /// The scale of the rasterised bitmap relative to the layer's points (default 1, as on iOS: set it to
    /// the screen's scale to keep rasterised content sharp). Animatable (CALayer.h).
    public var rasterizationScale: CGFloat {
        get { state.rasterizationScale }
        set { assign(state: \.rasterizationScale, newValue, key: "rasterizationScale") }
    }
}
