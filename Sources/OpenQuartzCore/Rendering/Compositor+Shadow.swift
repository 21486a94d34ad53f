import CCairo
import Foundation
import OpenCoreGraphics

extension Compositor {
    /// Draws a layer's shadow beneath it: the alpha of `shadowPath` when set, else of the layer drawn with its
    /// sublayers (within its bounds plus the blur margin), blurred with a Gaussian of σ = shadowRadius / 2
    /// (three box passes), tinted with shadowColor × shadowOpacity and moved by shadowOffset in the layer's
    /// coordinates.
    func drawShadow(
        _ shadow: RenderShadow, of layer: RenderLayer, toDevice: PlanarHomography, cr: OpaquePointer, scale: CGFloat,
        alpha: CGFloat
    ) {
        let margin = (shadow.radius * 1.5).rounded(.up) + 1
        let extent = (shadow.path?.boundingBoxOfPath ?? layer.bounds).insetBy(dx: -margin, dy: -margin).integral
        guard let (width, height) = BackingStoreSize.pixels(for: extent.size, scale: scale) else { return }
        let shape = CGContext(width: width, height: height, flipped: true)
        shape.scaleBy(x: scale, y: scale)
        shape.translateBy(x: -extent.minX, y: -extent.minY)
        if let path = shadow.path {
            shape.setFillColor(.black)
            shape.addPath(path)
            shape.fillPath(using: .winding)
        } else {
            var silhouette = layer
            silhouette.shadow = nil
            silhouette.opacity = 1
            let layerToShape = PlanarHomography(
                CGAffineTransform(
                    a: scale, b: 0, c: 0, d: scale,
                    tx: -extent.minX * scale, ty: -extent.minY * scale))
            cairo_save(shape.cairo)
            cairo_identity_matrix(shape.cairo)
            drawBody(
                of: silhouette, chain: CATransform3DIdentity, ancestorToDevice: layerToShape, toDevice: layerToShape,
                cr: shape.cairo, scale: scale)
            cairo_restore(shape.cairo)
        }
        ShadowBlur.tint(
            shape, width: width, height: height, sigma: shadow.radius / 2 * scale,
            color: shadow.color, opacity: shadow.opacity)
        let placement = PlanarHomography(
            CGAffineTransform(
                a: 1 / scale, b: 0, c: 0, d: 1 / scale,
                tx: extent.minX + shadow.offset.width,
                ty: extent.minY + shadow.offset.height))
        paint(shape.surface, width: width, height: height, through: placement.then(toDevice), cr: cr, alpha: alpha)
    }
}

/// Blurs the alpha of a surface and fills it with a colour.
enum ShadowBlur {
    static func tint(_ context: CGContext, width: Int, height: Int, sigma: CGFloat, color: CGColor, opacity: CGFloat) {
        let surface = context.surface
        let alpha = GaussianBlur.blurredAlpha(of: surface, sigma: sigma)
        guard alpha.count == width * height, let data = cairo_image_surface_get_data(surface) else { return }
        let stride = Int(cairo_image_surface_get_stride(surface))
        let a = Double(color.alpha * opacity)
        let channels = [Double(color.red), Double(color.green), Double(color.blue)]
        for y in 0..<height {
            let row = UnsafeMutableRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
            for x in 0..<width {
                let coverage = Double(alpha[y * width + x]) * a
                let pixelAlpha = UInt32((coverage * 255).rounded())
                let rgb = channels.map { UInt32(($0 * coverage * 255).rounded()) }
                row[x] = pixelAlpha << 24 | rgb[0] << 16 | rgb[1] << 8 | rgb[2]
            }
        }
        cairo_surface_mark_dirty(surface)
    }
}
