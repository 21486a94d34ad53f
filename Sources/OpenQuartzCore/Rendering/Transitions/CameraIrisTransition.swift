import Foundation
import OpenCoreGraphics

/// The private camera-iris transitions: a six-bladed iris (a regular hexagonal aperture that turns as it
/// moves) closes and opens over the layer.
///
/// - `cameraIris`: the iris closes over the old state (first half), then opens on the new one; its blades
///   are black.
/// - `cameraIrisHollowClose` (the first half): the aperture shrinks over the old state; the blades are
///   hollow and show the new state through them.
/// - `cameraIrisHollowOpen` (the second half): the aperture grows from the centre showing the new state; the
///   hollow blades show the old state.
///
/// Apple publishes no geometry for these effects; OpenUIKit draws this one. With `D` half the layer's
/// diagonal, the fully open aperture is the hexagon whose inscribed circle has radius `D` (circumradius
/// `Rmax = D / cos 30°`), which covers the layer. At progress `p` a hollow iris's circumradius is
/// `r = (1 − p)·Rmax` closing or `p·Rmax` opening (`cameraIris` runs each in half the time) and the hexagon
/// is turned by `p·60°` from a vertex pointing right. The blades' inner edges are drawn as a black rim
/// `0.03·Rmax·sin(πp)` wide just outside the aperture, so the first and last frames show no iris.
/// `subtype` does not apply.
struct CameraIrisTransition {
    enum Kind {
        case iris
        case hollowClose
        case hollowOpen
    }

    let center: CGPoint
    let circumradius: CGFloat
    let turn: CGFloat
    let rim: CGFloat
    /// Whether the aperture shows the new state (else the old).
    let apertureShowsNew: Bool
    /// The blades' colour; nil for hollow blades, which show the other state.
    let blades: UInt32?

    init(_ kind: Kind, bounds: CGRect, progress p: CGFloat) {
        center = CGPoint(x: bounds.midX, y: bounds.midY)
        let open = hypot(bounds.width, bounds.height) / 2 / cos(.pi / 6)
        turn = p * .pi / 3
        rim = 0.03 * open * sin(.pi * p)
        switch kind {
        case .iris:
            apertureShowsNew = p >= 0.5
            circumradius = abs(2 * p - 1) * open
            blades = 0xFF00_0000
        case .hollowClose:
            apertureShowsNew = false
            circumradius = (1 - p) * open
            blades = nil
        case .hollowOpen:
            apertureShowsNew = true
            circumradius = p * open
            blades = nil
        }
    }

    /// The colour at a layer point.
    func colour(at point: CGPoint, old: TransitionWarp.Sampler, new: TransitionWarp.Sampler) -> UInt32 {
        let dx = point.x - center.x, dy = point.y - center.y
        // The distance along the normal of the hexagon's edge facing the point, against its apothem.
        let sector = CGFloat.pi / 3
        var angle = (atan2(dy, dx) - turn).truncatingRemainder(dividingBy: sector)
        if angle < 0 { angle += sector }
        let alongNormal = hypot(dx, dy) * cos(angle - sector / 2)
        let outside = alongNormal - circumradius * cos(sector / 2)
        if outside < 0 { return apertureShowsNew ? new(point) : old(point) }
        if outside < rim { return 0xFF00_0000 }
        return blades ?? (apertureShowsNew ? old(point) : new(point))
    }
}
