import Foundation
import OpenCoreGraphics
@testable import Gallery
@testable import OpenQuartzCore
import OpenUIKit
import Testing
@_exported import TestSupport

/// How long after a scripted tap its action runs: `tap(at:)` lifts the finger one run-loop turn (1/60 s) after
/// putting it down, and buttons act on the lift.
let tapDelay = 1.0 / 60

/// A demo recorded with `DemoRenderer.record` (which resets the clock itself), with its frames rendered on
/// demand by a `Compositor` at 1 pixel per point over white, as the gallery renders them.
@MainActor
struct RecordedDemo {
    let frames: [RenderLayer]
    let keyFrames: [(index: Int, caption: String)]
    let size: CGSize
    let trace: [String]
    let timedTrace: [TimedTraceLine]
    let fps: Int
    private let compositor = Compositor()

    init(_ demo: any GalleryDemo.Type, fps: Int = 30) {
        self.init(DemoRenderer.record(demo, fps: fps), fps: fps)
    }

    /// Records a demo instance, which keeps its scene for inspection afterwards.
    init(instance demo: any GalleryDemo, fps: Int = 30) {
        self.init(DemoRenderer.record(demo, fps: fps), fps: fps)
    }

    private init(_ recording: DemoRenderer.Recording, fps: Int) {
        self.fps = fps
        frames = recording.frames
        keyFrames = recording.keyFrames
        size = recording.size
        trace = recording.trace
        timedTrace = recording.timedTrace
    }

    /// The index of the frame recorded `time` seconds in.
    func index(at time: TimeInterval) -> Int { Int((time * Double(fps)).rounded()) }

    func image(at time: TimeInterval) -> CGImage {
        compositor.image(of: frames[index(at: time)], size: size, scale: 1, background: .white)
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

extension GalleryHomeController {
    /// The middle of the demo's row in the live app's 390 × 844 window, in points: under the 44-point
    /// navigation bar, in the home list laid out as the app lays it out (its section headers included).
    static func rowMidY(ofDemoNamed name: String) throws -> CGFloat {
        let home = GalleryHomeController()
        home.view.frame = CGRect(x: 0, y: 0, width: StandardScreen.width, height: 800)
        home.view.layoutIfNeeded()
        let indexPath = try #require(home.indexPath(ofDemoNamed: name))
        return 44 + home.tableView.rectForRow(at: indexPath).midY
    }
}
