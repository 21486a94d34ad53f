import Foundation
import Testing
@testable import Gallery
import OpenUIKit
import OpenUIKitTesting

/// A box with a mask and a label sublayer, slid by a 1 s linear `position.x` animation added at 0.2 s.
@MainActor
private final class SlidingBoxDemo: GalleryDemo {
    static let name = "sliding-box"
    static let title = "Sliding box"
    static let summary = "A masked box slides 60 pt right in 1 s."
    let size = CGSize(width: 100, height: 100)
    let duration: TimeInterval = 1.5
    let keyFrames: [(time: TimeInterval, caption: String)] = [(0, "start")]
    let trace: [String] = []
    let box = CALayer()

    required init() {}

    func makeScene() -> CALayer {
        let root = CALayer()
        root.frame = CGRect(origin: .zero, size: size)
        box.name = "box"
        box.frame = CGRect(x: 10, y: 10, width: 20, height: 20)
        box.opacity = 0.5
        let mask = CAShapeLayer()
        mask.frame = box.bounds
        box.mask = mask
        let label = CATextLayer()
        label.frame = CGRect(x: 2, y: 4, width: 16, height: 12)
        box.addSublayer(label)
        root.addSublayer(box)
        return root
    }

    func perform(at time: TimeInterval) {
        guard abs(time - 0.2) < 1e-9 else { return }
        let slide = CABasicAnimation(keyPath: "position.x")
        slide.fromValue = 20
        slide.toValue = 80
        slide.duration = 1
        slide.timingFunction = CAMediaTimingFunction(name: .linear)
        box.add(slide, forKey: "slide")
    }
}

/// The gallery page's layer tree: each recorded frame's layers with their presentation frames, opacities and
/// running animations, rows and trees stored once.
@MainActor
@Suite(.freshApplication) struct LayerTreeSamplerTests {
    /// The tree of one frame: each row's name, depth, frame, opacity and animation texts.
    private func tree(
        _ overlay: LayerTreeOverlay, frame: Int
    ) -> [(name: String, depth: Int, frame: [Double]?, opacity: Double, animations: [String])] {
        overlay.snapshots[overlay.frames[frame]].map { index in
            let row = overlay.layers[index]
            return (
                overlay.names[row.name], row.depth, row.frame, row.opacity,
                row.animations.map { overlay.animations[$0] }
            )
        }
    }

    /// At 0.7 s (frame 7 at 10 fps) the slide added at 0.2 s is half-way: position.x 20 + 0.5 × 60 = 50, so
    /// the 20 pt box's presentation frame starts at x 40; the mask is listed under the box before its
    /// sublayer, and the animation with where its one pass stands.
    @Test func aFrameListsEachLayerAsShown() throws {
        let recording = DemoRenderer.record(SlidingBoxDemo(), fps: 10)
        let overlay = recording.layerTree
        #expect(overlay.frames.count == 16)
        let half = tree(overlay, frame: 7)
        #expect(half.map(\.name) == ["CALayer", "CALayer 'box'", "mask: CAShapeLayer", "CATextLayer"])
        #expect(half.map(\.depth) == [0, 1, 2, 2])
        #expect(half.map(\.frame) == [[0, 0, 100, 100], [40, 10, 20, 20], [0, 0, 20, 20], [2, 4, 16, 12]])
        #expect(half.map(\.opacity) == [1, 0.5, 1, 1])
        #expect(half.map(\.animations) == [[], ["slide: CABasicAnimation position.x, t 0.500 of 1.000 s"], [], []])
    }

    /// Frames that show the same tree share one snapshot: before the slide (frames 0–1) and after it ended
    /// and was removed (1.2 s on), the box is at its model frame; each frame of the slide is a tree of its own.
    @Test func framesShowingTheSameTreeShareOneSnapshot() {
        let overlay = DemoRenderer.record(SlidingBoxDemo(), fps: 10).layerTree
        #expect(overlay.frames[1] == overlay.frames[0])
        #expect(overlay.frames[12...].allSatisfy { $0 == overlay.frames[0] })
        #expect(Set(overlay.frames[2..<12]).count == 10)
        #expect(tree(overlay, frame: 13)[1].frame == [10, 10, 20, 20])
        // The rows that do not change (the root, the mask, the sublayer) are stored once.
        #expect(overlay.layers.count == 4 + 10)
    }
}
