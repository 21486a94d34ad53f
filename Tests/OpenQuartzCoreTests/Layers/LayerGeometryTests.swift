import Foundation
import OpenCoreGraphics
@testable import OpenQuartzCore
import Testing
import OpenUIKitTesting

/// CALayer geometry: defaults, frame derived from bounds, position, anchorPoint and transform (CALayer.h,
/// Apple's CALayer.frame documentation),
/// and rejection of non-finite geometry.
@Suite("CALayer geometry", .freshApplication)
struct LayerGeometryTests {
    @Test @MainActor func defaults() {
        let layer = CALayer()
        #expect(layer.bounds == .zero)
        #expect(layer.position == .zero)
        #expect(layer.anchorPoint == CGPoint(x: 0.5, y: 0.5))
        #expect(layer.zPosition == 0 && layer.anchorPointZ == 0)
        #expect(CATransform3DIsIdentity(layer.transform))
        #expect(CATransform3DIsIdentity(layer.sublayerTransform))
        #expect(layer.frame == .zero)
        #expect(layer.opacity == 1)
        #expect(!layer.isHidden && !layer.masksToBounds && layer.isDoubleSided && !layer.isOpaque)
        #expect(layer.cornerRadius == 0 && layer.borderWidth == 0)
        #expect(layer.borderColor == CGColor(gray: 0, alpha: 1))
        #expect(layer.backgroundColor == nil)
        #expect(layer.shadowOpacity == 0 && layer.shadowRadius == 3)
        #expect(layer.shadowOffset == CGSize(width: 0, height: -3))
        #expect(layer.shadowColor == CGColor(gray: 0, alpha: 1))
        #expect(layer.contentsRect == CGRect(x: 0, y: 0, width: 1, height: 1))
        #expect(layer.contentsGravity == .resize)
        #expect(layer.contentsScale == 1)
        #expect(layer.sublayers == nil && layer.superlayer == nil && layer.mask == nil)
    }

    @Test @MainActor func frameIsDerivedFromBoundsPositionAndAnchor() {
        let layer = CALayer()
        layer.bounds = CGRect(x: 10, y: 20, width: 100, height: 60)
        layer.position = CGPoint(x: 200, y: 300)
        // frame.origin = position − anchor × size (bounds.origin plays no part).
        #expect(layer.frame == CGRect(x: 200 - 0.5 * 100, y: 300 - 0.5 * 60, width: 100, height: 60))
        layer.anchorPoint = CGPoint(x: 0, y: 1)
        #expect(layer.frame == CGRect(x: 200, y: 300 - 60, width: 100, height: 60))
    }

    @Test @MainActor func settingFrameSetsPositionAndBoundsSize() {
        // Apple's CALayer.frame documentation: setting frame changes position and bounds.size; bounds.origin stays.
        let layer = CALayer()
        layer.bounds = CGRect(x: 5, y: 7, width: 1, height: 1)
        layer.anchorPoint = CGPoint(x: 0.25, y: 0.75)
        layer.frame = CGRect(x: 10, y: 20, width: 80, height: 40)
        #expect(layer.bounds == CGRect(x: 5, y: 7, width: 80, height: 40))
        #expect(layer.position == CGPoint(x: 10 + 0.25 * 80, y: 20 + 0.75 * 40))
        #expect(layer.frame == CGRect(x: 10, y: 20, width: 80, height: 40))
        // A negative-size frame is standardized.
        layer.anchorPoint = CGPoint(x: 0.5, y: 0.5)
        layer.frame = CGRect(x: 100, y: 100, width: -50, height: -20)
        #expect(layer.frame == CGRect(x: 50, y: 80, width: 50, height: 20))
    }

    @Test @MainActor func scaleTransformReportsTheTransformedBoundingBox() {
        // The frame is the transformed bounding box: 100×100 at origin with scale 2 → frame (−50, −50, 200, 200),
        // bounds unchanged.
        let layer = CALayer()
        layer.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        layer.transform = CATransform3DMakeScale(2, 2, 1)
        #expect(isClose(layer.frame, CGRect(x: -50, y: -50, width: 200, height: 200)))
        #expect(layer.bounds == CGRect(x: 0, y: 0, width: 100, height: 100))
        // 50×50 with scale 2 → {{−25, −25}, {100, 100}}, the same through setAffineTransform.
        let small = CALayer()
        small.frame = CGRect(x: 0, y: 0, width: 50, height: 50)
        small.setAffineTransform(CGAffineTransform(scaleX: 2, y: 2))
        #expect(isClose(small.frame, CGRect(x: -25, y: -25, width: 100, height: 100)))
        #expect(small.affineTransform() == CGAffineTransform(scaleX: 2, y: 2))
    }

