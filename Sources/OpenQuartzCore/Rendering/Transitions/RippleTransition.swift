import Foundation
import OpenCoreGraphics

/// The private `rippleEffect` transition: a ring of waves spreads from the layer's centre like a ripple on
/// water; the new state shows behind the wavefront and the old one ahead of it, and the content under the
/// ring is displaced radially by the wave.
///
/// Apple publishes no geometry for this effect; OpenUIKit draws this one. With `D` half the layer's
/// diagonal and `W` a quarter of its shorter side (the ring's width), the wavefront is at radius
/// `R = p·(D + W)` at progress `p`, so it starts at the centre and the whole ring has left the layer at the end.
/// A point at distance `d` from the centre with `u = R − d`:
/// - `u < 0` (ahead of the front) shows the old state unmoved;
/// - `u ≥ W` (behind the ring) shows the new state unmoved;
/// - otherwise it shows the new state at distance `d − A·sin(2πu / W)` along the same ray, `A = W / 8`:
///   one full wave, zero at both edges of the ring.
///
/// `subtype` does not apply.
struct RippleTransition {
    let center: CGPoint
    let front: CGFloat
    let ringWidth: CGFloat
    let amplitude: CGFloat

    init(bounds: CGRect, progress: CGFloat) {
        center = CGPoint(x: bounds.midX, y: bounds.midY)
        ringWidth = min(bounds.width, bounds.height) / 4
        amplitude = ringWidth / 8
        front = progress * (hypot(bounds.width, bounds.height) / 2 + ringWidth)
    }

    /// The colour at a layer point.
    func colour(at point: CGPoint, old: TransitionWarp.Sampler, new: TransitionWarp.Sampler) -> UInt32 {
        let dx = point.x - center.x, dy = point.y - center.y
        let distance = hypot(dx, dy)
        let behind = front - distance
        if behind < 0 { return old(point) }
        guard behind < ringWidth, distance > 0 else { return new(point) }
        let moved = distance - amplitude * sin(2 * .pi * behind / ringWidth)
        let ratio = moved / distance
        return new(CGPoint(x: center.x + dx * ratio, y: center.y + dy * ratio))
    }
}
