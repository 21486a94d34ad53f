import Foundation

/// Recognizes a swipe (UIKit's `UISwipeGestureRecognizer`), a discrete gesture: `numberOfTouchesRequired`
/// fingers moving quickly in one of the permitted `direction`s.
///
/// It recognizes, while the fingers are still down, once their centroid has moved `minimumDistance`
/// (50 pt) within `maximumDuration` (0.5 s) of touch-down, mostly along a permitted direction (the sideways
/// part at most half the main one). It fails if the fingers lift first, the time runs out, the movement
/// goes another way, or the number of fingers is not the required one. Apple publishes none of these
/// limits; the values are OpenUIKit's choices.
@preconcurrency @MainActor
open class UISwipeGestureRecognizer: UIGestureRecognizer {
    /// The directions of a swipe (UIKit's `UISwipeGestureRecognizer.Direction`).
    public struct Direction: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let right = Direction(rawValue: 1 << 0)
        public static let left = Direction(rawValue: 1 << 1)
        public static let up = Direction(rawValue: 1 << 2)
        public static let down = Direction(rawValue: 1 << 3)
    }

    /// The distance a swipe must cover: 50 pt.
    public static let minimumDistance: CGFloat = 50
    /// The time a swipe may take: 0.5 s.
    public static let maximumDuration: TimeInterval = 0.5

    /// The permitted directions (`.right` by default).
    open var direction: Direction = .right
    /// How many fingers must swipe (1 by default).
    open var numberOfTouchesRequired = 1

    private var start: CGPoint?

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard numberOfTouches <= numberOfTouchesRequired else { return state = .failed }
        if start == nil { scheduleTimer(after: Self.maximumDuration) }
        start = location(in: nil)
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let start, state == .possible, numberOfTouches == numberOfTouchesRequired else { return }
        let now = location(in: nil)
        let dx = now.x - start.x, dy = now.y - start.y
        guard max(abs(dx), abs(dy)) >= Self.minimumDistance else { return }
        let swiped: Direction = abs(dx) >= abs(dy) ? (dx > 0 ? .right : .left) : (dy > 0 ? .down : .up)
        let sideways = min(abs(dx), abs(dy)), along = max(abs(dx), abs(dy))
        state = direction.contains(swiped) && sideways <= along / 2 ? .recognized : .failed
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .possible { state = .failed }
    }

    /// The swipe took too long.
    override func timerFired() {
        if state == .possible { state = .failed }
    }

    open override func reset() {
        super.reset()
        start = nil
    }
}
