import Foundation
import OpenCoreGraphics
import Testing
@testable import OpenQuartzCore
import OpenUIKitTesting

/// The compositor's pixel snapping for the live window: content placed by a translation lands on whole
/// device pixels (a copy), where by default a fractional position is resampled bilinearly.
@MainActor
@Suite(.freshApplication) struct PixelSnappingTests {
    typealias S = RenderingTestSupport

    func image(snapping: Bool) -> CGImage {
        let root = S.root(CGSize(width: 40, height: 10))
        root.addSublayer(S.solid(CALayer(), CGRect(x: 10.4, y: 0, width: 20, height: 10), S.red))
        CATransaction.flush()
        let compositor = Compositor()
        compositor.snapsTranslationsToPixels = snapping
        return compositor.image(
            of: root.renderTree(atMediaTime: CACurrentMediaTime()), size: CGSize(width: 40, height: 10), scale: 1)
    }

    func alphas(_ image: CGImage) -> [Int] {
        [9, 10, 11, 29, 30, 31].map { Int(image.pixel(x: $0, y: 5).a) }
    }

    @Test func aFractionalTranslationIsResampledByDefault() {
        #expect(alphas(image(snapping: false)) == [0, 151, 255, 255, 103, 0])
    }

    @Test func snappedItIsCopiedToTheNearestWholePixel() {
        #expect(alphas(image(snapping: true)) == [0, 255, 255, 255, 0, 0])
    }
}
