import CCairo
import Foundation

/// Conversions between OpenCoreGraphics values and cairo's, shared by the drawing code.
package enum CairoSupport {
    /// The cairo matrix of an affine transform (cairo's xx, yx, xy, yy, x0, y0 are Core Graphics' a, b, c,
    /// d, tx, ty: both map x' = a·x + c·y + tx, y' = b·x + d·y + ty).
    package static func matrix(_ t: CGAffineTransform) -> cairo_matrix_t {
        cairo_matrix_t(
            xx: Double(t.a), yx: Double(t.b), xy: Double(t.c), yy: Double(t.d), x0: Double(t.tx), y0: Double(t.ty))
    }

    /// The affine transform of a cairo matrix.
    package static func transform(_ m: cairo_matrix_t) -> CGAffineTransform {
        CGAffineTransform(
            a: CGFloat(m.xx), b: CGFloat(m.yx), c: CGFloat(m.xy), d: CGFloat(m.yy), tx: CGFloat(m.x0), ty: CGFloat(m.y0)
        )
    }

    /// The current transformation matrix of `cr` (user space → cairo device space).
    package static func currentMatrix(_ cr: OpaquePointer) -> CGAffineTransform {
        var m = cairo_matrix_t()
        cairo_get_matrix(cr, &m)
        return transform(m)
    }

    /// Sets the current transformation matrix of `cr`.
    package static func setMatrix(_ cr: OpaquePointer, _ t: CGAffineTransform) {
        var m = matrix(t)
        cairo_set_matrix(cr, &m)
    }

    /// Sets `pattern`'s matrix (user space → pattern space).
    package static func setPatternMatrix(_ pattern: OpaquePointer, _ t: CGAffineTransform) {
        var m = matrix(t)
        cairo_pattern_set_matrix(pattern, &m)
    }

    /// Appends `elements` (points in cairo device space) to `cr`'s path; the caller must have set an
    /// identity matrix. Quadratic curves become the equivalent cubics.
    package static func appendPath(_ elements: [PathElement], to cr: OpaquePointer) {
        var current = CGPoint.zero, start = CGPoint.zero
        for element in elements {
            switch element {
            case .move(let p):
                cairo_move_to(cr, Double(p.x), Double(p.y))
                current = p; start = p
            case .line(let p):
                cairo_line_to(cr, Double(p.x), Double(p.y))
                current = p
            case .quad(let c, let p):
                let c1 = CGPoint(x: current.x + 2 / 3 * (c.x - current.x), y: current.y + 2 / 3 * (c.y - current.y))
                let c2 = CGPoint(x: p.x + 2 / 3 * (c.x - p.x), y: p.y + 2 / 3 * (c.y - p.y))
                cairo_curve_to(cr, Double(c1.x), Double(c1.y), Double(c2.x), Double(c2.y), Double(p.x), Double(p.y))
                current = p
            case .cubic(let c1, let c2, let p):
                cairo_curve_to(cr, Double(c1.x), Double(c1.y), Double(c2.x), Double(c2.y), Double(p.x), Double(p.y))
                current = p
            case .close:
                cairo_close_path(cr)
                current = start
            }
        }
    }

    /// Copies an ARGB32 surface's pixels (premultiplied, native-endian words) into premultiplied RGBA rows.
    package static func copyARGB(
        from source: UnsafeRawPointer, sourceStride: Int, to destination: UnsafeMutableRawPointer,
        destinationStride: Int, width: Int, height: Int
    ) {
        for y in 0..<height {
            let row = (source + y * sourceStride).assumingMemoryBound(to: UInt32.self)
            let out = (destination + y * destinationStride).assumingMemoryBound(to: UInt8.self)
            for x in 0..<width {
                let argb = row[x]
                out[x * 4] = UInt8(truncatingIfNeeded: argb >> 16)
                out[x * 4 + 1] = UInt8(truncatingIfNeeded: argb >> 8)
                out[x * 4 + 2] = UInt8(truncatingIfNeeded: argb)
                out[x * 4 + 3] = UInt8(truncatingIfNeeded: argb >> 24)
            }
        }
    }

    /// Copies premultiplied RGBA rows into an ARGB32 surface's pixels.
    package static func copyRGBA(
        from source: UnsafeRawPointer, sourceStride: Int, to destination: UnsafeMutableRawPointer,
        destinationStride: Int, width: Int, height: Int
    ) {
        for y in 0..<height {
            let row = (source + y * sourceStride).assumingMemoryBound(to: UInt8.self)
            let out = (destination + y * destinationStride).assumingMemoryBound(to: UInt32.self)
            for x in 0..<width {
                out[x] =
                    UInt32(row[x * 4 + 3]) << 24 | UInt32(row[x * 4]) << 16
                    | UInt32(row[x * 4 + 1]) << 8 | UInt32(row[x * 4 + 2])
            }
        }
    }

    /// A new ARGB32 image surface holding `image`'s pixels (the caller destroys it).
    package static func makeSurface(from image: CGImage) -> OpaquePointer {
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(image.width), Int32(image.height))!
        cairo_surface_flush(surface)
        if let data = cairo_image_surface_get_data(surface) {
            image.pixels.withUnsafeBytes { bytes in
                copyRGBA(
                    from: bytes.baseAddress!, sourceStride: image.width * 4, to: data,
                    destinationStride: Int(cairo_image_surface_get_stride(surface)),
                    width: image.width, height: image.height)
            }
        }
        cairo_surface_mark_dirty(surface)
        return surface
    }

    /// The premultiplied RGBA image of an ARGB32 image surface; nil for other surfaces or formats.
    package static func makeImage(from surface: OpaquePointer) -> CGImage? {
        guard cairo_surface_get_type(surface) == CAIRO_SURFACE_TYPE_IMAGE,
            cairo_image_surface_get_format(surface) == CAIRO_FORMAT_ARGB32
        else { return nil }
        cairo_surface_flush(surface)
        let width = Int(cairo_image_surface_get_width(surface)), height = Int(cairo_image_surface_get_height(surface))
        guard width > 0, height > 0, let data = cairo_image_surface_get_data(surface) else { return nil }
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        pixels.withUnsafeMutableBytes { out in
            copyARGB(
                from: data, sourceStride: Int(cairo_image_surface_get_stride(surface)), to: out.baseAddress!,
                destinationStride: width * 4, width: width, height: height)
        }
        return CGImage(width: width, height: height, premultipliedRGBA: pixels)
    }
}
