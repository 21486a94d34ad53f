import Foundation
import OpenCoreGraphics

/// A window dump in the X Window Dump format that `xwd` writes (a 100-byte big-endian header, the window's
/// name, a colour map, then the pixels), read into an image for pixel checks. Only true-colour dumps of
/// 24 or 32 bits per pixel — what Xvfb's 24-bit screens give — are read.
enum XWDImage {
    /// The image in `data`, or nil when it is not a true-colour dump this reader understands.
    static func image(from data: Data) -> CGImage? {
        let bytes = [UInt8](data)
        func field(_ index: Int) -> Int {
            let offset = index * 4
            guard offset + 4 <= bytes.count else { return -1 }
            return bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
        }
        let headerSize = field(0), width = field(4), height = field(5), byteOrder = field(7)
        let bitsPerPixel = field(11), bytesPerLine = field(12), colormapEntries = field(19)
        let masks = [field(14), field(15), field(16)]
        guard field(1) == 7, field(2) == 2, [24, 32].contains(bitsPerPixel), width > 0, height > 0,
            masks.allSatisfy({ $0 > 0 })
        else { return nil }
        let start = headerSize + colormapEntries * 12
        let pixelBytes = bitsPerPixel / 8
        guard start + bytesPerLine * height <= bytes.count else { return nil }
        var rgba = [UInt8](repeating: 255, count: width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                let offset = start + y * bytesPerLine + x * pixelBytes
                let raw = bytes[offset..<offset + pixelBytes]
                let value =
                    byteOrder == 0
                    ? raw.reversed().reduce(0) { $0 << 8 | Int($1) } : raw.reduce(0) { $0 << 8 | Int($1) }
                for (channel, mask) in masks.enumerated() {
                    rgba[(y * width + x) * 4 + channel] = UInt8((value & mask) >> mask.trailingZeroBitCount)
                }
            }
        }
        return CGImage(width: width, height: height, premultipliedRGBA: rgba)
    }
}
