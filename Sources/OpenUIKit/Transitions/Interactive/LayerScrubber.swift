import Foundation
import OpenQuartzCore

/// Scrubs the animations of a container layer's subtree by pausing the layer (Apple's Technical Q&A QA1673:
/// `speed = 0`, `timeOffset` = the local time to show) — how `UIPercentDrivenInteractiveTransition` drives
/// an animator that offers no interruptible animator.
///
/// Local time `base` is where the transition's animations begin: 0 when the layer is paused before they
/// are committed (they then begin at the frozen time 0), or the layer's time at the start when the
/// transition starts running on its own (`wantsInteractiveStart == false`).
@MainActor
final class LayerScrubber {
    private let layer: CALayer
    private let duration: Double
    private var base = 0.0
    /// The animations each layer of the subtree had before the transition (left alone by a cancel).
    private var earlierAnimations: [ObjectIdentifier: Set<String>] = [:]
    private var link: CADisplayLink?

    init(layer: CALayer, duration: Double) {
        self.layer = layer
        self.duration = duration
        base = layer.convertTime(CACurrentMediaTime(), from: nil)
        for sublayer in Self.subtree(of: layer) {
            earlierAnimations[ObjectIdentifier(sublayer)] = Set(sublayer.animationKeys() ?? [])
        }
    }

    /// Freezes the animations `fraction` of the way through the transition.
    func pause(at fraction: Double) {
        if layer.speed != 0, fraction == 0 { base = 0 }
        stopStepping()
        layer.speed = 0
        layer.timeOffset = base + duration * fraction
    }

    /// Freezes the animations where they are; returns how far they are, 0…1.
    func pauseWhereItIs() -> Double {
        stopStepping()
        if layer.speed != 0 {
            let now = layer.convertTime(CACurrentMediaTime(), from: nil)
            layer.speed = 0
            layer.timeOffset = now
        }
        return duration > 0 ? min(max((layer.timeOffset - base) / duration, 0), 1) : 1
    }

    /// Moves the frozen time to the end (or back to the start) over the remaining time divided by `speed`,
    /// paced by `curve`; then lets the animations end (or returns their values to the start).
    func complete(towardsEnd: Bool, speed: Double, curve: CAMediaTimingFunction) {
        stopStepping()
        let from = layer.timeOffset
        let target = base + (towardsEnd ? duration : 0)
        let length = abs(target - from) / speed
        let start = CACurrentMediaTime()
        let arrive = { [self] in
            layer.timeOffset = target
            if towardsEnd { resume(at: target) } else { returnToStart() }
        }
        guard length > 0 else { return arrive() }
        let link = CADisplayLink { [weak self] link in
            guard let self else { return link.invalidate() }
            let x = min((CACurrentMediaTime() - start) / length, 1)
            guard x < 1 else {
                self.stopStepping()
                return arrive()
            }
            self.layer.timeOffset = from + (target - from) * Double(curve.solve(x))
        }
        self.link = link
        link.add(to: .main, forMode: .common)
    }

    /// QA1673's resume: time runs again from local time `local`, so animations ending there end now.
    private func resume(at local: Double) {
        layer.speed = 1
        layer.timeOffset = 0
        layer.beginTime = 0
        layer.beginTime = layer.convertTime(CACurrentMediaTime(), from: nil) - local
    }

    /// Every value the transition animated takes the value shown at its start, and those animations are
    /// removed (they end unfinished); then the layer's timing is restored.
    private func returnToStart() {
        for sublayer in Self.subtree(of: layer) {
            let earlier = earlierAnimations[ObjectIdentifier(sublayer)] ?? []
            let added = (sublayer.animationKeys() ?? []).filter { !earlier.contains($0) }
            guard !added.isEmpty else { continue }
            let shown = sublayer.presentation() ?? sublayer
            var keyPaths: [String] = []
            for key in added {
                guard let keyPath = (sublayer.animation(forKey: key) as? CAPropertyAnimation)?.keyPath,
                    !keyPaths.contains(keyPath)
                else { continue }
                keyPaths.append(keyPath)
            }
            let values = keyPaths.map { shown.value(forKeyPath: $0) }
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            for (keyPath, value) in zip(keyPaths, values) { sublayer.setValue(value, forKeyPath: keyPath) }
            CATransaction.commit()
            for key in added { sublayer.removeAnimation(forKey: key) }
        }
        restore()
    }

    /// Gives the layer its normal timing back: speed 1, time offset 0, begin time 0.
    func restore() {
        stopStepping()
        layer.speed = 1
        layer.timeOffset = 0
        layer.beginTime = 0
    }

    private func stopStepping() {
        link?.invalidate()
        link = nil
    }

    private static func subtree(of layer: CALayer) -> [CALayer] {
        var found: [CALayer] = []
        var pending = [layer]
        while let next = pending.popLast() {
            found.append(next)
            pending.append(contentsOf: next.sublayers ?? [])
        }
        return found
    }
}
