import Foundation

/// What an emitter layer remembers so that its particles at any time are a function of that time alone:
/// when emission started, every change of its parameters, and every animation added to it, each in the
/// layer's local time.
///
/// Particles born in the past keep the parameters of their birth, so a change (say `birthRate` to 0) stops
/// new births from then on and leaves the living particles as they were; the same holds for animations,
/// which are kept after they are removed from the layer, until the time they were removed.
@MainActor
struct EmissionRecord {
    /// An animation added to the layer, with the local times it was added and removed.
    struct RecordedAnimation {
        let animation: CAAnimation
        let addedAt: CFTimeInterval
        var removedAt: CFTimeInterval?
    }

    /// The layer's local time of its first commit; nil before it, when nothing has been emitted.
    var startTime: CFTimeInterval?
    /// The parameters in force from each time on, oldest first; the first entry holds from the beginning.
    private(set) var changes: [(time: CFTimeInterval, parameters: EmitterParameters)] = [(-.infinity, .init())]
    private(set) var animations: [RecordedAnimation] = []

    /// Records the parameters in force from `time` on (replacing a change at the same time).
    mutating func record(_ parameters: EmitterParameters, at time: CFTimeInterval) {
        if let last = changes.last, last.time >= time {
            changes.removeLast()
        }
        changes.append((time, parameters))
    }

    /// The model parameters at `time` (before animations).
    func modelParameters(at time: CFTimeInterval) -> EmitterParameters {
        var low = 0, high = changes.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if changes[middle].time <= time { low = middle } else { high = middle - 1 }
        }
        return changes[low].parameters
    }

    /// The local times after `time` at which the model's `birthRate` changes (where the birth schedule's
    /// rate changes; other changes, say a position set every frame, leave it whole).
    func birthRateChangeTimes(after time: CFTimeInterval) -> [CFTimeInterval] {
        zip(changes.dropFirst(), changes).filter {
            $0.0.time > time && $0.0.parameters.birthRate != $0.1.parameters.birthRate
        }.map(\.0.time)
    }

    /// The largest lifetime multiplier the model ever had.
    var largestLifetime: Float {
        changes.map(\.parameters.lifetime).max() ?? 1
    }

    mutating func recordAdding(_ animation: CAAnimation, at time: CFTimeInterval) {
        animations.append(RecordedAnimation(animation: animation, addedAt: time))
    }

    mutating func recordRemoving(_ removed: [CAAnimation], at time: CFTimeInterval) {
        for index in animations.indices where animations[index].removedAt == nil {
            if removed.contains(where: { $0 === animations[index].animation }) { animations[index].removedAt = time }
        }
    }

    /// The last local time a recorded animation can act: when it was removed, or — removed on completion —
    /// the end of its active time.
    func end(of recorded: RecordedAnimation) -> CFTimeInterval {
        let animation = recorded.animation
        var end = recorded.removedAt ?? .infinity
        if animation.isRemovedOnCompletion, animation.timing.speed != 0 {
            end = min(end, animation.timing.beginTime + animation.timing.activeDuration / abs(animation.timing.speed))
        }
        return end
    }

    /// The animations that act at `time`: committed, added at or before it, not yet removed, and — for one
    /// removed on completion — not yet at its end (where Core Animation removes it).
    func animations(actingAt time: CFTimeInterval) -> [CAAnimation] {
        animations.filter {
            let animation = $0.animation
            return animation.isCommitted && $0.addedAt <= time && ($0.removedAt.map { time < $0 } ?? true)
                && (!animation.isRemovedOnCompletion || animation.timing.activeTime(fromParent: time).phase != .after)
        }.map(\.animation)
    }
}
