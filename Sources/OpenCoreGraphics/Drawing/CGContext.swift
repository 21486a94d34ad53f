import CCairo
import Foundation

/// A Quartz 2D drawing destination, Core Graphics' `CGContext`, drawn with cairo.
///
/// Bitmap contexts made with `init?(data:width:height:bitsPerComponent:bytesPerRow:space:bitmapInfo:)`
/// use Core Graphics' coordinate system: the origin at the bottom-left, y up, one unit per pixel. The
/// package initializer `init(width:height:flipped:scale:)` can instead give UIKit's system (origin
/// top-left, y down) — what `UIGraphicsImageRenderer` and layer drawing hand to `draw(_:)` — with the flip
/// in the CTM, as UIKit's contexts have it, so `ctm` reports it just as on iOS.
///
/// Graphics state (`saveGState()`/`restoreGState()`), the current path, clipping, transforms, colours,
/// line attributes, blend modes, global alpha, shadows, images and gradients follow Apple's semantics.
/// Differences are noted on the members concerned.
///
/// Concurrency: like Apple's, a context is a mutable object for use on one thread at a time and is not
/// `Sendable`. It shares nothing between instances (cairo's own font caches are thread-safe).
public final class CGContext {
    /// Where the pixels live.
    private enum Backing {
        /// The cairo surface is the storage (ARGB32, native-endian: BGRA bytes on little-endian hosts).
        case cairo
        /// The context draws through its cairo surface but the bitmap is premultiplied RGBA at `pointer`:
        /// the pixels are copied in before and out after every painting operation, so the memory always
        /// reads like Core Graphics'. `owned` buffers are freed with the context.
        case rgba(pointer: UnsafeMutableRawPointer, bytesPerRow: Int, owned: Bool)
        /// Premultiplied RGBA requested with no buffer: the cairo surface holds the pixels until `data` is
        /// first asked for, when an RGBA buffer is made and kept in step from then on.
        case rgbaOnDemand
    }

    /// The cairo context (`cairo_t *`), for the compositor to draw or composite through directly.
    package let cairo: OpaquePointer
    /// The cairo surface drawn on (`cairo_surface_t *`).
    package let surface: OpaquePointer
    /// The width in pixels (0 for wrapped contexts whose target is not an image surface).
    public let width: Int
    /// The height in pixels (0 for wrapped contexts whose target is not an image surface).
    public let height: Int
    /// Core Graphics' device space (pixels, origin bottom-left, y up) → cairo's device space (pixels,
    /// origin top-left, y down).
    package let baseTransform: CGAffineTransform
    /// The user space → cairo device space matrix the context started with: "base space", where shadow
    /// offsets and blur are measured (Apple: default user space, which on iOS 3.2+ is y-down in UIKit's
    /// contexts — a positive offset height moves shadows down there, up in y-up bitmap contexts).
    package let baseMatrix: CGAffineTransform
    /// The state cairo does not keep, and the saved copies (one per `saveGState()`).
    package var state = GraphicsState()
    package var savedStates: [GraphicsState] = []
    /// The current path, in cairo device space (Core Graphics, too, keeps the path in device space: points
    /// are transformed by the CTM when they are added).
    package var devicePath = PathData()
    private var backing: Backing
    private let pixelBitmapInfo: CGBitmapInfo
    /// Whether the context wraps a cairo context it did not create (restored, not destroyed, at the end).
    private let wraps: Bool

    // MARK: Making contexts

