import Foundation
import Testing
@testable import OpenCoreGraphics

/// Helpers shared by the CATransform3D suites: an independent 4×4 matrix model (row-major `[[Double]]`,
/// row vectors on the left) and comparisons with explicit tolerances.
enum T3D {
    typealias Matrix = [[CGFloat]]

    static func matrix(_ t: CATransform3D) -> Matrix {
        [
            [t.m11, t.m12, t.m13, t.m14], [t.m21, t.m22, t.m23, t.m24],
            [t.m31, t.m32, t.m33, t.m34], [t.m41, t.m42, t.m43, t.m44],
        ]
    }

    static func transform(_ m: Matrix) -> CATransform3D {
        CATransform3D(
            m11: m[0][0], m12: m[0][1], m13: m[0][2], m14: m[0][3],
            m21: m[1][0], m22: m[1][1], m23: m[1][2], m24: m[1][3],
            m31: m[2][0], m32: m[2][1], m33: m[2][2], m34: m[2][3],
            m41: m[3][0], m42: m[3][1], m43: m[3][2], m44: m[3][3])
    }

    /// The textbook product `a · b`, summed left to right.
    static func product(_ a: Matrix, _ b: Matrix) -> Matrix {
        (0..<4).map { row in
            (0..<4).map { column in
                var sum: CGFloat = 0
                for k in 0..<4 { sum += a[row][k] * b[k][column] }
                return sum
            }
        }
    }

    static func product(_ transforms: CATransform3D...) -> CATransform3D {
        transform(transforms.dropFirst().reduce(matrix(transforms[0])) { product($0, matrix($1)) })
    }

    static func maxDifference(_ a: CATransform3D, _ b: CATransform3D) -> CGFloat {
        zip(a.entries, b.entries).map { abs($0 - $1) }.max()!
    }

    static func close(_ a: CATransform3D, _ b: CATransform3D, _ tolerance: CGFloat) -> Bool {
        maxDifference(a, b) <= tolerance
    }

    /// `(x, y, z, 1) · t`, divided by w.
    static func project(
        _ t: CATransform3D, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat
    ) -> (x: CGFloat, y: CGFloat, z: CGFloat) {
        let m = matrix(t)
        let v = [x, y, z, 1]
        let out = (0..<4).map { c in (0..<4).reduce(0 as CGFloat) { $0 + v[$1] * m[$1][c] } }
        return (out[0] / out[3], out[1] / out[3], out[2] / out[3])
    }

    static func close(
        _ a: (x: CGFloat, y: CGFloat, z: CGFloat), _ b: (CGFloat, CGFloat, CGFloat), _ tolerance: CGFloat
    ) -> Bool {
        abs(a.x - b.0) <= tolerance && abs(a.y - b.1) <= tolerance && abs(a.z - b.2) <= tolerance
    }

    /// The identity with a perspective entry, the usual way to give a layer depth.
    static func perspective(_ m34: CGFloat) -> CATransform3D {
        var t = CATransform3DIdentity
        t.m34 = m34
        return t
    }

    /// Rodrigues' formula for rotating `v` by `angle` about the unit axis `k` (right-handed).
    static func rodrigues(_ v: [CGFloat], axis k: [CGFloat], angle: CGFloat) -> [CGFloat] {
        let c = cos(angle), s = sin(angle)
        let cross = [k[1] * v[2] - k[2] * v[1], k[2] * v[0] - k[0] * v[2], k[0] * v[1] - k[1] * v[0]]
        let dot = k[0] * v[0] + k[1] * v[1] + k[2] * v[2]
        return (0..<3).map { v[$0] * c + cross[$0] * s + k[$0] * dot * (1 - c) }
    }

    /// A deterministic stream of numbers (a 64-bit LCG), so "random" cases are the same on every run.
    struct Numbers {
        var state: UInt64
        init(seed: UInt64) { state = seed }
        mutating func next(_ range: ClosedRange<CGFloat>) -> CGFloat {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            let unit = CGFloat(state >> 11) / CGFloat(1 << 53)
            return range.lowerBound + unit * (range.upperBound - range.lowerBound)
        }
    }
}

