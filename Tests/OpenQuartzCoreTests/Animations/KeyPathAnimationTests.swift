import Foundation
import OpenCoreGraphics
@testable import OpenQuartzCore
import Testing
import OpenUIKitTesting

/// Animating Core Animation's sub-key paths (`position.x`, `bounds.size.width`, `bounds.origin.y`,
/// `transform.rotation.z`, `transform.scale`, `transform.translation.x`, `shadowOffset.height`), value
/// functions, and the checks on key paths and values when an animation is added.
@Suite("Key path animations", .freshApplication)
struct KeyPathAnimationTests {
    @MainActor private func layer() -> CALayer {
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 40, height: 30)
        layer.position = CGPoint(x: 5, y: 6)
        CATransaction.flush()
        return layer
    }

    @Test @MainActor func componentAnimationsLeaveTheOtherComponents() throws {
        let layer = layer()
        layer.add(basicAnimation("position.x", from: 0, to: 100, duration: 1), forKey: "x")
        layer.add(basicAnimation("bounds.size.width", from: 40, to: 80, duration: 1), forKey: "w")
        layer.add(basicAnimation("bounds.origin.y", from: 0, to: -10, duration: 1), forKey: "oy")
        layer.add(basicAnimation("shadowOffset.height", from: -3, to: 10, duration: 1), forKey: "shadow")
        CAMediaClock.advance(by: 0.5)
        let p = try #require(layer.presentation())
        #expect(isClose(p.position, CGPoint(x: 50, y: 6)))
        #expect(isClose(p.bounds, CGRect(x: 0, y: -5, width: 60, height: 30)))
        #expect(isClose(p.shadowOffset, CGSize(width: 0, height: -3 + 13 * 0.5)))
        #expect(layer.position == CGPoint(x: 5, y: 6))
    }

    @Test @MainActor func twoComponentAnimationsCombine() {
        let layer = layer()
        layer.add(basicAnimation("position.x", from: 0, to: 100, duration: 1), forKey: "x")
        layer.add(basicAnimation("position.y", from: 0, to: 50, duration: 2), forKey: "y")
        CAMediaClock.advance(by: 0.5)
        #expect(isClose(layer.presentation()?.position, CGPoint(x: 50, y: 12.5)))
    }

    @Test @MainActor func rotationZTurnsThroughTheWholeAngle() {
        // Animating the angle (not the matrix) makes 0 → 2π a full turn.
        let layer = layer()
        layer.add(basicAnimation("transform.rotation.z", from: 0, to: 2 * Double.pi, duration: 1), forKey: "spin")
        CAMediaClock.advance(by: 0.25)
        #expect(isClose(layer.presentation()?.transform, CATransform3DMakeRotation(.pi / 2, 0, 0, 1), 1e-9))
        CAMediaClock.advance(by: 0.5)
        #expect(isClose(layer.presentation()?.transform, CATransform3DMakeRotation(3 * .pi / 2, 0, 0, 1), 1e-9))
        #expect(CATransform3DIsIdentity(layer.transform))
    }

    @Test @MainActor func scaleAndTranslation() {
        let scaled = layer()
        scaled.add(basicAnimation("transform.scale", from: 1, to: 3, duration: 1), forKey: "grow")
        let moved = layer()
        moved.add(basicAnimation("transform.translation.x", from: 0, to: 100, duration: 1), forKey: "slide")
        CAMediaClock.advance(by: 0.5)
        #expect(isClose(scaled.presentation()?.transform, CATransform3DMakeScale(2, 2, 2), 1e-9))
        #expect(isClose(moved.presentation()?.transform, CATransform3DMakeTranslation(50, 0, 0), 1e-9))
    }

    @Test @MainActor func wholeTransformInterpolates() {
        let layer = layer()
        layer.add(
            basicAnimation("transform", from: CATransform3DIdentity, to: CATransform3DMakeScale(3, 5, 1), duration: 1),
            forKey: "t")
        CAMediaClock.advance(by: 0.5)
        #expect(isClose(layer.presentation()?.transform, CATransform3DMakeScale(2, 3, 1), 1e-9))
    }

    @Test @MainActor func valueFunctionMakesTheTransform() {
        let layer = layer()
        let rotate = basicAnimation("transform", from: 0, to: Double.pi, duration: 1)
        rotate.valueFunction = CAValueFunction(name: .rotateZ)
        layer.add(rotate, forKey: "rotate")
        let other = self.layer()
        let scale = basicAnimation("transform", from: numbers([1, 1, 1]), to: numbers([3, 5, 1]), duration: 1)
        scale.valueFunction = CAValueFunction(name: .scale)
        other.add(scale, forKey: "scale")
        CAMediaClock.advance(by: 0.5)
        #expect(isClose(layer.presentation()?.transform, CATransform3DMakeRotation(.pi / 2, 0, 0, 1), 1e-9))
        #expect(isClose(other.presentation()?.transform, CATransform3DMakeScale(2, 3, 1), 1e-9))
        #expect(CAValueFunction(name: CAValueFunctionName(rawValue: "wobble")) == nil)
    }

    @Test @MainActor func unknownKeyPathIsReportedAndNotAdded() {
        let layer = layer()
        let reports = Diagnostics.capture {
            layer.add(basicAnimation("positon", from: 0, to: 1, duration: 1), forKey: "typo")
            layer.add(basicAnimation("position.z", from: 0, to: 1, duration: 1), forKey: "z")
        }
        #expect(reports.map(\.code) == [.unknownKeyPath, .unknownKeyPath])
        #expect(layer.animationKeys() == nil)
    }

    @Test @MainActor func wrongValueTypeIsReportedAndNotAdded() {
        let layer = layer()
        let reports = Diagnostics.capture {
            layer.add(basicAnimation("position", from: "here", to: CGPoint(x: 1, y: 1), duration: 1), forKey: "a")
            layer.add(basicAnimation("opacity", from: 0, to: CGPoint(x: 1, y: 1), duration: 1), forKey: "b")
            let by = CABasicAnimation(keyPath: "bounds.size.width")
            by.byValue = "wide"
            layer.add(by, forKey: "c")
        }
        #expect(reports.map(\.code) == [.wrongValueType, .wrongValueType, .wrongValueType])
        #expect(layer.animationKeys() == nil)
    }

    @Test @MainActor func nonAnimatableKeyIsReported() {
        let layer = layer()
        let reports = Diagnostics.capture {
            layer.add(basicAnimation("opaque", from: false, to: true, duration: 1), forKey: "opaque")
        }
        #expect(reports.map(\.code) == [.unknownKeyPath])
        #expect(layer.animationKeys() == nil)
    }
}
