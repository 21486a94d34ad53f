import CCairo
import Foundation
import OpenCoreGraphics
import Testing
@testable import OpenQuartzCore

/// The perspective sampler's paint — the inverse map stepped along each row, one division per pixel — against
/// every device pixel mapped back on its own in double precision (`PlanarHomography.apply`, the surface point
/// kept only where its weight through the map is positive) and sampled at that position: within 1 per channel,
/// on the same pixels, over random perspective transforms.
@Suite struct PerspectiveSamplerPaintTests {
    static let size = 64

    /// Paints the test texture through `map` onto a transparent 64 × 64 surface; its premultiplied ARGB32 pixels.
    static func painted(through map: PlanarHomography) -> [UInt32] {
        var texels = PerspectiveSamplerTests.texels
        let width = PerspectiveSamplerTests.width, height = PerspectiveSamplerTests.height
        return texels.withUnsafeMutableBytes { bytes in
            let source = cairo_image_surface_create_for_data(
                bytes.baseAddress!.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_ARGB32, Int32(width),
                Int32(height), Int32(width * 4))!
            let target = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(size), Int32(size))!
            let cr = cairo_create(target)!
            var scratch: [UInt32] = []
            PerspectiveSampler.paint(
                source, width: width, height: height, through: map, cr: cr, alpha: 1, scratch: &scratch)
            cairo_destroy(cr)
            cairo_surface_flush(target)
            let data = cairo_image_surface_get_data(target)!, stride = Int(cairo_image_surface_get_stride(target))
            let pixels = (0..<size * size).map { i in
                UnsafeRawPointer(data).load(fromByteOffset: (i / size) * stride + (i % size) * 4, as: UInt32.self)
            }
            cairo_surface_destroy(target)
            cairo_surface_destroy(source)
            return pixels
        }
    }

    /// Each device pixel centre mapped back through the inverse in double precision, then sampled.
    static func reference(through map: PlanarHomography) -> [UInt32] {
        let width = PerspectiveSamplerTests.width, height = PerspectiveSamplerTests.height
        guard let inverse = map.inverted() else { return [UInt32](repeating: 0, count: size * size) }
        return (0..<size * size).map { i in
            let centre = CGPoint(x: Double(i % size) + 0.5, y: Double(i / size) + 0.5)
            guard let point = inverse.apply(centre), map.weight(of: point) > 0 else { return 0 }
            let u = Double(point.x) - 0.5, v = Double(point.y) - 0.5
            guard u > -1, v > -1, u < Double(width), v < Double(height) else { return 0 }
            return PerspectiveSamplerTests.sample(u: u, v: v)
        }
    }

    /// A rotation of the texture about a random axis through its centre, seen with a random perspective
    /// (m34 = −1/d, d from 150 to 1,000 points), scaled up to 1 to 3 times and centred on the 64 × 64 target.
    static func randomMap(_ state: inout UInt64) -> PlanarHomography {
        func next() -> Double {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Double(state >> 11) / Double(1 << 53)
        }
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / (150 + 850 * next())
        let turned = CATransform3DRotate(perspective, (next() * 2 - 1) * 1.4, next() - 0.5, next() - 0.5, next() - 0.5)
        let scale = 1 + 2 * next()
        var map = CATransform3DMakeTranslation(
            -Double(PerspectiveSamplerTests.width) / 2, -Double(PerspectiveSamplerTests.height) / 2, 0)
        map = CATransform3DConcat(map, CATransform3DMakeScale(scale, scale, 1))
        map = CATransform3DConcat(map, turned)
        map = CATransform3DConcat(map, CATransform3DMakeTranslation(32 + next() * 4, 32 + next() * 4, 0))
        return PlanarHomography(map)
    }

    @Test func randomPerspectivesStayWithinOneOfThePixelByPixelMap() {
        var state: UInt64 = 0x5EED
        var covered = 0, worst = 0
        for _ in 0..<40 {
            let map = Self.randomMap(&state)
            let painted = Self.painted(through: map), expected = Self.reference(through: map)
            for (got, want) in zip(painted, expected) {
                worst = max(worst, Self.largestDifference(got, want))
                if want != 0 { covered += 1 }
            }
        }
        #expect(covered > 20_000)
        #expect(worst <= 1)
    }

    /// The largest difference of a channel of two ARGB32 pixels.
    static func largestDifference(_ a: UInt32, _ b: UInt32) -> Int {
        stride(from: UInt32(0), through: 24, by: 8).map { abs(Int((a >> $0) & 0xFF) - Int((b >> $0) & 0xFF)) }.max()!
    }
}
