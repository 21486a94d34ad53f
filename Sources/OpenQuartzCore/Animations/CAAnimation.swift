import Foundation

/// The base of Core Animation's animations: timing (``CAMediaTiming``), a timing function, a strongly
/// retained delegate, and removal on completion.
///
/// A layer holds a copy of every animation added to it, as on Apple platforms; changing the original
/// afterwards does not affect the running copy.
///
/// As on Apple platforms an animation is an `NSObject` (identity `==` and `hash`).
@preconcurrency @MainActor
open class CAAnimation: NSObject, CAMediaTiming, CAAction {
    package var timing = MediaTiming()

    /// The pacing within one pass; nil means linear.
    public var timingFunction: CAMediaTimingFunction?
    /// Receives start and stop; retained strongly (Apple's documented exception).
    public var delegate: (any CAAnimationDelegate)?
    /// Whether the layer drops the animation once its active duration has passed (default true).
    public var isRemovedOnCompletion = true
    /// The frame rates the animation would like (iOS 15+); `.default` leaves the choice to the system. The
    /// virtual clock steps at 60 fps whatever an animation prefers, so this is a hint kept for API
    /// compatibility, copied with the animation like its other settings.
    public var preferredFrameRateRange: CAFrameRateRange = .default

    // Engine state of the copy a layer holds.
    var isCommitted = false
    var didStart = false
    var didStop = false
    var hasKey = false
    /// Whether the animation is one a layer holds: a copy made when added, or an animation the layer
    /// adopted as it is (see `CALayer.attach(_:forKey:adopting:)`).
    package var isAttached = false
    var transactionGroups: [CATransactionGroup] = []
    /// The timing values that were rejected (NaN, or infinite where that is not allowed), as "name value":
    /// such an animation is refused when added, so the presentation keeps showing the model.
    package var rejectedTimingValues: [String] = []

    public required override init() {
        super.init()
    }

    /// A new animation (Apple's `+animation` factory).
    public class func animation() -> Self { Self() }

    /// The default value of a key: for a property of the animation the value a new animation of this class
    /// has (`speed` 1, `duration` 0, `fillMode` removed, a spring's `mass` 1, …), as QuartzCore answers; nil
    /// for other keys. Keys are Core Animation's key-value coding names (`removedOnCompletion`, `additive`,
    /// `cumulative`).
    open class func defaultValue(forKey key: String) -> Any? {
        self.init().defaultValues[key] ?? nil
    }

    /// This animation's properties by key-value coding name; subclasses add theirs.
    package var defaultValues: [String: Any?] {
        [
            "beginTime": beginTime, "duration": duration, "speed": speed, "timeOffset": timeOffset,
            "repeatCount": repeatCount, "repeatDuration": repeatDuration, "autoreverses": autoreverses,
            "fillMode": fillMode, "removedOnCompletion": isRemovedOnCompletion, "timingFunction": timingFunction,
            "delegate": nil,
        ]
    }

    /// A copy with the same configuration (not the engine state of a running copy).
    /// Animations are main-actor objects: copying one elsewhere traps.
    open override func copy() -> Any {
        MainActor.assumeIsolated { copyOnMainActor() }
    }

    private func copyOnMainActor() -> CAAnimation {
        let copy = type(of: self).init()
        copy.copyConfiguration(from: self)
        return copy
    }

    /// Copies the configuration of `other` into `self`. Subclasses copy their own properties after
    /// calling `super`.
    package func copyConfiguration(from other: CAAnimation) {
        timing = other.timing
        timingFunction = other.timingFunction
        delegate = other.delegate
        isRemovedOnCompletion = other.isRemovedOnCompletion
        preferredFrameRateRange = other.preferredFrameRateRange
        rejectedTimingValues = other.rejectedTimingValues
    }

    /// `CAAction`: adds the animation to the layer for the event's key.
    public func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
        (anObject as? CALayer)?.add(self, forKey: event)
    }

    // MARK: CAMediaTiming

    public var beginTime: CFTimeInterval {
        get { timing.beginTime }
        set { setTiming(\.beginTime, newValue, name: "beginTime") }
    }

    public var duration: CFTimeInterval {
        get { timing.duration }
        set { setTiming(\.duration, newValue, name: "duration", nonNegative: true) }
    }

    public var speed: Float {
        get { Float(timing.speed) }
        set { setTiming(\.speed, Double(newValue), name: "speed") }
    }

    public var timeOffset: CFTimeInterval {
        get { timing.timeOffset }
        set { setTiming(\.timeOffset, newValue, name: "timeOffset") }
    }

    public var repeatCount: Float {
        get { Float(timing.repeatCount) }
        set { setTiming(\.repeatCount, Double(newValue), name: "repeatCount", nonNegative: true, allowsInfinity: true) }
    }

    public var repeatDuration: CFTimeInterval {
        get { timing.repeatDuration }
        set { setTiming(\.repeatDuration, newValue, name: "repeatDuration", nonNegative: true, allowsInfinity: true) }
    }

    public var autoreverses: Bool {
        get { timing.autoreverses }
        set { timing.autoreverses = newValue }
    }

    public var fillMode: CAMediaTimingFillMode {
        get { timing.fillMode }
        set { timing.fillMode = newValue }
    }

    private func setTiming(
        _ keyPath: WritableKeyPath<MediaTiming, Double>, _ value: Double, name: String,
        nonNegative: Bool = false, allowsInfinity: Bool = false
    ) {
        if let problem = MediaTiming.rejection(
            of: value, named: name, nonNegative: nonNegative, allowsInfinity: allowsInfinity)
        {
            Diagnostics.report(.invalidTiming, .exception, "\(type(of: self)) \(problem)")
            rejectedTimingValues.append("\(name) \(value)")
            return
        }
        timing[keyPath: keyPath] = value
    }

    // MARK: Evaluation (overridden by the concrete animations)

    /// Whether the animation can run on `layer`; reports why not.
    package func isValid(for layer: CALayer) -> Bool { true }

    /// Resolves what depends on the layer at the moment of adding (e.g. the previous on-screen value).
    package func prepare(for layer: CALayer) {}

    /// Applies the animation's effect at `parentTime` (the layer's local time, or the group's) to a
    /// presentation copy.
    package func apply(to presentation: CALayer, parentTime: Double) {}

    /// The fraction of one pass at a basic local time, through the timing function.
    package func pacedFraction(basicTime: Double) -> Double {
        guard timing.duration > 0 else { return 1 }
        let linear = basicTime / timing.duration
        return timingFunction?.solve(linear) ?? linear
    }

    // MARK: Lifecycle

    /// Ends the animation once: tells the lifecycle observers, the delegate and the transactions waiting for it.
    func finish(finished: Bool, on layer: CALayer, key: String) {
        guard !didStop else { return }
        AnimationEngine.notify(.stopped(self, layer: layer, key: key, finished: finished))
        end(finished: finished)
    }

    /// Ends an animation whose layer was released before it ended: the delegate and the transactions
    /// waiting for it hear `finished == false` (no layer is left for the lifecycle observers).
    func abandon() {
        end(finished: false)
    }

    private func end(finished: Bool) {
        guard !didStop else { return }
        didStop = true
        delegate?.animationDidStop(self, finished: finished)
        for group in transactionGroups { group.animationDidEnd() }
        transactionGroups.removeAll()
    }
}
