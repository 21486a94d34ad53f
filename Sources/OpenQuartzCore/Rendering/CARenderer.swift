import Foundation
import OpenCoreGraphics

/// Renders a layer tree offscreen into images (Apple's `CARenderer` idea: there it draws into a Metal
/// texture; here it draws into a `CGImage`). The renderer keeps backing stores between frames, so
/// rendering successive frames of an animation re-rasterises only what changed.
@MainActor
public final class CARenderer {
    /// The root of the tree to render; its frame is placed in a space of ``size`` points.
    public var layer: CALayer?
    /// The size of the rendered area, in points.
    public var size: CGSize
    /// Pixels per point.
    public var scale: CGFloat
    /// The colour under the layers (nil: transparent).
    public var backgroundColor: CGColor?
    /// Whether backing stores are kept between frames (true by default). Turning it off rasterises every
    /// layer's content again each frame — only useful to measure what the cache saves.
    public var cachesBackingStores = true {
        didSet { compositor = Compositor() }
    }

    private var compositor = Compositor()

    public init(layer: CALayer?, size: CGSize, scale: CGFloat = 1) {
        self.layer = layer
        self.size = size
        self.scale = scale
    }

    /// The image of the tree at `time` (the current media time by default): presentation values, running
    /// transitions and all.
    public func image(atTime time: CFTimeInterval? = nil) -> CGImage? {
        guard let layer, size.width > 0, size.height > 0, scale > 0 else { return nil }
        let tree = layer.renderTree(atMediaTime: time ?? CACurrentMediaTime())
        if !cachesBackingStores { compositor = Compositor() }
        return compositor.image(of: tree, size: size, scale: scale, background: backgroundColor)
    }
}

extension CALayer {
    /// Draws the layer and its sublayers into `ctx` in the layer's own coordinate space (its bounds'
    /// origin at the context's origin), as Apple's `render(in:)` does. Presentation values at the current
    /// media time are drawn (Apple draws the model values; drawing what is on screen is what snapshot
    /// code wants, and equals the model when nothing animates).
    public func render(in ctx: CGContext) {
        var tree = renderTree(atMediaTime: CACurrentMediaTime())
        tree.transform = CATransform3DIdentity
        tree.anchorPoint = .zero
        tree.position = tree.bounds.origin
        Compositor().render(tree, into: ctx, deviceTransform: ctx.userSpaceToDeviceSpaceTransform)
    }
}
