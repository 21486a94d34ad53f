import Foundation
import OpenCoreGraphics
@testable import OpenQuartzCore
import Testing
import OpenUIKitTesting

/// Continuous corners (`cornerCurve = .continuous`): the straight edges stop 1.528665 radii from each corner
/// (the expansion factor), the curvature starts at zero where the edge ends (the defining property of a
/// continuous corner; a circular corner jumps to 1/r there), the curve is smooth at its joins, and layers
/// draw it.
@Suite("Continuous corners", .freshApplication)
@MainActor
struct ContinuousCornerTests {
    private let bounds = CGRect(x: 0, y: 0, width: 200, height: 100)
    private let radius: CGFloat = 20

    private func cubics(_ path: CGPath) -> [(start: CGPoint, c1: CGPoint, c2: CGPoint, end: CGPoint)] {
        var current = CGPoint.zero
        var result: [(CGPoint, CGPoint, CGPoint, CGPoint)] = []
        for element in path.elements {
            switch element {
            case .move(let p), .line(let p): current = p
            case .cubic(let c1, let c2, let p):
                result.append((current, c1, c2, p))
                current = p
            default: break
            }
        }
        return result
    }

    @Test func edgesStopAtTheExpansionFactor() {
        let path = LayerShape.path(bounds: bounds, cornerRadius: radius, maskedCorners: .all, curve: .continuous)
        let reach = radius * CALayer.cornerCurveExpansionFactor(.continuous)
        let segments = cubics(path)
        #expect(segments.count == 12)
        // The top-right corner's curve starts on the top edge and ends on the right edge, `reach` away.
        #expect(isClose(segments[0].start, CGPoint(x: bounds.maxX - reach, y: 0), 1e-9))
        #expect(isClose(segments[2].end, CGPoint(x: bounds.maxX, y: reach), 1e-9))
        if case .move(let start) = path.elements.first {
            #expect(isClose(start, CGPoint(x: reach, y: 0), 1e-9))
        }
    }

    @Test func curvatureStartsAtZeroAndTheJoinsAreSmooth() {
        let segments = cubics(
            LayerShape.path(bounds: bounds, cornerRadius: radius, maskedCorners: .all, curve: .continuous))
        // Curvature of a cubic at its start is |B'(0) × B''(0)| / |B'(0)|³ with B' = 3(c1 − p0), B'' = 6(p0 − 2c1 + c2).
        func startCurvature(_ s: (start: CGPoint, c1: CGPoint, c2: CGPoint, end: CGPoint)) -> CGFloat {
            let d1 = CGVector(dx: 3 * (s.c1.x - s.start.x), dy: 3 * (s.c1.y - s.start.y))
            let d2 = CGVector(dx: 6 * (s.start.x - 2 * s.c1.x + s.c2.x), dy: 6 * (s.start.y - 2 * s.c1.y + s.c2.y))
            return abs(d1.dx * d2.dy - d1.dy * d2.dx) / pow(hypot(d1.dx, d1.dy), 3)
        }
        #expect(startCurvature(segments[0]) < 1e-12)
        let circular = cubics(
            LayerShape.path(bounds: bounds, cornerRadius: radius, maskedCorners: .all, curve: .circular))
        // The cubic quarter circle's end curvature is within 2.2 % of 1/r (the usual approximation error).
        #expect(abs(startCurvature(circular[0]) - 1 / radius) < 0.022 / radius)
        for (a, b) in zip(segments, segments.dropFirst()) where a.end == b.start {
            let incoming = atan2(a.end.y - a.c2.y, a.end.x - a.c2.x),
                outgoing = atan2(b.c1.y - b.start.y, b.c1.x - b.start.x)
            #expect(abs(incoming - outgoing) < 1e-6)
        }
    }

    @Test func tooLargeARadiusFallsBackToCircular() {
        let continuous = LayerShape.path(bounds: bounds, cornerRadius: 45, maskedCorners: .all, curve: .continuous)
        let circular = LayerShape.path(bounds: bounds, cornerRadius: 45, maskedCorners: .all, curve: .circular)
        #expect(continuous.elements == circular.elements)
    }

    @Test func layersDrawTheContinuousCurve() {
        let square = CGRect(x: 0, y: 0, width: 400, height: 400)
        func alpha(_ curve: CALayerCornerCurve, x: Int, y: Int) -> Int {
            let layer = CALayer()
            layer.bounds = square
            layer.position = CGPoint(x: square.midX, y: square.midY)
            layer.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
            layer.cornerRadius = 100
            layer.cornerCurve = curve
            CATransaction.flush()
            return CARenderer(layer: layer, size: square.size, scale: 1).image()!.rgba(x, y)[3]
        }
        // 80 points from the right edge the circular corner is 2.02 points below the top edge (100 − √(100² − 20²))
        // and the continuous one about 3.2: the row of pixels from y = 2 to 3 is mostly inside the first and
        // wholly outside the second.
        #expect(alpha(.circular, x: 320, y: 2) > 180)
        #expect(alpha(.continuous, x: 320, y: 2) == 0)
    }
}
