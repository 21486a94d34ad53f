import Foundation
import OpenQuartzCore

/// What `UIPinchGestureRecognizer` and `UIRotationGestureRecognizer` share: the pair of touches they measure,
/// a measure of that pair sampled at each touch event (the distance between the fingers, or the angle of the
/// line between them), the gesture's value made from it (scale or rotation) and the value's velocity.
///
/// The pair is the first two touches down (Apple's "Handling pinch gestures": a pinch "tracks the distance
/// between the first two fingers that touch the screen"). Until the gesture begins, the pair follows the
/// touches down (a finger lifting and another going down forms a new pair, measured afresh); once it has begun,
/// the pair is fixed. Locations are in window coordinates (the screen's, where Apple measures the scale).
@MainActor
struct TwoTouchGesture {
    /// What is measured of the pair, and how the gesture's value follows the measure.
    enum Kind {
        /// The distance between the fingers; the value (scale) is proportional to it.
        case scale
        /// The angle of the line from the first finger to the second (radians, clockwise on screen as y grows
        /// downwards), unwrapped so that it is continuous across ±π; the value (rotation) follows its change.
        case rotation
    }

    let kind: Kind
    /// How far the measure must move from where the pair formed for the gesture to begin.
    let threshold: CGFloat
    /// The two touches measured, in the order they went down; empty when fewer than two are down.
    private(set) var pair: [UITouch] = []
    /// The measure when the pair formed: what the threshold to begin is measured from.
    private(set) var initialMeasure: CGFloat = 0
    /// The latest sample of the measure and the last one taken at an earlier time (for the velocity).
    private var latest: (time: TimeInterval, measure: CGFloat)?
    private var previous: (time: TimeInterval, measure: CGFloat)?
    /// The value is `reference.value` at the measure `reference.measure` (set when the gesture begins and when
    /// the app sets the value); nil measure before the gesture begins.
    private var reference: (value: CGFloat, measure: CGFloat?)
    /// The velocity computed at the last sample (reset to 0 when the app sets the value).
    private(set) var velocity: CGFloat = 0

    init(kind: Kind, threshold: CGFloat) {
        self.kind = kind
        self.threshold = threshold
        reference = (kind.restingValue, nil)
    }

    /// The latest measure of the pair (0 without a pair).
    var measure: CGFloat { latest?.measure ?? 0 }

    /// Whether two fingers are down and the measure has moved `threshold` from where the pair formed (for a
    /// scale, with the fingers apart, so that the scale is defined).
    var hasPassedThreshold: Bool {
        pair.count == 2 && abs(measure - initialMeasure) >= threshold && (kind == .rotation || measure > 0)
    }

    /// The gesture's value now: the scale or rotation.
    var value: CGFloat { value(at: measure) }

    /// Sets the value: later values are measured from it, and the velocity is reset to 0 (Apple: setting the
    /// scale or rotation "resets the velocity").
    mutating func setValue(_ newValue: CGFloat) {
        reference = (newValue, latest?.measure)
        velocity = 0
    }

    /// The gesture begins: its value is the resting value (scale 1, rotation 0) at the current measure (Apple:
    /// "At the beginning of the gesture, the scale factor is 1.0"), and the velocity is that of the last
    /// change measured from there.
    mutating func begin() {
        reference = (kind.restingValue, latest?.measure)
        updateVelocity()
    }

    /// Samples the pair at a touch event at `time`. `touches` are the recognizer's touches still down, in the
    /// order they went down; `isLocked` keeps the pair once the gesture has begun.
    mutating func sample(_ touches: [UITouch], at time: TimeInterval, isLocked: Bool) {
        if !isLocked {
            let candidates = Array(touches.prefix(2))
            if candidates.count < 2 {
                pair = []
                latest = nil
                previous = nil
                return
            }
            if !candidates.elementsEqual(pair, by: ===) {
                pair = candidates
                latest = nil
                previous = nil
                initialMeasure = rawMeasure()
            }
        }
        guard pair.count == 2 else { return }
        var current = rawMeasure()
        if kind == .rotation, let last = latest {
            current = last.measure + (current - last.measure).remainder(dividingBy: 2 * .pi)
        }
        if let last = latest, time > last.time { previous = last }
        latest = (time, current)
        updateVelocity()
    }

    /// Back to rest, with no pair (`UIGestureRecognizer.reset()`).
    mutating func reset() {
        self = TwoTouchGesture(kind: kind, threshold: threshold)
    }

    private func value(at measure: CGFloat) -> CGFloat {
        guard let referenceMeasure = reference.measure else { return reference.value }
        switch kind {
        case .scale: return referenceMeasure > 0 ? reference.value * measure / referenceMeasure : reference.value
        case .rotation: return reference.value + (measure - referenceMeasure)
        }
    }

    /// The value's change from the previous sample to the latest, over their time span: the last frame's
    /// change per second (0 with a single sample time).
    private mutating func updateVelocity() {
        guard let latest, let previous, latest.time > previous.time else {
            velocity = 0
            return
        }
        velocity = (value(at: latest.measure) - value(at: previous.measure)) / CGFloat(latest.time - previous.time)
    }

    /// The measure of the pair now, in window coordinates (the angle in (−π, π]).
    private func rawMeasure() -> CGFloat {
        let first = pair[0].location(in: nil)
        let second = pair[1].location(in: nil)
        switch kind {
        case .scale: return hypot(second.x - first.x, second.y - first.y)
        case .rotation: return atan2(second.y - first.y, second.x - first.x)
        }
    }
}

extension TwoTouchGesture.Kind {
    /// The value at rest and when the gesture begins: scale 1, rotation 0.
    var restingValue: CGFloat {
        switch self {
        case .scale: return 1
        case .rotation: return 0
        }
    }
}

/// A recognizer of a two-finger gesture (pinch, rotation): its touch methods all go through `follow(_:with:)`.
@MainActor
protocol TwoTouchRecognizer: UIGestureRecognizer {
    var gesture: TwoTouchGesture { get set }
}

extension TwoTouchRecognizer {
    /// Handles the recognizer's touches of one phase of `event`, as UIKit's pinch and rotation do: touches
    /// beyond the first two are ignored; each event samples the pair; the gesture begins at the first move
    /// past the threshold, changes at each later move, ends when fewer than two touches remain, and fails when
    /// every finger lifts before it began. (Cancelled touches go through `touchesCancelled`.)
    func follow(_ phase: UITouch.Phase, with event: UIEvent) {
        if phase == .began {
            for touch in activeTouches.dropFirst(2) { ignore(touch, for: event) }
        }
        gesture.sample(activeTouches, at: event.timestamp, isLocked: state != .possible)
        switch (phase, state) {
        case (.moved, .possible):
            guard gesture.hasPassedThreshold else { return }
            gesture.begin()
            state = .began
        case (.moved, .began), (.moved, .changed):
            state = .changed
        case (.ended, .possible):
            if numberOfTouches == 0 { state = .failed }
        case (.ended, .began), (.ended, .changed):
            if numberOfTouches < 2 { state = .ended }
        default:
            break
        }
    }
}
