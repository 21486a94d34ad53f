import CCairo
import Foundation
import OpenCoreGraphics

/// A transition frame computed pixel by pixel from the flattened states (the page curl, ripple, suck and
/// camera-iris effects): for every device pixel the layer's bounds cover within the clip, a colour function
/// gets the pixel's centre in layer coordinates and returns the premultiplied ARGB colour to draw there,
/// usually read from the states through a ``Sampler``. The same progress gives the same pixels.
enum TransitionWarp {
    /// One flattened state read at layer points: the bilinear sample the compositor's samplers use
    /// (`SampledPaint.sample`), transparent outside the state. A pixel centre read where it lies unmoved gets
    /// its own texel exactly.
    struct Sampler {
        let source: SampledPaint.Source
        let width: Int
        let height: Int
        let origin: CGPoint
        let scale: CGFloat

        init?(_ state: Compositor.FlatState) {
            let surface = state.context.surface
            cairo_surface_flush(surface)
            guard let data = cairo_image_surface_get_data(surface) else { return nil }
            source = SampledPaint.Source(
                pixels: UnsafeRawPointer(data), stride: Int(cairo_image_surface_get_stride(surface)))
            width = state.width
            height = state.height
            origin = CGPoint(x: state.pixelToLayer.m41, y: state.pixelToLayer.m42)
            scale = 1 / state.pixelToLayer.m11
        }

        /// The state's colour at a layer point.
        func callAsFunction(_ point: CGPoint) -> UInt32 {
            // Texel centres are at integer surface coordinates: a pixel centre (x + ½) reads texel x.
            let one = CGFloat(1 << 16)
            let u = Int64((((point.x - origin.x) * scale - 0.5) * one).rounded())
            let v = Int64((((point.y - origin.y) * scale - 0.5) * one).rounded())
            return SampledPaint.sample(source, width: width, height: height, u: u, v: v)
        }
    }

    /// Fills the device pixels `bounds` covers through `toDevice` (within `cr`'s clip) with `colour` of each
    /// pixel centre in layer coordinates, and composites them onto `cr`. `scratch` is the compositor's
    /// sampler buffer, kept from frame to frame.
    static func paint(
        bounds: CGRect, toDevice: PlanarHomography, cr: OpaquePointer, scratch: inout [UInt32],
        colour: (CGPoint) -> UInt32
    ) {
        guard let fromDevice = toDevice.inverted() else { return }
        let corners = [
            CGPoint(x: bounds.minX, y: bounds.minY), CGPoint(x: bounds.maxX, y: bounds.minY),
            CGPoint(x: bounds.maxX, y: bounds.maxY), CGPoint(x: bounds.minX, y: bounds.maxY),
        ]
        let mapped = corners.compactMap { toDevice.apply($0) }
        guard mapped.count == 4 else { return }
        var x0 = Double.infinity, y0 = Double.infinity, x1 = -Double.infinity, y1 = -Double.infinity
        cairo_clip_extents(cr, &x0, &y0, &x1, &y1)
        let box = CGRect.boundingBox(of: mapped).intersection(CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0))
            .integral
        guard !box.isNull, box.width >= 1, box.height >= 1, box.width * box.height < 64e6 else { return }
        let width = Int(box.width), height = Int(box.height)
        if scratch.count < width * height { scratch = [UInt32](repeating: 0, count: width * height) }
        scratch.withUnsafeMutableBufferPointer { buffer in
            let out = buffer.baseAddress!
            for row in 0..<height {
                for column in 0..<width {
                    let centre = CGPoint(x: box.minX + CGFloat(column) + 0.5, y: box.minY + CGFloat(row) + 0.5)
                    guard let point = fromDevice.apply(centre), bounds.contains(point) else {
                        out[row * width + column] = 0
                        continue
                    }
                    out[row * width + column] = colour(point)
                }
            }
            let surface = cairo_image_surface_create_for_data(
                UnsafeMutableRawPointer(out).assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_ARGB32,
                Int32(width), Int32(height), Int32(width * 4))
            cairo_save(cr)
            cairo_set_source_surface(cr, surface, Double(box.minX), Double(box.minY))
            cairo_paint(cr)
            cairo_restore(cr)
            cairo_surface_destroy(surface)
        }
    }

    /// `argb` (premultiplied) under black of opacity `amount`, 0…1.
    static func darken(_ argb: UInt32, by amount: CGFloat) -> UInt32 {
        let keep = Double(1 - amount)
        let alpha = Double(argb >> 24)
        let newAlpha = UInt32((alpha + (255 - alpha) * Double(amount)).rounded())
        let channels = [16, 8, 0].map { shift -> UInt32 in
            UInt32((Double((argb >> UInt32(shift)) & 0xFF) * keep).rounded()) << UInt32(shift)
        }
        return newAlpha << 24 | channels[0] | channels[1] | channels[2]
    }
}
