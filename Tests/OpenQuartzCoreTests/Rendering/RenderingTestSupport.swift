import Foundation
import OpenCoreGraphics
@testable import OpenQuartzCore

/// Helpers for pixel checks: a committed scene root and pixel reads in unpremultiplied-agnostic bytes.
@MainActor
enum RenderingTestSupport {
    /// A root layer of `size` at the origin, transparent, committed.
    static func root(_ size: CGSize) -> CALayer {
        let root = CALayer()
        root.frame = CGRect(origin: .zero, size: size)
        return root
    }

    static func render(_ root: CALayer, size: CGSize, scale: CGFloat = 1, background: CGColor? = nil) -> CGImage {
        CATransaction.flush()
        let renderer = CARenderer(layer: root, size: size, scale: scale)
        renderer.backgroundColor = background
        return renderer.image()!
    }

    static func solid(_ layer: CALayer, _ frame: CGRect, _ color: CGColor) -> CALayer {
        layer.frame = frame
        layer.backgroundColor = color
        return layer
    }

    static let red = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
    static let blue = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
    static let green = CGColor(red: 0, green: 1, blue: 0, alpha: 1)
}

extension CGImage {
    /// Premultiplied RGBA at a pixel, as a tuple of Ints for easy comparison.
    func rgba(_ x: Int, _ y: Int) -> [Int] {
        let p = pixel(x: x, y: y)
        return [Int(p.r), Int(p.g), Int(p.b), Int(p.a)]
    }
}

/// Whether two pixels match within `tolerance` per channel.
func pixelsMatch(_ a: [Int], _ b: [Int], tolerance: Int = 2) -> Bool {
    zip(a, b).allSatisfy { abs($0 - $1) <= tolerance }
}
