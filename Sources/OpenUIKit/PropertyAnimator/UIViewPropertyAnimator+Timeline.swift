import Foundation
import OpenQuartzCore

/// The animator's clock, segments and tracks (see the design note on ``UIViewPropertyAnimator``).
extension UIViewPropertyAnimator {
    /// The running animators (UIKit keeps a running animator alive; the run loop stays busy meanwhile).
    private static var runningAnimators: [ObjectIdentifier: UIViewPropertyAnimator] = [:]

    /// Whether any animator is running and its time moves: `UIApplication.runUntilIdle()` keeps turning until
    /// none is. An animator whose views sit in a paused layer tree waits, like the tree's own animations.
    static var hasRunningAnimators: Bool { runningAnimators.values.contains { !$0.isTimeFrozen } }

    /// The animator's clock, as Core Animation's animations on its views see time: the local time of the layer
    /// its first property lives on, so pausing that layer or an ancestor (speed 0 + timeOffset, as
    /// percent-driven transitions pause their container) pauses the animator too. The media time while it
    /// animates nothing yet.
    private var now: CFTimeInterval { now(atMediaTime: CACurrentMediaTime()) }

    /// The animator's clock at media time `time` (see ``now``).
    private func now(atMediaTime time: CFTimeInterval) -> CFTimeInterval {
        guard let layer = tracks.first?.layer else { return time }
        return layer.convertTime(time, from: nil)
    }

    /// Whether the animator's clock stands still (see ``now``).
    private var isTimeFrozen: Bool { tracks.first?.layer.isTimeFrozen ?? false }

    /// Forgets the running animators, and the rest of UIKit's animation state (views kept from
    /// hit-testing by animation blocks, open `beginAnimations` blocks, `setAnimationsEnabled(false)`): the
    /// animation part of `UIApplication.reset()`, whose Core Animation reset drops the running animations
    /// without ending them.
    static func resetRunningAnimators() {
        runningAnimators = [:]
        UIView.resetAnimationState()
    }

    /// Tolerance for reaching an end of a segment.
    private static let arrivalTolerance = 1e-9

    /// Seconds into the current segment, within it.
    var elapsed: Double { elapsed(atMediaTime: CACurrentMediaTime()) }

    /// Seconds into the current segment at media time `time`, the state unchanged until then.
    private func elapsed(atMediaTime time: CFTimeInterval) -> Double {
        guard let anchorTime else { return frozenElapsed }
        let raw = frozenElapsed + direction * rate * max(0, now(atMediaTime: time) - anchorTime)
        return min(max(raw, 0), segment.duration)
    }

    /// Whether `elapsed` has reached the end of the segment the clock runs towards.
    private func hasArrived(atElapsed elapsed: Double) -> Bool {
        direction > 0 ? elapsed >= segment.duration - Self.arrivalTolerance : elapsed <= Self.arrivalTolerance
    }

    /// The display link's answers for frame jumps: until the clock arrives at the end of its segment a tick
    /// only shows the time, which nothing sees in a frame left out (the last frame of a call runs).
    private var quietFrames: QuietFrames {
        QuietFrames(
            nextDueTime: { [weak self] in self?.arrivalTime ?? .infinity },
            isQuiet: { [weak self] time in
                guard let self, isRunning else { return true }
                return !hasArrived(atElapsed: elapsed(atMediaTime: time))
            })
    }

    /// A hint: the media time at which the running clock arrives at the end of its segment (infinity when
    /// it stands still).
    private var arrivalTime: CFTimeInterval {
        guard isRunning, let anchorTime else { return .infinity }
        let layer = tracks.first?.layer
        guard rate > 0, layer?.isTimeFrozen != true else { return .infinity }
        let target = direction > 0 ? segment.duration - Self.arrivalTolerance : Self.arrivalTolerance
        let local = anchorTime + (target - frozenElapsed) / (direction * rate)
        return layer?.mediaTime(atLocalTime: local) ?? local
    }

    /// The fraction the animator is heading for: 1, or 0 when reversed.
    private var targetFraction: Double { isReversed ? 0 : 1 }

    /// +1 when the clock runs towards the segment's end, −1 towards its beginning.
    private var direction: Double { segment.endFraction == targetFraction ? 1 : -1 }

    /// The part of the whole range between the current fraction and the target.
    var remainingFraction: Double { abs(targetFraction - segment.fraction(atElapsed: elapsed)) }

    /// The time left in the current segment at the normal rate.
    var remainingSegmentTime: Double { direction > 0 ? segment.duration - elapsed : elapsed }

    // MARK: Becoming active

    /// Makes an inactive animator active and paused at its start (its end when reversed): runs the closures
    /// added so far, making their animations.
    func activate() {
        state = .active
        segment = AnimatorSegment(kind: .original, curve: curve, duration: duration, startFraction: 0, endFraction: 1)
        frozenElapsed = isReversed ? duration : 0
        anchorTime = nil
        rate = 1
        let link = CADisplayLink { [weak self] _ in self?.tick() }
        link.quietFrames = quietFrames
        link.add(to: .main, forMode: .common)
        displayLink = link
        let pending = pendingAnimations
        pendingAnimations = []
        for (animations, startFraction) in pending { collect(animations, startFraction: startFraction) }
    }

    /// Runs a closure of view changes with the animator collecting them; its animations start at animator
    /// fraction `startFraction`.
    func collect(_ animations: () -> Void, startFraction: Double) {
        collectingStartFraction = startFraction
        UIView.collectAnimations(in: self, animations)
    }

