import Foundation
import OpenQuartzCore

/// One property a property animator animates: a layer's key path, the values it moves between, and the
/// Core Animation animation that shows it during the current segment of the animator's timeline.
///
/// Progress 0 is the value before the change and 1 the new model value. Additive tracks (numbers,
/// geometry, transforms) animate the offset `old − new` down to zero on top of the model, as UIKit's block
/// animations do since iOS 8; others (colours…) animate absolutely from the value on screen.
@MainActor
final class PropertyAnimatorTrack {
    let layer: CALayer
    let keyPath: String
    let animationKey: String
    let isAdditive: Bool
    /// Additive: the offset at progress 0; absolute: the value at progress 0.
    let startValue: Any?
    /// Additive: zero; absolute: the new model value.
    let endValue: Any?
    /// The animator fraction at which the track starts moving (its delay factor, over the whole run).
    let startFraction: Double

    /// The progress at the start and the end of the track's window in the current segment.
    private(set) var fromProgress = 0.0
    private(set) var toProgress = 1.0
    /// The elapsed times in the current segment between which the track moves.
    private(set) var windowStart = 0.0
    private(set) var windowEnd = 0.0
    private var curve: AnimatorCurve = .cubic(nil)
    /// The copy of the animation the layer holds, whose `timeOffset` the animator drives.
    private weak var animation: CAAnimation?

    /// A paused animation at its very end would wrap to its start (`timeOffset` folds into one pass), so
    /// the shown time stops this fraction of the window short of the end.
    private static let endInset = 1e-12

    init(
        layer: CALayer, keyPath: String, animationKey: String, isAdditive: Bool, startValue: Any?, endValue: Any?,
        startFraction: Double
    ) {
        self.layer = layer
        self.keyPath = keyPath
        self.animationKey = animationKey
        self.isAdditive = isAdditive
        self.startValue = startValue
        self.endValue = endValue
        self.startFraction = startFraction
    }

    /// The track's progress `elapsed` seconds into the current segment.
    func progress(atElapsed elapsed: Double) -> Double {
        let window = windowEnd - windowStart
        let x = curve.progress(atTime: min(max(elapsed - windowStart, 0), window), duration: window)
        return fromProgress + (toProgress - fromProgress) * x
    }

    /// The value the track contributes at `progress`: the offset for an additive track, else the value.
    func contribution(atProgress progress: Double) -> Any? {
        layer.interpolatedValue(forKey: keyPath, from: startValue, to: endValue, fraction: progress)
    }

    /// Moves from `from` to `to` progress between `window` of a segment paced by `curve`: replaces the
    /// layer's animation for the track by a paused one (speed 0) that the animator drives with `timeOffset`.
    func install(from: Double, to: Double, window: (start: Double, end: Double), curve: AnimatorCurve) {
        fromProgress = from
        toProgress = to
        windowStart = window.start
        windowEnd = window.end
        self.curve = curve
        let animation = curve.makeAnimation(keyPath: keyPath)
        animation.isAdditive = isAdditive
        animation.fromValue = contribution(atProgress: from)
        animation.toValue = contribution(atProgress: to)
        animation.duration = max(window.end - window.start, 1e-6)
        animation.speed = 0
        animation.fillMode = .both
        animation.isRemovedOnCompletion = false
        layer.add(animation, forKey: animationKey)
        self.animation = layer.animation(forKey: animationKey)
    }

    /// Shows the track as it is `elapsed` seconds into the current segment.
    func show(atElapsed elapsed: Double) {
        guard let animation else { return }
        animation.timeOffset = min(max(elapsed - windowStart, 0), animation.duration * (1 - Self.endInset))
    }

    /// Removes the track's animation from the layer (when it is still the one the layer holds); `finished`
    /// tells its delegate whether the animator took it to an end of its timeline.
    func removeAnimation(finished: Bool = false) {
        guard let animation, layer.animation(forKey: animationKey) === animation else { return }
        layer.removeAnimation(forKey: animationKey, finished: finished)
    }
}
