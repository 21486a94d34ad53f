import Foundation
import OpenQuartzCore

/// Recognizes a drag (UIKit's `UIPanGestureRecognizer`), a continuous gesture.
///
/// It begins once the centroid of its touches has moved `minimumTranslationToBegin` (10 pt) from where they
/// went down, with between `minimumNumberOfTouches` and `maximumNumberOfTouches` fingers down; each move
/// after that is `.changed`, and lifting the fingers (fewer than the minimum left down) ends it. A pan whose
/// fingers lift before it began fails. `translation(in:)` is measured from where the pan began, so the
/// first `.changed` does not jump (UIKit's behaviour as widely observed; Apple publishes no threshold).
/// `velocity(in:)` is the displacement over the samples of the last `velocitySampleWindow` (0.1 s), divided
/// by their time span (at least the last two samples). When the pan begins, its view's touches are
/// cancelled (`cancelsTouchesInView`) and then its actions run. A `UIScrollView` (or any view) can own one and read both in its action.
@preconcurrency @MainActor
open class UIPanGestureRecognizer: UIGestureRecognizer {
    /// How far the touches must move before the pan begins: 10 pt.
    public static let minimumTranslationToBegin: CGFloat = 10
    /// The span of recent samples `velocity(in:)` is measured over: 0.1 s.
    public static let velocitySampleWindow: TimeInterval = 0.1

    /// The fewest fingers that can pan (1 by default).
    open var minimumNumberOfTouches = 1
    /// The most fingers that can pan (`Int.max` by default).
    open var maximumNumberOfTouches = Int.max

    /// Where the translation is measured from, in window coordinates: where the touches went down until the
    /// pan begins (for the threshold), then where it began.
    private var origin: CGPoint?
    /// The centroid's recent positions (window coordinates) with their times, oldest first.
    private var samples: [(time: TimeInterval, location: CGPoint)] = []
    /// The touches the last centroid was taken over (a change of fingers re-bases the samples).
    private var sampledTouches: [UITouch] = []

    /// The translation of the pan in `view`'s coordinate system (the window's when nil), since it began or
    /// since the last `setTranslation(_:in:)`.
    open func translation(in view: UIView?) -> CGPoint {
        guard state != .possible, let origin, let last = samples.last else { return .zero }
        let start = convert(origin, to: view)
        let now = convert(last.location, to: view)
        return CGPoint(x: now.x - start.x, y: now.y - start.y)
    }

    /// Sets the translation to `translation` (in `view`'s coordinates) so that later translations are
    /// measured from it.
    open func setTranslation(_ translation: CGPoint, in view: UIView?) {
        guard translation.x.isFinite, translation.y.isFinite else {
            return Diagnostics.report(
                .invalidGeometry, .exception, "setTranslation(_:in:) needs a finite translation; got \(translation)")
        }
        guard let last = samples.last else { return }
        let now = convert(last.location, to: view)
        let start = CGPoint(x: now.x - translation.x, y: now.y - translation.y)
        origin = view.map { view in view.window.map { view.convert(start, to: $0) } ?? start } ?? start
    }

    /// The velocity of the pan in points per second in `view`'s coordinates (the window's when nil):
    /// the displacement between the oldest sample of the last `velocitySampleWindow` and the newest, over
    /// their time span — or, when the newest is the only sample that recent, between the last two samples.
    /// Samples are taken at every touch event (down, moves, up).
    open func velocity(in view: UIView?) -> CGPoint {
        guard let newest = samples.last,
            var oldest = samples.first(where: { $0.time >= newest.time - Self.velocitySampleWindow - 1e-9 })
        else { return .zero }
        if oldest.time == newest.time, samples.count > 1 { oldest = samples[samples.count - 2] }
        guard newest.time > oldest.time else { return .zero }
        let from = convert(oldest.location, to: view)
        let to = convert(newest.location, to: view)
        let span = CGFloat(newest.time - oldest.time)
        return CGPoint(x: (to.x - from.x) / span, y: (to.y - from.y) / span)
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if numberOfTouches > maximumNumberOfTouches, state == .possible { return state = .failed }
        sample(event.timestamp)
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        sample(event.timestamp)
        switch state {
        case .possible:
            guard numberOfTouches >= minimumNumberOfTouches, numberOfTouches <= maximumNumberOfTouches,
                let start = origin, let current = samples.last?.location,
                hypot(current.x - start.x, current.y - start.y) >= Self.minimumTranslationToBegin,
                shouldBegin(from: start)
            else { return }
            origin = current
            state = .began
        case .began, .changed:
            state = .changed
        default:
            break
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        sample(event.timestamp)
        if state == .possible, numberOfTouches == 0 {
            state = .failed
        } else if state == .began || state == .changed, numberOfTouches < minimumNumberOfTouches {
            state = .ended
        }
    }

    /// Whether the pan may begin now, having moved from `start` (window coordinates); subclasses narrow it.
    func shouldBegin(from start: CGPoint) -> Bool { true }

    open override func reset() {
        super.reset()
        origin = nil
        samples = []
        sampledTouches = []
    }

    /// Records the centroid at `time`. When fingers join or leave, the centroid jumps: earlier samples and
    /// the origin shift by the jump, so that neither translation nor velocity does.
    private func sample(_ time: TimeInterval) {
        let current = activeTouches.isEmpty ? sampledTouches : activeTouches
        guard !current.isEmpty else { return }
        let centroid = Self.centroid(of: current)
        if !sampledTouches.isEmpty, sampledTouches.map(ObjectIdentifier.init) != current.map(ObjectIdentifier.init) {
            let before = Self.centroid(of: sampledTouches)
            let shift = CGPoint(x: centroid.x - before.x, y: centroid.y - before.y)
            samples = samples.map { ($0.time, CGPoint(x: $0.location.x + shift.x, y: $0.location.y + shift.y)) }
            origin = origin.map { CGPoint(x: $0.x + shift.x, y: $0.y + shift.y) }
        }
        sampledTouches = current
        if origin == nil { origin = centroid }
        samples.append((time, centroid))
        while samples.count > 2, samples[0].time < time - Self.velocitySampleWindow - 1e-9 { samples.removeFirst() }
    }

    /// The centroid of `touches` in window coordinates.
    private static func centroid(of touches: [UITouch]) -> CGPoint {
        let points = touches.map { $0.location(in: nil) }
        return CGPoint(
            x: points.map(\.x).reduce(0, +) / CGFloat(points.count),
            y: points.map(\.y).reduce(0, +) / CGFloat(points.count))
    }

    private func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        guard let view, let window = view.window ?? self.view?.window else { return point }
        return view.convert(point, from: window)
    }
}
