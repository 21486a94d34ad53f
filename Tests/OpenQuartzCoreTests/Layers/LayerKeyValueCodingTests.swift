import Foundation
import OpenCoreGraphics
@testable import OpenQuartzCore
import Testing
import OpenUIKitTesting

/// Key-value coding of layer keys and Core Animation's sub-key paths (read and write), custom keys, and
/// rejection of unknown sub-keys and values of the wrong type.
@Suite("CALayer key-value coding", .freshApplication)
struct LayerKeyValueCodingTests {
    @MainActor private func number(_ value: Any?) -> Double? {
        LayerValueKind.number(value)
    }

    @Test @MainActor func wholeKeysReadAndWrite() {
        let layer = CALayer()
        layer.setValue(CGPoint(x: 3, y: 4), forKey: "position")
        #expect(layer.position == CGPoint(x: 3, y: 4))
        #expect(layer.value(forKey: "position") as? CGPoint == CGPoint(x: 3, y: 4))
        layer.setValue(0.25, forKey: "opacity")
        #expect(layer.opacity == 0.25)
        layer.setValue(NSNumber(value: 7), forKey: "cornerRadius")
        #expect(layer.cornerRadius == 7)
        layer.setValue(true, forKey: "hidden")
        #expect(layer.isHidden)
        layer.setValue(CGColor(gray: 0.5, alpha: 1), forKey: "backgroundColor")
        #expect(layer.backgroundColor == CGColor(gray: 0.5, alpha: 1))
        layer.setValue(nil, forKey: "backgroundColor")
        #expect(layer.backgroundColor == nil)
        let transform = CATransform3DMakeScale(2, 3, 1)
        layer.setValue(transform, forKey: "transform")
        #expect(isClose(layer.value(forKey: "transform") as? CATransform3D, transform))
    }

    @Test @MainActor func pointAndSizeComponents() {
        let layer = CALayer()
        layer.position = CGPoint(x: 3, y: 4)
        #expect(number(layer.value(forKeyPath: "position.x")) == 3)
        #expect(number(layer.value(forKeyPath: "position.y")) == 4)
        layer.setValue(7, forKeyPath: "position.x")
        layer.setValue(NSNumber(value: 8.5), forKeyPath: "position.y")
        #expect(layer.position == CGPoint(x: 7, y: 8.5))
        #expect(number(layer.value(forKeyPath: "shadowOffset.height")) == -3)
        #expect(number(layer.value(forKeyPath: "shadowOffset.width")) == 0)
        layer.setValue(5, forKeyPath: "shadowOffset.height")
        #expect(layer.shadowOffset == CGSize(width: 0, height: 5))
        layer.anchorPoint = CGPoint(x: 0.5, y: 0.5)
        layer.setValue(0, forKeyPath: "anchorPoint.y")
        #expect(layer.anchorPoint == CGPoint(x: 0.5, y: 0))
    }

    @Test @MainActor func rectComponents() {
        let layer = CALayer()
        layer.bounds = CGRect(x: 1, y: 2, width: 30, height: 40)
        #expect(number(layer.value(forKeyPath: "bounds.size.width")) == 30)
        #expect(number(layer.value(forKeyPath: "bounds.size.height")) == 40)
        #expect(number(layer.value(forKeyPath: "bounds.origin.x")) == 1)
        #expect(number(layer.value(forKeyPath: "bounds.origin.y")) == 2)
        #expect(layer.value(forKeyPath: "bounds.size") as? CGSize == CGSize(width: 30, height: 40))
        #expect(layer.value(forKeyPath: "bounds.origin") as? CGPoint == CGPoint(x: 1, y: 2))
        layer.setValue(50, forKeyPath: "bounds.size.width")
        layer.setValue(-6, forKeyPath: "bounds.origin.y")
        #expect(layer.bounds == CGRect(x: 1, y: -6, width: 50, height: 40))
        layer.setValue(CGSize(width: 9, height: 8), forKeyPath: "bounds.size")
        layer.setValue(CGPoint(x: 0, y: 0), forKeyPath: "bounds.origin")
        #expect(layer.bounds == CGRect(x: 0, y: 0, width: 9, height: 8))
    }

    @Test @MainActor func transformRotation() {
        let layer = CALayer()
        layer.setValue(0.5, forKeyPath: "transform.rotation.z")
        #expect(isClose(layer.transform, CATransform3DMakeRotation(0.5, 0, 0, 1), 1e-12))
        #expect(isClose(number(layer.value(forKeyPath: "transform.rotation.z")) ?? .nan, 0.5, 1e-12))
        // transform.rotation is the rotation about z.
        #expect(isClose(number(layer.value(forKeyPath: "transform.rotation")) ?? .nan, 0.5, 1e-12))
        layer.transform = CATransform3DMakeRotation(-1.2, 0, 0, 1)
        #expect(isClose(number(layer.value(forKeyPath: "transform.rotation.z")) ?? .nan, -1.2, 1e-12))
        layer.transform = CATransform3DMakeRotation(0.3, 1, 0, 0)
        #expect(isClose(number(layer.value(forKeyPath: "transform.rotation.x")) ?? .nan, 0.3, 1e-12))
    }

