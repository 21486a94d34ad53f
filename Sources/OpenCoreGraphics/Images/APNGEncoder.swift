import Foundation

/// Writes an animated PNG: one IHDR for all frames, `acTL`, and per frame an `fcTL` followed by its
/// compressed scanlines (the first frame's as `IDAT`, so viewers without APNG show it; the others as
/// `fdAT`). The first frame covers the whole canvas; a later frame may cover only the region that changed
/// since the previous one (dispose none, blend source), which is what makes recordings of interfaces
/// small and fast. Frames are added one at a time, so a recording can stream into the encoder.
public struct APNGEncoder {
    /// One compressed frame. Making frames is the expensive part (filtering and zlib), so they can be made
    /// on several threads and added in order.
    public struct Frame: Sendable {
        let data: [UInt8]
        let width: Int
        let height: Int
        let x: Int
        let y: Int
        let delay: (numerator: UInt16, denominator: UInt16)

        /// Compresses `image`, shown for `delayNumerator / delayDenominator` seconds, placed with its
        /// top-left corner at (`x`, `y`) on the canvas (a whole-canvas frame by default).
        public init(_ image: CGImage, x: Int = 0, y: Int = 0, delayNumerator: UInt16 = 1, delayDenominator: UInt16 = 60, compressionLevel: Int32 = 6) {
            data = PNGChunkWriter.compressedScanlines(of: image, level: compressionLevel)
            width = image.width
            height = image.height
            self.x = x
            self.y = y
            delay = (delayNumerator, delayDenominator)
        }

        /// The frame that turns `previous` into `image`: only the rectangle where they differ (one pixel
        /// when they are equal). Both must have the same size; otherwise the whole image is taken.
        public init(_ image: CGImage, changedSince previous: CGImage, delayNumerator: UInt16 = 1, delayDenominator: UInt16 = 60, compressionLevel: Int32 = 6) {
            let region = CGImage.changedRegion(from: previous, to: image) ?? CGRect(x: 0, y: 0, width: 1, height: 1)
            let part = image.cropping(to: region) ?? image
            self.init(part, x: Int(region.minX), y: Int(region.minY), delayNumerator: delayNumerator,
                      delayDenominator: delayDenominator, compressionLevel: compressionLevel)
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
        return addFrame(Frame(image, delayNumerator: delayNumerator, delayDenominator: delayDenominator, compressionLevel: compressionLevel))
    }

    /// Appends a frame compressed beforehand. The first frame must cover the whole canvas and every frame
    /// must lie inside it; other frames are rejected with `false`.
    @discardableResult
    public mutating func addFrame(_ frame: Frame) -> Bool {
        let isWhole = frame.x == 0 && frame.y == 0 && frame.width == width && frame.height == height
        guard frame.x >= 0, frame.y >= 0, frame.width > 0, frame.height > 0,
              frame.x + frame.width <= width, frame.y + frame.height <= height,
              !frames.isEmpty || isWhole else { return false }
        frames.append(frame)
        return true
    }

    /// The file's bytes.
    public func encode() -> Data {
        var writer = PNGChunkWriter()
        writer.append("IHDR", PNGChunkWriter.header(width: width, height: height))
        writer.append("acTL", PNGChunkWriter.bigEndian(UInt32(frames.count)) + PNGChunkWriter.bigEndian(loopCount))
        var sequence: UInt32 = 0
        for (index, frame) in frames.enumerated() {
            var control = PNGChunkWriter.bigEndian(sequence)
            control += PNGChunkWriter.bigEndian(UInt32(frame.width)) + PNGChunkWriter.bigEndian(UInt32(frame.height))
            control += PNGChunkWriter.bigEndian(UInt32(frame.x)) + PNGChunkWriter.bigEndian(UInt32(frame.y))
            control += PNGChunkWriter.bigEndian(frame.delay.numerator) + PNGChunkWriter.bigEndian(frame.delay.denominator)
            control += [0, 0]
            writer.append("fcTL", control)
            sequence += 1
            if index == 0 {
                writer.append("IDAT", frame.data)
            } else {
                writer.append("fdAT", PNGChunkWriter.bigEndian(sequence) + frame.data)
                sequence += 1
            }
        }
        writer.append("IEND", [])
        return Data(writer.bytes)
    }
}
