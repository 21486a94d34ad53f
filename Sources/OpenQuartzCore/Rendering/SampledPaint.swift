import CCairo
import Foundation
import OpenCoreGraphics

/// What the affine and perspective samplers share: the device box they fill (their outline within the clip,
/// in whole pixels), the fixed-point bilinear sample and the composite of the filled box onto the context.
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

    /// The bilinear sample at 16.16 fixed-point (`u`, `v`) of premultiplied ARGB32 texels (transparent
    /// outside the surface), shared by the affine and perspective samplers: weights of 8 bits (the position's
    /// fraction truncated to 1/256), the blend rounded to nearest; flat colour passes through unblended.
    @inline(__always)
    static func sample(_ source: Source, width: Int, height: Int, u: Int64, v: Int64) -> UInt32 {
        let x = Int(u >> 16), y = Int(v >> 16)
        guard x >= -1, y >= -1, x < width, y < height else { return 0 }
        @inline(__always) func texel(_ x: Int, _ y: Int) -> UInt32 {
            guard x >= 0, y >= 0, x < width, y < height else { return 0 }
            return source.pixels.load(fromByteOffset: y * source.stride + x * 4, as: UInt32.self)
        }
        let s0 = texel(x, y), s1 = texel(x + 1, y), s2 = texel(x, y + 1), s3 = texel(x + 1, y + 1)
        if s0 == s1 && s0 == s2 && s0 == s3 { return s0 }
        let fx = UInt64((u >> 8) & 0xFF), fy = UInt64((v >> 8) & 0xFF)
        let w0 = (256 - fx) * (256 - fy), w1 = fx * (256 - fy), w2 = (256 - fx) * fy, w3 = fx * fy
        // Channels 0 and 2 (then 1 and 3) in the two 32-bit halves of a word: weights sum to 65536, so each
        // half holds at most 255 × 65536.
        @inline(__always) func spread(_ p: UInt32) -> UInt64 {
            let pair = UInt64(p & 0x00FF_00FF)
            return (pair | pair << 16) & 0x0000_00FF_0000_00FF
        }
        @inline(__always) func blend(_ shift: UInt32) -> UInt32 {
            let sum =
                spread(s0 >> shift) * w0 + spread(s1 >> shift) * w1 + spread(s2 >> shift) * w2 + spread(s3 >> shift)
                * w3
            let rounded = ((sum + 0x0000_8000_0000_8000) >> 16) & 0x0000_00FF_0000_00FF
            return (UInt32(truncatingIfNeeded: rounded) | UInt32(truncatingIfNeeded: rounded >> 16)) << shift
        }
        return blend(0) | blend(8)
    }
}
