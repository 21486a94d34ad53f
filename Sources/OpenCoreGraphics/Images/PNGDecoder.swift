import CZlib
import Foundation

/// Decodes PNG files into premultiplied RGBA images, rejecting malformed input with a
/// ``PNGDecodingError`` — never crashing and never reading out of bounds.
///
/// Supported: bit depths 8 and 16 for grey, grey+alpha, RGB and RGBA; 1, 2, 4 and 8-bit palettes with
/// `tRNS` transparency; all five row filters. Interlaced (Adam7) images are reported as unsupported.
public enum PNGDecoder {
    /// The largest pixel count accepted (64 Mpx), so a forged header cannot demand gigabytes.
    public static let maximumPixelCount = 64 << 20

    public static func decode(_ data: Data) throws -> CGImage {
        let file = try PNGChunks(data)
        return try decodeImage(file.imageData, header: file.header, file: file)
    }

    /// The pixels of one image (the default image, or an APNG frame) from its zlib stream.
    static func decodeImage(_ compressed: [UInt8], header: Header, file: PNGChunks) throws -> CGImage {
        let raw = try inflate(compressed, expected: header.height * (header.rowBytes + 1))
        let rows = try unfilter(raw, header: header)
        return try header.expand(rows, palette: file.palette, transparency: file.transparency)
    }

    static func readUInt32(_ bytes: [UInt8], _ at: Int) -> UInt32 {
        UInt32(bytes[at]) << 24 | UInt32(bytes[at + 1]) << 16 | UInt32(bytes[at + 2]) << 8 | UInt32(bytes[at + 3])
    }

    private static func inflate(_ compressed: [UInt8], expected: Int) throws -> [UInt8] {
        guard !compressed.isEmpty else { throw PNGDecodingError.corruptImageData("no IDAT data") }
        // Deflate expands by at most 1032:1, so a header promising more than that cannot be satisfied:
        // reject it before allocating the output.
        guard expected / 1032 <= compressed.count + 64 else {
            throw PNGDecodingError.corruptImageData(
                "\(compressed.count) bytes of IDAT cannot hold \(expected) bytes of scanlines")
        }
        var output = [UInt8](repeating: 0, count: expected + 1)
        var length = uLongf(output.count)
        let status = uncompress(&output, &length, compressed, uLong(compressed.count))
        guard status == Z_OK else { throw PNGDecodingError.corruptImageData("zlib status \(status)") }
        guard Int(length) == expected else {
            throw PNGDecodingError.corruptImageData("expected \(expected) bytes of scanlines, got \(length)")
        }
        return Array(output.prefix(expected))
    }

    private static func unfilter(_ raw: [UInt8], header: Header) throws -> [UInt8] {
        let rowBytes = header.rowBytes, step = header.bytesPerPixelForFilter
        var rows = [UInt8](repeating: 0, count: header.height * rowBytes)
        for y in 0..<header.height {
            let filter = raw[y * (rowBytes + 1)]
            let input = y * (rowBytes + 1) + 1, out = y * rowBytes
            for x in 0..<rowBytes {
                let value = raw[input + x]
                let left = x >= step ? rows[out + x - step] : 0
                let up = y > 0 ? rows[out - rowBytes + x] : 0
                let upLeft = (y > 0 && x >= step) ? rows[out - rowBytes + x - step] : 0
                switch filter {
                case 0: rows[out + x] = value
                case 1: rows[out + x] = value &+ left
                case 2: rows[out + x] = value &+ up
                case 3: rows[out + x] = value &+ UInt8((Int(left) + Int(up)) / 2)
                case 4: rows[out + x] = value &+ paeth(left, up, upLeft)
                default: throw PNGDecodingError.corruptImageData("unknown filter type \(filter) in row \(y)")
                }
            }
        }
        return rows
    }

    private static func paeth(_ a: UInt8, _ b: UInt8, _ c: UInt8) -> UInt8 {
        let p = Int(a) + Int(b) - Int(c)
        let pa = abs(p - Int(a)), pb = abs(p - Int(b)), pc = abs(p - Int(c))
        if pa <= pb && pa <= pc { return a }
        return pb <= pc ? b : c
    }
}
