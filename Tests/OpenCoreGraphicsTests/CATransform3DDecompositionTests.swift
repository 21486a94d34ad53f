import Foundation
import Testing
@testable import OpenCoreGraphics

/// The unmatrix decomposition and its inverse, against parts and products worked out by hand.
@Suite struct CATransform3DDecompositionTests {
    typealias Parts = CATransform3DDecomposition

    /// Parts compared with a tolerance (the quaternion up to sign, which is the same rotation).
    private func close(_ a: Parts, _ b: Parts, _ tolerance: CGFloat) -> Bool {
        let pairs: [(CGFloat, CGFloat)] = [
            (a.translation.x, b.translation.x), (a.translation.y, b.translation.y), (a.translation.z, b.translation.z),
            (a.scale.x, b.scale.x), (a.scale.y, b.scale.y), (a.scale.z, b.scale.z),
            (a.skew.xy, b.skew.xy), (a.skew.xz, b.skew.xz), (a.skew.yz, b.skew.yz),
            (a.perspective.x, b.perspective.x), (a.perspective.y, b.perspective.y),
            (a.perspective.z, b.perspective.z), (a.perspective.w, b.perspective.w),
        ]
        let qa = [a.quaternion.x, a.quaternion.y, a.quaternion.z, a.quaternion.w]
        let qb = [b.quaternion.x, b.quaternion.y, b.quaternion.z, b.quaternion.w]
        let sameSign = zip(qa, qb).allSatisfy { abs($0 - $1) <= tolerance }
        let oppositeSign = zip(qa, qb).allSatisfy { abs($0 + $1) <= tolerance }
        return pairs.allSatisfy { abs($0.0 - $0.1) <= tolerance } && (sameSign || oppositeSign)
    }

    /// The unit quaternion of a rotation by `angle` about `axis`, by definition.
    private func quaternion(_ angle: CGFloat, _ axis: [CGFloat]) -> (x: CGFloat, y: CGFloat, z: CGFloat, w: CGFloat) {
        let length = (axis[0] * axis[0] + axis[1] * axis[1] + axis[2] * axis[2]).squareRoot()
        let s = sin(angle / 2) / length
        return (axis[0] * s, axis[1] * s, axis[2] * s, cos(angle / 2))
    }

    /// Skew in the row-vector layout the decomposition documents: xy at (2,1), xz at (3,1), yz at (3,2).
    private func skewMatrix(_ xy: CGFloat, _ xz: CGFloat, _ yz: CGFloat) -> CATransform3D {
        var t = CATransform3DIdentity
        t.m21 = xy; t.m31 = xz; t.m32 = yz
        return t
    }

    /// A perspective matrix: the identity with its last column replaced.
    private func perspectiveMatrix(_ x: CGFloat, _ y: CGFloat, _ z: CGFloat, _ w: CGFloat) -> CATransform3D {
        var t = CATransform3DIdentity
        t.m14 = x; t.m24 = y; t.m34 = z; t.m44 = w
        return t
    }

    // MARK: Single parts