/// Construction, the Apple functions and their conventions, checked against hand-computed values.
@Suite struct CATransform3DTests {
    private let identityMatrix: T3D.Matrix = [[1, 0, 0, 0], [0, 1, 0, 0], [0, 0, 1, 0], [0, 0, 0, 1]]

    // MARK: Construction

    @Test func identityConstantAndEmptyInitializerAreTheIdentityMatrix() {
        #expect(T3D.matrix(CATransform3DIdentity) == identityMatrix)
        #expect(T3D.matrix(CATransform3D()) == identityMatrix)
        #expect(CATransform3D() == CATransform3DIdentity)
    }

    @Test func memberwiseInitializerStoresEveryEntryInRowOrder() {
        let t = CATransform3D(
            m11: 1, m12: 2, m13: 3, m14: 4, m21: 5, m22: 6, m23: 7, m24: 8,
            m31: 9, m32: 10, m33: 11, m34: 12, m41: 13, m42: 14, m43: 15, m44: 16)
        #expect(T3D.matrix(t) == [[1, 2, 3, 4], [5, 6, 7, 8], [9, 10, 11, 12], [13, 14, 15, 16]])
        #expect(t.entries == (1...16).map { CGFloat($0) })
        #expect(CATransform3D(entries: t.entries) == t)
    }

    @Test func transformPointIsTheRowVectorTimesTheMatrixWithW() {
        let t = CATransform3D(
            m11: 1, m12: 2, m13: 3, m14: 4, m21: 5, m22: 6, m23: 7, m24: 8,
            m31: 9, m32: 10, m33: 11, m34: 12, m41: 13, m42: 14, m43: 15, m44: 16)
        let p = t.transformPoint(1, -1, 2)
        // (1, −1, 2, 1) · M, column by column.
        let expected: [CGFloat] = [1 - 5 + 18 + 13, 2 - 6 + 20 + 14, 3 - 7 + 22 + 15, 4 - 8 + 24 + 16]
        #expect([p.x, p.y, p.z, p.w] == expected)
    }

    // MARK: Make functions

    @Test func makeTranslationPutsTheOffsetInTheBottomRow() {
        let t = CATransform3DMakeTranslation(10, -20, 30)
        #expect(T3D.matrix(t) == [[1, 0, 0, 0], [0, 1, 0, 0], [0, 0, 1, 0], [10, -20, 30, 1]])
        let p = t.transformPoint(1, 2, 3)
        #expect(p.x == 11 && p.y == -18 && p.z == 33 && p.w == 1)
    }

    @Test func makeScaleIsDiagonal() {
        let t = CATransform3DMakeScale(2, -3, 0.5)
        #expect(T3D.matrix(t) == [[2, 0, 0, 0], [0, -3, 0, 0], [0, 0, 0.5, 0], [0, 0, 0, 1]])
        let p = t.transformPoint(1, 2, 3)
        #expect(p.x == 2 && p.y == -6 && p.z == 1.5 && p.w == 1)
    }

    @Test(arguments: [0.0, 0.3, CGFloat.pi / 2, 2.5, -1.2])
    func makeRotationAboutZTurnsXTowardY(angle: CGFloat) {
        let t = CATransform3DMakeRotation(angle, 0, 0, 1)
        let c = cos(angle), s = sin(angle)
        // Same layout as CGAffineTransform(rotationAngle:): a = cos, b = sin, c = −sin, d = cos.
        #expect(T3D.matrix(t) == [[c, s, 0, 0], [-s, c, 0, 0], [0, 0, 1, 0], [0, 0, 0, 1]])
        #expect(T3D.close(T3D.project(t, 1, 0, 0), (c, s, 0), 1e-15))
        #expect(T3D.close(T3D.project(t, 0, 1, 0), (-s, c, 0), 1e-15))
        let affine = CGAffineTransform(rotationAngle: angle)
        #expect(CATransform3DGetAffineTransform(t) == affine)
    }

