import Foundation
import Testing
@testable import OpenCoreGraphics

/// The `transform.…` sub-key paths of Core Animation's key-value coding extensions.
@Suite struct CATransform3DKeyPathTests {
    /// Scale (2, 4, 6), then a turn of 0.5 about z, then a move by (7, 8, 9).
    private let composed = T3D.product(
        CATransform3DMakeScale(2, 4, 6), CATransform3DMakeRotation(0.5, 0, 0, 1),
        CATransform3DMakeTranslation(7, 8, 9))

    private func scalar(_ t: CATransform3D, _ key: String) throws -> CGFloat {
        try #require(t.value(forComponent: key) as? CGFloat, "\(key) should be a CGFloat")
    }

    // MARK: Reading

    @Test func componentsOfAComposedTransform() throws {
        #expect(abs(try scalar(composed, "rotation.z") - 0.5) < 1e-12)
        #expect(abs(try scalar(composed, "rotation") - 0.5) < 1e-12)
        #expect(abs(try scalar(composed, "rotation.x")) < 1e-12)
        #expect(abs(try scalar(composed, "rotation.y")) < 1e-12)
        #expect(abs(try scalar(composed, "scale.x") - 2) < 1e-12)
        #expect(abs(try scalar(composed, "scale.y") - 4) < 1e-12)
        #expect(abs(try scalar(composed, "scale.z") - 6) < 1e-12)
        #expect(abs(try scalar(composed, "scale") - 4) < 1e-12)  // (2 + 4 + 6) / 3
        #expect(try scalar(composed, "translation.x") == 7)
        #expect(try scalar(composed, "translation.y") == 8)
        #expect(try scalar(composed, "translation.z") == 9)
        #expect(composed.value(forComponent: "translation") as? CGSize == CGSize(width: 7, height: 8))
    }

    @Test(arguments: [-3.0, -1.5, -0.2, 0.0, 0.7, 2.0, 3.1])
    func aSingleAxisRotationReadsBackItsAngle(angle: CGFloat) throws {
        #expect(abs(try scalar(CATransform3DMakeRotation(angle, 1, 0, 0), "rotation.x") - angle) < 1e-12)
        #expect(abs(try scalar(CATransform3DMakeRotation(angle, 0, 0, 1), "rotation.z") - angle) < 1e-12)
        if abs(angle) < .pi / 2 {
            #expect(abs(try scalar(CATransform3DMakeRotation(angle, 0, 1, 0), "rotation.y") - angle) < 1e-12)
        }
    }

    @Test func anglesWrapIntoTheHalfOpenCircle() throws {
        // 3π/2 about z reads as −π/2; 2π reads as 0.
        #expect(abs(try scalar(CATransform3DMakeRotation(3 * .pi / 2, 0, 0, 1), "rotation.z") + .pi / 2) < 1e-12)
        #expect(abs(try scalar(CATransform3DMakeRotation(2 * .pi, 0, 0, 1), "rotation.z")) < 1e-12)
    }

    @Test func eulerAnglesComposeXThenYThenZ() throws {
        let (x, y, z): (CGFloat, CGFloat, CGFloat) = (0.3, -0.6, 1.2)
        let t = T3D.product(
            CATransform3DMakeRotation(x, 1, 0, 0), CATransform3DMakeRotation(y, 0, 1, 0),
            CATransform3DMakeRotation(z, 0, 0, 1))
        #expect(abs(try scalar(t, "rotation.x") - x) < 1e-12)
        #expect(abs(try scalar(t, "rotation.y") - y) < 1e-12)
        #expect(abs(try scalar(t, "rotation.z") - z) < 1e-12)
    }

    @Test func gimbalLockPutsTheWholeTurnIntoZ() throws {
        // Ry(π/2) · Rz(0.4): x reads 0, y reads π/2, z reads 0.4.
        let t = CATransform3DConcat(
            CATransform3DMakeRotation(.pi / 2, 0, 1, 0), CATransform3DMakeRotation(0.4, 0, 0, 1))
        #expect(abs(try scalar(t, "rotation.y") - .pi / 2) < 1e-7)
        #expect(abs(try scalar(t, "rotation.x")) < 1e-7)
        #expect(abs(try scalar(t, "rotation.z") - 0.4) < 1e-7)
    }

    @Test func unknownKeysHaveNoValue() {
        for key in [
            "", "rotation.w", "translation.w", "scale.xy", "Rotation.z", "transform.rotation.z", "position",
            "rotation.",
            "skew", "perspective", "scale.x.y",
        ] {
            #expect(composed.value(forComponent: key) == nil, "\(key)")
            #expect(composed.settingComponent(key, to: 1.0) == nil, "\(key)")
        }
    }

