import Foundation
import OpenUIKit

/// Samples the layout overlay while a demo records: after each frame's commit, walks the views of the
/// scene's layer tree and notes each one's frame on screen, its model frame and the constraints that placed
/// it. Reads only: it runs no update or layout pass of its own, so the recording is the same with or without
/// it.
@MainActor
final class LayoutSampler {
    private let root: CALayer
    private let size: CGSize
    private var names = UniqueTable<String>()
    private var constraints = UniqueTable<String>()
    private var snapshots = FrameSnapshots<[LayoutOverlay.View]>()

    /// A sampler of the views under `root`, a scene of `size` points.
    init(root: CALayer, size: CGSize) {
        self.root = root
        self.size = size
    }

    /// Notes the layout of the frame just committed.
    func sample() {
        var views: [LayoutOverlay.View] = []
        visit(root, depth: 0, into: &views)
        snapshots.append(views)
    }

    /// The overlay of every frame sampled.
    var overlay: LayoutOverlay {
        LayoutOverlay(
            width: Double(size.width), height: Double(size.height), names: names.values,
            constraints: constraints.values, snapshots: snapshots.snapshots,
            frames: snapshots.frames)
    }

    /// Adds the views of `layer`'s tree that are not hidden, depth first, in drawing order.
    private func visit(_ layer: CALayer, depth: Int, into views: inout [LayoutOverlay.View]) {
        var depth = depth
        if let view = layer.delegate as? UIView, view.layer === layer {
            guard !view.isHidden else { return }
            let placing = view.constraintsPlacingView.map {
                constraints.index(of: $0.readableDescription(relativeTo: view))
            }
            views.append(
                LayoutOverlay.View(
                    name: names.index(of: OverlayText.name(of: view)), depth: depth, shown: shown(layer),
                    frame: OverlayText.numbers(view.frame), constraints: placing))
            depth += 1
        }
        for sublayer in layer.sublayers ?? [] { visit(sublayer, depth: depth, into: &views) }
    }

    /// The layer's rectangle on screen in the root's coordinates, nil when it has no image.
    private func shown(_ layer: CALayer) -> [Double]? {
        let presentation = layer.presentation() ?? layer
        let rect = presentation.convert(presentation.bounds, to: nil)
        let numbers = OverlayText.numbers(rect)
        return numbers.allSatisfy(\.isFinite) ? numbers : nil
    }
}
