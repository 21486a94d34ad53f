import CCairo
import Foundation
import OpenCoreGraphics

/// Paints a surface through a perspective map: every device pixel inside the projected quad is mapped
/// back into the surface — the inverse map stepped along each row, one division per pixel — and sampled
/// bilinearly in fixed point (pixman 0.42's
/// projective path is wrong, so cairo is not used for these). Parts of the surface at or behind the eye
/// plane are not drawn.
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
        let (m0, m1, m2) = (Double(m.0), Double(m.1), Double(m.2))
        let (m3, m4, m5, m6, m7, m8) = (Double(m.3), Double(m.4), Double(m.5), Double(m.6), Double(m.7), Double(m.8))
        SampledPaint.paint(
            sourceSurface, within: CGRect.boundingBox(of: polygon), cr: cr, alpha: alpha, scratch: &scratch
        ) { source, out, box, size in
            for row in 0..<size.height {
                let py = Double(box.minY) + Double(row) + 0.5
                let span = columns(of: grown, atY: py, left: Double(box.minX), width: size.width)
                guard let first = span.first else { continue }
                let outRow = out + row * size.width
                // The inverse map's numerators and weight are linear along the row: one step per pixel, and
                // one division. A device pixel whose weight w is positive maps to a surface point in front of
                // the eye, whose weight through `map` is 1 / w.
                let px = Double(box.minX) + Double(first) + 0.5
                var nu = px * m0 + py * m3 + m6, nv = px * m1 + py * m4 + m7, w = px * m2 + py * m5 + m8
                for column in span {
                    if w > 1e-12 {
                        let reciprocal = 1 / w
                        let u = nu * reciprocal - 0.5, v = nv * reciprocal - 0.5
                        if u > -1, v > -1, u < Double(width), v < Double(height) {
                            outRow[column] = sample(source, width: width, height: height, u: u, v: v)
                        }
                    }
                    nu += m0
                    nv += m1
                    w += m2
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

    /// The bilinear sample at (u, v) in pixel-centre coordinates (u, v > −1; transparent outside the
    /// surface): the position rounded to 1/256 of a pixel — 16.16 fixed point plus half of the 1/256 the
    /// shared sample truncates to — then blended in fixed point by `SampledPaint.sample`.
    ///
    /// Against the blend in double precision at the exact position, a channel differs by at most 1: the
    /// rounded fractions move the blend by at most 255 × (1/512 + 1/512) < 1 before both round.
    @inline(__always)
    static func sample(_ source: SampledPaint.Source, width: Int, height: Int, u: Double, v: Double) -> UInt32 {
        // u + 1 and v + 1 are positive, so the conversion's truncation rounds down.
        let one = 65536.0
        let fu = Int64((u + 1) * one + 128) - 65536, fv = Int64((v + 1) * one + 128) - 65536
        return SampledPaint.sample(source, width: width, height: height, u: fu, v: fv)
    }
}