    @Test func makeRotationAboutXAndYIsRightHanded() {
        let angle: CGFloat = 0.7
        let c = cos(angle), s = sin(angle)
        let aboutX = CATransform3DMakeRotation(angle, 1, 0, 0)
        #expect(T3D.close(T3D.project(aboutX, 0, 1, 0), (0, c, s), 1e-15))  // y turns toward z
        #expect(T3D.close(T3D.project(aboutX, 0, 0, 1), (0, -s, c), 1e-15))
        let aboutY = CATransform3DMakeRotation(angle, 0, 1, 0)
        #expect(T3D.close(T3D.project(aboutY, 0, 0, 1), (s, 0, c), 1e-15))  // z turns toward x
        #expect(T3D.close(T3D.project(aboutY, 1, 0, 0), (c, 0, -s), 1e-15))
    }

    @Test func makeRotationAboutAnArbitraryAxisMatchesRodrigues() {
        let angle: CGFloat = 0.9
        let length: CGFloat = 14.0.squareRoot()
        let axis = [1 / length, 2 / length, 3 / length]
        let t = CATransform3DMakeRotation(angle, 1, 2, 3)
        for v: [CGFloat] in [[4, -5, 6], [1, 0, 0], [0, 1, 0], [0, 0, 1], [-2, 7, 0.5]] {
            let expected = T3D.rodrigues(v, axis: axis, angle: angle)
            #expect(T3D.close(T3D.project(t, v[0], v[1], v[2]), (expected[0], expected[1], expected[2]), 1e-14))
        }
        // Points on the axis stay put; the matrix is orthonormal with determinant 1.
        #expect(T3D.close(T3D.project(t, 2, 4, 6), (2, 4, 6), 1e-14))
        let rows = t.linearRows
        #expect(abs(CATransform3D.determinant(rows) - 1) < 1e-15)
        #expect(t.m14 == 0 && t.m24 == 0 && t.m34 == 0 && t.m41 == 0 && t.m42 == 0 && t.m43 == 0 && t.m44 == 1)
    }

    @Test func makeRotationNormalisesTheAxis() {
        let unit = CATransform3DMakeRotation(1.1, 1, 2, 3)
        #expect(T3D.close(CATransform3DMakeRotation(1.1, 2, 4, 6), unit, 1e-15))
        #expect(T3D.close(CATransform3DMakeRotation(1.1, 0.001, 0.002, 0.003), unit, 1e-15))
        #expect(CATransform3DMakeRotation(0.4, 0, 0, 7) == CATransform3DMakeRotation(0.4, 0, 0, 1))
    }

    @Test func makeRotationWithAZeroAxisIsTheIdentity() {
        #expect(CATransform3DIsIdentity(CATransform3DMakeRotation(1, 0, 0, 0)))
        #expect(CATransform3DIsIdentity(CATransform3DMakeRotation(.pi, 0, 0, 0)))
        #expect(CATransform3DIsIdentity(CATransform3DMakeRotation(1, .infinity, 0, 0)))
        let base = CATransform3DMakeTranslation(1, 2, 3)
        #expect(CATransform3DRotate(base, 1, 0, 0, 0) == base)
    }

    // MARK: Concatenation order

    @Test func concatAppliesTheFirstArgumentFirst() {
        let translate = CATransform3DMakeTranslation(10, 0, 0)
        let rotate = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
        // (1, 0) moved to (11, 0), then turned a quarter: (0, 11).
        #expect(T3D.close(T3D.project(CATransform3DConcat(translate, rotate), 1, 0, 0), (0, 11, 0), 1e-14))
        // (1, 0) turned to (0, 1), then moved: (10, 1).
        #expect(T3D.close(T3D.project(CATransform3DConcat(rotate, translate), 1, 0, 0), (10, 1, 0), 1e-14))
    }

