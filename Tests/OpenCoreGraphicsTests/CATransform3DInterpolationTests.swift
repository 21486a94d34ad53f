import Foundation
import Testing
@testable import OpenCoreGraphics

/// Interpolation the way Core Animation animates `transform`: parts interpolated, rotation slerped.
@Suite struct CATransform3DInterpolationTests {
    private let quarterTurn = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)

    @Test func aQuarterTurnPassesThroughAnEighthTurnHalfway() {
        let middle = CATransform3DIdentity.interpolated(to: quarterTurn, fraction: 0.5)
        #expect(T3D.close(middle, CATransform3DMakeRotation(.pi / 4, 0, 0, 1), 1e-12))
        #expect(abs(middle.m11 - 0.5.squareRoot()) < 1e-12 && abs(middle.m12 - 0.5.squareRoot()) < 1e-12)
    }

    @Test(arguments: [0.1, 0.25, 0.5, 0.75, 0.9])
    func rotationAngleIsLinearInTheFraction(fraction: CGFloat) {
        let from = CATransform3DMakeRotation(0.2, 1, 2, 3), to = CATransform3DMakeRotation(1.4, 1, 2, 3)
        let expected = CATransform3DMakeRotation(0.2 + 1.2 * fraction, 1, 2, 3)
        #expect(T3D.close(from.interpolated(to: to, fraction: fraction), expected, 1e-12))
    }

    @Test func aWholeTurnThroughTheTransformKeyDoesNothing() {
        // 2π is (up to rounding) the identity matrix, so there is nothing to interpolate.
        let fullTurn = CATransform3DMakeRotation(2 * .pi, 0, 0, 1)
        for step in 0...20 {
            let fraction = CGFloat(step) / 20
            #expect(
                T3D.close(
                    CATransform3DIdentity.interpolated(to: fullTurn, fraction: fraction), CATransform3DIdentity, 1e-12))
        }
    }

    @Test func rotationTakesTheShorterWay() {
        // 270° one way is 90° the other: halfway is −45°, not +135°.
        let threeQuarters = CATransform3DMakeRotation(3 * .pi / 2, 0, 0, 1)
        let middle = CATransform3DIdentity.interpolated(to: threeQuarters, fraction: 0.5)
        #expect(T3D.close(middle, CATransform3DMakeRotation(-.pi / 4, 0, 0, 1), 1e-12))
        // From 170° to −170° goes through 180°.
        let a = CATransform3DMakeRotation(170 * .pi / 180, 0, 0, 1),
            b = CATransform3DMakeRotation(-170 * .pi / 180, 0, 0, 1)
        #expect(T3D.close(a.interpolated(to: b, fraction: 0.5), CATransform3DMakeRotation(.pi, 0, 0, 1), 1e-12))
    }

    @Test func slerpBetweenDifferentAxesFollowsTheGreatCircle() {
        // q0 = (sin 45°, 0, 0, cos 45°), q1 = (0, sin 45°, 0, cos 45°): the midpoint is their normalised sum
        // (s, s, 0, 2c) / √3, a turn of 2·acos(√(2/3)) about (1, 1, 0).
        let from = CATransform3DMakeRotation(.pi / 2, 1, 0, 0), to = CATransform3DMakeRotation(.pi / 2, 0, 1, 0)
        let expected = CATransform3DMakeRotation(2 * acos((2.0 / 3).squareRoot()), 1, 1, 0)
        #expect(T3D.close(from.interpolated(to: to, fraction: 0.5), expected, 1e-12))
        // A quarter of the way: slerp weights sin(¾θ)/sin θ and sin(¼θ)/sin θ, θ = the angle between q0 and q1.
        let theta = acos(0.5)  // q0 · q1 = cos²45° = 1/2
        let w0 = sin(0.75 * theta) / sin(theta), w1 = sin(0.25 * theta) / sin(theta)
        let s = sin(CGFloat.pi / 4), c = cos(CGFloat.pi / 4)
        let q = (x: w0 * s, y: w1 * s, z: 0.0, w: (w0 + w1) * c)
        let angle = 2 * acos(q.w)
        #expect(
            T3D.close(from.interpolated(to: to, fraction: 0.25), CATransform3DMakeRotation(angle, q.x, q.y, q.z), 1e-12)
        )
    }

    @Test func slerpWeightsStayAccurateForTinyAngles() {
        let from = CATransform3DMakeRotation(1, 0, 1, 0), to = CATransform3DMakeRotation(1 + 1e-7, 0, 1, 0)
        #expect(
            T3D.close(from.interpolated(to: to, fraction: 0.3), CATransform3DMakeRotation(1 + 3e-8, 0, 1, 0), 1e-15))
    }

    @Test func endpointsAreReturnedExactly() {
        let from = CATransform3DConcat(CATransform3DMakeRotation(0.3, 1, 1, 0), CATransform3DMakeTranslation(1, 2, 3))
        let to = CATransform3DConcat(CATransform3DMakeScale(2, 2, 2), T3D.perspective(-1.0 / 300))
        #expect(from.interpolated(to: to, fraction: 0) == from)
        #expect(from.interpolated(to: to, fraction: 1) == to)
        #expect(T3D.close(from.interpolated(to: to, fraction: 1e-12), from, 1e-9))
        #expect(T3D.close(from.interpolated(to: to, fraction: 1 - 1e-12), to, 1e-9))
    }

    @Test func translationAndScaleInterpolateLinearly() {
        let to = CATransform3DConcat(CATransform3DMakeScale(3, 3, 1), CATransform3DMakeTranslation(100, -50, 8))
        let quarter = CATransform3DIdentity.interpolated(to: to, fraction: 0.25)
        #expect(
            T3D.close(
                quarter,
                CATransform3DConcat(CATransform3DMakeScale(1.5, 1.5, 1), CATransform3DMakeTranslation(25, -12.5, 2)),
                1e-12))
    }

    @Test func everyPartMovesTogether() {
        // from = S1 · R(θ1) · T1, to = S2 · R(θ2) · T2 about the same axis: at f each part is at f.
        let axis: [CGFloat] = [0.3, -1, 0.2]
        func make(_ s: [CGFloat], _ angle: CGFloat, _ t: [CGFloat]) -> CATransform3D {
            T3D.product(
                CATransform3DMakeScale(s[0], s[1], s[2]), CATransform3DMakeRotation(angle, axis[0], axis[1], axis[2]),
                CATransform3DMakeTranslation(t[0], t[1], t[2]))
        }
        let from = make([1, 2, 0.5], -0.4, [10, 0, -20]), to = make([3, 1, 1.5], 1.0, [-30, 40, 60])
        for fraction: CGFloat in [0.2, 0.5, 0.8] {
            func mix(_ a: CGFloat, _ b: CGFloat) -> CGFloat { a + (b - a) * fraction }
            let expected = make(
                [mix(1, 3), mix(2, 1), mix(0.5, 1.5)], mix(-0.4, 1.0), [mix(10, -30), mix(0, 40), mix(-20, 60)])
            #expect(T3D.close(from.interpolated(to: to, fraction: fraction), expected, 1e-12))
        }
    }

    @Test func skewInterpolatesLinearly() {
        var to = CATransform3DIdentity
        to.m21 = 1  // skew.xy = 1
        var expected = CATransform3DIdentity
        expected.m21 = 0.4
        #expect(T3D.close(CATransform3DIdentity.interpolated(to: to, fraction: 0.4), expected, 1e-15))
    }

    @Test func perspectiveInterpolatesLinearly() {
        let to = T3D.perspective(-1.0 / 500)
        let middle = CATransform3DIdentity.interpolated(to: to, fraction: 0.5)
        #expect(T3D.close(middle, T3D.perspective(-1.0 / 1000), 1e-15))
        // A card flipping in perspective keeps its perspective all the way.
        let flipped = CATransform3DRotate(to, .pi * 0.9, 0, 1, 0)
        let along = to.interpolated(to: flipped, fraction: 0.5)
        #expect(T3D.close(along, CATransform3DRotate(to, .pi * 0.45, 0, 1, 0), 1e-12))
    }

    @Test func fractionsBeyondTheEndsExtrapolate() {
        let to = CATransform3DMakeTranslation(100, 0, 0)
        #expect(
            T3D.close(
                CATransform3DIdentity.interpolated(to: to, fraction: 1.5), CATransform3DMakeTranslation(150, 0, 0),
                1e-12))
        #expect(
            T3D.close(
                CATransform3DIdentity.interpolated(to: to, fraction: -0.1), CATransform3DMakeTranslation(-10, 0, 0),
                1e-12))
        // A spring overshooting a quarter turn by half goes to 3π/4.
        #expect(
            T3D.close(
                CATransform3DIdentity.interpolated(to: quarterTurn, fraction: 1.5),
                CATransform3DMakeRotation(3 * .pi / 4, 0, 0, 1), 1e-12))
    }

    @Test func singularEndsSwitchDiscretelyAtOneHalf() {
        let squashed = CATransform3DMakeScale(0, 0, 1)
        let moved = CATransform3DMakeTranslation(10, 0, 0)
        #expect(squashed.interpolated(to: moved, fraction: 0.25) == squashed)
        #expect(squashed.interpolated(to: moved, fraction: 0.49) == squashed)
        #expect(squashed.interpolated(to: moved, fraction: 0.5) == moved)
        #expect(squashed.interpolated(to: moved, fraction: 0.75) == moved)
        #expect(moved.interpolated(to: squashed, fraction: 0.4999) == moved)
        #expect(moved.interpolated(to: squashed, fraction: 0.5) == squashed)
        #expect(moved.interpolated(to: squashed, fraction: 1) == squashed)
        #expect(moved.interpolated(to: squashed, fraction: 0) == moved)
    }

    @Test func interpolatingATransformWithItselfChangesNothing() {
        let t = T3D.product(
            CATransform3DMakeScale(2, -1, 3), CATransform3DMakeRotation(2.2, 1, 1, 1),
            CATransform3DMakeTranslation(4, 5, 6), T3D.perspective(-0.004))
        for fraction: CGFloat in [0.1, 0.5, 0.9] {
            #expect(T3D.close(t.interpolated(to: t, fraction: fraction), t, 1e-12))
        }
    }
}
