import Foundation
import Testing
@testable import OpenCoreGraphics

/// Animated PNG files taken apart in the test: chunk order, acTL, fcTL/fdAT sequence numbers, CRCs, delays,
/// and each frame's pixels, decoded by rebuilding a standalone PNG from the frame's data.
@Suite struct APNGEncoderTests {
    typealias B = PNGBytes

    /// One frame as the file describes it.
    struct ParsedFrame {
        let sequence: UInt32
        let width: Int, height: Int, x: Int, y: Int
        let delay: (UInt16, UInt16)
        let dispose: UInt8, blend: UInt8
        /// The zlib data: the IDAT bodies, or the fdAT bodies without their sequence number.
        var data: [UInt8] = []
    }

    struct ParsedFile {
        let chunks: [B.Chunk]
        let frameCount: UInt32, plays: UInt32
        let frames: [ParsedFrame]
        /// The sequence numbers of the fcTL and fdAT chunks, in file order.
        let sequence: [UInt32]
    }

    func parse(_ data: Data) throws -> ParsedFile {
        let chunks = try #require(B.chunks(data))
        let actl = try #require(chunks.first { $0.type == "acTL" })
        try #require(actl.body.count == 8)
        var frames: [ParsedFrame] = [], sequence: [UInt32] = []
        for chunk in chunks {
            switch chunk.type {
            case "fcTL":
                let b = chunk.body
                try #require(b.count == 26)
                sequence.append(B.readUInt32(b, 0))
                frames.append(
                    ParsedFrame(
                        sequence: B.readUInt32(b, 0), width: Int(B.readUInt32(b, 4)), height: Int(B.readUInt32(b, 8)),
                        x: Int(B.readUInt32(b, 12)), y: Int(B.readUInt32(b, 16)),
                        delay: (B.readUInt16(b, 20), B.readUInt16(b, 22)), dispose: b[24], blend: b[25]))
            case "IDAT":
                try #require(frames.count == 1, "IDAT belongs to the first frame only")
                frames[0].data += chunk.body
            case "fdAT":
                try #require(frames.count > 1 && chunk.body.count > 4)
                sequence.append(B.readUInt32(chunk.body, 0))
                frames[frames.count - 1].data += chunk.body.dropFirst(4)
            default: break
            }
        }
        return ParsedFile(
            chunks: chunks, frameCount: B.readUInt32(actl.body, 0), plays: B.readUInt32(actl.body, 4),
            frames: frames, sequence: sequence)
    }

    /// A standalone PNG of one frame: IHDR with the frame's size, its data as IDAT, IEND; decoded.
    func decode(_ frame: ParsedFrame) throws -> CGImage {
        try PNGDecoder.decode(
            B.file([
                ("IHDR", B.header(width: UInt32(frame.width), height: UInt32(frame.height))),
                ("IDAT", frame.data), ("IEND", []),
            ]))
    }

    let images = (0..<4).map { randomImage(width: 9, height: 7, seed: 500 + UInt64($0)) }
    let delays: [(UInt16, UInt16)] = [(1, 30), (2, 30), (5, 100), (1, 0)]

    func animation(loopCount: UInt32 = 3) -> Data {
        var encoder = APNGEncoder(width: 9, height: 7)
        encoder.loopCount = loopCount
        for (image, delay) in zip(images, delays) {
            let added = encoder.addFrame(image, delayNumerator: delay.0, delayDenominator: delay.1)
            #expect(added)
        }
        #expect(encoder.frameCount == images.count)
        return encoder.encode()
    }

