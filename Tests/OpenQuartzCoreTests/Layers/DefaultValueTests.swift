import Foundation
import OpenCoreGraphics
@testable import OpenQuartzCore
import Testing
import OpenUIKitTesting

/// `defaultValue(forKey:)` answers the defaults of built-in properties, as QuartzCore does.
@Suite("defaultValue(forKey:)", .freshApplication)
@MainActor
struct DefaultValueTests {
    @Test func layerKeys() {
        #expect(CALayer.defaultValue(forKey: "opacity") as? Float == 1)
        #expect(CALayer.defaultValue(forKey: "anchorPoint") as? CGPoint == CGPoint(x: 0.5, y: 0.5))
        #expect(CALayer.defaultValue(forKey: "cornerRadius") as? CGFloat == 0)
        #expect(CAShapeLayer.defaultValue(forKey: "lineWidth") as? CGFloat == 1)
        #expect(CAShapeLayer.defaultValue(forKey: "strokeEnd") as? CGFloat == 1)
        #expect(CALayer.defaultValue(forKey: "lineWidth") == nil)
        #expect(CALayer.defaultValue(forKey: "noSuchKey") == nil)
    }

    @Test func animationKeys() {
        #expect(CAAnimation.defaultValue(forKey: "speed") as? Float == 1)
        #expect(CAAnimation.defaultValue(forKey: "duration") as? CFTimeInterval == 0)
        #expect(CAAnimation.defaultValue(forKey: "removedOnCompletion") as? Bool == true)
        #expect(CAAnimation.defaultValue(forKey: "fillMode") as? CAMediaTimingFillMode == .removed)
        #expect(CABasicAnimation.defaultValue(forKey: "additive") as? Bool == false)
        #expect(CASpringAnimation.defaultValue(forKey: "mass") as? CGFloat == 1)
        #expect(CASpringAnimation.defaultValue(forKey: "stiffness") as? CGFloat == 100)
        #expect(CASpringAnimation.defaultValue(forKey: "damping") as? CGFloat == 10)
        #expect(CATransition.defaultValue(forKey: "endProgress") as? Float == 1)
        #expect(CAAnimation.defaultValue(forKey: "mass") == nil)
    }
}
