import CCairo
import Foundation
import OpenCoreGraphics

/// A page curling away from one of its edges around a cylinder (what `pageCurl` / `.transitionCurlUp` show;
/// `pageUnCurl` runs it backwards on the incoming page). The transition's `subtype` names the edge the curl
/// starts from — `fromBottom`, `fromTop`, `fromLeft`, `fromRight` —; with none it is the bottom edge, as
/// `.transitionCurlUp`/`.transitionCurlDown` show it.
///
/// The curl is computed in page coordinates where the curling edge is at the bottom (see ``Orientation``).
/// The fold line sits at `L`, moving from the bottom edge (curled 0) to past the top (curled 1). The page
/// above the fold lies flat; the part below wraps around a cylinder of radius `r` whose axis is at the
/// fold, and what is past half a turn lies flat again on top, showing the back of the page (the content
/// mirrored, washed out toward white). The cylinder's front is shaded by its slope.
enum PageCurl {
    /// Page coordinates for a curl from `edge`: the layer's bounds turned so that the edge is at the bottom
    /// (y = height), with the origin at 0.
    struct Orientation {
        let bounds: CGRect
        let edge: CATransitionSubtype?
        /// The page's size in page coordinates (width and height swap for the left and right edges).
        var size: CGSize {
            edge == .fromLeft || edge == .fromRight
                ? CGSize(width: bounds.height, height: bounds.width) : bounds.size
        }

        /// A layer point in page coordinates.
        func page(_ p: CGPoint) -> CGPoint {
            switch edge {
            case .fromTop: return CGPoint(x: p.x - bounds.minX, y: bounds.maxY - p.y)
            case .fromLeft: return CGPoint(x: p.y - bounds.minY, y: bounds.maxX - p.x)
            case .fromRight: return CGPoint(x: p.y - bounds.minY, y: p.x - bounds.minX)
            default: return CGPoint(x: p.x - bounds.minX, y: p.y - bounds.minY)
            }
        }

        /// A page point in layer coordinates (the inverse of ``page(_:)``).
        func layer(_ q: CGPoint) -> CGPoint {
            switch edge {
            case .fromTop: return CGPoint(x: q.x + bounds.minX, y: bounds.maxY - q.y)
            case .fromLeft: return CGPoint(x: bounds.maxX - q.y, y: q.x + bounds.minY)
            case .fromRight: return CGPoint(x: q.y + bounds.minX, y: q.x + bounds.minY)
            default: return CGPoint(x: q.x + bounds.minX, y: q.y + bounds.minY)
            }
        }
    }

    static func paint(
        _ page: Compositor.FlatState, bounds: CGRect, edge: CATransitionSubtype?, curled: CGFloat,
        toDevice: PlanarHomography, cr: OpaquePointer, scratch: inout [UInt32]
    ) {
        guard curled < 1, let sampler = TransitionWarp.Sampler(page) else { return }
        let orientation = Orientation(bounds: bounds, edge: edge)
        let pageBounds = CGRect(origin: .zero, size: orientation.size)
        let radius = max(pageBounds.height, 1) / 10
        let travel = pageBounds.height + .pi * radius
        let fold = pageBounds.maxY - max(curled, 0) * travel
        func sample(_ x: CGFloat, _ y: CGFloat) -> UInt32 { sampler(orientation.layer(CGPoint(x: x, y: y))) }
        TransitionWarp.paint(bounds: bounds, toDevice: toDevice, cr: cr, scratch: &scratch) { point in
            pixel(at: orientation.page(point), fold: fold, radius: radius, bounds: pageBounds, sample: sample)
        }
    }

    /// The colour at a point of the page (page coordinates): the topmost layer of paper there.
    private static func pixel(
        at point: CGPoint, fold: CGFloat, radius: CGFloat, bounds: CGRect, sample: (CGFloat, CGFloat) -> UInt32
    ) -> UInt32 {
        guard point.x >= bounds.minX, point.x < bounds.maxX, point.y >= bounds.minY else { return 0 }
        let y = point.y
        if y <= fold {
            let backY = fold + .pi * radius + (fold - y)
            if backY < bounds.maxY { return back(sample(point.x, backY)) }
        }
        if y >= fold && y <= fold + radius {
            let height = (y - fold) / radius
            let backY = fold + radius * (.pi - asin(min(height, 1)))
            if backY < bounds.maxY { return back(sample(point.x, backY)) }
            let frontAngle = asin(min(height, 1))
            let frontY = fold + radius * frontAngle
            if frontY < bounds.maxY { return shade(sample(point.x, frontY), by: 0.75 + 0.25 * cos(frontAngle)) }
        }
        return y < fold && y < bounds.maxY ? sample(point.x, y) : 0
    }

    /// The back of the paper: the content washed 70 % toward white, fully opaque where paper exists.
    private static func back(_ argb: UInt32) -> UInt32 {
        guard argb >> 24 != 0 else { return 0xFFF0F0F0 }
        let channels = [16, 8, 0].map { shift -> UInt32 in
            let value = Double((argb >> UInt32(shift)) & 0xFF)
            return UInt32((value * 0.3 + 255 * 0.7).rounded()) << UInt32(shift)
        }
        return 0xFF00_0000 | channels[0] | channels[1] | channels[2]
    }

    private static func shade(_ argb: UInt32, by factor: CGFloat) -> UInt32 {
        let alpha = argb & 0xFF00_0000
        let channels = [16, 8, 0].map { shift -> UInt32 in
            UInt32((Double((argb >> UInt32(shift)) & 0xFF) * Double(factor)).rounded()) << UInt32(shift)
        }
        return alpha | channels[0] | channels[1] | channels[2]
    }
}
