import Foundation
import OpenQuartzCore

/// One `UIView.animateKeyframes` call: collects, for every animatable key its closure and keyframes change,
/// the successive values and when (as fractions of the whole duration) each keyframe reaches its value, then
/// adds one `CAKeyframeAnimation` per key over the whole duration.
///
/// A key's animation starts from its value when the call began (the model value; the value on screen with
/// `.beginFromCurrentState`), holds each value between keyframes and ends with the last keyframe in time.
/// Each keyframe's interval runs linearly from the value before it to its value (with the cubic modes,
/// along the spline); the options' curve paces the whole animation. The animations are absolute (not
/// additive, unlike `animate` blocks): one already running under the key is replaced and completes with
/// `finished == false`.
@MainActor
final class UIViewKeyframeAnimationContext: UIViewAnimationContext, CAAction {
    /// One change of a key: the interval it animates over and the value it reaches.
    private struct Keyframe {
        var start: Double
        var end: Double
        var value: Any?
    }

    /// A changed key of a layer, its value when the call began, and its keyframes in the order made.
    private struct Track {
        let layer: CALayer
        let key: String
        let initialValue: Any?
        var keyframes: [Keyframe]
    }

    private let duration: TimeInterval
    private let delay: TimeInterval
    private let options: UIView.KeyframeAnimationOptions
    private let completion: UIViewAnimationCompletion
    let layoutPass = UIViewAnimationLayoutPass()
    private var tracks: [Track] = []
    /// The interval, in fractions of the whole duration, that changes made now animate over: the whole
    /// duration outside `addKeyframe`, the keyframe's interval inside it.
    private var interval: (start: Double, end: Double) = (0, 1)

    init(
        duration: TimeInterval, delay: TimeInterval, options: UIView.KeyframeAnimationOptions,
        completion: ((Bool) -> Void)?
    ) {
        self.duration = duration
        self.delay = delay
        self.options = options
        self.completion = UIViewAnimationCompletion(
            allowsUserInteraction: options.contains(.allowUserInteraction), completion: completion)
    }

    /// Every change is recorded by the context itself, as a keyframe of its key.
    func makeAction(for layer: CALayer, key: String) -> any CAAction {
        layoutPass.noteChange(of: layer, key: key)
        return self
    }

    func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
        guard let layer = anObject as? CALayer else { return }
        let keyframe = Keyframe(
            start: interval.start, end: interval.end,
            value: layer.animationValue(forKey: event, layer.value(forKeyPath: event)))
        if let index = tracks.firstIndex(where: { $0.layer === layer && $0.key == event }) {
            tracks[index].keyframes.append(keyframe)
            return
        }
        let start = layer.animationValue(
            forKey: event,
            dict?[
                options.contains(.beginFromCurrentState)
                    ? CALayerActionArgument.previousValue : CALayerActionArgument.previousModelValue] ?? nil)
        tracks.append(Track(layer: layer, key: event, initialValue: start, keyframes: [keyframe]))
    }

    /// Runs `animations` with its changes animating over the given part of the current interval (the whole
    /// duration, or the enclosing keyframe's interval when keyframes nest). Both fractions are already
    /// clamped to 0…1; a keyframe reaching past the end of the interval ends with it.
    func addKeyframe(relativeStartTime: Double, relativeDuration: Double, animations: () -> Void) {
        let outer = interval
        let length = outer.end - outer.start
        let start = outer.start + relativeStartTime * length
        interval = (start, min(start + relativeDuration * length, outer.end))
        UIView.collectAnimations(in: self, animations)
        interval = outer
    }

    /// Called after the outer closure: adds each key's keyframe animation, then arranges the completion.
    func callDidEnd() {
        for track in tracks {
            let animation = makeAnimation(for: track)
            completion.add(animation, to: track.layer, forKey: track.key)
        }
        tracks = []
        completion.callDidEnd()
    }

    private func makeAnimation(for track: Track) -> CAKeyframeAnimation {
        let animation = CAKeyframeAnimation(keyPath: track.key)
        let (values, keyTimes) = Self.keyframes(of: track)
        animation.values = values
        animation.keyTimes = keyTimes.map { NSNumber(value: $0) }
        animation.calculationMode = options.calculationMode
        animation.timingFunction = options.curve.timingFunction
        animation.duration = duration
        animation.fillMode = .both
        if delay > 0 { animation.beginTime = track.layer.convertTime(CACurrentMediaTime(), from: nil) + delay }
        if options.contains(.repeat) { animation.repeatCount = .infinity }
        animation.autoreverses = options.contains(.autoreverse)
        return animation
    }

    /// The values and key times of a track: the initial value at 0; for each keyframe in order of start
    /// (then of making), the value before it held until its start and its own value at its end; the last
    /// value held until 1. A keyframe starting before the previous one ended starts when it ends. The values
    /// come through `animationValue(forKey:_:)`, so a nil colour (no background colour) is already
    /// transparent black, what Core Animation interpolates from.
    private static func keyframes(of track: Track) -> (values: [Any], keyTimes: [Double]) {
        let ordered = track.keyframes.enumerated().sorted {
            ($0.element.start, $0.offset) < ($1.element.start, $1.offset)
        }.map(\.element)
        var values: [Any] = []
        var keyTimes: [Double] = []
        func append(_ value: Any?, at time: Double) {
            values.append(value ?? Optional<Any>.none as Any)
            keyTimes.append(time)
        }
        append(track.initialValue, at: 0)
        var held = track.initialValue
        var time = 0.0
        for keyframe in ordered {
            let start = max(keyframe.start, time)
            if start > time { append(held, at: start) }
            time = max(keyframe.end, start)
            held = keyframe.value
            append(held, at: time)
        }
        if time < 1 { append(held, at: 1) }
        return (values, keyTimes)
    }
}