    /// A bitmap context drawing into `data` (or into memory of its own when `data` is nil), as Apple's
    /// `CGContext(data:width:height:bitsPerComponent:bytesPerRow:space:bitmapInfo:)`.
    ///
    /// Supported pixel formats (others return nil, as Apple does for combinations it does not support):
    /// - 8 bits per component, `CGImageAlphaInfo.premultipliedLast` with the default or 32-bit big-endian
    ///   byte order: premultiplied RGBA bytes. Drawing happens on a cairo surface whose pixels are copied
    ///   to and from `data` around every painting call, so `data` always holds what Core Graphics would.
    /// - 8 bits per component, `premultipliedFirst | byteOrder32Little` (BGRA bytes, iOS's usual format):
    ///   cairo draws straight into `data` (little-endian hosts; `bytesPerRow` a multiple of 4).
    ///
    /// `bytesPerRow` 0 means `width × 4`; a smaller non-zero value returns nil. The colour space must be an
    /// RGB space (a gray, CMYK or pattern space returns nil). The origin is at the bottom-left, y up. Memory from `data` is
    /// not cleared, so drawing starts over its contents; memory the context allocates starts transparent.
    public convenience init?(
        data: UnsafeMutableRawPointer?, width: Int, height: Int, bitsPerComponent: Int, bytesPerRow: Int,
        space: CGColorSpace, bitmapInfo: UInt32
    ) {
        guard width > 0, height > 0, width <= 32767, height <= 32767, bitsPerComponent == 8,
            space.model == .rgb
        else { return nil }
        let rowBytes = bytesPerRow == 0 ? width * 4 : bytesPerRow
        guard rowBytes >= width * 4 else { return nil }
        let info = CGBitmapInfo(rawValue: bitmapInfo)
        guard info.intersection(.floatInfoMask).isEmpty else { return nil }
        let isRGBA =
            info.alphaInfo == .premultipliedLast
            && (info.byteOrder == .byteOrderDefault || info.byteOrder == .byteOrder32Big)
        let isBGRA =
            info.alphaInfo == .premultipliedFirst && info.byteOrder == .byteOrder32Little
            && 1.littleEndian == 1 && rowBytes % 4 == 0
        let surface: OpaquePointer
        let backing: Backing
        if isRGBA {
            guard let created = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)),
                cairo_surface_status(created) == CAIRO_STATUS_SUCCESS
            else { return nil }
            surface = created
            if let data {
                backing = .rgba(pointer: data, bytesPerRow: rowBytes, owned: false)
            } else {
                backing = .rgbaOnDemand
            }
        } else if isBGRA {
            let created: OpaquePointer? =
                data.map {
                    cairo_image_surface_create_for_data(
                        $0.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_ARGB32, Int32(width), Int32(height),
                        Int32(rowBytes))
                } ?? cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))
            guard let created, cairo_surface_status(created) == CAIRO_STATUS_SUCCESS else { return nil }
            surface = created
            backing = .cairo
        } else {
            return nil
        }
        let flip = CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: CGFloat(height))
        self.init(
            surface: surface, width: width, height: height, base: flip, initialMatrix: flip, backing: backing,
            bitmapInfo: info)
        if case .rgba = backing { copyBitmapIntoSurface() }
    }

    /// A context with its own ARGB32 cairo surface of `width` × `height` pixels, for OpenQuartzCore and
    /// OpenUIKit. `flipped` gives UIKit's coordinates (origin top-left, y down) as `UIGraphicsImageRenderer`
    /// and layer drawing provide; otherwise Core Graphics' (origin bottom-left, y up). `scale` is pixels per
    /// unit: the CTM starts scaled by it, and shadows are measured in the scaled units, as in UIKit's
    /// contexts. The pixels start transparent.
    package convenience init(width: Int, height: Int, flipped: Bool, scale: CGFloat = 1) {
        let w = max(0, min(width, 32767)), h = max(0, min(height, 32767))
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(w), Int32(h))!
        let flip = CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: CGFloat(h))
        let scaling = CGAffineTransform(scaleX: scale, y: scale)
        self.init(
            surface: surface, width: w, height: h, base: flip,
            initialMatrix: flipped ? scaling : scaling.concatenating(flip), backing: .cairo,
            bitmapInfo: CGBitmapInfo(rawValue: CGImageAlphaInfo.premultipliedFirst.rawValue).union(.byteOrder32Little))
    }

    /// A context drawing through an existing cairo context (`cairo_t *`), for the compositor. Its current
    /// user space becomes the context's base space (so a y-down cairo space gives UIKit's orientation).
    /// The cairo state is saved on entry and restored when the `CGContext` goes away; the `CGContext`
    /// resets line attributes, source and operator to Core Graphics' defaults and clears the path.
    package init(wrapping cr: OpaquePointer) {
        cairo_reference(cr)
        let target = cairo_surface_reference(cairo_get_target(cr))!
        let isImage = cairo_surface_get_type(target) == CAIRO_SURFACE_TYPE_IMAGE
        let w = isImage ? Int(cairo_image_surface_get_width(target)) : 0
        let h = isImage ? Int(cairo_image_surface_get_height(target)) : 0
        cairo = cr
        surface = target
        width = w
        height = h
        baseTransform = CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: CGFloat(h))
        backing = .cairo
        pixelBitmapInfo = CGBitmapInfo(rawValue: CGImageAlphaInfo.premultipliedFirst.rawValue).union(.byteOrder32Little)
        wraps = true
        cairo_save(cr)
        baseMatrix = CairoSupport.currentMatrix(cr)
        applyDefaults()
    }

    private init(
        surface: OpaquePointer, width: Int, height: Int, base: CGAffineTransform, initialMatrix: CGAffineTransform,
        backing: Backing, bitmapInfo: CGBitmapInfo
    ) {
        self.surface = surface
        cairo = cairo_create(surface)
        self.width = width
        self.height = height
        baseTransform = base
        baseMatrix = initialMatrix
        self.backing = backing
        pixelBitmapInfo = bitmapInfo
        wraps = false
        CairoSupport.setMatrix(cairo, initialMatrix)
        applyDefaults()
    }

    /// Core Graphics' initial state: line width 1, miter limit 10, butt caps, miter joins, no dash,
    /// black fill and stroke, normal blending, no path.
    private func applyDefaults() {
        cairo_set_line_width(cairo, 1)
        cairo_set_miter_limit(cairo, 10)
        cairo_set_line_cap(cairo, CAIRO_LINE_CAP_BUTT)
        cairo_set_line_join(cairo, CAIRO_LINE_JOIN_MITER)
        cairo_set_dash(cairo, nil, 0, 0)
        cairo_set_fill_rule(cairo, CAIRO_FILL_RULE_WINDING)
        cairo_set_operator(cairo, CAIRO_OPERATOR_OVER)
        cairo_set_antialias(cairo, CAIRO_ANTIALIAS_DEFAULT)
        cairo_set_source_rgba(cairo, 0, 0, 0, 1)
        cairo_new_path(cairo)
    }

    deinit {
        if wraps {
            for _ in 0...savedStates.count { cairo_restore(cairo) }
        }
        cairo_destroy(cairo)
        cairo_surface_destroy(surface)
        if case .rgba(let pointer, _, true) = backing { pointer.deallocate() }
    }

    // MARK: Bitmap properties

    /// The bitmap's memory, as Apple's `data`: the `data` the context was made with, or memory it
    /// allocated. Rows run top to bottom. For wrapped contexts whose target is not an image surface, nil.
    public var data: UnsafeMutableRawPointer? {
        switch backing {
        case .cairo:
            cairo_surface_flush(surface)
            return cairo_surface_get_type(surface) == CAIRO_SURFACE_TYPE_IMAGE
                ? cairo_image_surface_get_data(surface).map { UnsafeMutableRawPointer($0) } : nil
        case .rgba(let pointer, _, _):
            return pointer
        case .rgbaOnDemand:
            let rowBytes = width * 4
            let pointer = UnsafeMutableRawPointer.allocate(byteCount: rowBytes * height, alignment: 16)
            backing = .rgba(pointer: pointer, bytesPerRow: rowBytes, owned: true)
            copySurfaceIntoBitmap()
            return pointer
        }
    }

    /// Bytes from one row to the next in `data`.
    public var bytesPerRow: Int {
        switch backing {
        case .cairo:
            return cairo_surface_get_type(surface) == CAIRO_SURFACE_TYPE_IMAGE
                ? Int(cairo_image_surface_get_stride(surface)) : 0
        case .rgba(_, let bytesPerRow, _): return bytesPerRow
        case .rgbaOnDemand: return width * 4
        }
    }

    /// Always 8.
    public var bitsPerComponent: Int { 8 }
    /// Always 32.
    public var bitsPerPixel: Int { 32 }
    /// The pixel layout: premultiplied RGBA (`premultipliedLast`) or BGRA (`premultipliedFirst |
    /// byteOrder32Little`, also reported by package-made contexts, whose memory is cairo's).
    public var bitmapInfo: CGBitmapInfo { pixelBitmapInfo }
    /// The alpha layout part of `bitmapInfo`.
    public var alphaInfo: CGImageAlphaInfo { pixelBitmapInfo.alphaInfo ?? .premultipliedLast }
    /// Always sRGB.
    public var colorSpace: CGColorSpace? { CGColorSpace.deviceRGB }

    /// An image of the bitmap's current pixels, as Apple's `makeImage()` (a copy: later drawing does not
    /// change it). Nil when the context has no pixels (a wrapped non-image target or an empty size).
    public func makeImage() -> CGImage? {
        guard width > 0, height > 0 else { return nil }
        if case .rgba(let pointer, let rowBytes, _) = backing {
            var pixels = [UInt8](repeating: 0, count: width * height * 4)
            pixels.withUnsafeMutableBytes { out in
                for y in 0..<height {
                    (out.baseAddress! + y * width * 4).copyMemory(from: pointer + y * rowBytes, byteCount: width * 4)
                }
            }
            return CGImage(width: width, height: height, premultipliedRGBA: pixels)
        }
        return CairoSupport.makeImage(from: surface)
    }

    /// Makes sure pending drawing has reached the pixels, as Apple's `flush()`. (Painting calls already
    /// leave `data` up to date; this flushes cairo for drawing done directly through `cairo`.)
    public func flush() {
        cairo_surface_flush(surface)
    }

    /// As `flush()`; Apple's `synchronize()` marks a window context for update.
    public func synchronize() {
        flush()
    }

    // MARK: Keeping RGBA memory in step

    /// Called before every painting operation: picks up changes made to RGBA memory since the last one.
    package func beginPainting() {
        copyBitmapIntoSurface()
    }

    /// Called after every painting operation: copies the result out to RGBA memory.
    package func endPainting() {
        copySurfaceIntoBitmap()
    }

    private func copyBitmapIntoSurface() {
        guard case .rgba(let pointer, let rowBytes, _) = backing, let pixels = cairo_image_surface_get_data(surface)
        else { return }
        cairo_surface_flush(surface)
        CairoSupport.copyRGBA(
            from: pointer, sourceStride: rowBytes, to: pixels,
            destinationStride: Int(cairo_image_surface_get_stride(surface)),
            width: width, height: height)
        cairo_surface_mark_dirty(surface)
    }

    private func copySurfaceIntoBitmap() {
        guard case .rgba(let pointer, let rowBytes, _) = backing, let pixels = cairo_image_surface_get_data(surface)
        else { return }
        cairo_surface_flush(surface)
        CairoSupport.copyARGB(
            from: pixels, sourceStride: Int(cairo_image_surface_get_stride(surface)), to: pointer,
            destinationStride: rowBytes,
            width: width, height: height)
    }
}
