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
    /// A layer with animations, not retained — the engine must not keep a dropped view's layer alive — and
    /// not held weakly either: a weak reference gives the layer a side table of reference counts, which makes
    /// every retain and release of it several times slower, and every animated layer would have one. The
    /// layer's deinit removes it instead (``layerWillGo(_:unfinished:)``), so the reference never outlives
    /// the layer.
    private struct TrackedLayer {
        unowned(unsafe) let layer: CALayer
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

    /// The layers with animations, in the order their first animation was added.
    private static var tracked: [TrackedLayer] = []

    /// Follows `animation`, just added to `layer`.
    static func track(_ animation: CAAnimation, on layer: CALayer) {
        guard !layer.isTrackedByAnimationEngine else { return }
        layer.isTrackedByAnimationEngine = true
        tracked.append(TrackedLayer(layer: layer))
    }

    /// Called by a tracked layer's deinit with its animations: those unfinished end, unfinished, at the next
    /// pass.
    static func layerWillGo(_ id: ObjectIdentifier, unfinished animations: [CAAnimation]) {
        pendingAbandoned += animations
        for index in tracked.indices where ObjectIdentifier(tracked[index].layer) == id {
            tracked.remove(at: index)
            return
        }
    }

    /// Animations of released layers whose end is still to be delivered.
    private static var pendingAbandoned: [CAAnimation] = []

    /// Whether any layer still has an animation that is moving towards its end: not ended (finished
    /// animations kept with `isRemovedOnCompletion = false` do not count) and not paused — an animation with
    /// speed 0, or on a layer whose time is frozen (its speed or an ancestor's is 0), stands still until
    /// someone resumes it, so a paused tree (an interactive transition waiting for its next update) is idle.
    /// The unfinished animations of released layers count until their end is delivered.
    package static var hasRunningAnimations: Bool {
        if pendingAbandoned.contains(where: { !$0.didStop }) { return true }
        var times = ParentTimes(mediaTime: CACurrentMediaTime())
        for entry in tracked where hasMovingAnimation(entry.layer, &times) { return true }
        return false
    }

    private static func hasMovingAnimation(_ layer: CALayer, _ times: inout ParentTimes) -> Bool {
        !times.isTimeFrozen(layer)
            && layer.animationEntries.contains { !$0.animation.didStop && $0.animation.timing.speed != 0 }
    }

    /// The layers whose animations are still running (see ``hasRunningAnimations``), for diagnostics that
    /// name what is running.
    package static var animatedLayers: [CALayer] {
        var times = ParentTimes(mediaTime: CACurrentMediaTime())
        return tracked.map(\.layer).filter { hasMovingAnimation($0, &times) }
    }

    /// What a pass delivers once its bookkeeping is done, in order.
    private enum Delivery {
        case start(CAAnimation, on: CALayer, key: String)
        case end(CAAnimation, on: CALayer, key: String)
        /// The end of an animation whose layer was released.
        case abandonment(CAAnimation)
    }

    /// One pass at the current media time.
    ///
    /// Written without closures handed to the standard library's `removeAll(where:)`: such a closure, formed
    /// on the main actor, checks its executor at every element, and a pass visits every animated layer at
    /// every frame.
    package static func update() {
        let now = CACurrentMediaTime()
        var deliveries: [Delivery] = []
        let abandoned = pendingAbandoned
        pendingAbandoned = []
        var times = ParentTimes(mediaTime: now)
        for entry in tracked {
            let layer = entry.layer
            let layerTime = times.localTime(of: layer)
            var ended: [(key: String, animation: CAAnimation)] = []
            // By position: a copy of each entry (its key and animation) would be made only to be skipped.
            let entries = layer.animationEntries
            for index in entries.indices {
                let animation = entries[index].animation
                guard animation.isCommitted && !animation.didStop else { continue }
                let phase = animation.timing.phase(atParent: layerTime)
                if !animation.didStart && phase != .before {
                    animation.didStart = true
                    deliveries.append(.start(animation, on: layer, key: entries[index].key))
                }
                if phase == .after {
                    ended.append((entries[index].key, animation))
                }
            }
            for (key, animation) in ended {
                if animation.isRemovedOnCompletion {
                    layer.animationEntries.removeAll(picking: { $0.animation === animation })
                }
                deliveries.append(.end(animation, on: layer, key: key))
            }
        }
        tracked.removeAll(picking: { entry in
            guard entry.layer.animationEntries.isEmpty else { return false }
            entry.layer.isTrackedByAnimationEngine = false
            return true
        })
        for animation in abandoned where !animation.didStop {
            deliveries.append(.abandonment(animation))
        }
        for delivery in deliveries {
            switch delivery {
            case .start(let animation, let layer, let key):
                notify(.started(animation, layer: layer, key: key))
                animation.delegate?.animationDidStart(animation)
            case .end(let animation, let layer, let key):
                animation.finish(finished: true, on: layer, key: key)
            case .abandonment(let animation):
                animation.abandon()
            }
        }
    }

    /// Whether a pass at media time `time` would deliver nothing — no start, no end, no release — by the
    /// tests ``update()`` makes (a frame jump checks the time it leaves and the last frame it leaves out).
    package static func isQuiet(at time: CFTimeInterval) -> Bool {
        guard pendingAbandoned.isEmpty else { return false }
        var times = ParentTimes(mediaTime: time)
        for entry in tracked {
            let layer = entry.layer
            let layerTime = times.localTime(of: layer)
            let entries = layer.animationEntries
            for index in entries.indices {
                let animation = entries[index].animation
                guard animation.isCommitted && !animation.didStop else { continue }
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
        var times = ParentTimes(mediaTime: now)
        for item in tracked {
            let layer = item.layer
            guard !times.isTimeFrozen(layer) else { continue }
            let entries = layer.animationEntries
            for index in entries.indices {
                let animation = entries[index].animation
                guard animation.isCommitted && !animation.didStop else { continue }
                let timing = animation.timing
                guard timing.speed != 0 else { continue }
                let end = times.mediaTime(of: layer, atLocalTime: timing.activeEndTime)
                if end > now { next = min(next, end) }
                guard !animation.didStart else { continue }
                let begin = times.mediaTime(of: layer, atLocalTime: timing.beginTime)
                if begin > now { next = min(next, begin) }
            }
        }
        return next
    }

    static func reset() {
        lifecycleObservers = [:]
        for entry in tracked { entry.layer.isTrackedByAnimationEngine = false }
        tracked = []
        pendingAbandoned = []
    }
}
