import Foundation
import OpenCoreGraphics
@testable import OpenQuartzCore
import Testing
import OpenUIKitTesting

/// Transforms underneath animations: an additive transform animation applies the animated transform, then
/// the model (on the generic path as with a value function, as QuartzCore does), and a value function given
/// only `toValue` interpolates from the current value (CAAnimation.h) — the inputs of the transform underneath.
@Suite("Transform composition", .freshApplication)
@MainActor
struct TransformCompositionTests {
    private func layer(transform: CATransform3D) -> CALayer {
        let layer = makeCommittedLayer()
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        layer.transform = transform
        CATransaction.commit()
        return layer
    }

    @Test func additiveTransformsApplyTheAnimationThenTheModel() {
        let model = CATransform3DMakeTranslation(100, 0, 0)
        let rotation = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
        let generic = layer(transform: model)
        let animation = basicAnimation("transform", from: rotation, to: rotation, duration: 1)
        animation.isAdditive = true
        generic.add(animation, forKey: "spin")
        let viaFunction = layer(transform: model)
        let rotate = basicAnimation("transform", from: Double.pi / 2, to: Double.pi / 2, duration: 1)
        rotate.valueFunction = CAValueFunction(name: .rotateZ)
        rotate.isAdditive = true
        viaFunction.add(rotate, forKey: "spin")
        CAMediaClock.advance(by: 0.5)
        // Row vectors: the point (10, 0) turns to (0, 10), then moves by the model to (100, 10).
        let expected = CATransform3DConcat(rotation, model)
        #expect(isClose(generic.presentation()?.transform, expected, 1e-9))
        #expect(isClose(viaFunction.presentation()?.transform, expected, 1e-9))
        let moved = generic.presentation()?.transform.transformPoint(10, 0, 0)
        #expect(isClose(moved?.x, 100, 1e-9) && isClose(moved?.y, 10, 1e-9))
    }

    @Test func toValueOnlyScalesFromTheCurrentScale() {
        let layer = layer(transform: CATransform3DIdentity)
        let scale = CABasicAnimation(keyPath: "transform")
        scale.valueFunction = CAValueFunction(name: .scale)
        scale.toValue = numbers([3, 4, 5])
        scale.duration = 1
        layer.add(scale, forKey: "grow")
        CAMediaClock.advance(by: 0.5)
        // From the identity's inputs (1, 1, 1) half-way to (3, 4, 5).
        #expect(isClose(layer.presentation()?.transform, CATransform3DMakeScale(2, 2.5, 3), 1e-9))
    }

    @Test func toValueOnlyRotatesFromTheCurrentAngle() {
        let layer = layer(transform: CATransform3DMakeRotation(.pi / 2, 0, 0, 1))
        let rotate = CABasicAnimation(keyPath: "transform")
        rotate.valueFunction = CAValueFunction(name: .rotateZ)
        rotate.toValue = Double.pi
        rotate.duration = 1
        layer.add(rotate, forKey: "turn")
        CAMediaClock.advance(by: 0.5)
        #expect(isClose(layer.presentation()?.transform, CATransform3DMakeRotation(3 * .pi / 4, 0, 0, 1), 1e-9))
    }

    @Test func additiveToValueOnlyStartsFromTheIdentitysInputs() {
        let layer = layer(transform: CATransform3DMakeScale(2, 2, 1))
        let scale = CABasicAnimation(keyPath: "transform")
        scale.valueFunction = CAValueFunction(name: .scale)
        scale.toValue = numbers([3, 3, 1])
        scale.isAdditive = true
        scale.duration = 1
        layer.add(scale, forKey: "grow")
        CAMediaClock.advance(by: 0.5)
        // (1, 1, 1) half-way to (3, 3, 1) is a scale of 2, then the model's 2: 4.
        #expect(isClose(layer.presentation()?.transform, CATransform3DMakeScale(4, 4, 1), 1e-9))
    }
}
