import Foundation
import OpenCoreGraphics
@testable import Gallery
@testable import OpenQuartzCore
import OpenUIKit

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

    /// Records a demo instance, which keeps its scene for inspection afterwards.
    init(instance demo: any GalleryDemo, fps: Int = 30) {
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

/// A UIKit demo run frame by frame on the application's run loop as `DemoRenderer` runs it, without
/// rendering, so a test can stop at any frame and look at the controllers.
@MainActor
final class LiveDemo<Demo: GalleryDemo> {
    let demo: Demo
    let fps: Int
    private var frame = 0

    init(_ demo: Demo, fps: Int = 30) {
        self.demo = demo
        self.fps = fps
        UIApplication.shared.reset()
        _ = demo.makeScene()
        UIApplication.shared.advance(by: 0)
        demo.perform(at: 0)
    }

    /// Runs the frames up to `time` seconds into the demo.
    func run(to time: TimeInterval) {
        while Double(frame + 1) / Double(fps) <= time + 1e-9 {
            frame += 1
            UIApplication.shared.advance(by: 1 / Double(fps))
            demo.perform(at: Double(frame) / Double(fps))
        }
    }
}

/// The progress of a cubic Bézier timing curve from (0, 0) to (1, 1) with control points (x1, y1) and
/// (x2, y2) at time fraction `x`, found by bisection on the curve parameter.
func bezierProgress(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, at x: Double) -> Double {
    func coordinate(_ p1: Double, _ p2: Double, _ t: Double) -> Double {
        3 * (1 - t) * (1 - t) * t * p1 + 3 * (1 - t) * t * t * p2 + t * t * t
    }
    var low = 0.0, high = 1.0
    for _ in 0..<60 {
        let mid = (low + high) / 2
        if coordinate(x1, x2, mid) < x { low = mid } else { high = mid }
    }
    return coordinate(y1, y2, (low + high) / 2)
}

/// Ease out (0, 0, 0.58, 1) and ease in–out (0.42, 0, 0.58, 1), UIKit's curves.
func easeOut(_ x: Double) -> Double { bezierProgress(0, 0, 0.58, 1, at: x) }
func easeInOut(_ x: Double) -> Double { bezierProgress(0.42, 0, 0.58, 1, at: x) }

/// The lines of a trace without the animation start/stop lines.
func callbackLines(_ trace: [String]) -> [String] {
    trace.filter { !$0.contains(" animation ") }
}

extension CGImage {
    /// Whether, on row `y`, the colour `left` reaches up to the boundary at `x` and `right` starts after
    /// it: sampled two pixels either side, clear of the antialiased edge.
    func boundary(at x: Double, row y: Int, left: [Int], right: [Int]) -> Bool {
        pixel(Int(x.rounded(.down)) - 2, y, is: left) && pixel(Int(x.rounded(.up)) + 1, y, is: right)
    }
}
