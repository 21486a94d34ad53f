import CCairo
import Foundation
import OpenCoreGraphics

/// What the affine and perspective samplers share: the device box they fill (their outline within the clip,
/// in whole pixels) and the composite of the filled box onto the context.
enum SampledPaint {
    /// The source's pixels and row stride (after flushing it), the frame a sampler reads.
    struct Source {
        let pixels: UnsafeRawPointer
        let stride: Int
    }

    /// Fills a zeroed buffer the size of `outline` within `cr`'s clip, in whole pixels, and composites it onto
    /// `cr` with `alpha`. `fill` gets the source, the buffer, the device box and its size in pixels; nothing
    /// is drawn when the box is empty or unreasonably large (64 megapixels) or the source has no pixels.
    /// `scratch` is grown as needed and kept by the caller from one paint to the next, so a recording's
    /// animation does not fault in a fresh buffer per frame.
    static func paint(
        _ sourceSurface: OpaquePointer, within outline: CGRect, cr: OpaquePointer, alpha: CGFloat,
        scratch: inout [UInt32],
        fill: (Source, UnsafeMutablePointer<UInt32>, CGRect, (width: Int, height: Int)) -> Void
    ) {
        var x0 = Double.infinity, y0 = Double.infinity, x1 = -Double.infinity, y1 = -Double.infinity
        cairo_clip_extents(cr, &x0, &y0, &x1, &y1)
        let box = outline.intersection(CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)).integral
        guard !box.isNull, box.width >= 1, box.height >= 1, box.width * box.height < 64e6 else { return }
        let outWidth = Int(box.width), outHeight = Int(box.height)
        if scratch.count < outWidth * outHeight { scratch = [UInt32](repeating: 0, count: outWidth * outHeight) }
        cairo_surface_flush(sourceSurface)
        guard let sourceData = cairo_image_surface_get_data(sourceSurface) else { return }
        let source = Source(
            pixels: UnsafeRawPointer(sourceData), stride: Int(cairo_image_surface_get_stride(sourceSurface)))
        scratch.withUnsafeMutableBufferPointer { buffer in
            let out = buffer.baseAddress!
            out.update(repeating: 0, count: outWidth * outHeight)
            fill(source, out, box, (outWidth, outHeight))
            let outSurface = cairo_image_surface_create_for_data(
                UnsafeMutableRawPointer(out).assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_ARGB32,
                Int32(outWidth), Int32(outHeight), Int32(outWidth * 4))
            cairo_save(cr)
            cairo_set_source_surface(cr, outSurface, Double(box.minX), Double(box.minY))
            cairo_paint_with_alpha(cr, Double(alpha))
            cairo_restore(cr)
            cairo_surface_destroy(outSurface)
        }
    }
}
