/// Writes an animated PNG frame by frame into a sink: signature, the one `IHDR`, `acTL`, then per frame an
/// `fcTL` and its data (`IDAT` for the first frame, so viewers without APNG show it; `fdAT` after), and
/// `IEND` (APNG specification, "Chunk sequence numbers" and "Frame control chunk").
///
/// A frame is held back until the next one arrives, because the next frame decides how this one is
/// disposed of and a repeated image only lengthens its delay; `acTL`'s frame count is written last.
package struct APNGStreamWriter<Sink: APNGByteSink> {
    package private(set) var sink: Sink
    package let width: Int
    package let height: Int
    package let colorType: PNGColorType
    private let loopCount: UInt32
    private var held: APNGEncoder.Frame?
    private var frameCount: UInt32 = 0
    private var sequence: UInt32 = 0
    /// Where the `acTL` chunk starts: after the signature (8 bytes) and IHDR (12 + 13).
    private static var animationControlChunkOffset: Int { 8 + 25 }

    package init(width: Int, height: Int, colorType: PNGColorType, loopCount: UInt32, sink: Sink) throws {
        self.sink = sink
        self.width = width
        self.height = height
        self.colorType = colorType
        self.loopCount = loopCount
        try self.sink.write(
            PNGChunkWriter.signature
                + PNGChunkWriter.chunk(
                    "IHDR", PNGChunkWriter.header(width: width, height: height, colorType: colorType))
                + PNGChunkWriter.chunk("acTL", animationControl))
    }

    package var framesWritten: UInt32 { frameCount }

    /// Whether `frame` fits: same colour type, inside the canvas, and — when first — covering all of it
    /// and replacing it.
    package func accepts(_ frame: APNGEncoder.Frame) -> Bool {
        Self.fits(frame, width: width, height: height, colorType: colorType, isFirst: held == nil && frameCount == 0)
    }

    static func fits(
        _ frame: APNGEncoder.Frame, width: Int, height: Int, colorType: PNGColorType, isFirst: Bool
    ) -> Bool {
        let isWhole = frame.x == 0 && frame.y == 0 && frame.width == width && frame.height == height
        return frame.colorType == colorType && frame.x >= 0 && frame.y >= 0 && frame.width > 0 && frame.height > 0
            && frame.x + frame.width <= width && frame.y + frame.height <= height
            && (!isFirst || (isWhole && frame.blend == .source))
    }

    /// Queues `frame`; the frame before it is written, disposed of with `disposeOfPrevious`. Returns false
    /// (writing nothing) for a frame that does not fit (see ``accepts(_:)``).
    @discardableResult
    package mutating func append(
        _ frame: APNGEncoder.Frame, disposeOfPrevious: APNGDisposeOperation = .none
    ) throws -> Bool {
        guard accepts(frame) else { return false }
        if var previous = held {
            previous.dispose = disposeOfPrevious
            try write(previous)
        }
        held = frame
        return true
    }

    /// Shows the last frame one frame-time longer (its delay numerator grows by one); false when there is
    /// no frame yet or its delay cannot grow.
    @discardableResult
    package mutating func repeatLastFrame() -> Bool {
        guard let frame = held, frame.delay.numerator < UInt16.max else { return false }
        held?.delay.numerator += 1
        return true
    }

    /// Writes the last frame and `IEND`, and the final frame count into `acTL`.
    package mutating func finish() throws {
        if let frame = held { try write(frame) }
        held = nil
        try sink.write(PNGChunkWriter.chunk("IEND", []))
        try sink.overwrite(at: Self.animationControlChunkOffset, with: PNGChunkWriter.chunk("acTL", animationControl))
    }

    private var animationControl: [UInt8] {
        PNGChunkWriter.bigEndian(frameCount) + PNGChunkWriter.bigEndian(loopCount)
    }

    private mutating func write(_ frame: APNGEncoder.Frame) throws {
        var control = PNGChunkWriter.bigEndian(sequence)
        control += PNGChunkWriter.bigEndian(UInt32(frame.width)) + PNGChunkWriter.bigEndian(UInt32(frame.height))
        control += PNGChunkWriter.bigEndian(UInt32(frame.x)) + PNGChunkWriter.bigEndian(UInt32(frame.y))
        control += PNGChunkWriter.bigEndian(frame.delay.numerator) + PNGChunkWriter.bigEndian(frame.delay.denominator)
        control += [frame.dispose.rawValue, frame.blend.rawValue]
        var bytes = PNGChunkWriter.chunk("fcTL", control)
        sequence += 1
        if frameCount == 0 {
            bytes += PNGChunkWriter.chunk("IDAT", frame.data)
        } else {
            bytes += PNGChunkWriter.chunk("fdAT", PNGChunkWriter.bigEndian(sequence) + frame.data)
            sequence += 1
        }
        frameCount += 1
        try sink.write(bytes)
    }
}

extension APNGStreamWriter: Sendable where Sink: Sendable {}
