import Foundation
import OpenCoreGraphics

/// The private `suckEffect` transition: the old state is sucked into the layer's bottom-left corner like a
/// genie into its lamp, uncovering the new state beneath it.
///
/// Apple publishes no geometry for this effect; OpenUIKit draws this one. In the layer's bounds (width `w`,
/// height `h`, `y` down from the top) at progress `p`:
/// - the right edge of the old state bends toward the left edge near the bottom: at height `y` it is at
///   `x = w·(1 − k·s(y / h))`, with `k = min(1, 2p)` and `s(t) = t²(3 − 2t)` (smoothstep), so from half-way
///   on the bottom row has no width: the funnel into the corner;
/// - the old state's top slides down to `T = h·q²`, `q = max(0, (p − ¼) / ¾)`, and its rows are spread
///   evenly between `T` and the bottom, so at the end it has gone into the corner;
/// - each row of the old state is squeezed between the left edge and the bent right edge.
///
/// iOS takes the content into the bottom-left corner whatever the `subtype`; so does OpenUIKit.
struct SuckTransition {
    let bounds: CGRect
    let bend: CGFloat
    let top: CGFloat

    init(bounds: CGRect, progress: CGFloat) {
        self.bounds = bounds
        bend = min(1, 2 * progress)
        let slide = max(0, (progress - 0.25) / 0.75)
        top = bounds.height * slide * slide
    }

    /// The colour at a layer point.
    func colour(at point: CGPoint, old: TransitionWarp.Sampler, new: TransitionWarp.Sampler) -> UInt32 {
        let x = point.x - bounds.minX, y = point.y - bounds.minY
        let t = y / bounds.height
        let rightEdge = bounds.width * (1 - bend * t * t * (3 - 2 * t))
        guard y >= top, top < bounds.height, x < rightEdge else { return new(point) }
        let row = (y - top) / (bounds.height - top) * bounds.height
        let column = x / rightEdge * bounds.width
        return old(CGPoint(x: bounds.minX + column, y: bounds.minY + row))
    }
}