    @Test func squashedTransformsStillHaveComponents() throws {
        // Animating transform.scale from 0 needs to read 0 back.
        let zero = try #require(CATransform3DIdentity.settingComponent("scale", to: 0))
        #expect(try scalar(zero, "scale") == 0)
        #expect(try scalar(zero, "rotation.z") == 0)
        let flat = CATransform3DMakeScale(0, 0, 1)
        #expect(try scalar(flat, "scale.x") == 0)
        #expect(abs(try scalar(flat, "scale") - 1.0 / 3) < 1e-15)
        // A squashed x axis keeps the rotation of the others.
        let squashed = CATransform3DConcat(CATransform3DMakeScale(0, 1, 1), CATransform3DMakeRotation(0.6, 0, 0, 1))
        #expect(abs(try scalar(squashed, "rotation.z") - 0.6) < 1e-12)
        let restored = try #require(squashed.settingComponent("scale.x", to: 1))
        #expect(T3D.close(restored, CATransform3DMakeRotation(0.6, 0, 0, 1), 1e-12))
    }

    @Test func nonFiniteTransformsReadNaN() throws {
        var broken = CATransform3DIdentity
        broken.m11 = .nan
        #expect(try scalar(broken, "scale.x").isNaN)
        #expect(try scalar(broken, "rotation").isNaN)
        #expect(try scalar(broken, "translation.x") == 0)
        #expect(broken.settingComponent("scale", to: 1) == nil)
    }

    // MARK: Writing

    @Test(arguments: [0.0, 0.4, -1.3, CGFloat.pi / 2, 3.0])
    func settingARotationOnTheIdentityIsTheMadeRotation(angle: CGFloat) throws {
        let z = try #require(CATransform3DIdentity.settingComponent("rotation.z", to: angle))
        #expect(T3D.close(z, CATransform3DMakeRotation(angle, 0, 0, 1), 1e-12))
        let plain = try #require(CATransform3DIdentity.settingComponent("rotation", to: angle))
        #expect(T3D.close(plain, CATransform3DMakeRotation(angle, 0, 0, 1), 1e-12))
        let x = try #require(CATransform3DIdentity.settingComponent("rotation.x", to: angle))
        #expect(T3D.close(x, CATransform3DMakeRotation(angle, 1, 0, 0), 1e-12))
        let y = try #require(CATransform3DIdentity.settingComponent("rotation.y", to: angle))
        #expect(T3D.close(y, CATransform3DMakeRotation(angle, 0, 1, 0), 1e-12))
    }

    @Test func settingAWholeTurnGivesTheIdentity() throws {
        let full = try #require(CATransform3DIdentity.settingComponent("rotation.z", to: 2 * CGFloat.pi))
        #expect(T3D.close(full, CATransform3DIdentity, 1e-12))
    }

