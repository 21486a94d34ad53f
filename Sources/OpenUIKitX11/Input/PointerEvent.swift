import OpenUIKit

/// What the mouse did, in the window's points (the host divides pixels by the scale).
enum PointerEvent: Equatable {
    /// The primary button went down at a point.
    case down(CGPoint)
    /// The pointer moved to a point (with or without a button down).
    case moved(CGPoint)
    /// The primary button came up at a point.
    case up(CGPoint)
    /// The pointer left the window.
    case left
    /// The wheel turned by whole steps (positive: down or right) with the pointer at a point.
    case wheel(CGVector, at: CGPoint)
}

extension PointerEvent {
    /// The event with its pixel coordinates turned into points.
    func inPoints(scale: CGFloat) -> PointerEvent {
        func points(_ p: CGPoint) -> CGPoint { CGPoint(x: p.x / scale, y: p.y / scale) }
        switch self {
        case .down(let p): return .down(points(p))
        case .moved(let p): return .moved(points(p))
        case .up(let p): return .up(points(p))
        case .left: return .left
        case .wheel(let steps, let p): return .wheel(steps, at: points(p))
        }
    }
}
