/// Turns premultiplied RGBA pixels into the compressed image data of a PNG (`IDAT`) or APNG frame
/// (`fdAT`): straight-alpha samples in the file's colour type, filtered, then zlib.
///
/// Two filterings are made: each row with the filter the minimum-sum heuristic picks for it
/// (``PNGRowFilter/filterAdaptively(row:previous:count:bytesPerPixel:into:)``), and every row unfiltered.
/// The heuristic suits gradients and photographs; interface pictures — flat colours, repeated glyphs —
/// often compress smaller unfiltered, because deflate then finds the repeats. A fast deflate of both
/// decides which one gets the real compression.
package enum PNGScanlines {
    /// The shortest run of unchanged pixels made transparent for an `over` frame. Shorter runs keep their
    /// (equal) colours: a lone transparent pixel inside changed content breaks the filters' predictions
    /// and costs more than it saves (measured on the gallery's demos: 8 beats 1, 16 and 32).
    package static let transparentRunLength = 8

    /// The zlib level of the trial compressions that choose between the two filterings.
    static let trialSettings = PNGDeflateSettings(level: 1)

    /// The compressed, filtered scanlines of `region` of `image`.
    ///
    /// With `unchangedFrom` (colour type RGBA only), runs of at least ``transparentRunLength`` pixels
    /// equal to that image's are written fully transparent: blended `over` the canvas showing that image,
    /// the frame leaves them as they are (APNG's `APNG_BLEND_OP_OVER`). Every other pixel of the region
    /// must then be opaque, which the caller checks with ``isOpaque(_:in:)``.
    ///
    /// Rows stream into zlib as they are filtered, so only a few rows are held, never the region.
    package static func compressed(
        _ image: CGImage, region: PixelRegion, colorType: PNGColorType, unchangedFrom base: CGImage? = nil,
        settings: PNGDeflateSettings
    ) -> [UInt8] {
        let base = colorType == .rgba ? base : nil
        let trialsAreFinal = settings.level <= trialSettings.level
        guard
            let adaptive = PNGDeflateStream(
                settings: trialsAreFinal ? settings : trialSettings, keepsOutput: trialsAreFinal),
            let unfiltered = PNGDeflateStream(
                settings: trialsAreFinal ? settings : trialSettings, keepsOutput: trialsAreFinal)
        else {
            return []
        }
        var chosen: [PNGRowFilter] = []
        chosen.reserveCapacity(region.height)
        forEachLine(of: image, region: region, colorType: colorType, unchangedFrom: base, filtering: true) {
            plain, filtered in
            unfiltered.write(plain)
            adaptive.write(filtered)
            chosen.append(PNGRowFilter(rawValue: filtered[0])!)
        }
        adaptive.finish()
        unfiltered.finish()
        let unfilteredIsSmaller = unfiltered.size < adaptive.size
        if trialsAreFinal { return unfilteredIsSmaller ? unfiltered.output : adaptive.output }
        guard let final = PNGDeflateStream(settings: settings, keepsOutput: true) else { return [] }
        // The second pass repeats the rows the trial chose, without weighing the filters again.
        forEachLine(
            of: image, region: region, colorType: colorType, unchangedFrom: base, filtering: !unfilteredIsSmaller,
            rowFilters: chosen
        ) { plain, filtered in
            final.write(unfilteredIsSmaller ? plain : filtered)
        }
        final.finish()
        return final.output
    }

    /// Whether every pixel of `region` is opaque.
    package static func isOpaque(_ image: CGImage, in region: PixelRegion) -> Bool {
        image.pixels.withUnsafeBufferPointer { pixels in
            for y in region.y..<region.y + region.height {
                let start = (y * image.width + region.x) * 4
                var all: UInt8 = 255
                for i in stride(from: start + 3, to: start + region.width * 4, by: 4) { all &= pixels[i] }
                if all != 255 { return false }
            }
            return true
        }
    }

    /// Calls `body` with each row of `region` as a scanline — the filter type byte, then the samples —
    /// twice: unfiltered, and (when `filtering`; otherwise the unfiltered one again) with the filter the
    /// minimum-sum heuristic picks for it, or with `rowFilters[row]` when those are given. The buffers are
    /// reused for the next row.
    static func forEachLine(
        of image: CGImage, region: PixelRegion, colorType: PNGColorType, unchangedFrom base: CGImage?, filtering: Bool,
        rowFilters: [PNGRowFilter]? = nil,
        _ body: (_ unfiltered: UnsafeBufferPointer<UInt8>, _ adaptive: UnsafeBufferPointer<UInt8>) -> Void
    ) {
        let bpp = colorType.bytesPerPixel
        let rowBytes = region.width * bpp
        // Two rows of unfiltered samples, each after `bpp` zero bytes: the first pixel's left is zero, and
        // the zero just before a row is the unfiltered scanline's type byte. Then the filtered scanline.
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 3 * (rowBytes + bpp)) { scratch in
            scratch.initialize(repeating: 0)
            let start = scratch.baseAddress!
            var current = start + bpp, previous = start + rowBytes + 2 * bpp
            let line = start + 2 * (rowBytes + bpp)
            image.pixels.withUnsafeBufferPointer { source in
                for row in 0..<region.height {
                    let offset = ((region.y + row) * image.width + region.x) * 4
                    if let base {
                        base.pixels.withUnsafeBufferPointer { unchanged in
                            convertClearingUnchanged(
                                source.baseAddress! + offset, unchanged: unchanged.baseAddress! + offset,
                                count: region.width, into: current)
                        }
                    } else {
                        convert(source.baseAddress! + offset, count: region.width, colorType: colorType, into: current)
                    }
                    let plain = UnsafeBufferPointer(start: current - 1, count: rowBytes + 1)
                    if filtering, let filter = rowFilters?[row] {
                        line[0] = filter.rawValue
                        PNGRowFilter.apply(
                            filter, row: current, previous: previous, count: rowBytes, bytesPerPixel: bpp,
                            into: line + 1)
                        body(plain, UnsafeBufferPointer(start: line, count: rowBytes + 1))
                    } else if filtering {
                        line[0] =
                            PNGRowFilter.filterAdaptively(
                                row: current, previous: previous, count: rowBytes,
                                bytesPerPixel: bpp, into: line + 1
                            ).rawValue
                        body(plain, UnsafeBufferPointer(start: line, count: rowBytes + 1))
                    } else {
                        body(plain, plain)
                    }
                    swap(&current, &previous)
                }
            }
        }
    }

    /// Straight-alpha samples of `count` premultiplied RGBA pixels (RGB drops the alpha, for opaque images).
    private static func convert(
        _ pixels: UnsafePointer<UInt8>, count: Int, colorType: PNGColorType, into out: UnsafeMutablePointer<UInt8>
    ) {
        if colorType == .rgb {
            for i in 0..<count {
                out[i * 3] = pixels[i * 4]
                out[i * 3 + 1] = pixels[i * 4 + 1]
                out[i * 3 + 2] = pixels[i * 4 + 2]
            }
            return
        }
        for i in 0..<count { unpremultiply(pixels + i * 4, into: out + i * 4) }
    }

    /// RGBA samples with runs of pixels equal to `unchanged` made transparent.
    private static func convertClearingUnchanged(
        _ pixels: UnsafePointer<UInt8>, unchanged: UnsafePointer<UInt8>, count: Int,
        into out: UnsafeMutablePointer<UInt8>
    ) {
        let words = UnsafeRawPointer(pixels), baseWords = UnsafeRawPointer(unchanged)
        func same(_ i: Int) -> Bool {
            words.loadUnaligned(fromByteOffset: i * 4, as: UInt32.self)
                == baseWords.loadUnaligned(fromByteOffset: i * 4, as: UInt32.self)
        }
        var x = 0
        while x < count {
            var end = x
            while end < count && same(end) { end += 1 }
            if end - x >= transparentRunLength {
                (out + x * 4).update(repeating: 0, count: (end - x) * 4)
            } else {
                for i in x..<end { unpremultiply(pixels + i * 4, into: out + i * 4) }
            }
            if end < count { unpremultiply(pixels + end * 4, into: out + end * 4) }
            x = end + 1
        }
    }

    @inline(__always)
    private static func unpremultiply(_ pixel: UnsafePointer<UInt8>, into out: UnsafeMutablePointer<UInt8>) {
        let a = pixel[3]
        if a == 255 {
            out.update(from: pixel, count: 4)
        } else if a == 0 {
            out.update(repeating: 0, count: 4)
        } else {
            let alpha = UInt32(a)
            for c in 0..<3 { out[c] = UInt8(min(255, (UInt32(pixel[c]) * 255 + alpha / 2) / alpha)) }
            out[3] = a
        }
    }
}
