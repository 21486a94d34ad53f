import Foundation

extension PNGDecoder {
    /// A validated IHDR and the pixel expansion it implies.
    struct Header {
        let width: Int
        let height: Int
        let bitDepth: Int
        let colorType: Int

        init(_ body: [UInt8]) throws {
            guard body.count == 13 else { throw PNGDecodingError.invalidHeader("length \(body.count), expected 13") }
            width = Int(PNGDecoder.readUInt32(body, 0))
            height = Int(PNGDecoder.readUInt32(body, 4))
            bitDepth = Int(body[8])
            colorType = Int(body[9])
            guard width > 0, height > 0 else { throw PNGDecodingError.invalidHeader("zero width or height") }
            guard width <= PNGDecoder.maximumPixelCount / height else {
                throw PNGDecodingError.tooLarge(width: width, height: height)
            }
            let allowed: [Int: [Int]] = [0: [1, 2, 4, 8, 16], 2: [8, 16], 3: [1, 2, 4, 8], 4: [8, 16], 6: [8, 16]]
            guard let depths = allowed[colorType] else {
                throw PNGDecodingError.invalidHeader("colour type \(colorType)")
            }
            guard depths.contains(bitDepth) else {
                throw PNGDecodingError.invalidHeader("bit depth \(bitDepth) for colour type \(colorType)")
            }
            guard body[10] == 0, body[11] == 0 else {
                throw PNGDecodingError.invalidHeader("compression or filter method")
            }
            guard body[12] == 0 else { throw PNGDecodingError.unsupported("interlaced (Adam7) images") }
        }

        /// This header with another size (an APNG frame's region), the same depth and colour type.
        func resized(width: Int, height: Int) throws -> Header {
            var body = [UInt8](repeating: 0, count: 13)
            body.replaceSubrange(0..<4, with: PNGChunkWriter.bigEndian(UInt32(width)))
            body.replaceSubrange(4..<8, with: PNGChunkWriter.bigEndian(UInt32(height)))
            body[8] = UInt8(bitDepth)
            body[9] = UInt8(colorType)
            return try Header(body)
        }

        var channels: Int { [0: 1, 2: 3, 3: 1, 4: 2, 6: 4][colorType]! }
        var rowBytes: Int { (width * channels * bitDepth + 7) / 8 }
        var bytesPerPixelForFilter: Int { max(1, channels * bitDepth / 8) }

        /// The samples of row `y` as 8-bit values (16-bit samples keep their high byte; sub-byte samples are
        /// palette indices or scaled grey).
        private func samples(_ rows: [UInt8], row y: Int) -> [Int] {
            let start = y * rowBytes
            switch bitDepth {
            case 8: return rows[start..<start + width * channels].map(Int.init)
            case 16: return (0..<width * channels).map { Int(rows[start + $0 * 2]) }
            default:
                let perByte = 8 / bitDepth, mask = (1 << bitDepth) - 1
                return (0..<width).map { x in
                    let byte = Int(rows[start + x / perByte])
                    let value = (byte >> (8 - bitDepth * (x % perByte + 1))) & mask
                    return colorType == 0 ? value * 255 / mask : value
                }
            }
        }

        /// Premultiplied RGBA pixels.
        func expand(_ rows: [UInt8], palette: [UInt8], transparency: [UInt8]) throws -> CGImage {
            if colorType == 3 && (palette.isEmpty || palette.count % 3 != 0) {
                throw PNGDecodingError.corruptImageData("palette image without a valid PLTE chunk")
            }
            var pixels = [UInt8](repeating: 0, count: width * height * 4)
            for y in 0..<height {
                let row = samples(rows, row: y)
                for x in 0..<width {
                    var r = 0, g = 0, b = 0, a = 255
                    switch colorType {
                    case 0: (r, g, b) = (row[x], row[x], row[x])
                    case 2: (r, g, b) = (row[x * 3], row[x * 3 + 1], row[x * 3 + 2])
                    case 3:
                        let index = row[x]
                        guard index * 3 + 2 < palette.count else {
                            throw PNGDecodingError.corruptImageData("palette index \(index) out of range")
                        }
                        (r, g, b) = (Int(palette[index * 3]), Int(palette[index * 3 + 1]), Int(palette[index * 3 + 2]))
                        if index < transparency.count { a = Int(transparency[index]) }
                    case 4: (r, g, b, a) = (row[x * 2], row[x * 2], row[x * 2], row[x * 2 + 1])
                    default: (r, g, b, a) = (row[x * 4], row[x * 4 + 1], row[x * 4 + 2], row[x * 4 + 3])
                    }
                    let i = (y * width + x) * 4
                    pixels[i] = UInt8((r * a + 127) / 255)
                    pixels[i + 1] = UInt8((g * a + 127) / 255)
                    pixels[i + 2] = UInt8((b * a + 127) / 255)
                    pixels[i + 3] = UInt8(a)
                }
            }
            return CGImage(width: width, height: height, premultipliedRGBA: pixels)!
        }
    }
}
