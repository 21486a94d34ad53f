import Foundation
import OpenCoreGraphics
@testable import OpenQuartzCore
import Testing
import OpenUIKitTesting

/// The diagnostics channel: `capture` collects the reports made inside it (nesting), and every misuse
/// path of OpenQuartzCore reports its code and leaves state unchanged.
@Suite("Diagnostics", .freshApplication)
struct DiagnosticsTests {
    @Test @MainActor func captureCollectsInOrderAndNests() {
        var inner: [Diagnostic] = []
        let outer = Diagnostics.capture {
            Diagnostics.report(.invalidState, .warning, "first")
            inner = Diagnostics.capture {
                Diagnostics.report(.invalidArgument, .exception, "inner")
            }
            Diagnostics.report(.layerCycle, .exception, "last")
        }
        #expect(outer.map(\.message) == ["first", "last"])
        #expect(outer.map(\.code) == [.invalidState, .layerCycle])
        #expect(inner.map(\.code) == [.invalidArgument])
        #expect(inner.first?.severity == .exception)
        #expect(inner.first?.description == "[exception] invalidArgument: inner")
        #expect(Diagnostics.capture {}.isEmpty)
        #expect(!Diagnostics.isStrict)
    }

    @Test @MainActor func nonFiniteGeometry() {
        let layer = makeCommittedLayer()
        let before = (layer.frame, layer.bounds, layer.position)
        let reports = Diagnostics.capture {
            layer.position = CGPoint(x: 0, y: CGFloat.infinity)
            layer.frame = CGRect(x: 0, y: 0, width: CGFloat.nan, height: 1)
            layer.bounds.size.width = .nan
            layer.setValue(Double.nan, forKeyPath: "position.x")
            layer.shadowOffset = CGSize(width: CGFloat.nan, height: 0)
        }
        #expect(reports.map(\.code) == Array(repeating: .invalidGeometry, count: 5))
        #expect(layer.frame == before.0 && layer.bounds == before.1 && layer.position == before.2)
        #expect(layer.shadowOffset == CGSize(width: 0, height: -3))
        // No implicit animation was started by the rejected writes.
        #expect(layer.animationKeys() == nil)
    }

    @Test @MainActor func negativeAndNonFiniteAnimationTiming() {
        let animation = CABasicAnimation(keyPath: "opacity")
        animation.duration = 2
        animation.repeatCount = 3
        let reports = Diagnostics.capture {
            animation.duration = -1
            animation.duration = .nan
            animation.duration = .infinity
            animation.repeatCount = -1
            animation.repeatDuration = -2
            animation.speed = .nan
            animation.beginTime = .nan
            animation.timeOffset = .infinity
        }
        #expect(reports.map(\.code) == Array(repeating: .invalidTiming, count: 8))
        #expect(animation.duration == 2 && animation.repeatCount == 3 && animation.repeatDuration == 0)
        #expect(animation.speed == 1 && animation.beginTime == 0 && animation.timeOffset == 0)
        // Infinite repeats are allowed.
        let allowed = Diagnostics.capture {
            animation.repeatCount = .infinity
            animation.repeatDuration = .infinity
        }
        #expect(allowed.isEmpty)
    }

    @Test @MainActor func invalidSpringValues() {
        let spring = CASpringAnimation(keyPath: "position")
        let reports = Diagnostics.capture {
            spring.mass = 0
            spring.stiffness = -5
            spring.damping = -1
        }
        #expect(reports.map(\.code) == [.invalidSpring, .invalidSpring, .invalidSpring])
        #expect(spring.mass == 1 && spring.stiffness == 100 && spring.damping == 10)
    }

    @Test @MainActor func unknownKeyPathInAnAnimation() {
        let layer = makeCommittedLayer()
        let reports = Diagnostics.capture {
            layer.add(basicAnimation("opacityy", from: 0, to: 1, duration: 1), forKey: "a")
            layer.add(basicAnimation("transform.rotation.w", from: 0, to: 1, duration: 1), forKey: "b")
            layer.add(CAKeyframeAnimation(keyPath: "strokeEnd"), forKey: "c")  // a CALayer has no strokeEnd
        }
        #expect(reports.map(\.code) == [.unknownKeyPath, .unknownKeyPath, .unknownKeyPath])
        #expect(layer.animationKeys() == nil)
        CAMediaClock.advance(by: 0.5)
        #expect(isClose(layer.presentation()?.opacity, 1.0))
    }

    @Test @MainActor func wrongValueTypes() {
        let layer = makeCommittedLayer()
        let shape = CAShapeLayer()
        let reports = Diagnostics.capture {
            layer.setValue("red", forKey: "backgroundColor")
            layer.setValue(CGRect.zero, forKeyPath: "position.x")
            shape.setValue(CGPoint.zero, forKey: "path")
            layer.add(basicAnimation("backgroundColor", from: "red", to: nil, duration: 1), forKey: "a")
            layer.add(basicAnimation("position.x", from: 0, to: CGPoint.zero, duration: 1), forKey: "b")
        }
        #expect(reports.map(\.code) == Array(repeating: .wrongValueType, count: 5))
        #expect(layer.backgroundColor == nil && layer.position == CGPoint(x: 50, y: 50))
        #expect(shape.path == nil)
        #expect(layer.animationKeys() == nil)
    }

    @Test @MainActor func addingALayerToItsOwnDescendant() {
        let root = CALayer(), child = CALayer()
        root.addSublayer(child)
        let reports = Diagnostics.capture {
            child.addSublayer(root)
            root.addSublayer(root)
            child.replaceSublayer(CALayer(), with: root)
        }
        #expect(reports.map(\.code).filter { $0 == .layerCycle }.count == 2)
        #expect(reports.map(\.code).first == .layerCycle)
        #expect(root.sublayers?.count == 1 && root.sublayers?.first === child)
        #expect(child.sublayers == nil && root.superlayer == nil)
    }

    @Test @MainActor func removingAMissingAnimationKey() {
        let layer = makeCommittedLayer()
        let reports = Diagnostics.capture { layer.removeAnimation(forKey: "nothing") }
        #expect(reports.map(\.code) == [.missingAnimation])
        #expect(reports.first?.severity == .warning)
        #expect(layer.animationKeys() == nil)
    }

    @Test @MainActor func unbalancedTransactionCommit() {
        let reports = Diagnostics.capture {
            CATransaction.commit()
            CATransaction.begin()
            CATransaction.commit()
            CATransaction.commit()
        }
        #expect(reports.map(\.code) == [.invalidState, .invalidState])
        #expect(CATransaction.animationDuration() == 0.25)
    }
}