    @Test func settingScaleAndTranslationOnTheIdentityIsExact() throws {
        #expect(CATransform3DIdentity.settingComponent("scale", to: 3) == CATransform3DMakeScale(3, 3, 3))
        #expect(CATransform3DIdentity.settingComponent("scale.x", to: 2.0) == CATransform3DMakeScale(2, 1, 1))
        #expect(CATransform3DIdentity.settingComponent("scale.y", to: Float(0.5)) == CATransform3DMakeScale(1, 0.5, 1))
        #expect(CATransform3DIdentity.settingComponent("scale.z", to: CGFloat(4)) == CATransform3DMakeScale(1, 1, 4))
        #expect(
            CATransform3DIdentity.settingComponent("translation", to: CGSize(width: 4, height: 5))
                == CATransform3DMakeTranslation(4, 5, 0))
        #expect(CATransform3DIdentity.settingComponent("translation.x", to: 6) == CATransform3DMakeTranslation(6, 0, 0))
        #expect(
            CATransform3DIdentity.settingComponent("translation.y", to: -6.5)
                == CATransform3DMakeTranslation(0, -6.5, 0))
        #expect(
            CATransform3DIdentity.settingComponent("translation.z", to: NSNumber(value: 12))
                == CATransform3DMakeTranslation(0, 0, 12))
    }

    @Test func settingOnePartKeepsTheOthers() throws {
        let turned = try #require(composed.settingComponent("rotation.z", to: 1.2))
        let expectedTurn = T3D.product(
            CATransform3DMakeScale(2, 4, 6), CATransform3DMakeRotation(1.2, 0, 0, 1),
            CATransform3DMakeTranslation(7, 8, 9))
        #expect(T3D.close(turned, expectedTurn, 1e-12))

        let scaled = try #require(composed.settingComponent("scale.y", to: 10))
        let expectedScale = T3D.product(
            CATransform3DMakeScale(2, 10, 6), CATransform3DMakeRotation(0.5, 0, 0, 1),
            CATransform3DMakeTranslation(7, 8, 9))
        #expect(T3D.close(scaled, expectedScale, 1e-12))

        let uniform = try #require(composed.settingComponent("scale", to: 1.5))
        let expectedUniform = T3D.product(
            CATransform3DMakeScale(1.5, 1.5, 1.5), CATransform3DMakeRotation(0.5, 0, 0, 1),
            CATransform3DMakeTranslation(7, 8, 9))
        #expect(T3D.close(uniform, expectedUniform, 1e-12))

        // Translation edits only the bottom row, exactly.
        let moved = try #require(composed.settingComponent("translation", to: CGSize(width: -1, height: -2)))
        var expectedMove = composed
        expectedMove.m41 = -1; expectedMove.m42 = -2
        #expect(moved == expectedMove)
        let lifted = try #require(composed.settingComponent("translation.z", to: 0.25))
        var expectedLift = composed
        expectedLift.m43 = 0.25
        #expect(lifted == expectedLift)
    }

    @Test func settingOneAngleKeepsTheOtherTwo() throws {
        let t = try #require(CATransform3DMakeRotation(0.5, 0, 0, 1).settingComponent("rotation.x", to: 0.3))
        #expect(
            T3D.close(
                t,
                CATransform3DConcat(CATransform3DMakeRotation(0.3, 1, 0, 0), CATransform3DMakeRotation(0.5, 0, 0, 1)),
                1e-12))
        #expect(abs(try scalar(t, "rotation.x") - 0.3) < 1e-12)
        #expect(abs(try scalar(t, "rotation.z") - 0.5) < 1e-12)
        let u = try #require(t.settingComponent("rotation.y", to: -0.2))
        #expect(abs(try scalar(u, "rotation.x") - 0.3) < 1e-12)
        #expect(abs(try scalar(u, "rotation.y") + 0.2) < 1e-12)
        #expect(abs(try scalar(u, "rotation.z") - 0.5) < 1e-12)
    }

    @Test func settingKeepsPerspective() throws {
        let p = T3D.perspective(-1.0 / 500)
        let tilted = CATransform3DRotate(p, 0.3, 0, 1, 0)
        let retilted = try #require(tilted.settingComponent("rotation.y", to: 0.6))
        #expect(T3D.close(retilted, CATransform3DRotate(p, 0.6, 0, 1, 0), 1e-12))
        // Moving along z changes m44 the way translation-then-perspective does.
        let pushed = try #require(p.settingComponent("translation.z", to: -200))
        #expect(T3D.close(pushed, CATransform3DConcat(CATransform3DMakeTranslation(0, 0, -200), p), 1e-15))
        #expect(abs(pushed.m44 - 1.4) < 1e-15)
    }

    @Test func aSquashedAxisWithPerspectiveKeepsTheColumn() throws {
        // The perspective column cannot be solved through a singular 3×3, so it is carried over as it is.
        var flat = CATransform3DMakeScale(1, 1, 0)
        flat.m34 = -0.002
        let turned = try #require(flat.settingComponent("rotation.z", to: 0.5))
        var expected = CATransform3DConcat(CATransform3DMakeScale(1, 1, 0), CATransform3DMakeRotation(0.5, 0, 0, 1))
        expected.m34 = -0.002
        #expect(T3D.close(turned, expected, 1e-12))
    }

    @Test func scalarsOfEveryNumericTypeAreAccepted() throws {
        let values: [Any] = [CGFloat(2), 2.0, Float(2), 2, NSNumber(value: 2.0)]
        for value in values {
            #expect(
                CATransform3DIdentity.settingComponent("scale.x", to: value) == CATransform3DMakeScale(2, 1, 1),
                "\(type(of: value))")
        }
    }

    @Test func valuesOfTheWrongTypeAreRefused() {
        #expect(CATransform3DIdentity.settingComponent("scale", to: "big") == nil)
        #expect(CATransform3DIdentity.settingComponent("rotation.z", to: CGSize(width: 1, height: 1)) == nil)
        #expect(CATransform3DIdentity.settingComponent("translation", to: 3) == nil)
        #expect(CATransform3DIdentity.settingComponent("translation", to: CGPoint(x: 1, y: 2)) == nil)
        #expect(CATransform3DIdentity.settingComponent("translation.x", to: CGSize(width: 1, height: 2)) == nil)
        #expect(CATransform3DIdentity.settingComponent("rotation", to: [1.0]) == nil)
    }

    @Test func readingAfterWritingGivesTheValueBack() throws {
        var t = composed
        let writes: [(String, CGFloat)] = [
            ("rotation.x", 0.2), ("rotation.y", -0.4), ("rotation.z", 2.5), ("scale.x", 0.5),
            ("scale.y", 3), ("scale.z", 1.5), ("translation.x", -4), ("translation.z", 11),
        ]
        for (key, value) in writes {
            t = try #require(t.settingComponent(key, to: value))
            #expect(abs(try scalar(t, key) - value) < 1e-12, "\(key)")
        }
        t = try #require(t.settingComponent("scale", to: 2))
        #expect(abs(try scalar(t, "scale") - 2) < 1e-12)
        #expect(abs(try scalar(t, "scale.y") - 2) < 1e-12)
    }
}
