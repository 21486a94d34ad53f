import Foundation
import OpenCoreGraphics
import Testing
@testable import OpenQuartzCore

/// The perspective sampler's fixed-point bilinear sample against the same blend in double precision at the
/// exact position: within 1 per channel everywhere, exact on texel centres and flat colour, premultiplied.
@Suite struct PerspectiveSamplerTests {
    static let width = 23, height = 17

    /// Premultiplied ARGB32 texels from a fixed xorshift sequence: every channel at most the alpha.
    static let texels: [UInt32] = {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        return (0..<width * height).map { _ in
            state ^= state << 13
            state ^= state >> 7
            state ^= state << 17
            let alpha = UInt32(state & 0xFF)
            let red = UInt32((state >> 8) & 0xFF) * alpha / 255, green = UInt32((state >> 16) & 0xFF) * alpha / 255
            let blue = UInt32((state >> 24) & 0xFF) * alpha / 255
            return alpha << 24 | red << 16 | green << 8 | blue
        }
    }()

    /// The blend at (u, v) computed with real weights, rounded half up (transparent outside the texture).
    static func reference(u: Double, v: Double) -> [Double] {
        let x0 = Int(u.rounded(.down)), y0 = Int(v.rounded(.down))
        let fx = u - Double(x0), fy = v - Double(y0)
        func texel(_ x: Int, _ y: Int) -> UInt32 {
            x >= 0 && y >= 0 && x < width && y < height ? texels[y * width + x] : 0
        }
        let corners = [
            (x0, y0, (1 - fx) * (1 - fy)), (x0 + 1, y0, fx * (1 - fy)), (x0, y0 + 1, (1 - fx) * fy),
            (x0 + 1, y0 + 1, fx * fy),
        ]
        return stride(from: 0, through: 24, by: 8).map { shift in
            corners.reduce(0) { $0 + Double((texel($1.0, $1.1) >> UInt32(shift)) & 0xFF) * $1.2 }
        }
    }

    static func sample(u: Double, v: Double) -> UInt32 {
        texels.withUnsafeBytes {
            PerspectiveSampler.sample(
                SampledPaint.Source(pixels: $0.baseAddress!, stride: width * 4), width: width, height: height, u: u,
                v: v)
        }
    }

    /// The largest difference of a channel of `sample` from the reference, which must be below 1 before
    /// rounding for the claim to hold; also checks the sample is premultiplied.
    static func difference(u: Double, v: Double) -> Int {
        let exact = reference(u: u, v: v), sampled = sample(u: u, v: v)
        let channels = stride(from: 0, through: 24, by: 8).map { Int((sampled >> UInt32($0)) & 0xFF) }
        #expect(channels[0...2].allSatisfy { $0 <= channels[3] })
        return zip(channels, exact).map { abs($0 - Int(($1 + 0.5).rounded(.down))) }.max()!
    }

    @Test func texelCentresGiveTheTexelsExactly() {
        for y in 0..<Self.height {
            for x in 0..<Self.width {
                #expect(Self.sample(u: Double(x), v: Double(y)) == Self.texels[y * Self.width + x])
            }
        }
    }

    @Test func outsideTheTextureIsTransparentAndItsEdgeFades() {
        #expect(Self.sample(u: Double(Self.width) - 0.001, v: 5) == 0)
        // Half a pixel outside the left edge: half of the edge texel, each channel rounded half up.
        let edge = Self.texels[4 * Self.width]
        var half: UInt32 = 0
        for shift in stride(from: UInt32(0), through: 24, by: 8) {
            let channel: UInt32 = (edge >> shift) & 0xFF
            half |= ((channel + 1) / 2) << shift
        }
        #expect(Self.sample(u: -0.5, v: 4) == half)
    }

    @Test func flatColourPassesThroughUnchanged() {
        let flat = [UInt32](repeating: 0x80_40_20_10, count: 16)
        let sampled = flat.withUnsafeBytes {
            PerspectiveSampler.sample(
                SampledPaint.Source(pixels: $0.baseAddress!, stride: 16), width: 4, height: 4, u: 1.37, v: 0.61)
        }
        #expect(sampled == 0x80_40_20_10)
    }

    /// Device pixels of 40 × 40 mapped back through flips of the texture about its vertical axis (a
    /// perspective of 1/500, as a flip transition's) at several angles, and through a tilt about both axes.
    @Test(arguments: [10.0, 35.0, 60.0, 80.0, -50.0])
    func flippedPixelsStayWithinOneOfTheDoubleBlend(degrees: Double) throws {
        var transform = CATransform3DIdentity
        transform.m34 = -1.0 / 500
        transform = CATransform3DRotate(transform, degrees * .pi / 180, 0, 1, 0.3)
        let flip = CATransform3DConcat(
            CATransform3DMakeTranslation(-11.5, -8.5, 0),
            CATransform3DConcat(transform, CATransform3DMakeTranslation(20, 20, 0)))
        let inverse = try #require(PlanarHomography(flip).inverted())
        var compared = 0, worst = 0
        for row in 0..<40 {
            for column in 0..<40 {
                let point = CGPoint(x: Double(column) + 0.5, y: Double(row) + 0.5)
                guard let source = inverse.apply(point) else { continue }
                let u = Double(source.x) - 0.5, v = Double(source.y) - 0.5
                guard u > -1, v > -1, u < Double(Self.width), v < Double(Self.height) else { continue }
                worst = max(worst, Self.difference(u: u, v: v))
                compared += 1
            }
        }
        #expect(compared > 100)
        #expect(worst <= 1)
    }

    @Test func randomPositionsStayWithinOneOfTheDoubleBlend() {
        var state: UInt64 = 12345
        var worst = 0
        for _ in 0..<20_000 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let u = Double(state >> 40) / Double(1 << 24) * Double(Self.width + 1) - 1
            let v = Double((state >> 16) & 0xFF_FFFF) / Double(1 << 24) * Double(Self.height + 1) - 1
            guard u > -1, v > -1 else { continue }
            worst = max(worst, Self.difference(u: u, v: v))
        }
        #expect(worst <= 1)
    }
}
