import Foundation
import Testing
import OpenUIKitTesting
@testable import OpenQuartzCore
@testable import OpenUIKit

/// UIKit's and QuartzCore's NSValue additions: each kind boxed and unboxed, and accepted by basic and
/// keyframe animations and by key-value coding as the unboxed value is.
@MainActor
@Suite(.freshApplication) struct NSValueAdditionsTests {
    @Test func eachKindRoundTrips() {
        let transform = CATransform3DRotate(CATransform3DMakeTranslation(1, 2, 3), 0.5, 0, 0, 1)
        let affine = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        let insets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        #expect(NSValue(cgPoint: CGPoint(x: 1, y: 2)).cgPointValue == CGPoint(x: 1, y: 2))
        #expect(NSValue(cgSize: CGSize(width: 3, height: 4)).cgSizeValue == CGSize(width: 3, height: 4))
        #expect(
            NSValue(cgRect: CGRect(x: 1, y: 2, width: 3, height: 4)).cgRectValue
                == CGRect(x: 1, y: 2, width: 3, height: 4))
        #expect(NSValue(cgVector: CGVector(dx: 5, dy: 6)).cgVectorValue == CGVector(dx: 5, dy: 6))
        #expect(NSValue(cgAffineTransform: affine).cgAffineTransformValue == affine)
        #expect(NSValue(caTransform3D: transform).caTransform3DValue == transform)
        #expect(NSValue(uiEdgeInsets: insets).uiEdgeInsetsValue == insets)
        // Equal values make equal boxes; a box asked for another kind answers zero (or the identity).
        #expect(NSValue(cgPoint: CGPoint(x: 1, y: 2)) == NSValue(cgPoint: CGPoint(x: 1, y: 2)))
        #expect(NSValue(cgPoint: CGPoint(x: 1, y: 2)).cgSizeValue == .zero)
        #expect(NSValue(cgRect: .zero).caTransform3DValue == CATransform3DIdentity)
        #expect(NSValue(cgSize: CGSize(width: 1, height: 1)).uiEdgeInsetsValue == .zero)
        #expect(NSValue(cgPoint: .zero).cgAffineTransformValue == .identity)
    }

    /// The model and presentation values of `keyPath` half-way through a 1-second animation.
    private func halfway(_ layer: CALayer, _ animation: CAAnimation) -> Any? {
        layer.add(animation, forKey: "test")
        UIApplication.shared.advance(by: 0)
        UIApplication.shared.advance(by: 0.5)
        return layer.presentation()?.value(forKeyPath: (animation as? CAPropertyAnimation)?.keyPath ?? "")
    }

    private func hostedLayer() -> CALayer {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        return view.layer
    }

    @Test func basicAnimationsTakeBoxedPointsSizesRectsAndTransforms() {
        let position = CABasicAnimation(keyPath: "position")
        position.fromValue = NSValue(cgPoint: CGPoint(x: 0, y: 0))
        position.toValue = NSValue(cgPoint: CGPoint(x: 100, y: 50))
        position.duration = 1
        #expect(halfway(hostedLayer(), position) as? CGPoint == CGPoint(x: 50, y: 25))

        let size = CABasicAnimation(keyPath: "bounds.size")
        size.fromValue = NSValue(cgSize: CGSize(width: 10, height: 10))
        size.byValue = NSValue(cgSize: CGSize(width: 20, height: 40))
        size.duration = 1
        #expect(halfway(hostedLayer(), size) as? CGSize == CGSize(width: 20, height: 30))

        let bounds = CABasicAnimation(keyPath: "bounds")
        bounds.toValue = NSValue(cgRect: CGRect(x: 0, y: 0, width: 30, height: 50))
        bounds.duration = 1
        #expect(halfway(hostedLayer(), bounds) as? CGRect == CGRect(x: 0, y: 0, width: 20, height: 30))

        let transform = CABasicAnimation(keyPath: "transform")
        transform.toValue = NSValue(caTransform3D: CATransform3DMakeTranslation(40, 0, 0))
        transform.duration = 1
        #expect((halfway(hostedLayer(), transform) as? CATransform3D)?.m41 == 20)
    }

    @Test func keyframeAnimationsTakeBoxedValues() {
        let keyframes = CAKeyframeAnimation(keyPath: "position")
        keyframes.values = [
            NSValue(cgPoint: CGPoint(x: 0, y: 0)), NSValue(cgPoint: CGPoint(x: 10, y: 0)),
            NSValue(cgPoint: CGPoint(x: 10, y: 30)),
        ]
        keyframes.duration = 1
        // Half-way: the second keyframe exactly.
        #expect(halfway(hostedLayer(), keyframes) as? CGPoint == CGPoint(x: 10, y: 0))
    }

    @Test func keyValueCodingTakesBoxedValues() {
        let layer = CALayer()
        layer.setValue(NSValue(cgPoint: CGPoint(x: 7, y: 8)), forKeyPath: "position")
        layer.setValue(NSValue(cgRect: CGRect(x: 0, y: 0, width: 4, height: 6)), forKeyPath: "bounds")
        layer.setValue(NSValue(caTransform3D: CATransform3DMakeScale(2, 2, 1)), forKeyPath: "transform")
        layer.setValue(NSValue(cgSize: CGSize(width: 3, height: 3)), forKeyPath: "shadowOffset")
        #expect(layer.position == CGPoint(x: 7, y: 8) && layer.bounds.size == CGSize(width: 4, height: 6))
        #expect(layer.transform == CATransform3DMakeScale(2, 2, 1) && layer.shadowOffset == CGSize(width: 3, height: 3))
        // Insets and affine transforms have no layer property: a custom key keeps the box as it is.
        let insets = NSValue(uiEdgeInsets: UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        layer.setValue(insets, forKey: "customInsets")
        #expect(
            (layer.value(forKey: "customInsets") as? NSValue)?.uiEdgeInsetsValue
                == UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
    }
}
