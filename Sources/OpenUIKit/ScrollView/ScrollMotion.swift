import Foundation
import OpenQuartzCore

/// A motion of a scroll view's content offset driven frame by frame on the virtual clock.
struct ScrollMotion {
    /// How long `setContentOffset(_:animated: true)` takes. UIKit documents no duration; 0.3 s with
    /// Core Animation's ease-in-ease-out curve is OpenUIKit's choice, close to what the system shows.
    static let animationDuration: TimeInterval = 0.3
    /// The curve of `setContentOffset(_:animated: true)`.
    static let animationCurve = CAMediaTimingFunction(name: .easeInEaseOut)

    enum Kind {
        /// `setContentOffset(_:animated: true)`: from one offset to another over ``animationDuration``.
        /// Ends with `scrollViewDidEndScrollingAnimation(_:)`.
        case animation(from: CGPoint, to: CGPoint, start: TimeInterval)
        /// After the finger lifts: decaying, bouncing back or settling on a page, each axis on its own.
        /// Ends with `scrollViewDidEndDecelerating(_:)`.
        case deceleration(x: ScrollAxisMotion, y: ScrollAxisMotion)
    }

    private(set) var kind: Kind
    private(set) var isFinished = false

    init(_ kind: Kind) {
        self.kind = kind
    }

    var isAnimation: Bool {
        if case .animation = kind { return true }
        return false
    }

    /// The offset at `time`; sets `isFinished` when the motion reaches its end.
    mutating func offset(at time: TimeInterval) -> CGPoint {
        switch kind {
        case let .animation(from, to, start):
            let fraction = min(1, max(0, (time - start) / Self.animationDuration))
            isFinished = time - start >= Self.animationDuration - MediaTiming.endTolerance
            guard !isFinished else { return to }
            let progress = CGFloat(Self.animationCurve.solve(fraction))
            return CGPoint(x: from.x + (to.x - from.x) * progress, y: from.y + (to.y - from.y) * progress)
        case .deceleration(var x, var y):
            let point = CGPoint(x: x.position(at: time), y: y.position(at: time))
            kind = .deceleration(x: x, y: y)
            isFinished = x.isAtRest && y.isAtRest
            return point
        }
    }
}
