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
                    outRow[column] = SampledPaint.sample(source, width: width, height: height, u: fu, v: fv)
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
}
