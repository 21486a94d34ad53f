import CZlib
import Foundation
@testable import OpenCoreGraphics

/// Builds and takes apart PNG files byte by byte for the codec tests, independently of the library:
/// chunks with their CRC-32, zlib streams via `compress2`, and scanlines with any of the five filters.
enum PNGBytes {
    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    static func uint32(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }

    static func readUInt32(_ bytes: [UInt8], _ at: Int) -> UInt32 {
        bytes[at..<at + 4].reduce(0) { $0 << 8 | UInt32($1) }
    }

    static func readUInt16(_ bytes: [UInt8], _ at: Int) -> UInt16 {
        UInt16(bytes[at]) << 8 | UInt16(bytes[at + 1])
    }

    static func crc(_ bytes: [UInt8]) -> UInt32 {
        UInt32(bytes.withUnsafeBufferPointer { crc32(0, $0.baseAddress, uInt($0.count)) })
    }

    /// One chunk: length, type, body, CRC of type + body.
    static func chunk(_ type: String, _ body: [UInt8]) -> [UInt8] {
        let typed = Array(type.utf8) + body
        return uint32(UInt32(body.count)) + typed + uint32(crc(typed))
    }

    /// A file: the signature, then the chunks in order.
    static func file(_ chunks: [(String, [UInt8])]) -> Data {
        Data(chunks.reduce(signature) { $0 + chunk($1.0, $1.1) })
    }

    static func header(
        width: UInt32, height: UInt32, bitDepth: UInt8 = 8, colorType: UInt8 = 6,
        compression: UInt8 = 0, filter: UInt8 = 0, interlace: UInt8 = 0
    ) -> [UInt8] {
        uint32(width) + uint32(height) + [bitDepth, colorType, compression, filter, interlace]
    }

    /// `raw` as a zlib stream.
    static func zlib(_ raw: [UInt8], level: Int32 = 6) -> [UInt8] {
        var length = compressBound(uLong(raw.count))
        var out = [UInt8](repeating: 0, count: Int(length))
        let status = compress2(&out, &length, raw, uLong(raw.count), level)
        precondition(status == Z_OK)
        return Array(out.prefix(Int(length)))
    }

    /// The raw bytes of a zlib stream, or nil when it does not inflate.
    static func inflate(_ compressed: [UInt8], capacity: Int) -> [UInt8]? {
        var out = [UInt8](repeating: 0, count: capacity)
        var length = uLongf(capacity)
        guard uncompress(&out, &length, compressed, uLong(compressed.count)) == Z_OK else { return nil }
        return Array(out.prefix(Int(length)))
    }

    /// Filters unfiltered `rows` (each `rowBytes` long): row `y` uses `filters(y)`; `step` is the distance
    /// to the corresponding byte of the previous pixel (at least 1).
    static func filtered(_ rows: [[UInt8]], step: Int, filters: (Int) -> UInt8) -> [UInt8] {
        var out: [UInt8] = []
        for (y, row) in rows.enumerated() {
            let filter = filters(y)
            let previous = y > 0 ? rows[y - 1] : [UInt8](repeating: 0, count: row.count)
            out.append(filter)
            for x in row.indices {
                let a = x >= step ? Int(row[x - step]) : 0, b = Int(previous[x]),
                    c = x >= step ? Int(previous[x - step]) : 0
                let predictor: Int
                switch filter {
                case 0: predictor = 0
                case 1: predictor = a
                case 2: predictor = b
                case 3: predictor = (a + b) / 2
                default:
                    let p = a + b - c, pa = abs(p - a), pb = abs(p - b), pc = abs(p - c)
                    predictor = pa <= pb && pa <= pc ? a : (pb <= pc ? b : c)
                }
                out.append(UInt8(truncatingIfNeeded: Int(row[x]) - predictor))
            }
        }
        return out
    }

