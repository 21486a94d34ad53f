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
    private var names = TextTable()
    private var constraints = TextTable()
    private var snapshots: [[LayoutOverlay.View]] = []
    private var snapshotIndex: [[LayoutOverlay.View]: Int] = [:]
    private var frames: [Int] = []

    /// A sampler of the views under `root`, a scene of `size` points.
    init(root: CALayer, size: CGSize) {
        self.root = root
        self.size = size
    }

    /// Notes the layout of the frame just committed.
    func sample() {
        var views: [LayoutOverlay.View] = []
        visit(root, depth: 0, into: &views)
        if let index = snapshotIndex[views] {
            frames.append(index)
        } else {
            snapshotIndex[views] = snapshots.count
            frames.append(snapshots.count)
            snapshots.append(views)
        }
    }

    /// The overlay of every frame sampled.
    var overlay: LayoutOverlay {
        LayoutOverlay(
            width: Double(size.width), height: Double(size.height), names: names.texts,
            constraints: constraints.texts, snapshots: snapshots, frames: frames)
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
                    name: names.index(of: Self.name(of: view)), depth: depth, shown: shown(layer),
                    frame: Self.numbers(view.frame), constraints: placing))
            depth += 1
        }
        for sublayer in layer.sublayers ?? [] { visit(sublayer, depth: depth, into: &views) }
    }

    /// The layer's rectangle on screen in the root's coordinates, nil when it has no image.
    private func shown(_ layer: CALayer) -> [Double]? {
        let presentation = layer.presentation() ?? layer
        let rect = presentation.convert(presentation.bounds, to: nil)
        let numbers = Self.numbers(rect)
        return numbers.allSatisfy(\.isFinite) ? numbers : nil
    }

    /// How the overlay names a view: its class, with a label's text or a button's title.
    private static func name(of view: UIView) -> String {
        let type = "\(type(of: view))"
        if let label = view as? UILabel, let text = label.text { return type + "'\(text)'" }
        if let button = view as? UIButton, let title = button.currentTitle { return type + "'\(title)'" }
        return type
    }

    /// `x, y, width, height` to a thousandth of a point.
    private static func numbers(_ rect: CGRect) -> [Double] {
        [rect.minX, rect.minY, rect.width, rect.height].map { (Double($0) * 1000).rounded() / 1000 }
    }

    /// Texts stored once each, in the order first seen.
    private struct TextTable {
        private(set) var texts: [String] = []
        private var indices: [String: Int] = [:]

        mutating func index(of text: String) -> Int {
            if let index = indices[text] { return index }
            indices[text] = texts.count
            texts.append(text)
            return texts.count - 1
        }
    }
}
