import Foundation

/// A timer synchronised with the display's frames, driven by the media clock (Core Animation's
/// `CADisplayLink`).
///
/// Deliberate difference: Swift on Linux has no selectors, so instead of `init(target:selector:)` the link
/// takes a closure (`init(target:action:)` keeps Apple's name shape and retains the target as Apple does;
/// `init(handler:)` is the plain form). The display runs at 60 frames per second of virtual time; a
/// preferred rate below that fires on every n-th frame.
@preconcurrency @MainActor
public final class CADisplayLink {
    private static var links: [CADisplayLink] = []

    private let action: @MainActor (CADisplayLink) -> Void
    private var target: Any?
    private var isScheduled = false
    private var framesSinceFire = 0

    /// The time of the frame being handled.
    public private(set) var timestamp: CFTimeInterval = 0
    /// The time of the next frame.
    public private(set) var targetTimestamp: CFTimeInterval = 0
    /// The interval between frames.
    public var duration: CFTimeInterval { CAMediaClock.frameDuration }
    /// When true the link does not fire.
    public var isPaused = false
    /// The preferred rate; 0 means the display's rate.
    public var preferredFramesPerSecond: Int = 0
    /// The preferred range of rates (its `preferred` value, when non-zero, wins over
    /// ``preferredFramesPerSecond``).
    public var preferredFrameRateRange: CAFrameRateRange = .default

    /// A link calling `action` every frame, retaining `target` as Apple's `init(target:selector:)` does.
    public init(target: Any, action: @escaping @MainActor (CADisplayLink) -> Void) {
        self.target = target
        self.action = action
    }

    /// A link calling `handler` every frame.
    public init(handler: @escaping @MainActor (CADisplayLink) -> Void) {
        self.target = nil
        self.action = handler
    }

    /// Schedules the link; it fires from the next frame on. Run loop and mode are accepted for Apple's
    /// signature: there is one frame loop.
    public func add(to runloop: RunLoop, forMode mode: RunLoop.Mode) {
        guard !isScheduled else { return }
        isScheduled = true
        CADisplayLink.links.append(self)
    }

    /// Unschedules the link.
    public func remove(from runloop: RunLoop, forMode mode: RunLoop.Mode) {
        invalidate()
    }

    /// Stops the link for good and releases its target and action.
    public func invalidate() {
        isScheduled = false
        target = nil
        CADisplayLink.links.removeAll { $0 === self }
    }

    /// How many display frames pass between fires.
    private var frameInterval: Int {
        let preferred = Int(preferredFrameRateRange.preferred ?? 0)
        let rate = preferred > 0 ? preferred : preferredFramesPerSecond
        guard rate > 0, rate < 60 else { return 1 }
        return max(1, Int((60.0 / Double(rate)).rounded()))
    }

    /// Fires every scheduled, unpaused link due at this frame.
    static func fireAll(at time: CFTimeInterval) {
        for link in links where !link.isPaused {
            link.framesSinceFire += 1
            guard link.framesSinceFire >= link.frameInterval else { continue }
            link.framesSinceFire = 0
            link.timestamp = time
            link.targetTimestamp = time + CAMediaClock.frameDuration * Double(link.frameInterval)
            link.action(link)
        }
    }

    /// How the link answers for frame jumps (see `QuietFrames`): set on links whose firing only shows the
    /// current time until a time they can tell (a running property animator's). While a scheduled link
    /// without it is unpaused, the headless loop steps every frame.
    package var quietFrames: QuietFrames?

    /// The earliest time a scheduled, unpaused link may do more than show the time: negative infinity when
    /// one cannot tell (no `quietFrames`, or a rate below the display's, whose count of frames a jump would
    /// skip), infinity when no link runs.
    static var nextDueTime: CFTimeInterval {
        var next = CFTimeInterval.infinity
        for link in links where !link.isPaused {
            guard let quiet = link.quietFrames, link.frameInterval == 1 else { return -.infinity }
            next = min(next, quiet.nextDueTime())
        }
        return next
    }

    /// Whether firing the scheduled, unpaused links at `time` would only show the time.
    static func areQuiet(at time: CFTimeInterval) -> Bool {
        links.allSatisfy { link in
            link.isPaused || (link.frameInterval == 1 && link.quietFrames?.isQuiet(time) == true)
        }
    }

    static func invalidateAll() {
        for link in links { link.isScheduled = false }
        links = []
    }
}
