import Foundation
import Testing
@testable import OpenCoreGraphics

/// PNG encoding and decoding: round trips, hand-built files of every supported format, malformed input.
///
/// Round-trip rule: PNG stores straight alpha, so the encoder un-premultiplies and the decoder premultiplies
/// again. Alpha always survives exactly; so do the colour components where alpha is 0 (all zero) or 255
/// (nothing to divide); with partial alpha each component comes back within ±1 of the original (the
/// encoder's rounding happens to make even these exact today; ±1 is the contract tested).
@Suite struct PNGCodecTests {
    typealias B = PNGBytes

    func roundTrip(_ image: CGImage, level: Int32 = 6) throws -> CGImage {
        try PNGDecoder.decode(PNGEncoder.encode(image, compressionLevel: level))
    }

    // MARK: Round trips

    @Test(arguments: [(1, 1), (2, 1), (1, 2), (7, 1), (1, 7), (3, 5), (13, 11), (64, 33)])
    func roundTripKeepsPremultipliedPixels(width: Int, height: Int) throws {
        let original = randomImage(width: width, height: height, seed: UInt64(width * 1000 + height))
        #expect(survives(original, as: try roundTrip(original)))
    }

    @Test func everyValidPremultipliedPixelRoundTrips() throws {
        // Every (component, alpha) with component ≤ alpha, as grey pixels plus a colour pixel per pair.
        var pixels: [UInt8] = []
        for alpha in 0...255 {
            for c in 0...alpha { pixels += [UInt8(c), UInt8(alpha - c), UInt8(c / 2), UInt8(alpha)] }
        }
        pixels += [UInt8](repeating: 0, count: (256 * 129 - pixels.count / 4) * 4)
        let original = try #require(CGImage(width: 256, height: 129, premultipliedRGBA: pixels))
        let decoded = try roundTrip(original)
        #expect(survives(original, as: decoded))
        #expect(
            decoded.pixels.enumerated().allSatisfy { $0.offset % 4 == 3 || $0.element <= decoded.pixels[$0.offset | 3] }
        )
    }

    @Test func opaqueAndClearPixelsAreExact() throws {
        let original = image(
            width: 4, height: 1, straight: [(255, 0, 0, 255), (12, 34, 56, 255), (0, 0, 0, 0), (200, 100, 50, 0)])
        let decoded = try roundTrip(original)
        #expect(decoded == original)
        #expect(decoded.pixel(x: 3, y: 0) == (0, 0, 0, 0))
    }

    @Test(arguments: Int32(-1)...9)
    func everyCompressionLevelDecodes(level: Int32) throws {
        let original = randomImage(width: 31, height: 17, seed: 7)
        let data = PNGEncoder.encode(original, compressionLevel: level)
        #expect(survives(original, as: try PNGDecoder.decode(data)))
        let chunks = try #require(B.chunks(data))
        #expect(chunks.map(\.type) == ["IHDR", "IDAT", "IEND"])
        if level == 0 { #expect(chunks[1].body.count >= 17 * (31 * 4 + 1)) }
    }

    @Test func higherLevelsAreNotLarger() {
        let flat = CGImage(width: 100, height: 100, premultipliedRGBA: [UInt8](repeating: 128, count: 40_000))!
        let sizes = (0...9).map { PNGEncoder.encode(flat, compressionLevel: Int32($0)).count }
        #expect(sizes[9] <= sizes[6] && sizes[6] < sizes[0])
        #expect(sizes[1] < sizes[0] / 10)
    }

    @Test func aStreamWrittenInPiecesWithAShorterMatchChainInflatesToTheSameBytes() throws {
        let raw = randomImage(width: 64, height: 16, seed: 3).pixels + [UInt8](repeating: 9, count: 100_000)
        var outputs: [[UInt8]] = []
        for pieceLength in [raw.count, 1000, 7] {
            let stream = try #require(
                PNGDeflateStream(
                    settings: PNGDeflateSettings(level: 9, memoryLevel: 9, maximumChain: 16), keepsOutput: true))
            raw.withUnsafeBufferPointer { bytes in
                for start in stride(from: 0, to: bytes.count, by: pieceLength) {
                    stream.write(UnsafeBufferPointer(rebasing: bytes[start..<min(bytes.count, start + pieceLength)]))
                }
            }
            stream.finish()
            #expect(stream.size == stream.output.count)
            outputs.append(stream.output)
        }
        #expect(B.inflate(outputs[0], capacity: raw.count) == raw)
        #expect(outputs[1] == outputs[0] && outputs[2] == outputs[0])
        #expect(outputs[0].count < 4096 * 4 + 1000)
    }

    @Test func encodedFileIsEightBitStraightRGBA() throws {
        // 1 × 1: every filter predicts 0 for the only pixel, so the scanline holds the straight values.
        let pixel = try #require(CGImage(width: 1, height: 1, premultipliedRGBA: [64, 32, 0, 128]))
        let chunks = try #require(B.chunks(PNGEncoder.encode(pixel)))
        #expect(chunks.allSatisfy { $0.crcIsValid })
        #expect(chunks[0].body == B.header(width: 1, height: 1, bitDepth: 8, colorType: 6))
        let raw = try #require(B.inflate(chunks[1].body, capacity: 100))
        #expect(raw.count == 5 && raw[0] <= 4)
        #expect(Array(raw.dropFirst()) == [128, 64, 0, 128])
    }

    @Test func croppedImageRoundTripsAndProvidesItsBytes() throws {
        let original = randomImage(width: 20, height: 15, seed: 3)
        let cropped = try #require(original.cropping(to: CGRect(x: 3, y: 4, width: 9, height: 7)))
        #expect(cropped.width == 9 && cropped.height == 7)
        #expect(cropped.pixel(x: 0, y: 0) == original.pixel(x: 3, y: 4))
        #expect(cropped.pixel(x: 8, y: 6) == original.pixel(x: 11, y: 10))
        #expect(cropped.dataProvider?.data == Data(cropped.pixels))
        #expect(survives(cropped, as: try roundTrip(cropped)))
        let clipped = try #require(original.cropping(to: CGRect(x: -5, y: 12.5, width: 8, height: 10)))
        #expect(clipped.width == 3 && clipped.height == 3)
        #expect(clipped.pixel(x: 2, y: 0) == original.pixel(x: 2, y: 12))
        #expect(original.cropping(to: CGRect(x: 20, y: 0, width: 5, height: 5)) == nil)
        #expect(original.cropping(to: .null) == nil)
        #expect(original.cropping(to: CGRect(x: 0, y: 0, width: 20, height: 15)) == original)
    }

    // MARK: Hand-built files

    /// A format to build by hand: colour type, bit depth and, for palettes, the entry count.
    struct Format: Sendable, CustomTestStringConvertible {
        let colorType: Int
        let bitDepth: Int
        var channels: Int { [0: 1, 2: 3, 3: 1, 4: 2, 6: 4][colorType]! }
        var testDescription: String { "colour type \(colorType), \(bitDepth)-bit" }
    }

    static let formats: [Format] = [
        (0, 1), (0, 2), (0, 4), (0, 8), (0, 16), (2, 8), (2, 16), (3, 1), (3, 2), (3, 4), (3, 8),
        (4, 8), (4, 16), (6, 8), (6, 16),
    ].map { Format(colorType: $0.0, bitDepth: $0.1) }

    /// A random image in `format` as a PNG with the rows filtered by `filters` (row y uses filter y % 5 by
    /// default), and the premultiplied RGBA the decoder must produce. 16-bit samples reduce to their high
    /// byte; sub-byte grey scales to 0…255 (v × 255 / (2^depth − 1)).
    static func handBuilt(
        _ format: Format, width: Int = 7, height: Int = 10, seed: UInt64 = 1,
        filters: (Int) -> UInt8 = { UInt8($0 % 5) }
    ) -> (data: Data, expected: [UInt8]) {
        var random = TestRandom(seed: seed)
        let maximum = (1 << format.bitDepth) - 1
        let entries = format.colorType == 3 ? min(maximum + 1, 200) : 0
        let palette = (0..<entries * 3).map { _ in UInt8(random.next(256)) }
        let transparency = (0..<max(1, entries / 2)).map { i in UInt8([0, 255, random.next(256)][i % 3]) }
        var rows: [[UInt8]] = [], expected: [UInt8] = []
        for _ in 0..<height {
            var samples: [Int] = []
            for _ in 0..<width {
                let pixel = (0..<format.channels).map { _ in
                    format.colorType == 3 ? random.next(entries) : random.next(maximum + 1)
                }
                samples += pixel
                let eight = pixel.map {
                    format.bitDepth == 16 ? $0 >> 8 : (format.colorType == 3 ? $0 : $0 * 255 / maximum)
                }
                let (r, g, b, a): (Int, Int, Int, Int)
                switch format.colorType {
                case 0: (r, g, b, a) = (eight[0], eight[0], eight[0], 255)
                case 2: (r, g, b, a) = (eight[0], eight[1], eight[2], 255)
                case 3:
                    let i = pixel[0]
                    (r, g, b) = (Int(palette[i * 3]), Int(palette[i * 3 + 1]), Int(palette[i * 3 + 2]))
                    a = i < transparency.count ? Int(transparency[i]) : 255
                case 4: (r, g, b, a) = (eight[0], eight[0], eight[0], eight[1])
                default: (r, g, b, a) = (eight[0], eight[1], eight[2], eight[3])
                }
                expected += [premultiplied(r, a), premultiplied(g, a), premultiplied(b, a), UInt8(a)]
            }
            rows.append(B.pack(samples, bitDepth: format.bitDepth))
        }
        let step = max(1, format.channels * format.bitDepth / 8)
        var chunks = [
            (
                "IHDR",
                B.header(
                    width: UInt32(width), height: UInt32(height), bitDepth: UInt8(format.bitDepth),
                    colorType: UInt8(format.colorType))
            )
        ]
        if format.colorType == 3 { chunks += [("PLTE", palette), ("tRNS", transparency)] }
        chunks += [("IDAT", B.zlib(B.filtered(rows, step: step, filters: filters))), ("IEND", [])]
        return (B.file(chunks), expected)
    }

    @Test(arguments: formats)
    func decodesHandBuiltFileWithAllFilters(format: Format) throws {
        for (width, seed) in [(7, 1), (1, 2), (16, 3), (33, 4)] as [(Int, UInt64)] {
            let (data, expected) = Self.handBuilt(format, width: width, seed: seed)
            let decoded = try PNGDecoder.decode(data)
            #expect(decoded.width == width && decoded.height == 10)
            #expect(decoded.pixels == expected, "width \(width)")
        }
    }

    @Test(arguments: [UInt8(0), 1, 2, 3, 4])
    func eachFilterAloneDecodes(filter: UInt8) throws {
        for format in [
            Format(colorType: 6, bitDepth: 8), Format(colorType: 2, bitDepth: 16), Format(colorType: 0, bitDepth: 2),
        ] {
            let (data, expected) = Self.handBuilt(format, width: 9, height: 6, seed: UInt64(filter) + 10) { _ in filter
            }
            #expect(try PNGDecoder.decode(data).pixels == expected, "\(format.testDescription)")
        }
    }

    @Test func splitImageDataAndAncillaryChunksDecode() throws {
        let (data, expected) = Self.handBuilt(Format(colorType: 6, bitDepth: 8))
        let chunks = try #require(B.chunks(data))
        let idat = chunks[1].body, cut = idat.count / 3
        let split = B.file([
            ("IHDR", chunks[0].body), ("tEXt", Array("Comment\0hi".utf8)), ("IDAT", Array(idat[..<cut])),
            ("zzZz", [1, 2, 3]), ("IDAT", Array(idat[cut...])), ("IDAT", []), ("IEND", []),
        ])
        #expect(try PNGDecoder.decode(split).pixels == expected)
    }

    // MARK: Malformed input

    struct Malformed: Sendable, CustomTestStringConvertible {
        let testDescription: String
        let data: Data
        let error: PNGDecodingError
    }

    static var malformed: [Malformed] {
        let ihdr = B.header(width: 2, height: 2)
        let raw: [UInt8] = [0] + [UInt8](repeating: 9, count: 8) + [0] + [UInt8](repeating: 7, count: 8)
        let idat = B.zlib(raw)
        let valid = [UInt8](B.file([("IHDR", ihdr), ("IDAT", idat), ("IEND", [])]))
        func file(_ chunks: [(String, [UInt8])]) -> Data { B.file(chunks) }
        func header(_ body: [UInt8]) -> Data { file([("IHDR", body), ("IDAT", idat), ("IEND", [])]) }
        func pixels(_ raw: [UInt8]) -> Data { file([("IHDR", ihdr), ("IDAT", B.zlib(raw)), ("IEND", [])]) }
        let invalid = PNGDecodingError.invalidHeader(""), corrupt = PNGDecodingError.corruptImageData("")
        var badCRC = valid
        badCRC[8 + 25 + 8 + 2] ^= 0x40  // a byte inside the IDAT body
        var hugeLength = valid
        hugeLength.replaceSubrange(33..<37, with: B.uint32(0xFFFF_FFF0))
        let paletteHeader = B.header(width: 2, height: 1, bitDepth: 8, colorType: 3)
        return [
            Malformed(testDescription: "empty data", data: Data(), error: .notPNG),
            Malformed(testDescription: "bad signature", data: Data([0x88] + valid.dropFirst()), error: .notPNG),
            Malformed(testDescription: "short signature", data: Data(valid.prefix(5)), error: .notPNG),
            Malformed(testDescription: "signature only", data: Data(valid.prefix(8)), error: .missingHeader),
            Malformed(testDescription: "truncated chunk header", data: Data(valid.prefix(14)), error: .truncated),
            Malformed(
                testDescription: "truncated IDAT", data: Data(valid.prefix(33 + 8 + idat.count / 2)), error: .truncated),
            Malformed(testDescription: "truncated CRC", data: Data(valid.dropLast(2)), error: .truncated),
            Malformed(testDescription: "length past the end", data: Data(hugeLength), error: .truncated),
            Malformed(
                testDescription: "missing IEND", data: file([("IHDR", ihdr), ("IDAT", idat)]), error: .truncated),
            Malformed(testDescription: "bad CRC", data: Data(badCRC), error: .badChunkCRC("IDAT")),
            Malformed(
                testDescription: "IDAT before IHDR", data: file([("IDAT", idat), ("IHDR", ihdr), ("IEND", [])]),
                error: .missingHeader),
            Malformed(
                testDescription: "second IHDR",
                data: file([("IHDR", ihdr), ("IHDR", B.header(width: 1, height: 1)), ("IDAT", idat), ("IEND", [])]),
                error: invalid),
            Malformed(testDescription: "no IHDR", data: file([("IEND", [])]), error: .missingHeader),
            Malformed(testDescription: "zero width", data: header(B.header(width: 0, height: 2)), error: invalid),
            Malformed(testDescription: "zero height", data: header(B.header(width: 2, height: 0)), error: invalid),
            Malformed(testDescription: "short IHDR", data: header(Array(ihdr.dropLast())), error: invalid),
            Malformed(
                testDescription: "absurd size", data: header(B.header(width: 1_000_000, height: 1_000_000)),
                error: .tooLarge(width: 1_000_000, height: 1_000_000)),
            Malformed(
                testDescription: "100,000 × 100,000 (40 GB of RGBA)",
                data: header(B.header(width: 100_000, height: 100_000)),
                error: .tooLarge(width: 100_000, height: 100_000)),
            Malformed(
                testDescription: "just over 64 Mpx", data: header(B.header(width: 8193, height: 8192)),
                error: .tooLarge(width: 8193, height: 8192)),
            Malformed(
                testDescription: "largest UInt32", data: header(B.header(width: 0xFFFF_FFFF, height: 1)),
                error: .tooLarge(width: 0xFFFF_FFFF, height: 1)),
            Malformed(
                testDescription: "RGB 4-bit", data: header(B.header(width: 2, height: 2, bitDepth: 4, colorType: 2)),
                error: invalid),
            Malformed(
                testDescription: "grey 3-bit", data: header(B.header(width: 2, height: 2, bitDepth: 3, colorType: 0)),
                error: invalid),
            Malformed(
                testDescription: "palette 16-bit",
                data: header(B.header(width: 2, height: 2, bitDepth: 16, colorType: 3)), error: invalid),
            Malformed(
                testDescription: "RGBA 1-bit", data: header(B.header(width: 2, height: 2, bitDepth: 1, colorType: 6)),
                error: invalid),
            Malformed(
                testDescription: "colour type 5", data: header(B.header(width: 2, height: 2, colorType: 5)),
                error: invalid),
            Malformed(
                testDescription: "colour type 7", data: header(B.header(width: 2, height: 2, colorType: 7)),
                error: invalid),
            Malformed(
                testDescription: "compression method 1", data: header(B.header(width: 2, height: 2, compression: 1)),
                error: invalid),
            Malformed(
                testDescription: "filter method 1", data: header(B.header(width: 2, height: 2, filter: 1)),
                error: invalid),
            Malformed(
                testDescription: "interlaced", data: header(B.header(width: 2, height: 2, interlace: 1)),
                error: .unsupported("")),
            Malformed(
                testDescription: "unknown filter byte",
                data: pixels([0] + [UInt8](repeating: 9, count: 8) + [5] + [UInt8](repeating: 7, count: 8)),
                error: corrupt),
            Malformed(testDescription: "too little image data", data: pixels(Array(raw.dropLast())), error: corrupt),
            Malformed(testDescription: "one row only", data: pixels(Array(raw.prefix(9))), error: corrupt),
            Malformed(testDescription: "too much image data", data: pixels(raw + [0]), error: corrupt),
            Malformed(testDescription: "far too much image data", data: pixels(raw + raw + raw), error: corrupt),
            Malformed(testDescription: "no IDAT", data: file([("IHDR", ihdr), ("IEND", [])]), error: corrupt),
            Malformed(
                testDescription: "IDAT not zlib",
                data: file([("IHDR", ihdr), ("IDAT", [1, 2, 3, 4, 5]), ("IEND", [])]), error: corrupt),
            Malformed(
                testDescription: "IDAT zlib cut short",
                data: file([("IHDR", ihdr), ("IDAT", Array(idat.dropLast(3))), ("IEND", [])]), error: corrupt),
            Malformed(
                testDescription: "palette index out of range",
                data: file([
                    ("IHDR", paletteHeader), ("PLTE", [1, 2, 3, 4, 5, 6]), ("IDAT", B.zlib([0, 1, 2])), ("IEND", []),
                ]), error: corrupt),
            Malformed(
                testDescription: "palette image without PLTE",
                data: file([("IHDR", paletteHeader), ("IDAT", B.zlib([0, 0, 0])), ("IEND", [])]),
                error: corrupt),
            Malformed(
                testDescription: "PLTE not a multiple of 3",
                data: file([
                    ("IHDR", paletteHeader), ("PLTE", [1, 2, 3, 4]), ("IDAT", B.zlib([0, 0, 0])), ("IEND", []),
                ]), error: corrupt),
        ]
    }

    @Test(arguments: malformed)
    func rejectsMalformedInput(_ input: Malformed) {
        let error = #expect(throws: PNGDecodingError.self) { try PNGDecoder.decode(input.data) }
        #expect(error?.kind == input.error.kind)
        if input.error.kind != "invalidHeader", input.error.kind != "unsupported",
            input.error.kind != "corruptImageData"
        {
            #expect(error == input.error)
        }
    }

    @Test func sixtyFourMegapixelsIsTheLimit() throws {
        #expect(PNGDecoder.maximumPixelCount == 8192 * 8192)
        // Exactly at the limit the header is accepted; the (empty) image data is what fails.
        let error = #expect(throws: PNGDecodingError.self) {
            try PNGDecoder.decode(
                B.file([("IHDR", B.header(width: 8192, height: 8192, bitDepth: 1, colorType: 0)), ("IEND", [])]))
        }
        #expect(error?.kind == "corruptImageData")
    }

    // MARK: Corruption sweeps

    /// Decodes `data` and reports anything but an image or a `PNGDecodingError`; returns whether it decoded.
    @discardableResult
    func decodesOrThrows(_ data: Data, _ what: @autoclosure () -> String) -> Bool {
        do {
            let image = try PNGDecoder.decode(data)
            #expect(
                image.width > 0 && image.height > 0 && image.pixels.count == image.width * image.height * 4, "\(what())"
            )
            return true
        } catch is PNGDecodingError {
            return false
        } catch {
            Issue.record("\(what()): unexpected error \(error)")
            return false
        }
    }

    static var sweepSamples: [Data] {
        [
            PNGEncoder.encode(randomImage(width: 4, height: 3, seed: 99)),
            handBuilt(Format(colorType: 3, bitDepth: 2), width: 5, height: 3).data,
            handBuilt(Format(colorType: 4, bitDepth: 16), width: 3, height: 2).data,
        ]
    }

    @Test(arguments: sweepSamples)
    func everyTruncationThrows(_ data: Data) throws {
        _ = try PNGDecoder.decode(data)
        for length in 0..<data.count {
            #expect(!decodesOrThrows(data.prefix(length), "prefix \(length)"), "prefix \(length) decoded")
        }
    }

    @Test(arguments: sweepSamples)
    func everyFlippedByteThrows(_ data: Data) {
        // The CRC-32 of every chunk catches any error within one byte, and a changed length or signature
        // byte leaves a chunk unreadable, so no single-byte change can decode.
        for index in data.indices {
            for mask: UInt8 in [0x01, 0x80, 0xFF] {
                var corrupted = data
                corrupted[index] ^= mask
                #expect(!decodesOrThrows(corrupted, "byte \(index) ^ \(mask)"), "byte \(index) ^ \(mask) decoded")
            }
        }
    }

    @Test(arguments: sweepSamples)
    func flippedBytesWithRepairedCRCNeverCrash(_ data: Data) throws {
        // Change a byte inside a chunk body and recompute the CRC, so the header, palette, zlib and filter
        // checks see the corruption.
        let chunks = try #require(B.chunks(data))
        var decoded = 0, rejected = 0
        for (index, chunk) in chunks.enumerated() where !chunk.body.isEmpty {
            for offset in chunk.body.indices {
                for mask: UInt8 in [0x01, 0x02, 0x10, 0x80, 0xFF] {
                    var body = chunk.body
                    body[offset] ^= mask
                    var edited = chunks.map { ($0.type, $0.body) }
                    edited[index].1 = body
                    if decodesOrThrows(B.file(edited), "\(chunk.type)[\(offset)] ^ \(mask)") {
                        decoded += 1
                    } else {
                        rejected += 1
                    }
                }
            }
        }
        #expect(decoded > 0 && rejected > 0)
    }
}
