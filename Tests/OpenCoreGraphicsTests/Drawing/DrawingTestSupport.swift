import Foundation
@testable import OpenCoreGraphics

/// A premultiplied RGBA pixel read back from a context, for the drawing test suites.
struct RGBA: Equatable, CustomStringConvertible {
    var r: Int, g: Int, b: Int, a: Int

    init(_ r: Int, _ g: Int, _ b: Int, _ a: Int) {
        self.r = r; self.g = g; self.b = b; self.a = a
    }

    static let clear = RGBA(0, 0, 0, 0)

    /// Whether every channel is within `tolerance` of `other`'s.
    func isClose(to other: RGBA, tolerance: Int = 1) -> Bool {
        abs(r - other.r) <= tolerance && abs(g - other.g) <= tolerance && abs(b - other.b) <= tolerance
            && abs(a - other.a) <= tolerance
    }

    var description: String { "(\(r), \(g), \(b), \(a))" }
}

/// Helpers shared by the drawing test suites. Pixel coordinates are image coordinates: x from the left,
/// y from the *top* row, whatever the context's user space.
enum DrawingTestSupport {
    /// A Core Graphics bitmap context (RGBA, premultiplied last, origin bottom-left, y up).
    static func bitmapContext(width: Int, height: Int) -> CGContext {
        CGContext(
            data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: 0,
            space: CGColorSpace(name: CGColorSpace.sRGB)!, bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)!
    }

    /// A UIKit-style context (origin top-left, y down).
    static func flippedContext(width: Int, height: Int) -> CGContext {
        CGContext(width: width, height: height, flipped: true)
    }

    static func pixel(_ context: CGContext, _ x: Int, _ y: Int) -> RGBA {
        let p = context.makeImage()!.pixel(x: x, y: y)
        return RGBA(Int(p.r), Int(p.g), Int(p.b), Int(p.a))
    }

    static func alpha(_ context: CGContext, _ x: Int, _ y: Int) -> Int {
        pixel(context, x, y).a
    }

    /// The pixels whose alpha is above `threshold`, as (x, y) image coordinates.
    static func paintedPixels(_ image: CGImage, threshold: UInt8 = 0) -> [(x: Int, y: Int)] {
        var result: [(x: Int, y: Int)] = []
        for y in 0..<image.height {
            for x in 0..<image.width where image.pixel(x: x, y: y).a > threshold { result.append((x, y)) }
        }
        return result
    }

    /// A 2×2 image: red top-left, green top-right, blue bottom-left, white bottom-right (rows top first).
    static let quadrantImage = CGImage(
        width: 2, height: 2,
        premultipliedRGBA: [
            255, 0, 0, 255, 0, 255, 0, 255,
            0, 0, 255, 255, 255, 255, 255, 255,
        ])!

    static let red = RGBA(255, 0, 0, 255)
    static let green = RGBA(0, 255, 0, 255)
    static let blue = RGBA(0, 0, 255, 255)
    static let white = RGBA(255, 255, 255, 255)
}