    @Test @MainActor func translationMovesTheFrame() {
        let layer = CALayer()
        layer.frame = CGRect(x: 0, y: 0, width: 100, height: 50)
        layer.transform = CATransform3DMakeTranslation(10, 20, 30)
        #expect(isClose(layer.frame, CGRect(x: 10, y: 20, width: 100, height: 50)))
        #expect(layer.position == CGPoint(x: 50, y: 25))
        // Scale about a non-centred anchor point.
        layer.transform = CATransform3DMakeScale(2, 3, 1)
        layer.anchorPoint = CGPoint(x: 0, y: 0)
        // position stays (50, 25); the box spans position + scale × (bounds − anchor).
        #expect(isClose(layer.frame, CGRect(x: 50, y: 25, width: 200, height: 150)))
    }

    @Test @MainActor func rotatedFrameIsTheBoundingBox() {
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 100, height: 40)
        layer.position = CGPoint(x: 50, y: 50)
        layer.transform = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
        #expect(isClose(layer.frame, CGRect(x: 50 - 20, y: 50 - 50, width: 40, height: 100), 1e-9))
        // 45°: the box of a 100×40 rectangle has side (100 + 40)·√2/2.
        layer.transform = CATransform3DMakeRotation(.pi / 4, 0, 0, 1)
        let side = (100 + 40) * 2.0.squareRoot() / 2
        #expect(isClose(layer.frame, CGRect(x: 50 - side / 2, y: 50 - side / 2, width: side, height: side), 1e-9))
    }

    @Test @MainActor func settingFrameUnderTinyScaleInflatesBounds() {
        // A frame set under scale s is solved in reverse: bounds.size = frame.size / s, centre kept.
        let layer = CALayer()
        let s: CGFloat = 0.001
        layer.transform = CATransform3DMakeScale(s, s, 1)
        layer.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        let expectedSide = 100 / s
        #expect(isClose(layer.bounds.width, expectedSide, 1e-6))
        #expect(isClose(layer.bounds.height, expectedSide, 1e-6))
        #expect(layer.position == CGPoint(x: 50, y: 50))
        #expect(isClose(layer.frame, CGRect(x: 0, y: 0, width: 100, height: 100), 1e-6))
        // Back to identity: the frame is 1000× the intended size.
        layer.transform = CATransform3DIdentity
        #expect(
            isClose(
                layer.frame,
                CGRect(
                    x: 50 - expectedSide / 2, y: 50 - expectedSide / 2,
                    width: expectedSide, height: expectedSide), 1e-6))
    }

    @Test @MainActor func nonFiniteGeometryIsRejected() {
        let layer = CALayer()
        layer.frame = CGRect(x: 1, y: 2, width: 3, height: 4)
        let before = (layer.bounds, layer.position, layer.frame)
        var badTransform = CATransform3DIdentity
        badTransform.m41 = .nan
        let reports = Diagnostics.capture {
            layer.position = CGPoint(x: CGFloat.nan, y: 0)
            layer.bounds = CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 1)
            layer.frame = CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10)
            layer.zPosition = .infinity
            layer.anchorPoint = CGPoint(x: 0.5, y: CGFloat.nan)
            layer.transform = badTransform
            layer.cornerRadius = .nan
        }
        #expect(reports.map(\.code) == Array(repeating: .invalidGeometry, count: 7))
        #expect(reports.allSatisfy { $0.severity == .exception })
        #expect(layer.bounds == before.0 && layer.position == before.1 && layer.frame == before.2)
        #expect(layer.zPosition == 0 && layer.anchorPoint == CGPoint(x: 0.5, y: 0.5))
        #expect(CATransform3DIsIdentity(layer.transform))
        #expect(layer.cornerRadius == 0)
    }

    /// A value typed `Any` is looked into for a number (a number set as `contents` or as a text layer's
    /// `string`); colours and the other values of other types are set without a report.
    @Test @MainActor func aNonFiniteNumberInAnAnyValueIsRejected() {
        let layer = CALayer()
        let text = CATextLayer()
        let reports = Diagnostics.capture {
            layer.contents = CGFloat.nan
            text.string = Double.infinity
            layer.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
            layer.contentsGravity = .center
        }
        #expect(reports.map(\.code) == [.invalidGeometry, .invalidGeometry])
        #expect(layer.contents == nil && text.string == nil)
        #expect(layer.backgroundColor != nil && layer.contentsGravity == .center)
    }

    @Test @MainActor func preferredFrameSizeIsTheBoundsSize() {
        let layer = CALayer()
        layer.bounds = CGRect(x: 3, y: 4, width: 30, height: 40)
        #expect(layer.preferredFrameSize() == CGSize(width: 30, height: 40))
    }
}