    /// Packs samples of `bitDepth` (1, 2, 4, 8 or 16) bits into bytes, most significant first, padding the
    /// last byte with zero bits.
    static func pack(_ samples: [Int], bitDepth: Int) -> [UInt8] {
        switch bitDepth {
        case 16: return samples.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
        case 8: return samples.map { UInt8($0) }
        default:
            var out = [UInt8](repeating: 0, count: (samples.count * bitDepth + 7) / 8)
            for (i, sample) in samples.enumerated() {
                let bit = i * bitDepth
                out[bit / 8] |= UInt8(sample << (8 - bitDepth - bit % 8))
            }
            return out
        }
    }

    struct Chunk {
        let type: String
        let body: [UInt8]
        let crcIsValid: Bool
    }

    /// The chunks of a well-formed file (nil when the signature or a length is wrong).
    static func chunks(_ data: Data) -> [Chunk]? {
        let bytes = [UInt8](data)
        guard bytes.count >= 8, Array(bytes[0..<8]) == signature else { return nil }
        var chunks: [Chunk] = [], offset = 8
        while offset < bytes.count {
            guard offset + 12 <= bytes.count else { return nil }
            let length = Int(readUInt32(bytes, offset))
            guard offset + 12 + length <= bytes.count else { return nil }
            let typed = Array(bytes[offset + 4..<offset + 8 + length])
            chunks.append(
                Chunk(
                    type: String(decoding: typed.prefix(4), as: UTF8.self), body: Array(typed.dropFirst(4)),
                    crcIsValid: crc(typed) == readUInt32(bytes, offset + 8 + length)))
            offset += 12 + length
        }
        return chunks
    }
}

/// A deterministic pseudo-random byte source (a 64-bit LCG), so every run tests the same data.
struct TestRandom {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next(_ bound: Int) -> Int {
        state = state &* 6364136223846793005 &+ 1442695040888963407
        return Int((state >> 33) % UInt64(bound))
    }
}

/// Premultiplies one 8-bit component, rounding to nearest.
func premultiplied(_ component: Int, _ alpha: Int) -> UInt8 {
    UInt8((Double(component * alpha) / 255).rounded())
}

/// An image from straight (un-premultiplied) RGBA pixels, premultiplied here.
func image(width: Int, height: Int, straight: [(Int, Int, Int, Int)]) -> CGImage {
    let bytes = straight.flatMap {
        [premultiplied($0.0, $0.3), premultiplied($0.1, $0.3), premultiplied($0.2, $0.3), UInt8($0.3)]
    }
    return CGImage(width: width, height: height, premultipliedRGBA: bytes)!
}

/// A width × height image of random straight colours; a third of the alphas are 0, a third 255, the rest
/// anywhere between.
func randomImage(width: Int, height: Int, seed: UInt64) -> CGImage {
    var random = TestRandom(seed: seed)
    let pixels = (0..<width * height).map { _ -> (Int, Int, Int, Int) in
        let alpha = [0, 255, random.next(256)][random.next(3)]
        return (random.next(256), random.next(256), random.next(256), alpha)
    }
    return image(width: width, height: height, straight: pixels)
}

/// Whether `decoded` is `original` under the round-trip rule of PNG's straight alpha: alpha exact, colour
/// exact where alpha is 0 or 255, within ±1 elsewhere.
func survives(_ original: CGImage, as decoded: CGImage) -> Bool {
    guard decoded.width == original.width, decoded.height == original.height else { return false }
    return zip(original.pixels, decoded.pixels).enumerated().allSatisfy { i, pair in
        let alpha = original.pixels[i | 3]
        let exact = i % 4 == 3 || alpha == 0 || alpha == 255
        return exact ? pair.0 == pair.1 : abs(Int(pair.0) - Int(pair.1)) <= 1
    }
}

extension PNGDecodingError {
    /// The case without its payload, to compare errors whose messages are free text.
    var kind: String {
        switch self {
        case .notPNG: "notPNG"
        case .truncated: "truncated"
        case .badChunkCRC: "badChunkCRC"
        case .missingHeader: "missingHeader"
        case .invalidHeader: "invalidHeader"
        case .unsupported: "unsupported"
        case .corruptImageData: "corruptImageData"
        case .tooLarge: "tooLarge"
        case .tooLargeAnimation: "tooLargeAnimation"
        }
    }
}
