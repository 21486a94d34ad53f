import CZlib
import Foundation

/// Writes PNG chunks (length, type, data, CRC-32) into a growing byte buffer; shared by the PNG and APNG
/// encoders.
package struct PNGChunkWriter {
    package static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    package private(set) var bytes: [UInt8] = PNGChunkWriter.signature

    package init() {}

    package mutating func append(_ type: String, _ data: [UInt8]) {
        let typeBytes = Array(type.utf8)
        bytes += PNGChunkWriter.bigEndian(UInt32(data.count))
        let crcStart = bytes.count
        bytes += typeBytes
        bytes += data
        let crc = bytes[crcStart...].withUnsafeBufferPointer { buffer in
            crc32(0, buffer.baseAddress, uInt(buffer.count))
        }
        bytes += PNGChunkWriter.bigEndian(UInt32(crc))
    }

    /// The IHDR payload for 8-bit RGBA, not interlaced.
    package static func header(width: Int, height: Int) -> [UInt8] {
        bigEndian(UInt32(width)) + bigEndian(UInt32(height)) + [8, 6, 0, 0, 0]
    }

    package static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }

    package static func bigEndian(_ value: UInt16) -> [UInt8] {
        [UInt8(value >> 8), UInt8(value & 0xFF)]
    }

    /// The zlib-compressed scanlines of an image: unpremultiplied RGBA, each row with the Sub filter.
    package static func compressedScanlines(of image: CGImage, level: Int32) -> [UInt8] {
        let rowBytes = image.width * 4
        var raw = [UInt8](repeating: 0, count: image.height * (rowBytes + 1))
        image.pixels.withUnsafeBufferPointer { source in
            raw.withUnsafeMutableBufferPointer { target in
                for y in 0..<image.height {
                    let out = y * (rowBytes + 1)
                    target[out] = 1
                    var previous: (UInt8, UInt8, UInt8, UInt8) = (0, 0, 0, 0)
                    for x in 0..<image.width {
                        let i = y * rowBytes + x * 4
                        let pixel = unpremultiply(source[i], source[i + 1], source[i + 2], source[i + 3])
                        let o = out + 1 + x * 4
                        target[o] = pixel.0 &- previous.0
                        target[o + 1] = pixel.1 &- previous.1
                        target[o + 2] = pixel.2 &- previous.2
                        target[o + 3] = pixel.3 &- previous.3
                        previous = pixel
                    }
                }
            }
        }
        return deflate(raw, level: level)
    }

    /// zlib-wraps `raw` at `level`. Level 1 uses zlib's run-length strategy: after the Sub filter, flat
    /// interface areas are runs of zeros, which it finds several times faster than the default matcher
    /// for nearly the same size — what recordings need.
    private static func deflate(_ raw: [UInt8], level: Int32) -> [UInt8] {
        var stream = z_stream()
        let strategy = level == 1 ? Z_RLE : Z_DEFAULT_STRATEGY
        guard deflateInit2_(&stream, level, Z_DEFLATED, MAX_WBITS, 8, strategy, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size)) == Z_OK else {
            return []
        }
        defer { deflateEnd(&stream) }
        var compressed = [UInt8](repeating: 0, count: Int(deflateBound(&stream, uLong(raw.count))))
        var input = raw
        let produced = input.withUnsafeMutableBufferPointer { inBuffer in
            compressed.withUnsafeMutableBufferPointer { outBuffer -> Int in
                stream.next_in = inBuffer.baseAddress
                stream.avail_in = uInt(inBuffer.count)
                stream.next_out = outBuffer.baseAddress
                stream.avail_out = uInt(outBuffer.count)
                guard CZlib.deflate(&stream, Z_FINISH) == Z_STREAM_END else { return 0 }
                return Int(stream.total_out)
            }
        }
        return Array(compressed.prefix(produced))
    }

    private static func unpremultiply(_ r: UInt8, _ g: UInt8, _ b: UInt8, _ a: UInt8) -> (UInt8, UInt8, UInt8, UInt8) {
        guard a != 0 else { return (0, 0, 0, 0) }
        guard a != 255 else { return (r, g, b, a) }
        let alpha = UInt32(a)
        func channel(_ c: UInt8) -> UInt8 { UInt8(min(255, (UInt32(c) * 255 + alpha / 2) / alpha)) }
        return (channel(r), channel(g), channel(b), a)
    }
}
