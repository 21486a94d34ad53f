import CCairo
import Foundation
import OpenCoreGraphics

/// Paints a surface through a perspective map: every device pixel inside the projected quad is mapped
/// back into the surface in double precision and sampled bilinearly (pixman 0.42's projective path is
/// wrong, so cairo is not used for these). Parts of the surface at or behind the eye plane are not drawn.
enum PerspectiveSampler {
    static func paint(
        _ sourceSurface: OpaquePointer, width: Int, height: Int, through map: PlanarHomography, cr: OpaquePointer,
        alpha: CGFloat
    ) {
        guard let inverse = map.inverted() else { return }
        let corners = [
            CGPoint(x: 0, y: 0), CGPoint(x: width, y: 0), CGPoint(x: width, y: height), CGPoint(x: 0, y: height),
        ]
        let polygon = visiblePolygon(corners, map: map)
        guard polygon.count >= 3 else { return }
        var x0 = Double.infinity, y0 = Double.infinity, x1 = -Double.infinity, y1 = -Double.infinity
        cairo_clip_extents(cr, &x0, &y0, &x1, &y1)
        let box = CGRect.boundingBox(of: polygon).intersection(CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0))
            .integral
        guard !box.isNull, box.width >= 1, box.height >= 1, box.width * box.height < 64e6 else { return }
        let outWidth = Int(box.width), outHeight = Int(box.height)
        let output = CGContext(width: outWidth, height: outHeight, flipped: true)
        let outSurface = output.surface
        cairo_surface_flush(sourceSurface)
        guard let sourceData = cairo_image_surface_get_data(sourceSurface),
            let outData = cairo_image_surface_get_data(outSurface)
        else { return }
        let sourceStride = Int(cairo_image_surface_get_stride(sourceSurface)),
            outStride = Int(cairo_image_surface_get_stride(outSurface))
        let m = inverse.m
        for row in 0..<outHeight {
            let py = Double(box.minY) + Double(row) + 0.5
            let outRow = UnsafeMutableRawPointer(outData + row * outStride).assumingMemoryBound(to: UInt32.self)
            for column in 0..<outWidth {
                let px = Double(box.minX) + Double(column) + 0.5
                let w = px * Double(m.2) + py * Double(m.5) + Double(m.8)
                guard abs(w) > 1e-12 else { continue }
                let u = (px * Double(m.0) + py * Double(m.3) + Double(m.6)) / w - 0.5
                let v = (px * Double(m.1) + py * Double(m.4) + Double(m.7)) / w - 0.5
                guard u > -1, v > -1, u < Double(width), v < Double(height),
                    map.weight(of: CGPoint(x: u + 0.5, y: v + 0.5)) > 0
                else { continue }
                outRow[column] = bilinear(sourceData, rowStride: sourceStride, width: width, height: height, u: u, v: v)
            }
        }
        cairo_surface_mark_dirty(outSurface)
        cairo_save(cr)
        cairo_set_source_surface(cr, outSurface, Double(box.minX), Double(box.minY))
        cairo_paint_with_alpha(cr, Double(alpha))
        cairo_restore(cr)
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
        _ data: UnsafeMutablePointer<UInt8>, rowStride: Int, width: Int, height: Int, u: Double, v: Double
    ) -> UInt32 {
        let x0 = Int(u.rounded(.down)), y0 = Int(v.rounded(.down))
        let fx = u - Double(x0), fy = v - Double(y0)
        func texel(_ x: Int, _ y: Int) -> UInt32 {
            guard x >= 0, y >= 0, x < width, y < height else { return 0 }
            return UnsafeRawPointer(data + y * rowStride).load(fromByteOffset: x * 4, as: UInt32.self)
        }
        let s0 = texel(x0, y0), s1 = texel(x0 + 1, y0), s2 = texel(x0, y0 + 1), s3 = texel(x0 + 1, y0 + 1)
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
