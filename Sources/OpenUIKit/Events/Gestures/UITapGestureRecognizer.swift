import Foundation
import OpenQuartzCore

/// Recognizes taps (UIKit's `UITapGestureRecognizer`), a discrete gesture: `numberOfTouchesRequired`
/// fingers down and up, `numberOfTapsRequired` times, without moving away.
///
/// It fails when more fingers than required go down, when a finger moves more than `allowableMovement`
/// from where the tap began, when a finger is held longer than `maximumTapDuration`, or when the next tap
/// of a multi-tap does not begin within `UIApplication.multipleTapInterval` (0.35 s) of the last lift.
/// It recognizes as the last finger of the last tap lifts. Apple publishes none of these limits; the values
/// are OpenUIKit's choices.
@preconcurrency @MainActor
open class UITapGestureRecognizer: UIGestureRecognizer {
    /// How far a finger may move from where its tap began: 45 pt (UIApplication.multipleTapDistance).
    public static let allowableMovement: CGFloat = UIApplication.multipleTapDistance
    /// How long a finger may stay down for a tap: 0.75 s.
    public static let maximumTapDuration: TimeInterval = 0.75

    /// How many taps make the gesture (1 by default).
    open var numberOfTapsRequired = 1
    /// How many fingers each tap needs (1 by default).
    open var numberOfTouchesRequired = 1

    private var tapsCompleted = 0
    private var fingersInThisTap = 0
    private var tapStart: [ObjectIdentifier: CGPoint] = [:]
    private var firstTapLocation: CGPoint?

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if fingersInThisTap == 0 { scheduleTimer(after: Self.maximumTapDuration) }
        for touch in touches {
            let point = touch.location(in: nil)
            if let first = firstTapLocation, hypot(point.x - first.x, point.y - first.y) > Self.allowableMovement {
                return state = .failed
            }
            tapStart[ObjectIdentifier(touch)] = point
        }
        fingersInThisTap += touches.count
        if fingersInThisTap > numberOfTouchesRequired || numberOfTouches > numberOfTouchesRequired { state = .failed }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        for touch in touches {
            guard let start = tapStart[ObjectIdentifier(touch)] else { continue }
            let point = touch.location(in: nil)
            if hypot(point.x - start.x, point.y - start.y) > Self.allowableMovement { return state = .failed }
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        guard numberOfTouches == 0 else { return }
        guard fingersInThisTap == numberOfTouchesRequired else { return state = .failed }
        tapsCompleted += 1
        fingersInThisTap = 0
        if firstTapLocation == nil { firstTapLocation = location(in: nil) }
        if tapsCompleted >= numberOfTapsRequired {
            timerDeadline = nil
            state = .recognized
        } else {
            scheduleTimer(after: UIApplication.multipleTapInterval)
        }
    }

    /// The finger stayed down too long, or the next tap did not come in time.
    override func timerFired() {
        if state == .possible { state = .failed }
    }

    open override func reset() {
        super.reset()
        tapsCompleted = 0
        fingersInThisTap = 0
        tapStart = [:]
        firstTapLocation = nil
    }
}