    @Test func identityDecomposesIntoIdentityParts() throws {
        let d = try #require(CATransform3DIdentity.decomposed())
        #expect(d == Parts())
        #expect(
            d
                == Parts(
                    translation: (0, 0, 0), scale: (1, 1, 1), skew: (0, 0, 0), quaternion: (0, 0, 0, 1),
                    perspective: (0, 0, 0, 1)))
        #expect(CATransform3D(Parts()) == CATransform3DIdentity)
    }

    @Test func translationAndScaleAreReadExactly() throws {
        let t = CATransform3DConcat(CATransform3DMakeScale(2, 3, 4), CATransform3DMakeTranslation(5, -6, 7))
        let d = try #require(t.decomposed())
        #expect(d == Parts(translation: (5, -6, 7), scale: (2, 3, 4)))
        #expect(CATransform3D(d) == t)
    }

    @Test(arguments: [
        (0.5, [0.0, 0.0, 1.0]), (-1.2, [1.0, 0.0, 0.0]), (2.0, [0.0, 1.0, 0.0]), (0.9, [1.0, 2.0, 3.0]),
        (3.0, [-1.0, 0.5, 0.25]), (CGFloat.pi, [0.0, 0.0, 1.0]), (CGFloat.pi, [1.0, -1.0, 0.0]),
        (CGFloat.pi - 1e-7, [2.0, -1.0, 1.0]),
    ])
    func rotationIsReadAsItsQuaternion(angle: CGFloat, axis: [CGFloat]) throws {
        let d = try #require(CATransform3DMakeRotation(angle, axis[0], axis[1], axis[2]).decomposed())
        var expected = Parts()
        expected.quaternion = quaternion(angle, axis)
        #expect(close(d, expected, 1e-12))
        #expect(d.quaternion.w >= 0)
        // Half turns about oblique axes keep their relative signs (the CSS pseudo-code loses them).
        #expect(T3D.close(CATransform3D(d), CATransform3DMakeRotation(angle, axis[0], axis[1], axis[2]), 1e-14))
    }

    @Test func skewIsMeasuredAgainstTheScaledAxis() throws {
        // Rows (1, 0, 0), (1, 2, 0), (0, 0, 1): y is scaled by 2 and leans by 1 along x, a skew of 1/2.
        var t = CATransform3DIdentity
        t.m21 = 1; t.m22 = 2
        let d = try #require(t.decomposed())
        #expect(d == Parts(scale: (1, 2, 1), skew: (0.5, 0, 0)))
        #expect(CATransform3D(d) == t)
    }

    @Test func allThreeSkewsComeBack() throws {
        let t = T3D.product(CATransform3DMakeScale(2, 3, 0.5), skewMatrix(0.3, -0.2, 0.7))
        let d = try #require(t.decomposed())
        #expect(close(d, Parts(scale: (2, 3, 0.5), skew: (0.3, -0.2, 0.7)), 1e-15))
    }

    @Test func perspectiveComesFromTheLastColumn() throws {
        let p = T3D.perspective(-1.0 / 500)
        let d = try #require(p.decomposed())
        #expect(d == Parts(perspective: (0, 0, -1.0 / 500, 1)))
        // A layer pushed back 100 then seen in perspective: the translation stays 100 and the perspective
        // part is unchanged, though m44 = 1 + 100/500 (the matrix is not first divided by m44).
        let pushed = CATransform3DConcat(CATransform3DMakeTranslation(0, 0, -100), p)
        #expect(abs(pushed.m44 - 1.2) < 1e-15)
        let e = try #require(pushed.decomposed())
        #expect(close(e, Parts(translation: (0, 0, -100), perspective: (0, 0, -1.0 / 500, 1)), 1e-15))
        #expect(T3D.close(CATransform3D(e), pushed, 1e-15))
    }

    @Test func aReflectionBecomesNegativeScalesAndAHalfTurn() throws {
        // unmatrix: when the basis is left-handed, every scale and the basis are negated.
        let flip = CATransform3DMakeScale(-1, 1, 1)
        let d = try #require(flip.decomposed())
        var expected = Parts(scale: (-1, -1, -1))
        expected.quaternion = (1, 0, 0, 0)  // a half turn about x
        #expect(close(d, expected, 1e-15))
        #expect(T3D.close(CATransform3D(d), flip, 1e-15))
    }

    // MARK: Recomposition

    @Test func recompositionIsScaleSkewRotationTranslationPerspectiveInThatOrder() {
        let angle: CGFloat = 1.1, axis: [CGFloat] = [1, -2, 0.5]
        let parts = Parts(
            translation: (3, 4, -5), scale: (2, 0.5, 3), skew: (0.1, 0.2, -0.3),
            quaternion: quaternion(angle, axis), perspective: (0.001, -0.002, -0.003, 1.1))
        let expected = T3D.product(
            CATransform3DMakeScale(2, 0.5, 3), skewMatrix(0.1, 0.2, -0.3),
            CATransform3DMakeRotation(angle, axis[0], axis[1], axis[2]), CATransform3DMakeTranslation(3, 4, -5),
            perspectiveMatrix(0.001, -0.002, -0.003, 1.1))
        #expect(T3D.close(CATransform3D(parts), expected, 1e-14))
    }

    @Test func recompositionNormalisesTheQuaternion() {
        var parts = Parts()
        parts.quaternion = (0, 0, 3 * sin(0.35), 3 * cos(0.35))
        #expect(T3D.close(CATransform3D(parts), CATransform3DMakeRotation(0.7, 0, 0, 1), 1e-15))
        parts.quaternion = (0, 0, 0, 0)
        #expect(CATransform3D(parts) == CATransform3DIdentity)
    }

    // MARK: Round trips

    @Test func composedTransformsRoundTrip() throws {
        var numbers = T3D.Numbers(seed: 2024)
        for index in 0..<200 {
            var t = CATransform3DMakeScale(numbers.next(0.2...4), numbers.next(-4...(-0.2)), numbers.next(0.2...4))
            t = CATransform3DConcat(t, skewMatrix(numbers.next(-1...1), numbers.next(-1...1), numbers.next(-1...1)))
            t = CATransform3DConcat(
                t,
                CATransform3DMakeRotation(
                    numbers.next(-7...7), numbers.next(-1...1), numbers.next(-1...1), numbers.next(-1...1)))
            t = CATransform3DConcat(
                t,
                CATransform3DMakeTranslation(
                    numbers.next(-500...500), numbers.next(-500...500), numbers.next(-500...500)))
            if index % 2 == 0 {
                t = CATransform3DConcat(
                    t,
                    perspectiveMatrix(
                        numbers.next(-0.01...0.01), numbers.next(-0.01...0.01), numbers.next(-0.01...0.01),
                        numbers.next(0.5...2)))
            }
            let d = try #require(t.decomposed(), "case \(index)")
            #expect(T3D.close(CATransform3D(d), t, 1e-9), "case \(index): \(T3D.maxDifference(CATransform3D(d), t))")
        }
    }

    @Test func partsRoundTripThroughTheMatrix() throws {
        // With positive scales the parts are unique (up to the quaternion's sign), so they come back.
        var numbers = T3D.Numbers(seed: 99)
        for index in 0..<200 {
            let angle = numbers.next(-3...3)
            let axis = [numbers.next(-1...1), numbers.next(-1...1), numbers.next(-1...1)]
            let parts = Parts(
                translation: (numbers.next(-100...100), numbers.next(-100...100), numbers.next(-100...100)),
                scale: (numbers.next(0.1...5), numbers.next(0.1...5), numbers.next(0.1...5)),
                skew: (numbers.next(-2...2), numbers.next(-2...2), numbers.next(-2...2)),
                quaternion: quaternion(angle, axis),
                perspective: (
                    numbers.next(-0.01...0.01), numbers.next(-0.01...0.01), numbers.next(-0.01...0.01),
                    numbers.next(0.5...2)
                ))
            let d = try #require(CATransform3D(parts).decomposed(), "case \(index)")
            #expect(close(d, parts, 1e-9), "case \(index)")
        }
    }

    @Test func scaledMatricesRoundTripExactlyIncludingM44() throws {
        let base = CATransform3DConcat(CATransform3DMakeRotation(0.4, 0, 1, 0), T3D.perspective(-1.0 / 500))
        let doubled = T3D.transform(T3D.matrix(base).map { $0.map { $0 * 2 } })
        let d = try #require(doubled.decomposed())
        #expect(abs(d.perspective.w - 2) < 1e-15)
        #expect(T3D.close(CATransform3D(d), doubled, 1e-15))
        // m44 = 0 does not stop the decomposition.
        var zeroW = CATransform3DMakeScale(2, 2, 2)
        zeroW.m34 = 1; zeroW.m44 = 0
        let e = try #require(zeroW.decomposed())
        #expect(T3D.close(CATransform3D(e), zeroW, 1e-15))
    }

    // MARK: Singular transforms

    @Test func singularTransformsDoNotDecompose() {
        #expect(CATransform3DMakeScale(0, 1, 1).decomposed() == nil)
        #expect(CATransform3DMakeScale(1, 1, 0).decomposed() == nil)
        #expect(CATransform3DMakeScale(0, 0, 0).decomposed() == nil)
        #expect(
            CATransform3DConcat(CATransform3DMakeRotation(0.3, 1, 1, 0), CATransform3DMakeScale(1, 0, 1)).decomposed()
                == nil)
        let dependentRows = CATransform3D(
            m11: 1, m12: 2, m13: 3, m14: 0, m21: 2, m22: 4, m23: 6, m24: 0,
            m31: 0, m32: 0, m33: 1, m34: 0, m41: 0, m42: 0, m43: 0, m44: 1)
        #expect(dependentRows.decomposed() == nil)
        var nan = CATransform3DIdentity
        nan.m41 = .nan
        #expect(nan.decomposed() == nil)
    }

    @Test func lenientDecompositionGivesSquashedAxesZeroScale() throws {
        // Used for key-path components: the singular axis reads 0 and the rotation is completed.
        let squashed = CATransform3DConcat(CATransform3DMakeScale(0, 1, 1), CATransform3DMakeRotation(0.6, 0, 0, 1))
        let d = try #require(squashed.decompose(allowingSingular: true)?.decomposition)
        var expected = Parts(scale: (0, 1, 1))
        expected.quaternion = quaternion(0.6, [0, 0, 1])
        #expect(close(d, expected, 1e-15))
        let zero = try #require(
            T3D.transform(Array(repeating: [0, 0, 0, 0], count: 4)).decompose(allowingSingular: true))
        #expect(zero.decomposition == Parts(scale: (0, 0, 0), perspective: (0, 0, 0, 0)))
        let line = try #require(CATransform3DMakeScale(2, 0, 0).decompose(allowingSingular: true)?.decomposition)
        #expect(line == Parts(scale: (2, 0, 0)))
        #expect(T3D.close(CATransform3D(line), CATransform3DMakeScale(2, 0, 0), 0))
    }
}
