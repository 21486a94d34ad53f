import Foundation
@testable import OpenCoreGraphics

extension CGImage {
    /// Premultiplied RGBA of one pixel, 0…255 each.
    public func rgba(_ x: Int, _ y: Int) -> [Int] {
        let p = pixel(x: x, y: y)
        return [Int(p.r), Int(p.g), Int(p.b), Int(p.a)]
    }

    /// Whether the pixel is within `tolerance` of `expected` in every component (cairo converts colours
    /// through 16 bits, so an 8-bit component may differ by one from plain rounding).
    public func pixel(_ x: Int, _ y: Int, is expected: [Int], tolerance: Int = 2) -> Bool {
        zip(rgba(x, y), expected).allSatisfy { abs($0 - $1) <= tolerance }
    }
}

/// An opaque colour's 8-bit components, rounded.
public func bytes(_ red: Double, _ green: Double, _ blue: Double) -> [Int] {
    [red, green, blue].map { Int(($0 * 255).rounded()) } + [255]
}
