import CCairo
import Foundation
import OpenCoreGraphics

/// Paints a surface through a perspective map: every device pixel inside the projected quad is mapped
/// back into the surface in double precision and sampled bilinearly (pixman 0.42's projective path is
/// wrong, so cairo is not used for these). Parts of the surface at or behind the eye plane are not drawn.
enum PerspectiveSampler {
    /// Samples into `scratch` (grown as needed and kept by the caller from one paint to the next, so a
    /// recording's flip does not fault in a fresh buffer per frame) and composites that onto `cr`.
    static func paint(
        _ sourceSurface: OpaquePointer, width: Int, height: Int, through map: PlanarHomography, cr: OpaquePointer,
        alpha: CGFloat,
        scratch: inout [UInt32]
    ) {
        guard let inverse = map.inverted() else { return }
        let corners = [
            CGPoint(x: 0, y: 0), CGPoint(x: width, y: 0), CGPoint(x: width, y: height), CGPoint(x: 0, y: height),
        ]
        let polygon = visiblePolygon(corners, map: map)
        guard polygon.count >= 3 else { return }
        // Pixels up to half a source pixel outside the surface still blend with its edge: rows are scanned
        // over the outline of the surface grown by a pixel.
        let grown = visiblePolygon(
            [
                CGPoint(x: -1, y: -1), CGPoint(x: width + 1, y: -1), CGPoint(x: width + 1, y: height + 1),
                CGPoint(x: -1, y: height + 1),
            ], map: map)
        let m = inverse.m
        SampledPaint.paint(
            sourceSurface, within: CGRect.boundingBox(of: polygon), cr: cr, alpha: alpha, scratch: &scratch
        ) { source, out, box, size in
            for row in 0..<size.height {
                let py = Double(box.minY) + Double(row) + 0.5
                let span = columns(of: grown, atY: py, left: Double(box.minX), width: size.width)
                let outRow = out + row * size.width
                for column in span {
                    let px = Double(box.minX) + Double(column) + 0.5
                    let w = px * Double(m.2) + py * Double(m.5) + Double(m.8)
                    guard abs(w) > 1e-12 else { continue }
                    let u = (px * Double(m.0) + py * Double(m.3) + Double(m.6)) / w - 0.5
                    let v = (px * Double(m.1) + py * Double(m.4) + Double(m.7)) / w - 0.5
                    guard u > -1, v > -1, u < Double(width), v < Double(height),
                        map.weight(of: CGPoint(x: u + 0.5, y: v + 0.5)) > 0
                    else { continue }
                    outRow[column] = bilinear(
                        source.pixels, rowStride: source.stride, width: width, height: height, u: u, v: v)
                }
            }
        }
    }

    /// The columns of a row of the output box (pixel centres at `y`, the box's left edge at `left`) that
    /// can lie inside the convex `outline`: where the row's band y ± 1 crosses it, widened by two pixels,
    /// so the per-pixel tests alone decide the edges, as they would over the whole row.
    private static func columns(of outline: [CGPoint], atY y: Double, left: Double, width: Int) -> Range<Int> {
        var low = Double.infinity, high = -Double.infinity
        for index in outline.indices {
            let a = outline[index], b = outline[(index + 1) % outline.count]
            let ax = Double(a.x), ay = Double(a.y), bx = Double(b.x), by = Double(b.y)
            let top = max(min(ay, by), y - 1), bottom = min(max(ay, by), y + 1)
            guard top <= bottom else { continue }
            if abs(by - ay) < 1e-9 {
                low = min(low, ax, bx)
                high = max(high, ax, bx)
                continue
            }
            let xTop = ax + (bx - ax) * (top - ay) / (by - ay), xBottom = ax + (bx - ax) * (bottom - ay) / (by - ay)
            low = min(low, xTop, xBottom)
            high = max(high, xTop, xBottom)
        }
        guard low <= high else { return 0..<0 }
        let first = max(0, Int((low - left - 2).rounded(.down))), last = min(width, Int((high - left + 2).rounded(.up)))
        return first < last ? first..<last : 0..<0
    }

    /// The surface outline clipped to the half-space in front of the eye (w > ε), projected.
    private static func visiblePolygon(_ corners: [CGPoint], map: PlanarHomography) -> [CGPoint] {
        let epsilon: CGFloat = 1e-6
        var clipped: [CGPoint] = []
        for (index, a) in corners.enumerated() {
            let b = corners[(index + 1) % corners.count]
            let wa = map.weight(of: a), wb = map.weight(of: b)
            if wa > epsilon { clipped.append(a) }
            if (wa > epsilon) != (wb > epsilon) {
                let t = (epsilon - wa) / (wb - wa)
                clipped.append(CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t))
            }
        }
        return clipped.compactMap { map.apply($0) }
    }

    /// Bilinear sample of premultiplied ARGB32 at (u, v) in pixel-centre coordinates; outside is transparent.
    /// Runs for every covered device pixel, so it allocates nothing and rounds without calling libm.
    @inline(__always)
    private static func bilinear(
        _ data: UnsafeRawPointer, rowStride: Int, width: Int, height: Int, u: Double, v: Double
    ) -> UInt32 {
        let x0 = Int(u.rounded(.down)), y0 = Int(v.rounded(.down))
        let fx = u - Double(x0), fy = v - Double(y0)
        func texel(_ x: Int, _ y: Int) -> UInt32 {
            guard x >= 0, y >= 0, x < width, y < height else { return 0 }
            return data.load(fromByteOffset: y * rowStride + x * 4, as: UInt32.self)
        }
        let s0 = texel(x0, y0), s1 = texel(x0 + 1, y0), s2 = texel(x0, y0 + 1), s3 = texel(x0 + 1, y0 + 1)
        // Flat colour (most of an interface): the weights sum to 1, so the blend below would give s0 back.
        if s0 == s1 && s0 == s2 && s0 == s3 { return s0 }
        let w0 = (1 - fx) * (1 - fy), w1 = fx * (1 - fy), w2 = (1 - fx) * fy, w3 = fx * fy
        var result: UInt32 = 0
        for shift in stride(from: UInt32(0), through: 24, by: 8) {
            let channel =
                Double((s0 >> shift) & 0xFF) * w0 + Double((s1 >> shift) & 0xFF) * w1
                + Double((s2 >> shift) & 0xFF) * w2 + Double((s3 >> shift) & 0xFF) * w3
            // The weights sum to 1, so the channel lies in 0…255; + 0.5 and truncation round it half up.
            result |= min(255, UInt32(max(0, channel) + 0.5)) << shift
        }
        return result
    }
}