    @Test @MainActor func transformScale() {
        let layer = CALayer()
        // transform.scale sets all three factors; reading it back gives that factor.
        layer.setValue(2, forKeyPath: "transform.scale")
        #expect(isClose(layer.transform, CATransform3DMakeScale(2, 2, 2), 1e-12))
        #expect(isClose(number(layer.value(forKeyPath: "transform.scale")) ?? .nan, 2, 1e-12))
        layer.setValue(3, forKeyPath: "transform.scale.x")
        #expect(isClose(number(layer.value(forKeyPath: "transform.scale.x")) ?? .nan, 3, 1e-12))
        #expect(isClose(number(layer.value(forKeyPath: "transform.scale.y")) ?? .nan, 2, 1e-12))
        #expect(isClose(layer.transform, CATransform3DMakeScale(3, 2, 2), 1e-12))
    }

    @Test @MainActor func transformTranslation() {
        let layer = CALayer()
        layer.setValue(10, forKeyPath: "transform.translation.x")
        layer.setValue(-4, forKeyPath: "transform.translation.y")
        #expect(isClose(layer.transform, CATransform3DMakeTranslation(10, -4, 0), 1e-12))
        #expect(isClose(number(layer.value(forKeyPath: "transform.translation.x")) ?? .nan, 10, 1e-12))
        #expect(isClose(number(layer.value(forKeyPath: "transform.translation.y")) ?? .nan, -4, 1e-12))
        // transform.translation is a size (x, y).
        #expect(layer.value(forKeyPath: "transform.translation") as? CGSize == CGSize(width: 10, height: -4))
        layer.setValue(CGSize(width: 1, height: 2), forKeyPath: "transform.translation")
        #expect(isClose(layer.transform, CATransform3DMakeTranslation(1, 2, 0), 1e-12))
    }

    @Test @MainActor func everyLayerPropertyIsKeyValueCodingCompliant() {
        // Apple's layers answer KVC for all their properties, not only the animatable ones.
        let layer = CALayer()
        layer.setValue(CGRect(x: 10, y: 20, width: 30, height: 40), forKey: "frame")
        #expect(layer.frame == CGRect(x: 10, y: 20, width: 30, height: 40))
        #expect(layer.value(forKey: "frame") as? CGRect == CGRect(x: 10, y: 20, width: 30, height: 40))
        layer.setValue(50, forKeyPath: "frame.size.width")
        #expect(layer.bounds.size == CGSize(width: 50, height: 40))
        layer.setValue("named", forKey: "name")
        #expect(layer.name == "named")
        layer.setValue(0, forKey: "speed")
        layer.setValue(12.5, forKey: "timeOffset")
        layer.setValue(3, forKey: "beginTime")
        #expect(layer.speed == 0 && layer.timeOffset == 12.5 && layer.beginTime == 3)
        #expect(isClose(layer.convertTime(100, from: nil), 12.5))
        #expect(LayerValueKind.number(layer.value(forKey: "speed")) == 0)
        layer.setValue(true, forKey: "autoreverses")
        layer.setValue(2, forKey: "repeatCount")
        #expect(layer.autoreverses && layer.repeatCount == 2)
        // None of them animates implicitly.
        CATransaction.flush()
        layer.setValue(CGRect(x: 0, y: 0, width: 1, height: 1), forKey: "frame")
        layer.setValue(1, forKey: "speed")
        #expect(layer.animation(forKey: "frame") == nil && layer.animation(forKey: "speed") == nil)
    }

    @Test @MainActor func customKeysAreStored() {
        let layer = CALayer()
        #expect(layer.value(forKey: "myKey") == nil)
        layer.setValue("hello", forKey: "myKey")
        #expect(layer.value(forKey: "myKey") as? String == "hello")
        // A presentation copy carries the custom keys of the model.
        CATransaction.flush()
        #expect(layer.presentation()?.value(forKey: "myKey") as? String == "hello")
    }

    @Test @MainActor func unknownSubKeyIsReportedAndIgnored() {
        let layer = CALayer()
        layer.position = CGPoint(x: 1, y: 2)
        let reports = Diagnostics.capture {
            layer.setValue(5, forKeyPath: "position.z")
            layer.setValue(5, forKeyPath: "bounds.size.depth")
            layer.setValue(5, forKeyPath: "opacity.x")
        }
        #expect(reports.map(\.code) == [.unknownKeyPath, .unknownKeyPath, .unknownKeyPath])
        #expect(layer.position == CGPoint(x: 1, y: 2))
        #expect(layer.opacity == 1)
    }

    @Test @MainActor func wrongValueTypeIsReportedAndIgnored() {
        let layer = CALayer()
        layer.position = CGPoint(x: 1, y: 2)
        let reports = Diagnostics.capture {
            layer.setValue("abc", forKey: "position")
            layer.setValue(CGPoint(x: 1, y: 1), forKey: "opacity")
            layer.setValue("wide", forKeyPath: "bounds.size.width")
            layer.setValue(3, forKey: "transform")
            layer.setValue(CGSize(width: 1, height: 1), forKey: "backgroundColor")
        }
        #expect(reports.map(\.code) == Array(repeating: .wrongValueType, count: 5))
        #expect(reports.allSatisfy { $0.severity == .exception })
        #expect(layer.position == CGPoint(x: 1, y: 2))
        #expect(layer.opacity == 1)
        #expect(layer.bounds == .zero)
        #expect(CATransform3DIsIdentity(layer.transform))
        #expect(layer.backgroundColor == nil)
    }
}
