import Foundation
import OpenCoreGraphics
@testable import Gallery
@testable import OpenQuartzCore

/// A demo recorded with `DemoRenderer.record` (which resets the clock itself), with its frames rendered on
/// demand by a `Compositor` at 1 pixel per point over white, as the gallery renders them.
@MainActor
struct RecordedDemo {
    let frames: [RenderLayer]
    let keyFrames: [(index: Int, caption: String)]
    let size: CGSize
    let trace: [String]
    let fps: Int
    private let compositor = Compositor()

    init(_ demo: any GalleryDemo.Type, fps: Int = 30) {
        self.fps = fps
        (frames, keyFrames, size, trace) = DemoRenderer.record(demo, fps: fps)
    }

    /// The index of the frame recorded `time` seconds in.
    func index(at time: TimeInterval) -> Int { Int((time * Double(fps)).rounded()) }

    func image(at time: TimeInterval) -> CGImage {
        compositor.image(of: frames[index(at: time)], size: size, scale: 1, background: .white)
    }
}

/// An opaque colour's 8-bit components, rounded.
func bytes(_ red: Double, _ green: Double, _ blue: Double) -> [Int] {
    [red, green, blue].map { Int(($0 * 255).rounded()) } + [255]
}

extension CGImage {
    /// Premultiplied RGBA of one pixel.
    func rgba(_ x: Int, _ y: Int) -> [Int] {
        let p = pixel(x: x, y: y)
        return [Int(p.r), Int(p.g), Int(p.b), Int(p.a)]
    }

    /// Whether the pixel is within `tolerance` of `expected` in every component (cairo converts colours
    /// through 16 bits, so an 8-bit component may differ by one from plain rounding).
    func pixel(_ x: Int, _ y: Int, is expected: [Int], tolerance: Int = 2) -> Bool {
        zip(rgba(x, y), expected).allSatisfy { abs($0 - $1) <= tolerance }
    }
}