    /// Takes a track made by a change: it moves from progress 0 to 1 over its part of the current segment.
    func attach(_ track: PropertyAnimatorTrack) {
        tracks.append(track)
        track.install(
            from: 0, to: 1, window: segment.window(forTrackStartingAt: track.startFraction), curve: segment.curve)
        track.show(atElapsed: elapsed)
    }

    // MARK: The clock

    /// Runs the clock from the current elapsed time, `delay` seconds from now.
    func run(after delay: TimeInterval) {
        frozenElapsed = elapsed
        anchorTime = now + delay
        Self.runningAnimators[ObjectIdentifier(self)] = self
    }

    /// Stops the clock where it is and shows that time.
    func freeze() {
        frozenElapsed = elapsed
        anchorTime = nil
        Self.runningAnimators[ObjectIdentifier(self)] = nil
        show()
    }

    /// Restarts the count of a running clock from now (before its direction or rate changes).
    func reanchor() {
        guard let anchorTime else { return }
        frozenElapsed = elapsed
        self.anchorTime = max(anchorTime, now)
    }

    private func show() {
        let elapsed = elapsed
        for track in tracks { track.show(atElapsed: elapsed) }
    }

    /// Each frame while running: shows the current time; at an end of the segment, ends the animator when
    /// that end is the target, or carries on from there towards the target with a fresh segment.
    private func tick() {
        guard isRunning else { return }
        guard hasArrived(atElapsed: elapsed) else { return show() }
        frozenElapsed = direction > 0 ? segment.duration : 0
        let fraction = direction > 0 ? segment.endFraction : segment.startFraction
        guard fraction == targetFraction else {
            anchorTime = now
            beginFreshSegment(curve: curve, duration: abs(targetFraction - fraction) * duration)
            return show()
        }
        freeze()
        if pausesOnCompletion { return }
        end(at: isReversed ? .start : .end, runCompletions: true)
    }

    // MARK: Segments

    /// Starts a segment from the values on screen to the target, paced by `curve` over `duration` seconds;
    /// each track moves from its current progress to the target's over its part of the segment.
    func beginFreshSegment(curve: AnimatorCurve, duration: Double) {
        let now = elapsed
        let fraction = segment.fraction(atElapsed: now)
        let progress = tracks.map { $0.progress(atElapsed: now) }
        segment = AnimatorSegment(
            kind: .fresh, curve: curve, duration: duration, startFraction: fraction, endFraction: targetFraction)
        frozenElapsed = 0
        for (track, from) in zip(tracks, progress) {
            track.install(
                from: from, to: targetFraction, window: segment.window(forTrackStartingAt: track.startFraction),
                curve: curve)
        }
        show()
    }

    /// Scrubs a paused (or inactive) animator to `fraction` over the whole range: linearly with
    /// `scrubsLinearly`, else through the original timing.
    func scrub(to fraction: Double) {
        guard !fraction.isNaN, fraction >= 0, fraction <= 1 else {
            return misuse(.warning, "fractionComplete \(fraction) must be between 0 and 1", code: .invalidArgument)
        }
        guard state != .stopped else {
            return misuse(.warning, "setting fractionComplete on a stopped animator has no effect")
        }
        guard !isRunning else {
            return misuse(.warning, "setting fractionComplete while the animator is running has no effect")
        }
        if state == .inactive { activate() }
        let kind: AnimatorSegment.Kind = scrubsLinearly ? .linearScrub : .original
        if segment.kind != kind {
            segment = AnimatorSegment(
                kind: kind, curve: kind == .original ? curve : .cubic(nil), duration: duration, startFraction: 0,
                endFraction: 1)
            for track in tracks {
                track.install(
                    from: 0, to: 1, window: segment.window(forTrackStartingAt: track.startFraction),
                    curve: segment.curve)
            }
        }
        frozenElapsed = segment.elapsed(atFraction: fraction)
        show()
    }

    // MARK: Ending

    /// Ends the animator at `position`: model values at that position, animations removed, inactive; then,
    /// when asked, the completions run at once, in the order added, on the inactive animator — so one that
    /// restarts the animator, or any later use of it, can never see an old completion run while it is active.
    func end(at position: UIViewAnimatingPosition, runCompletions: Bool) {
        let now = elapsed
        var models: [(layer: CALayer, keyPath: String, value: Any?)] = []
        for track in tracks {
            let progress: Double
            switch position {
            case .end: progress = 1
            case .start: progress = 0
            case .current: progress = track.progress(atElapsed: now)
            }
            let index = models.firstIndex { $0.layer === track.layer && $0.keyPath == track.keyPath }
            let base = index.map { models[$0].value } ?? track.layer.value(forKeyPath: track.keyPath)
            let contribution = track.contribution(atProgress: progress)
            let value =
                track.isAdditive ? track.layer.summedValue(forKey: track.keyPath, base, contribution) : contribution
            if let index { models[index].value = value } else { models.append((track.layer, track.keyPath, value)) }
            track.removeAnimation(finished: position != .current)
        }
        UIView.performWithoutAnimation {
            for model in models { model.layer.setValue(model.value, forKeyPath: model.keyPath) }
        }
        tracks = []
        state = .inactive
        frozenElapsed = 0
        anchorTime = nil
        rate = 1
        Self.runningAnimators[ObjectIdentifier(self)] = nil
        displayLink?.invalidate()
        displayLink = nil
        let completions = self.completions
        self.completions = []
        guard runCompletions else { return }
        for completion in completions { completion(position) }
    }
}
