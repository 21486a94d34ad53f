import Foundation

/// A pan that starts near an edge of the screen (UIKit's `UIScreenEdgePanGestureRecognizer`).
///
/// It fails at once unless its first touch goes down within `edgeMargin` (20 pt, OpenUIKit's choice; Apple
/// publishes none) of one of `edges` of the window, and it begins, like a pan, after 10 pt of movement —
/// only if that movement points away from such an edge more than along it; otherwise it fails.
/// `.left`/`.right` are the window's physical edges (OpenUIKit lays out left to right, so `.left` is the
/// leading edge).
@preconcurrency @MainActor
open class UIScreenEdgePanGestureRecognizer: UIPanGestureRecognizer {
    /// How close to an edge the touch must go down: 20 pt.
    public static let edgeMargin: CGFloat = 20

    /// The edges the gesture may start from (none by default, as in UIKit: set it).
    open var edges: UIRectEdge = []

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .possible, numberOfTouches == touches.count, startingEdges(at: location(in: nil)).isEmpty {
            return state = .failed
        }
        super.touchesBegan(touches, with: event)
    }

    override func shouldBegin(from start: CGPoint) -> Bool {
        let now = location(in: nil)
        let dx = now.x - start.x, dy = now.y - start.y
        let edges = startingEdges(at: start)
        return edges.contains(.left) && dx > abs(dy) || edges.contains(.right) && -dx > abs(dy)
            || edges.contains(.top) && dy > abs(dx) || edges.contains(.bottom) && -dy > abs(dx)
    }

    /// The configured edges `point` (window coordinates) is within `edgeMargin` of.
    private func startingEdges(at point: CGPoint) -> UIRectEdge {
        guard let bounds = view?.window?.bounds else { return [] }
        var result: UIRectEdge = []
        if point.x - bounds.minX <= Self.edgeMargin { result.insert(.left) }
        if bounds.maxX - point.x <= Self.edgeMargin { result.insert(.right) }
        if point.y - bounds.minY <= Self.edgeMargin { result.insert(.top) }
        if bounds.maxY - point.y <= Self.edgeMargin { result.insert(.bottom) }
        return result.intersection(edges)
    }
}
