import Foundation

/// Advances the animations of every layer that has some: delivers `animationDidStart` when an animation's
/// active time begins, and at the end of its active duration removes it (when `isRemovedOnCompletion`) and
/// delivers `animationDidStop(_:finished: true)`. Callbacks run after the bookkeeping of a pass, in the
/// order the animations were added, so a delegate may add or remove animations.
///
/// A layer released while animations on it are unfinished (a view dropped during a repeating animation,
/// say) takes them with it; on the next pass their delegates and the transactions waiting for them hear
/// `animationDidStop(_:finished: false)`, so every delegate hears of every animation's end exactly once and
/// UIKit's block completions never wait for ever. Until then the run loop counts them as running.
@MainActor
package enum AnimationEngine {
    /// A layer held weakly, with the animations added to it (held strongly, without the layer, so their end
    /// can be delivered after the layer is gone).
    private final class WeakLayer {
        weak var layer: CALayer?
        var animations: [CAAnimation] = []
        init(_ layer: CALayer) { self.layer = layer }
    }

    /// What observers are told: an animation on a layer, under a key, started or stopped.
    package enum LifecycleEvent {
        case started(CAAnimation, layer: CALayer, key: String)
        case stopped(CAAnimation, layer: CALayer, key: String, finished: Bool)

        /// The layer the animation runs on.
        package var layer: CALayer {
            switch self {
            case .started(_, let layer, _), .stopped(_, let layer, _, _): return layer
            }
        }
    }

    /// Told of every animation start and stop, just before the delegate (UIKit's lifecycle trace listens here).
    package static var lifecycleObservers: [ObjectIdentifier: (LifecycleEvent) -> Void] = [:]

    static func notify(_ event: LifecycleEvent) {
        for observer in lifecycleObservers.values { observer(event) }
    }

    private static var tracked: [ObjectIdentifier: WeakLayer] = [:]
    private static var order: [ObjectIdentifier] = []

    /// Follows `animation`, just added to `layer`.
    static func track(_ animation: CAAnimation, on layer: CALayer) {
        let id = ObjectIdentifier(layer)
        if let entry = tracked[id], entry.layer === layer {
            entry.animations.append(animation)
            return
        }
        if let released = tracked[id] {
            // The identifier belonged to a layer released since the last pass: end its animations first.
            pendingAbandoned += released.animations
        } else {
            order.append(id)
        }
        let entry = WeakLayer(layer)
        entry.animations = [animation]
        tracked[id] = entry
    }

    /// Animations of released layers whose end is still to be delivered.
    private static var pendingAbandoned: [CAAnimation] = []

    /// Whether any layer still has an animation that is moving towards its end: not ended (finished
    /// animations kept with `isRemovedOnCompletion = false` do not count) and not paused — an animation with
    /// speed 0, or on a layer whose time is frozen (its speed or an ancestor's is 0), stands still until
    /// someone resumes it, so a paused tree (an interactive transition waiting for its next update) is idle.
    /// The unfinished animations of released layers count until their end is delivered.
    package static var hasRunningAnimations: Bool {
        pendingAbandoned.contains { !$0.didStop }
            || order.contains { id in
                guard let entry = tracked[id] else { return false }
                guard let layer = entry.layer else { return entry.animations.contains { !$0.didStop } }
                return hasMovingAnimation(layer)
            }
    }

    private static func hasMovingAnimation(_ layer: CALayer) -> Bool {
        !layer.isTimeFrozen
            && layer.animationEntries.contains { !$0.animation.didStop && $0.animation.timing.speed != 0 }
    }

    /// The layers whose animations are still running (see ``hasRunningAnimations``), for diagnostics that
    /// name what is running.
    package static var animatedLayers: [CALayer] {
        order.compactMap { tracked[$0]?.layer }.filter(hasMovingAnimation)
    }

    /// One pass at the current media time.
    ///
    /// Written without closures handed to the standard library's `removeAll(where:)`: such a closure, formed
    /// on the main actor, checks its executor at every element, and a pass visits every animated layer at
    /// every frame. The callbacks are typed as main-actor closures for the same reason.
    package static func update() {
        let now = CACurrentMediaTime()
        var callbacks: [@MainActor () -> Void] = []
        var abandoned = pendingAbandoned
        pendingAbandoned = []
        for id in order {
            guard let entry = tracked[id] else { continue }
            guard let layer = entry.layer else {
                abandoned += entry.animations
                continue
            }
            entry.animations.removeAll(picking: { $0.didStop })
            let layerTime = layer.localTime(atMediaTime: now)
            var ended: [(key: String, animation: CAAnimation)] = []
            for entry in layer.animationEntries where entry.animation.isCommitted && !entry.animation.didStop {
                let animation = entry.animation
                let phase = animation.timing.phase(atParent: layerTime)
                if !animation.didStart && phase != .before {
                    animation.didStart = true
                    callbacks.append {
                        notify(.started(animation, layer: layer, key: entry.key))
                        animation.delegate?.animationDidStart(animation)
                    }
                }
                if phase == .after {
                    ended.append((entry.key, animation))
                }
            }
            for (key, animation) in ended {
                if animation.isRemovedOnCompletion {
                    layer.animationEntries.removeAll(picking: { $0.animation === animation })
                }
                callbacks.append { animation.finish(finished: true, on: layer, key: key) }
            }
        }
        var remaining: [ObjectIdentifier] = []
        remaining.reserveCapacity(order.count)
        for id in order {
            if let layer = tracked[id]?.layer, !layer.animationEntries.isEmpty {
                remaining.append(id)
            } else {
                tracked[id] = nil
            }
        }
        order = remaining
        for animation in abandoned where !animation.didStop {
            callbacks.append { animation.abandon() }
        }
        for callback in callbacks { callback() }
    }

    /// Whether a pass at media time `time` would deliver nothing — no start, no end, no release — by the
    /// tests ``update()`` makes (a frame jump checks the time it leaves and the last frame it leaves out).
    package static func isQuiet(at time: CFTimeInterval) -> Bool {
        guard pendingAbandoned.isEmpty else { return false }
        for id in order {
            guard let entry = tracked[id] else { continue }
            guard let layer = entry.layer else { return false }
            let layerTime = layer.localTime(atMediaTime: time)
            for entry in layer.animationEntries where entry.animation.isCommitted && !entry.animation.didStop {
                let animation = entry.animation
                let phase = animation.timing.phase(atParent: layerTime)
                if phase == .after || (!animation.didStart && phase != .before) { return false }
            }
        }
        return true
    }

    /// A hint for frame jumps: the earliest media time after `now` at which a layer's local time reaches
    /// the begin (of an animation not yet started) or the end of the active duration of an animation;
    /// infinity when none is ahead. Layers whose time stands still have none.
    package static func nextEventTime(after now: CFTimeInterval) -> CFTimeInterval {
        var next = CFTimeInterval.infinity
        for id in order {
            guard let layer = tracked[id]?.layer, !layer.isTimeFrozen else { continue }
            for entry in layer.animationEntries where entry.animation.isCommitted && !entry.animation.didStop {
                let timing = entry.animation.timing
                guard timing.speed != 0 else { continue }
                let end = layer.mediaTime(atLocalTime: timing.activeEndTime)
                if end > now { next = min(next, end) }
                guard !entry.animation.didStart else { continue }
                let begin = layer.mediaTime(atLocalTime: timing.beginTime)
                if begin > now { next = min(next, begin) }
            }
        }
        return next
    }

    static func reset() {
        lifecycleObservers = [:]
        tracked = [:]
        order = []
        pendingAbandoned = []
    }
}
