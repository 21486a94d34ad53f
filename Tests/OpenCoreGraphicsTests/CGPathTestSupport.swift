import Foundation
@testable import OpenCoreGraphics

/// Helpers shared by the CGPath test suites.
enum PathTestSupport {
    /// 4/3·(√2 − 1), the quarter-circle handle length per unit radius, computed independently of the
    /// library.
    static let kappa = 4.0 * (2.0.squareRoot() - 1.0) / 3.0

    static func close(_ a: CGFloat, _ b: CGFloat, _ tolerance: CGFloat = 1e-9) -> Bool {
        abs(a - b) <= tolerance
    }

    static func close(_ a: CGPoint, _ b: CGPoint, _ tolerance: CGFloat = 1e-9) -> Bool {
        abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance
    }

    static func close(_ a: CGRect, _ b: CGRect, _ tolerance: CGFloat = 1e-9) -> Bool {
        close(a.origin, b.origin, tolerance) && close(a.width, b.width, tolerance)
            && close(a.height, b.height, tolerance)
    }

    /// Same kinds in the same order and every point within `tolerance`.
    static func close(_ a: [PathElement], _ b: [PathElement], _ tolerance: CGFloat = 1e-9) -> Bool {
        guard a.count == b.count else { return false }
        return zip(a, b).allSatisfy { x, y in
            x.type == y.type && zip(x.points, y.points).allSatisfy { close($0, $1, tolerance) }
        }
    }

    static func p(_ x: CGFloat, _ y: CGFloat) -> CGPoint { CGPoint(x: x, y: y) }

    /// Elements as read through the public `applyWithBlock(_:)`.
    static func publicElements(of path: CGPath) -> [(CGPathElementType, [CGPoint])] {
        var result: [(CGPathElementType, [CGPoint])] = []
        path.applyWithBlock { element in
            let count: Int
            switch element.pointee.type {
            case .moveToPoint, .addLineToPoint: count = 1
            case .addQuadCurveToPoint: count = 2
            case .addCurveToPoint: count = 3
            case .closeSubpath: count = 0
            }
            result.append((element.pointee.type, (0..<count).map { element.pointee.points[$0] }))
        }
        return result
    }

    /// The rounded-rectangle element sequence, written out from the geometry: start on the right edge, then
    /// side / corner pairs through the (maxX, maxY), (minX, maxY), (minX, minY), (maxX, minY) corners.
    static func roundedRectElements(_ r: CGRect, w: CGFloat, h: CGFloat) -> [PathElement] {
        let k = kappa
        let x0 = r.minX, x1 = r.maxX, y0 = r.minY, y1 = r.maxY
        return [
            .move(p(x1, y0 + h)),
            .line(p(x1, y1 - h)),
            .cubic(p(x1, y1 - h + k * h), p(x1 - w + k * w, y1), p(x1 - w, y1)),
            .line(p(x0 + w, y1)),
            .cubic(p(x0 + w - k * w, y1), p(x0, y1 - h + k * h), p(x0, y1 - h)),
            .line(p(x0, y0 + h)),
            .cubic(p(x0, y0 + h - k * h), p(x0 + w - k * w, y0), p(x0 + w, y0)),
            .line(p(x1 - w, y0)),
            .cubic(p(x1 - w + k * w, y0), p(x1, y0 + h - k * h), p(x1, y0 + h)),
            .close,
        ]
    }

    /// A cubic Bézier evaluated by de Casteljau's construction (independent of the library's polynomial).
    static func deCasteljau(_ points: [CGPoint], _ t: CGFloat) -> CGPoint {
        var points = points
        while points.count > 1 {
            points = zip(points, points.dropFirst()).map {
                CGPoint(x: $0.x + ($1.x - $0.x) * t, y: $0.y + ($1.y - $0.y) * t)
            }
        }
        return points[0]
    }

    /// Length of the polyline through `samples + 1` equally spaced parameter values.
    static func polylineLength(samples: Int, _ point: (CGFloat) -> CGPoint) -> CGFloat {
        var total: CGFloat = 0
        var previous = point(0)
        for index in 1...samples {
            let next = point(CGFloat(index) / CGFloat(samples))
            total += hypot(next.x - previous.x, next.y - previous.y)
            previous = next
        }
        return total
    }
}
