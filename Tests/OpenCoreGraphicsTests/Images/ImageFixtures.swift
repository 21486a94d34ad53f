import Foundation
@testable import OpenCoreGraphics

/// Builds test images and GIF files byte by byte, independently of the decoders: images of flat colours,
/// GIF's blocks with a minimal LZW stream.
enum ImageFixtures {
    /// A `width` × `height` opaque image whose pixel (x, y) is `color(x, y)` (RGB).
    static func image(width: Int, height: Int, _ color: (Int, Int) -> [UInt8]) -> CGImage {
        var pixels: [UInt8] = []
        for y in 0..<height {
            for x in 0..<width { pixels += color(x, y) + [255] }
        }
        return CGImage(width: width, height: height, premultipliedRGBA: pixels)!
    }

    /// 16 × 16 pixels in four 8 × 8 quadrants: red, green (top), blue, white (bottom).
    static let quadrants = image(width: 16, height: 16) { x, y in
        switch (x < 8, y < 8) {
        case (true, true): return [255, 0, 0]
        case (false, true): return [0, 255, 0]
        case (true, false): return [0, 0, 255]
        case (false, false): return [255, 255, 255]
        }
    }

    /// One GIF image: its palette indices (row by row), its place on the screen, and its graphic control
    /// extension (delay in hundredths, transparent index, disposal method).
    struct GIFFrame {
        var left = 0, top = 0, width: Int, height: Int
        var indices: [UInt8]
        var delay: UInt16 = 10
        var transparentIndex: UInt8?
        var disposal: UInt8 = 1
    }

    /// A GIF89a file: a `width` × `height` screen with a 4-colour global palette, an optional NETSCAPE2.0
    /// loop count, and `frames`.
    static func gif(width: Int, height: Int, palette: [[UInt8]], loopCount: UInt16?, frames: [GIFFrame]) -> Data {
        func u16(_ v: Int) -> [UInt8] { [UInt8(v & 0xFF), UInt8(v >> 8 & 0xFF)] }
        var bytes = Array("GIF89a".utf8) + u16(width) + u16(height) + [0xF1, 0, 0]
        for i in 0..<4 { bytes += i < palette.count ? palette[i] : [0, 0, 0] }
        if let loopCount {
            bytes += [0x21, 0xFF, 11] + Array("NETSCAPE2.0".utf8) + [3, 1] + u16(Int(loopCount)) + [0]
        }
        for frame in frames {
            let packed = UInt8(frame.disposal << 2) | (frame.transparentIndex == nil ? 0 : 1)
            bytes += [0x21, 0xF9, 4, packed] + u16(Int(frame.delay)) + [frame.transparentIndex ?? 0, 0]
            bytes += [0x2C] + u16(frame.left) + u16(frame.top) + u16(frame.width) + u16(frame.height) + [0]
            bytes += [2] + subBlocks(lzw(frame.indices)) + [0]
        }
        return Data(bytes + [0x3B])
    }

    /// A minimal LZW stream for 2-bit indices: a clear code before every pair of pixels keeps the table
    /// (and so the 3-bit code size) from growing.
    static func lzw(_ indices: [UInt8]) -> [UInt8] {
        var codes: [Int] = []
        for (i, index) in indices.enumerated() {
            if i % 2 == 0 { codes.append(4) }
            codes.append(Int(index))
        }
        codes.append(5)
        var out: [UInt8] = [], buffer = 0, bits = 0
        for code in codes {
            buffer |= code << bits
            bits += 3
            while bits >= 8 {
                out.append(UInt8(buffer & 0xFF))
                buffer >>= 8
                bits -= 8
            }
        }
        if bits > 0 { out.append(UInt8(buffer & 0xFF)) }
        return out
    }

    private static func subBlocks(_ data: [UInt8]) -> [UInt8] {
        stride(from: 0, to: data.count, by: 255).flatMap { start -> [UInt8] in
            let block = data[start..<min(start + 255, data.count)]
            return [UInt8(block.count)] + block
        }
    }
}
