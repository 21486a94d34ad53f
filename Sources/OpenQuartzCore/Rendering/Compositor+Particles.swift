import CCairo
import Foundation
import OpenCoreGraphics

extension Compositor {
    /// Draws an emitter's particles in its layer's plane, in the order given: each its cell's image (the
    /// `contentsRect` part, `contentsScale` pixels per point) scaled by the particle's scale, turned by its
    /// rotation about its centre, its colour multiplied in, drawn over what is beneath — or added to it in
    /// the additive render mode.
    func drawParticles(_ emitter: RenderEmitter, toDevice: PlanarHomography, cr: OpaquePointer, alpha: CGFloat) {
        cairo_save(cr)
        if emitter.isAdditive { cairo_set_operator(cr, CAIRO_OPERATOR_ADD) }
        for particle in emitter.particles {
            guard let image = particle.contents, particle.scale != 0, particle.color[3] > 0,
                let source = particleSource(image, rect: particle.contentsRect)
            else { continue }
            let size = particle.scale / max(particle.contentsScale, 0.0001)
            let placement = CGAffineTransform(translationX: particle.position.x, y: particle.position.y)
                .rotated(by: particle.rotation)
                .scaledBy(x: size, y: size)
                .translatedBy(x: -CGFloat(source.width) / 2, y: -CGFloat(source.height) / 2)
            let map = PlanarHomography(placement).then(toDevice)
            let tint = Array(particle.color.prefix(3))
            if tint.allSatisfy({ $0 >= 1 }) {
                paint(
                    source.surface, width: source.width, height: source.height, through: map, cr: cr,
                    alpha: alpha * particle.color[3])
            } else {
                let tinted = Self.multiply(source, by: tint)
                paint(
                    tinted.surface, width: tinted.width, height: tinted.height, through: map, cr: cr,
                    alpha: alpha * particle.color[3])
            }
        }
        cairo_restore(cr)
    }

    /// The pixels of the shown part of a particle image, kept while frames keep drawing it.
    private func particleSource(_ image: CGImage, rect: CGRect) -> CGContext? {
        let key = ParticleImageKey(image: image, rect: rect)
        particleImagesUsed.insert(key)
        if let kept = particleImages[key] { return kept }
        let unit = rect.standardized
        let crop = CGRect(
            x: unit.minX * CGFloat(image.width), y: unit.minY * CGFloat(image.height),
            width: unit.width * CGFloat(image.width), height: unit.height * CGFloat(image.height)
        ).integral
        guard let shown = unit == CGRect(x: 0, y: 0, width: 1, height: 1) ? image : image.cropping(to: crop),
            shown.width > 0, shown.height > 0
        else { return nil }
        let context = CGContext(width: shown.width, height: shown.height, flipped: true)
        context.draw(shown, in: CGRect(x: 0, y: 0, width: shown.width, height: shown.height), topAtMinY: true)
        cairo_surface_flush(context.surface)
        particleImages[key] = context
        return context
    }

    /// A copy of `source` with red, green and blue multiplied by `tint` (premultiplied pixels stay valid,
    /// since each channel only shrinks).
    private static func multiply(_ source: CGContext, by tint: [CGFloat]) -> CGContext {
        let result = CGContext(width: source.width, height: source.height, flipped: true)
        guard let from = cairo_image_surface_get_data(source.surface),
            let to = cairo_image_surface_get_data(result.surface)
        else { return result }
        let fromStride = Int(cairo_image_surface_get_stride(source.surface))
        let toStride = Int(cairo_image_surface_get_stride(result.surface))
        let factors = tint.map { UInt32((min(max($0, 0), 1) * 256).rounded()) }
        for y in 0..<source.height {
            let input = UnsafeRawPointer(from + y * fromStride).assumingMemoryBound(to: UInt32.self)
            let output = UnsafeMutableRawPointer(to + y * toStride).assumingMemoryBound(to: UInt32.self)
            for x in 0..<source.width {
                let pixel = input[x]
                let r = (((pixel >> 16) & 0xFF) * factors[0]) >> 8, g = (((pixel >> 8) & 0xFF) * factors[1]) >> 8
                let b = ((pixel & 0xFF) * factors[2]) >> 8
                output[x] = (pixel & 0xFF00_0000) | r << 16 | g << 8 | b
            }
        }
        cairo_surface_mark_dirty(result.surface)
        return result
    }
}
