import Foundation

extension CALayer {
    /// Attaches a copy of `anim` under `key` (replacing an animation with the same key, which stops with
    /// `finished == false`). An animation whose `beginTime` is 0 starts at the next commit. A property
    /// animation whose key path the layer does not have, or whose values do not fit it, is reported and not
    /// added. A duration of 0 becomes the transaction's duration (0.25 s by default).
    ///
    /// An animation that was given invalid timing (NaN speed or duration, an infinite time offset, …; each
    /// reported when set) is refused with a diagnostic and not added, so the layer keeps showing its model
    /// values: Core Animation cannot evaluate it.
    public func add(_ anim: CAAnimation, forKey key: String?) {
        guard accepts(anim) else { return }
        attach(anim, forKey: key)
    }

    /// `add(_:forKey:)` for an animation ``accepts(_:)`` has just approved (UIKit's animation blocks check
    /// each animation once, to count only those the layer takes). `adopting` adds `anim` itself rather than
    /// a copy: for an animation made for this one use, which no one changes afterwards (UIKit's block
    /// animations, one for each change), and which no layer holds yet.
    package func attach(_ anim: CAAnimation, forKey key: String?, adopting: Bool = false) {
        let copy = adopting && !anim.isAttached ? anim : anim.copy() as! CAAnimation
        copy.isAttached = true
        if copy.duration == 0 { copy.duration = CATransaction.animationDuration() }
        copy.prepare(for: self)
        let storedKey = key ?? (anim is CATransition ? kCATransition : nil)
        if let storedKey {
            removeAnimationEntries { $0.key == storedKey }
        }
        animationEntries.append((storedKey ?? "", copy))
        (self as? CAEmitterLayer)?.recordAdding(copy)
        copy.hasKey = storedKey != nil
        CATransaction.registerAnimation(copy, on: self)
        AnimationEngine.track(copy, on: self)
    }

    /// Whether `add(_:forKey:)` would attach `anim`: the layer is not a presentation copy (those ignore
    /// animations silently), the animation's timing was never given an invalid value, and the animation fits
    /// the layer (reported when either does not).
    package func accepts(_ anim: CAAnimation) -> Bool {
        acceptsTiming(of: anim) && anim.isValid(for: self)
    }

    /// ``accepts(_:)`` for an animation made by the layer's action for a change of one of its animatable
    /// keys, from the layer's own values (UIKit's block animations): its key path and values fit by making,
    /// so only the layer and the timing are checked.
    package func acceptsTiming(of anim: CAAnimation) -> Bool {
        guard !isPresentationCopy else { return false }
        guard anim.rejectedTimingValues.isEmpty else {
            Diagnostics.report(
                .invalidTiming, .exception,
                "\(type(of: anim)) with invalid timing (\(anim.rejectedTimingValues.joined(separator: ", "))) is not added to \(type(of: self))"
            )
            return false
        }
        return true
    }

    /// The animation attached under `key` (the copy the layer holds), or nil.
    public func animation(forKey key: String) -> CAAnimation? {
        animationEntries.last { $0.animation.hasKey && $0.key == key }?.animation
    }

    /// The attached animations that have not ended, in the order added, with their keys ("" when unkeyed).
    package var unfinishedAnimations: [(key: String, animation: CAAnimation)] {
        animationEntries.filter { !$0.animation.didStop }.map { ($0.animation.hasKey ? $0.key : "", $0.animation) }
    }

    /// The keys of the attached animations, in the order added; nil when there are none.
    public func animationKeys() -> [String]? {
        let keys = animationEntries.filter { $0.animation.hasKey }.map(\.key)
        return keys.isEmpty ? nil : keys
    }

    /// Removes the animation under `key`; it stops with `finished == false`. A key that names no animation
    /// is reported (Apple ignores it silently; the report helps find typos) and nothing changes.
    public func removeAnimation(forKey key: String) {
        guard animation(forKey: key) != nil else {
            Diagnostics.report(
                .missingAnimation, .warning, "removeAnimation(forKey:): \(self) has no animation for key \"\(key)\"")
            return
        }
        removeAnimationEntries { $0.animation.hasKey && $0.key == key }
    }

    /// Removes the animation for `key`, telling its delegate it stopped with `finished` — for a driver that
    /// took the animation to its end itself (a property animator whose timeline reached an end), which
    /// `removeAnimation(forKey:)` would report as unfinished.
    package func removeAnimation(forKey key: String, finished: Bool) {
        let removed = animationEntries.filter { $0.animation.hasKey && $0.key == key }
        guard !removed.isEmpty else { return }
        animationEntries.removeAll { $0.animation.hasKey && $0.key == key }
        (self as? CAEmitterLayer)?.recordRemoving(removed.map(\.animation))
        for entry in removed { entry.animation.finish(finished: finished, on: self, key: entry.key) }
    }

    /// Removes every animation; each stops with `finished == false`.
    public func removeAllAnimations() {
        removeAnimationEntries { _ in true }
    }

    /// Removes the matching entries, then tells their delegates (after the removal, so a delegate may add
    /// animations again).
    func removeAnimationEntries(where predicate: ((key: String, animation: CAAnimation)) -> Bool) {
        let removed = animationEntries.filter(predicate)
        guard !removed.isEmpty else { return }
        animationEntries.removeAll(where: predicate)
        (self as? CAEmitterLayer)?.recordRemoving(removed.map(\.animation))
        for entry in removed { entry.animation.finish(finished: false, on: self, key: entry.key) }
    }
}
