import CCairo
import Foundation
import OpenCoreGraphics

/// `shouldRasterize`: a layer and its sublayers drawn once into a bitmap of `rasterizationScale` pixels per
/// point, which later frames composite while nothing inside changes (see ``RenderLayer/subtreeSignature``).
/// As on iOS, the bitmap's resolution is the rasterization scale, not the screen's — a rasterised layer at
/// scale 1 on a 2× screen looks soft — and the layer composites as a group (its opacity applies to the
/// flattened bitmap). Its own transform, position and opacity change without re-rasterising.
final class RasterizedLayer {
    let signature: Int
    let scale: CGFloat
    let extent: CGRect
    let context: CGContext

    init(signature: Int, scale: CGFloat, extent: CGRect, context: CGContext) {
        self.signature = signature
        self.scale = scale
        self.extent = extent
        self.context = context
    }
}

extension Compositor {
    /// Draws a rasterised layer from its cached bitmap, rasterising it first when its subtree changed; false
    /// when it cannot be rasterised (a transition inside, or an empty or huge extent), so the caller draws it
    /// normally.
    func drawRasterized(
        _ layer: RenderLayer, rasterizationScale: CGFloat, toDevice: PlanarHomography, cr: OpaquePointer
    ) -> Bool {
        guard let signature = layer.subtreeSignature else { return false }
        let scale = max(rasterizationScale, 0.01)
        let raster: RasterizedLayer
        if let cached = rasterized(layer.identity), cached.signature == signature, cached.scale == scale {
            raster = cached
        } else {
            let extent = layer.subtreeExtent.integral
            guard let (width, height) = BackingStoreSize.pixels(for: extent.size, scale: scale) else { return false }
            let context = CGContext(width: width, height: height, flipped: true)
            var body = layer
            body.opacity = 1
            body.rasterizationScale = nil
            let toBitmap = PlanarHomography(
                CGAffineTransform(a: scale, b: 0, c: 0, d: scale, tx: -extent.minX * scale, ty: -extent.minY * scale))
            drawBody(
                of: body, chain: CATransform3DIdentity, ancestorToDevice: toBitmap, toDevice: toBitmap,
                cr: context.cairo, scale: scale)
            raster = RasterizedLayer(signature: signature, scale: scale, extent: extent, context: context)
            store(raster, for: layer.identity)
        }
        let bitmapToLayer = PlanarHomography(
            CGAffineTransform(a: 1 / scale, b: 0, c: 0, d: 1 / scale, tx: raster.extent.minX, ty: raster.extent.minY))
        paint(
            raster.context.surface, width: raster.context.width, height: raster.context.height,
            through: bitmapToLayer.then(toDevice), cr: cr, alpha: layer.opacity)
        return true
    }
}
