import Foundation

/// Writes an animated PNG: one IHDR for all frames (8-bit RGBA), `acTL`, and per frame an `fcTL` followed
/// by its compressed scanlines (the first frame's as `IDAT`, so viewers without APNG show it; the others as
/// `fdAT`). The first frame covers the whole canvas; a later frame may cover only the region that changed
/// since the previous one, with the unchanged parts of that region transparent and blended `over` the
/// canvas, which is what makes recordings of interfaces small.
///
/// Recordings stream through `APNGFramePlanner` and `APNGStreamWriter` instead of holding every frame.
public struct APNGEncoder {
    /// One compressed frame. Making frames is the expensive part (filtering and zlib), so they can be made
    /// on several threads and added in order.
    public struct Frame: Sendable {
        let data: [UInt8]
        let width: Int
        let height: Int
        let x: Int
        let y: Int
        var delay: (numerator: UInt16, denominator: UInt16)
        let colorType: PNGColorType
        let blend: APNGBlendOperation
        /// Set when the next frame is known (see `APNGStreamWriter`).
        var dispose: APNGDisposeOperation = .none

        /// Compresses `image` (8-bit RGBA), shown for `delayNumerator / delayDenominator` seconds, placed
        /// with its top-left corner at (`x`, `y`) on the canvas (a whole-canvas frame by default); it
        /// replaces what the canvas had there.
        public init(
            _ image: CGImage, x: Int = 0, y: Int = 0, delayNumerator: UInt16 = 1, delayDenominator: UInt16 = 60,
            compressionLevel: Int32 = 6
        ) {
            data = PNGScanlines.compressed(
                image, region: PixelRegion(width: image.width, height: image.height), colorType: .rgba,
                settings: .standard(level: compressionLevel))
            width = image.width
            height = image.height
            self.x = x
            self.y = y
            delay = (delayNumerator, delayDenominator)
            colorType = .rgba
            blend = .source
        }

        /// The frame that turns `previous` into `image`: only the rectangle where they differ (one pixel
        /// when they are equal). Both must have the same size; otherwise the whole image is taken.
        public init(
            _ image: CGImage, changedSince previous: CGImage, delayNumerator: UInt16 = 1, delayDenominator: UInt16 = 60,
            compressionLevel: Int32 = 6
        ) {
            guard previous.width == image.width, previous.height == image.height else {
                self.init(
                    image, delayNumerator: delayNumerator, delayDenominator: delayDenominator,
                    compressionLevel: compressionLevel)
                return
            }
            let plan = APNGFramePlan(
                image: image,
                region: CGImage.changedRegion(from: previous, to: image) ?? PixelRegion(width: 1, height: 1),
                base: previous, disposeOfPrevious: .none)
            self.init(
                plan, colorType: .rgba, settings: .standard(level: compressionLevel),
                delay: (delayNumerator, delayDenominator))
        }

        /// Compresses a planned frame in the file's colour type: unchanged runs transparent and blended
        /// `over` when the file has alpha and the rest of the region is opaque; replacing the region otherwise.
        package init(
            _ plan: APNGFramePlan, colorType: PNGColorType, settings: PNGDeflateSettings, delay: (UInt16, UInt16)
        ) {
            let blendsOver =
                colorType == .rgba && plan.base != nil && PNGScanlines.isOpaque(plan.image, in: plan.region)
            data = PNGScanlines.compressed(
                plan.image, region: plan.region, colorType: colorType,
                unchangedFrom: blendsOver ? plan.base : nil, settings: settings)
            width = plan.region.width
            height = plan.region.height
            x = plan.region.x
            y = plan.region.y
            self.delay = delay
            self.colorType = colorType
            blend = blendsOver ? .over : .source
        }
    }

    private var frames: [Frame] = []
    public let width: Int
    public let height: Int
    /// How often the animation plays; 0 loops forever.
    public var loopCount: UInt32 = 0
    /// zlib's compression level, 0…9, for frames added as images.
    public var compressionLevel: Int32 = 6

    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    public var frameCount: Int { frames.count }

    /// Appends a frame shown for `delayNumerator / delayDenominator` seconds. A frame whose size differs
    /// from the animation's is rejected with `false`.
    @discardableResult
    public mutating func addFrame(_ image: CGImage, delayNumerator: UInt16 = 1, delayDenominator: UInt16 = 60) -> Bool {
        // A smaller image would pass as a region frame at the origin; a whole image must fill the canvas.
        guard image.width == width, image.height == height else { return false }
        return addFrame(
            Frame(
                image, delayNumerator: delayNumerator, delayDenominator: delayDenominator,
                compressionLevel: compressionLevel))
    }

    /// Appends a frame compressed beforehand. The first frame must cover the whole canvas and replace it,
    /// and every frame must lie inside it; other frames are rejected with `false`.
    @discardableResult
    public mutating func addFrame(_ frame: Frame) -> Bool {
        guard
            APNGStreamWriter<APNGMemorySink>.fits(
                frame, width: width, height: height, colorType: .rgba, isFirst: frames.isEmpty)
        else {
            return false
        }
        frames.append(frame)
        return true
    }

    /// The file's bytes.
    public func encode() -> Data {
        // Writing to memory cannot fail, and every frame was checked when added.
        guard
            var writer = try? APNGStreamWriter(
                width: width, height: height, colorType: .rgba, loopCount: loopCount, sink: APNGMemorySink())
        else {
            return Data()
        }
        for frame in frames { _ = try? writer.append(frame) }
        _ = try? writer.finish()
        return Data(writer.sink.bytes)
    }
}
