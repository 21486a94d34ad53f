import Foundation
import OpenQuartzCore
import OpenUIKit

/// Samples the layer-tree inspector while a demo records: after each frame's commit, walks the scene's layer
/// tree and notes each layer's presentation frame and opacity and the animations on it at that moment
/// (`LayerTreeOverlay`). Reads only, like `LayoutSampler`: the recording is the same with or without it.
@MainActor
final class LayerTreeSampler {
    private let root: CALayer
    private var names = UniqueTable<String>()
    private var animations = UniqueTable<String>()
    private var rows = UniqueTable<LayerTreeOverlay.Layer>()
    private var snapshots = FrameSnapshots<[Int]>()

    /// A sampler of the layers under `root`.
    init(root: CALayer) {
        self.root = root
    }

    /// Notes the tree of the frame just committed.
    func sample() {
        var tree: [Int] = []
        visit(root, prefix: "", depth: 0, now: CACurrentMediaTime(), into: &tree)
        snapshots.append(tree)
    }

    /// The inspector's data for every frame sampled.
    var overlay: LayerTreeOverlay {
        LayerTreeOverlay(
            names: names.values, animations: animations.values, layers: rows.values,
            snapshots: snapshots.snapshots, frames: snapshots.frames)
    }

    /// Adds `layer` and, unless it is hidden, its mask and sublayers, depth first in drawing order.
    private func visit(_ layer: CALayer, prefix: String, depth: Int, now: CFTimeInterval, into tree: inout [Int]) {
        let shown = layer.presentation() ?? layer
        let frame = OverlayText.numbers(shown.frame)
        let row = LayerTreeOverlay.Layer(
            name: names.index(of: prefix + name(of: layer)), depth: depth,
            frame: frame.allSatisfy(\.isFinite) ? frame : nil, opacity: OverlayText.rounded(CGFloat(shown.opacity)),
            isHidden: shown.isHidden,
            animations: layer.unfinishedAnimations.map {
                animations.index(of: describe($0.animation, key: $0.key, on: layer, at: now))
            })
        tree.append(rows.index(of: row))
        guard !shown.isHidden else { return }
        if let mask = layer.mask { visit(mask, prefix: "mask: ", depth: depth + 1, now: now, into: &tree) }
        for sublayer in layer.sublayers ?? [] { visit(sublayer, prefix: "", depth: depth + 1, now: now, into: &tree) }
    }

    /// A view's layer goes by the view's name; another layer by its class and its `name`, when set.
    private func name(of layer: CALayer) -> String {
        if let view = layer.delegate as? UIView, view.layer === layer { return OverlayText.name(of: view) }
        return "\(type(of: layer))" + (layer.name.map { " '\($0)'" } ?? "")
    }

    /// `key: class keyPath-or-type, t of duration s` — the animation's basic local time at `now` (where one pass
    /// of it stands), or "no effect" outside its active interval without a fill.
    private func describe(_ animation: CAAnimation, key: String, on layer: CALayer, at now: CFTimeInterval) -> String {
        let subject: String
        switch animation {
        case let property as CAPropertyAnimation: subject = property.keyPath ?? "(no key path)"
        case let transition as CATransition: subject = transition.type.rawValue
        default: subject = ""
        }
        let timing = animation.timing
        let position = timing.basicTime(fromParent: layer.localTime(atMediaTime: now)).map {
            String(format: "t %.3f of %.3f s", $0.time, timing.duration)
        }
        let what = ["\(type(of: animation))", subject].filter { !$0.isEmpty }.joined(separator: " ")
        return "\(key.isEmpty ? "(unkeyed)" : key): \(what), \(position ?? "no effect")"
    }
}