    @Test func chunksComeInAPNGOrder() throws {
        let data = animation()
        #expect(Array(data.prefix(8)) == B.signature)
        let file = try parse(data)
        #expect(
            file.chunks.map(\.type) == [
                "IHDR", "acTL", "fcTL", "IDAT", "fcTL", "fdAT", "fcTL", "fdAT", "fcTL", "fdAT", "IEND",
            ])
        #expect(file.chunks.filter { $0.type == "IHDR" }.count == 1)
        #expect(file.chunks[0].body == B.header(width: 9, height: 7, bitDepth: 8, colorType: 6))
        #expect(file.chunks.allSatisfy { $0.crcIsValid })
        #expect(file.chunks.last?.body.isEmpty == true)
    }

    @Test(arguments: [UInt32(0), 1, 3, 1000])
    func animationControlCountsFramesAndPlays(loopCount: UInt32) throws {
        let file = try parse(animation(loopCount: loopCount))
        #expect(file.frameCount == 4)
        #expect(file.frames.count == 4)
        #expect(file.plays == loopCount)
        #expect(APNGEncoder(width: 1, height: 1).loopCount == 0)
    }

    @Test func sequenceNumbersRunWithoutGaps() throws {
        let file = try parse(animation())
        #expect(file.sequence == (0..<UInt32(2 * images.count - 1)).map { $0 })
        #expect(file.frames.map(\.sequence) == [0, 1, 3, 5])
    }

    @Test func frameControlsCarrySizeDelayAndOperations() throws {
        let file = try parse(animation())
        for (frame, delay) in zip(file.frames, delays) {
            #expect(frame.width == 9 && frame.height == 7 && frame.x == 0 && frame.y == 0)
            #expect(frame.delay == delay)
            #expect(frame.dispose == 0 && frame.blend == 0)
        }
    }

    @Test func defaultDelayIsOneSixtieth() throws {
        var encoder = APNGEncoder(width: 9, height: 7)
        encoder.addFrame(images[0])
        encoder.addFrame(APNGEncoder.Frame(images[1]))
        #expect(try parse(encoder.encode()).frames.map { [$0.delay.0, $0.delay.1] } == [[1, 60], [1, 60]])
    }

    @Test func everyFrameDecodesBackToItsImage() throws {
        let file = try parse(animation())
        for (frame, image) in zip(file.frames, images) {
            #expect(survives(image, as: try decode(frame)), "frame \(frame.sequence)")
        }
        let opaque = (0..<3).map { (i: Int) -> CGImage in
            let pixels: [UInt8] = (0..<60).map { (j: Int) -> UInt8 in j % 4 == 3 ? 255 : UInt8((j * 37 + i * 11) % 256)
            }
            return CGImage(width: 5, height: 3, premultipliedRGBA: pixels)!
        }
        var encoder = APNGEncoder(width: 5, height: 3)
        for image in opaque { encoder.addFrame(image) }
        #expect(try parse(encoder.encode()).frames.map(decode) == opaque)
    }

    @Test func viewersWithoutAPNGSeeTheFirstFrame() throws {
        #expect(survives(images[0], as: try PNGDecoder.decode(animation())))
    }

    @Test(arguments: Int32(0)...9)
    func everyCompressionLevelRoundTrips(level: Int32) throws {
        var encoder = APNGEncoder(width: 9, height: 7)
        encoder.compressionLevel = level
        for image in images.prefix(2) { encoder.addFrame(image) }
        let frames = try parse(encoder.encode()).frames
        #expect(frames.count == 2)
        for (frame, image) in zip(frames, images) { #expect(survives(image, as: try decode(frame))) }
    }

    @Test func framesOfAnotherSizeAreRejected() throws {
        var encoder = APNGEncoder(width: 9, height: 7)
        var results = [
            encoder.addFrame(randomImage(width: 9, height: 8, seed: 1)),
            encoder.addFrame(APNGEncoder.Frame(randomImage(width: 8, height: 7, seed: 2))),
        ]
        #expect(results == [false, false], "a first frame must fill the canvas")
        #expect(encoder.frameCount == 0)
        results = [encoder.addFrame(images[0])]
        for (w, h) in [(10, 7), (9, 6), (1, 1), (18, 14)] {
            results.append(encoder.addFrame(randomImage(width: w, height: h, seed: 3)))
        }
        results.append(encoder.addFrame(APNGEncoder.Frame(randomImage(width: 10, height: 7, seed: 4))))
        results.append(encoder.addFrame(APNGEncoder.Frame(randomImage(width: 3, height: 3, seed: 5), x: 7, y: 0)))
        #expect(
            results == [true, false, false, false, false, false, false],
            "images of another size; frames past the canvas")
        #expect(encoder.frameCount == 1)
        results = [encoder.addFrame(images[1])]
        #expect(results == [true])
        let file = try parse(encoder.encode())
        #expect(file.frameCount == 2)
        #expect(file.sequence == [0, 1, 2])
    }

    @Test func framesCompressedInParallelMatchFramesAddedInOrder() async throws {
        let images = self.images
        let frames = await withTaskGroup(of: (Int, APNGEncoder.Frame).self) { group in
            for (index, image) in images.enumerated() {
                group.addTask {
                    (index, APNGEncoder.Frame(image, delayNumerator: 1, delayDenominator: 25, compressionLevel: 1))
                }
            }
            var frames: [APNGEncoder.Frame?] = Array(repeating: nil, count: images.count)
            for await (index, frame) in group { frames[index] = frame }
            return frames.compactMap { $0 }
        }
        var parallel = APNGEncoder(width: 9, height: 7), serial = APNGEncoder(width: 9, height: 7)
        serial.compressionLevel = 1
        for frame in frames { let added = parallel.addFrame(frame); #expect(added) }
        for image in images {
            let added = serial.addFrame(image, delayNumerator: 1, delayDenominator: 25); #expect(added)
        }
        #expect(parallel.encode() == serial.encode())
        for (frame, image) in zip(try parse(parallel.encode()).frames, images) {
            #expect(survives(image, as: try decode(frame)))
        }
    }

    @Test func regionFramesRebuildEveryImage() throws {
        // Each later frame covers only what changed; composited in order (blend source, dispose none) on
        // the canvas they must give back every image.
        let base = images[0].pixels
        let sources =
            [images[0]]
            + [(2, 1, 3, 4), (0, 0, 1, 1), (5, 2, 4, 5)].map { x0, y0, w, h in
                var pixels = base
                for y in y0..<y0 + h {
                    for x in x0..<x0 + w { pixels[(y * 9 + x) * 4..<(y * 9 + x) * 4 + 4] = [10, 20, 30, 255] }
                }
                return CGImage(width: 9, height: 7, premultipliedRGBA: pixels)!
            }
        var encoder = APNGEncoder(width: 9, height: 7)
        let added = encoder.addFrame(sources[0])
        #expect(added)
        for i in 1..<sources.count {
            let added = encoder.addFrame(APNGEncoder.Frame(sources[i], changedSince: sources[i - 1])); #expect(added)
        }
        let file = try parse(encoder.encode())
        #expect(file.sequence == (0..<7).map { $0 })
        #expect(file.chunks.allSatisfy { $0.crcIsValid })
        var canvas = try decode(file.frames[0]).pixels
        for (frame, source) in zip(file.frames, sources) {
            #expect(frame.x + frame.width <= 9 && frame.y + frame.height <= 7)
            let part = try decode(frame)
            for y in 0..<frame.height {
                let row = ((frame.y + y) * 9 + frame.x) * 4
                canvas.replaceSubrange(
                    row..<row + frame.width * 4, with: part.pixels[y * frame.width * 4..<(y + 1) * frame.width * 4])
            }
            #expect(
                survives(source, as: CGImage(width: 9, height: 7, premultipliedRGBA: canvas)!),
                "frame \(frame.sequence)")
        }
    }
}