    @Test func concatIsTheTextbookProduct() {
        var numbers = T3D.Numbers(seed: 7)
        for _ in 0..<20 {
            let a = T3D.transform((0..<4).map { _ in (0..<4).map { _ in numbers.next(-3...3) } })
            let b = T3D.transform((0..<4).map { _ in (0..<4).map { _ in numbers.next(-3...3) } })
            #expect(CATransform3DConcat(a, b) == T3D.transform(T3D.product(T3D.matrix(a), T3D.matrix(b))))
            #expect(CATransform3DConcat(a, CATransform3DIdentity) == a)
            #expect(CATransform3DConcat(CATransform3DIdentity, a) == a)
        }
    }

    @Test func concatIsAssociative() {
        let a = CATransform3DMakeRotation(0.3, 1, 1, 0), b = CATransform3DMakeScale(2, 3, 4)
        let c = T3D.perspective(-1.0 / 500)
        let left = CATransform3DConcat(CATransform3DConcat(a, b), c)
        let right = CATransform3DConcat(a, CATransform3DConcat(b, c))
        #expect(T3D.close(left, right, 1e-15))
    }

    @Test func translateScaleAndRotateApplyTheNewOperationBeforeTheTransform() {
        let base = CATransform3DConcat(CATransform3DMakeScale(2, 2, 2), CATransform3DMakeTranslation(5, 0, 0))
        let translated = CATransform3DTranslate(base, 1, 0, 0)
        #expect(translated == CATransform3DConcat(CATransform3DMakeTranslation(1, 0, 0), base))
        // (0, 0, 0) → moved to (1, 0, 0) → scaled to (2, 0, 0) → moved to (7, 0, 0).
        #expect(T3D.close(T3D.project(translated, 0, 0, 0), (7, 0, 0), 0))

        let scaled = CATransform3DScale(base, 3, 1, 1)
        #expect(scaled == CATransform3DConcat(CATransform3DMakeScale(3, 1, 1), base))
        // (1, 1, 1) → (3, 1, 1) → (6, 2, 2) → (11, 2, 2).
        #expect(T3D.close(T3D.project(scaled, 1, 1, 1), (11, 2, 2), 0))

        let rotated = CATransform3DRotate(base, .pi / 2, 0, 0, 1)
        #expect(rotated == CATransform3DConcat(CATransform3DMakeRotation(.pi / 2, 0, 0, 1), base))
        // (1, 0, 0) → (0, 1, 0) → (0, 2, 0) → (5, 2, 0).
        #expect(T3D.close(T3D.project(rotated, 1, 0, 0), (5, 2, 0), 1e-15))
    }

