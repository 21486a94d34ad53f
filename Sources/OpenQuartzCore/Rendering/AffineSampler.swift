import CCairo
import Foundation
import OpenCoreGraphics

/// Paints a surface through a rotating or skewing affine map, bilinearly filtered. pixman filters such
/// maps with generic scalar code (a bilinear fetch per pixel with 7-bit weights), which made three slightly
/// rotated cards most of the cost of the benchmark's 20-layer frame. Here each row of device pixels
/// steps through the surface in 16.16 fixed point over just the columns that can touch it, passes flat
/// colour through without blending and blends the rest with 8-bit weights, two channels per 64-bit word.
///
/// As with pixman's `PIXMAN_REPEAT_NONE`, outside the surface is transparent, so edges blend into what is
/// beneath over a pixel.
enum AffineSampler {
    /// Samples into `scratch` (grown as needed and kept by the caller from one paint to the next) and
    /// composites that onto `cr` with `alpha`. `map` takes surface pixels to device pixels.
    static func paint(
        _ sourceSurface: OpaquePointer, width: Int, height: Int, through map: CGAffineTransform, cr: OpaquePointer,
        alpha: CGFloat,
        scratch: inout [UInt32]
    ) {
        guard abs(map.a * map.d - map.b * map.c) > 1e-12, width > 0, height > 0 else { return }
        let inverse = map.inverted()
        let outline = CGRect(x: -1, y: -1, width: width + 2, height: height + 2).applying(map)
        SampledPaint.paint(sourceSurface, within: outline, cr: cr, alpha: alpha, scratch: &scratch) {
            source, out, box, size in
            let one = Double(1 << 16)
            // Surface coordinates of texel centres are integers: sample at (u − ½, v − ½).
            let du = Int64((Double(inverse.a) * one).rounded()), dv = Int64((Double(inverse.b) * one).rounded())
            for row in 0..<size.height {
                let py = Double(box.minY) + Double(row) + 0.5, px = Double(box.minX) + 0.5
                let u = Double(inverse.a) * px + Double(inverse.c) * py + Double(inverse.tx) - 0.5
                let v = Double(inverse.b) * px + Double(inverse.d) * py + Double(inverse.ty) - 0.5
                guard
                    let span = columns(start: u, step: Double(inverse.a), limit: width, count: size.width)
                        .flatMap({ along in
                            columns(start: v, step: Double(inverse.b), limit: height, count: size.width).map {
                                along.clamped(to: $0)
                            }
                        }),
                    !span.isEmpty
                else { continue }
                var fu = Int64((u * one).rounded()) + du * Int64(span.lowerBound)
                var fv = Int64((v * one).rounded()) + dv * Int64(span.lowerBound)
                let outRow = out + row * size.width
                for column in span {
                    outRow[column] = sample(
                        source.pixels, stride: source.stride, width: width, height: height, u: fu, v: fv)
                    fu += du
                    fv += dv
                }
            }
        }
    }

    /// The columns `0..<count` at which `start + step × column` lies strictly between −1 and `limit`
    /// (a sample there touches the surface), widened by one column each side against rounding; the
    /// per-sample bounds checks decide the edge pixels. Nil when none do.
    private static func columns(start: Double, step: Double, limit: Int, count: Int) -> Range<Int>? {
        let low = -1.0, high = Double(limit)
        guard abs(step) > 1e-12 else { return start > low && start < high ? 0..<count : nil }
        let a = (low - start) / step, b = (high - start) / step
        let first = max(0, Int(min(a, b).rounded(.down)) - 1), last = min(count, Int(max(a, b).rounded(.up)) + 2)
        return first < last ? first..<last : nil
    }

    /// The bilinear sample at 16.16 fixed-point (`u`, `v`) of premultiplied ARGB32 texels (transparent
    /// outside the surface): weights of 8 bits, rounded to nearest.
    @inline(__always)
    private static func sample(
        _ data: UnsafeRawPointer, stride: Int, width: Int, height: Int, u: Int64, v: Int64
    ) -> UInt32 {
        let x = Int(u >> 16), y = Int(v >> 16)
        guard x >= -1, y >= -1, x < width, y < height else { return 0 }
        @inline(__always) func texel(_ x: Int, _ y: Int) -> UInt32 {
            guard x >= 0, y >= 0, x < width, y < height else { return 0 }
            return data.load(fromByteOffset: y * stride + x * 4, as: UInt32.self)
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