    @Test func translatingTheIdentityIsTheMadeTranslation() {
        #expect(CATransform3DTranslate(CATransform3DIdentity, 4, 5, 6) == CATransform3DMakeTranslation(4, 5, 6))
        #expect(CATransform3DScale(CATransform3DIdentity, 4, 5, 6) == CATransform3DMakeScale(4, 5, 6))
        #expect(CATransform3DRotate(CATransform3DIdentity, 0.5, 1, 2, 3) == CATransform3DMakeRotation(0.5, 1, 2, 3))
        // Translations add up.
        #expect(
            CATransform3DTranslate(CATransform3DMakeTranslation(5, 6, 7), 1, 2, 3)
                == CATransform3DMakeTranslation(6, 8, 10))
    }

    // MARK: Perspective

    @Test func perspectiveShrinksAPointTurnedAwayFromTheViewer() {
        // The usual recipe: perspective first, then CATransform3DRotate puts the rotation before it.
        let angle = CGFloat.pi / 4
        let t = CATransform3DRotate(T3D.perspective(-1.0 / 500), angle, 0, 1, 0)
        #expect(t == CATransform3DConcat(CATransform3DMakeRotation(angle, 0, 1, 0), T3D.perspective(-1.0 / 500)))
        // A y rotation takes (100, 0, 0) to (100·cos, 0, −100·sin): away from the eye at z = +500.
        // w = 1 + z·m34 = 1 + 100·sin45°/500, and x projects to 100·cos45° / w.
        let w = 1 + 100 * sin(angle) / 500
        let p = t.transformPoint(100, 0, 0)
        #expect(abs(p.w - w) < 1e-15)
        #expect(abs(p.x / p.w - 100 * cos(angle) / w) < 1e-12)
        #expect(abs(p.x / p.w - 61.94967155) < 1e-8)  // 70.71067812 / 1.14142136
        #expect(abs(p.y) < 1e-15)
        // The mirror point, turned toward the eye, grows instead.
        let q = t.transformPoint(-100, 0, 0)
        #expect(abs(q.x / q.w - (-100 * cos(angle)) / (1 - 100 * sin(angle) / 500)) < 1e-12)
    }

    @Test func perspectiveDividesByDistanceFromTheEye() {
        let t = CATransform3DConcat(CATransform3DMakeTranslation(0, 0, -500), T3D.perspective(-1.0 / 500))
        // A point 500 behind the z = 0 plane is twice as far from the eye: half size.
        #expect(T3D.close(T3D.project(t, 50, 20, 0), (25, 10, -250), 1e-12))
        // At the eye plane w is 0.
        #expect(abs(T3D.perspective(-1.0 / 500).transformPoint(0, 0, 500).w) < 1e-15)
    }

    // MARK: Inversion

    @Test func invertOfSimpleTransformsIsExact() {
        #expect(
            CATransform3DInvert(CATransform3DMakeTranslation(10, -20, 30)) == CATransform3DMakeTranslation(-10, 20, -30)
        )
        #expect(CATransform3DInvert(CATransform3DMakeScale(2, 4, -8)) == CATransform3DMakeScale(0.5, 0.25, -0.125))
        #expect(CATransform3DInvert(CATransform3DIdentity) == CATransform3DIdentity)
        #expect(CATransform3DInvert(T3D.perspective(-1.0 / 500)) == T3D.perspective(1.0 / 500))
    }

    @Test func invertOfARotationIsItsTranspose() {
        let r = CATransform3DMakeRotation(0.8, -1, 2, 0.5)
        let transpose = T3D.transform((0..<4).map { i in (0..<4).map { j in T3D.matrix(r)[j][i] } })
        #expect(T3D.close(CATransform3DInvert(r), transpose, 1e-15))
        #expect(T3D.close(CATransform3DInvert(r), CATransform3DMakeRotation(-0.8, -1, 2, 0.5), 1e-15))
    }

    @Test func invertRoundTripsOnBothSides() {
        var numbers = T3D.Numbers(seed: 42)
        for _ in 0..<25 {
            var t = CATransform3DMakeRotation(numbers.next(-3...3), numbers.next(-1...1), numbers.next(-1...1), 1)
            t = CATransform3DScale(t, numbers.next(0.5...3), numbers.next(-3...(-0.5)), numbers.next(0.5...3))
            t = CATransform3DConcat(
                t,
                CATransform3DMakeTranslation(
                    numbers.next(-100...100), numbers.next(-100...100), numbers.next(-100...100)))
            t = CATransform3DConcat(t, T3D.perspective(numbers.next(-0.01...0)))
            let inverse = CATransform3DInvert(t)
            #expect(T3D.close(CATransform3DConcat(t, inverse), CATransform3DIdentity, 1e-12))
            #expect(T3D.close(CATransform3DConcat(inverse, t), CATransform3DIdentity, 1e-12))
            #expect(T3D.close(CATransform3DInvert(inverse), t, 1e-9))
        }
    }

    @Test func invertOfAGeneralMatrixUndoesIt() {
        let t = CATransform3D(
            m11: 2, m12: 1, m13: 0, m14: 0.1, m21: -1, m22: 3, m23: 1, m24: 0,
            m31: 0.5, m32: 0, m33: 1, m34: -0.2, m41: 4, m42: -2, m43: 7, m44: 1.5)
        let inverse = CATransform3DInvert(t)
        #expect(T3D.close(T3D.transform(T3D.product(T3D.matrix(t), T3D.matrix(inverse))), CATransform3DIdentity, 1e-14))
        // A point survives the round trip.
        let p = t.transformPoint(1, 2, 3)
        let back = inverse.transformPoint(p.x / p.w, p.y / p.w, p.z / p.w)
        #expect(
            abs(back.x / back.w - 1) < 1e-13 && abs(back.y / back.w - 2) < 1e-13 && abs(back.z / back.w - 3) < 1e-13)
    }

    @Test func invertOfASingularTransformReturnsItUnchanged() {
        let flat = CATransform3DMakeScale(1, 0, 1)
        #expect(CATransform3DInvert(flat) == flat)
        let zero = T3D.transform(Array(repeating: [0, 0, 0, 0], count: 4))
        #expect(CATransform3DInvert(zero) == zero)
        let repeatedRow = CATransform3D(
            m11: 1, m12: 2, m13: 3, m14: 4, m21: 1, m22: 2, m23: 3, m24: 4,
            m31: 0, m32: 0, m33: 1, m34: 0, m41: 5, m42: 6, m43: 7, m44: 1)
        #expect(CATransform3DInvert(repeatedRow) == repeatedRow)
        let rotatedFlat = CATransform3DConcat(CATransform3DMakeRotation(0.7, 0, 0, 1), CATransform3DMakeScale(1, 1, 0))
        #expect(CATransform3DInvert(rotatedFlat) == rotatedFlat)
        var infinite = CATransform3DIdentity
        infinite.m11 = .infinity
        #expect(CATransform3DInvert(infinite) == infinite)
    }

    // MARK: Predicates

    @Test func isIdentityIsExact() {
        #expect(CATransform3DIsIdentity(CATransform3DIdentity))
        #expect(CATransform3DIsIdentity(CATransform3DMakeScale(1, 1, 1)))
        var negativeZero = CATransform3DIdentity
        negativeZero.m12 = -0.0
        #expect(CATransform3DIsIdentity(negativeZero))
        var tiny = CATransform3DIdentity
        tiny.m43 = 1e-300
        #expect(!CATransform3DIsIdentity(tiny))
        // A whole turn is the identity only up to rounding.
        #expect(!CATransform3DIsIdentity(CATransform3DMakeRotation(2 * .pi, 0, 0, 1)))
        #expect(!CATransform3DIsIdentity(T3D.perspective(-0.002)))
    }

    @Test func equalToTransformComparesEveryEntryExactly() {
        let a = CATransform3DMakeRotation(0.25, 1, 1, 1)
        #expect(CATransform3DEqualToTransform(a, CATransform3DMakeRotation(0.25, 1, 1, 1)))
        for index in 0..<16 {
            var entries = a.entries
            entries[index] += 1e-9
            #expect(!CATransform3DEqualToTransform(a, CATransform3D(entries: entries)), "entry \(index)")
        }
        var nan = CATransform3DIdentity
        nan.m22 = .nan
        #expect(!CATransform3DEqualToTransform(nan, nan))
        var negativeZero = CATransform3DIdentity
        negativeZero.m41 = -0.0
        #expect(CATransform3DEqualToTransform(negativeZero, CATransform3DIdentity))
    }

    @Test func hashingAgreesWithEquality() {
        var negativeZero = CATransform3DIdentity
        negativeZero.m41 = -0.0
        #expect(negativeZero.hashValue == CATransform3DIdentity.hashValue)
        let set: Set<CATransform3D> = [
            CATransform3DIdentity, CATransform3D(), negativeZero, CATransform3DMakeScale(2, 2, 2),
        ]
        #expect(set.count == 2)
    }

    @Test func isAffineRequiresThePlanarLayoutExactly() {
        #expect(CATransform3DIsAffine(CATransform3DIdentity))
        #expect(CATransform3DIsAffine(CATransform3DMakeRotation(0.4, 0, 0, 1)))
        #expect(CATransform3DIsAffine(CATransform3DMakeTranslation(3, 4, 0)))
        #expect(CATransform3DIsAffine(CATransform3DMakeScale(2, -3, 1)))
        #expect(
            CATransform3DIsAffine(
                CATransform3DMakeAffineTransform(CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6))))
        #expect(!CATransform3DIsAffine(CATransform3DMakeTranslation(0, 0, 1)))
        #expect(!CATransform3DIsAffine(CATransform3DMakeScale(2, 2, 2)))
        #expect(!CATransform3DIsAffine(CATransform3DMakeRotation(0.1, 1, 0, 0)))
        #expect(!CATransform3DIsAffine(T3D.perspective(-1.0 / 500)))
        // Each of the ten constrained entries breaks it on its own (m33 and m44 by leaving 1).
        let constrained: [WritableKeyPath<CATransform3D, CGFloat>] = [
            \.m13, \.m14, \.m23, \.m24, \.m31, \.m32, \.m33, \.m34, \.m43, \.m44,
        ]
        for keyPath in constrained {
            var t = CATransform3DIdentity
            t[keyPath: keyPath] += 0.5
            #expect(!CATransform3DIsAffine(t))
        }
        // The six affine entries are free.
        let free: [WritableKeyPath<CATransform3D, CGFloat>] = [\.m11, \.m12, \.m21, \.m22, \.m41, \.m42]
        for keyPath in free {
            var t = CATransform3DIdentity
            t[keyPath: keyPath] = 9
            #expect(CATransform3DIsAffine(t))
        }
    }

    // MARK: Affine conversion

    @Test func makeAffineTransformPlacesTheSixEntries() {
        let t = CATransform3DMakeAffineTransform(CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6))
        #expect(T3D.matrix(t) == [[1, 2, 0, 0], [3, 4, 0, 0], [0, 0, 1, 0], [5, 6, 0, 1]])
    }

    @Test func getAffineTransformReadsTheSixEntries() {
        let t = CATransform3D(
            m11: 1, m12: 2, m13: 3, m14: 4, m21: 5, m22: 6, m23: 7, m24: 8,
            m31: 9, m32: 10, m33: 11, m34: 12, m41: 13, m42: 14, m43: 15, m44: 16)
        #expect(CATransform3DGetAffineTransform(t) == CGAffineTransform(a: 1, b: 2, c: 5, d: 6, tx: 13, ty: 14))
    }

    @Test func affineConversionRoundTripsAndAgreesWithCoreGraphics() {
        let a = CGAffineTransform(a: 1.5, b: -0.5, c: 0.25, d: 2, tx: 7, ty: -3)
        let b = CGAffineTransform(rotationAngle: 0.6).translatedBy(x: 4, y: 1)
        #expect(CATransform3DGetAffineTransform(CATransform3DMakeAffineTransform(a)) == a)
        let t = CATransform3DMakeAffineTransform(a)
        #expect(CATransform3DMakeAffineTransform(CATransform3DGetAffineTransform(t)) == t)
        // Concatenation means the same thing in both worlds.
        let both = CATransform3DConcat(CATransform3DMakeAffineTransform(a), CATransform3DMakeAffineTransform(b))
        let expected = CATransform3DMakeAffineTransform(a.concatenating(b))
        #expect(T3D.close(both, expected, 1e-15))
        let point = CGPoint(x: 3, y: -2).applying(a)
        #expect(T3D.close(T3D.project(t, 3, -2, 0), (point.x, point.y, 0), 1e-15))
    }
}
