import Foundation
import Testing
@testable import OpenCoreGraphics

@Suite struct CGAffineTransformTests {
    private let sample = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)

    private func fields(_ t: CGAffineTransform) -> [CGFloat] { [t.a, t.b, t.c, t.d, t.tx, t.ty] }

    @Test func translationThenScaleAppliesTranslationFirst() {
        let t = CGAffineTransform(translationX: 10, y: 0).concatenating(CGAffineTransform(scaleX: 2, y: 3))
        #expect(CGPoint(x: 1, y: 1).applying(t) == CGPoint(x: 22, y: 3))
    }

    // MARK: Construction

    @Test func initializersStoreTheSixEntries() {
        #expect(fields(sample) == [1, 2, 3, 4, 5, 6])
        #expect(CGAffineTransform(1, 2, 3, 4, 5, 6) == sample)
        #expect(fields(CGAffineTransform()) == [1, 0, 0, 1, 0, 0])
        #expect(CGAffineTransform.identity == CGAffineTransform())
        #expect(fields(CGAffineTransform(translationX: 7, y: -8)) == [1, 0, 0, 1, 7, -8])
        #expect(fields(CGAffineTransform(scaleX: 2, y: -0.5)) == [2, 0, 0, -0.5, 0, 0])
    }

    @Test(arguments: [0.0, 0.3, CGFloat.pi / 2, -2.0])
    func rotationIsCosineSineLayout(angle: CGFloat) {
        let t = CGAffineTransform(rotationAngle: angle)
        #expect(fields(t) == [cos(angle), sin(angle), -sin(angle), cos(angle), 0, 0])
        let p = CGPoint(x: 1, y: 0).applying(t)
        #expect(p == CGPoint(x: cos(angle), y: sin(angle)))
    }

    @Test func isIdentityIsExact() {
        #expect(CGAffineTransform.identity.isIdentity)
        #expect(CGAffineTransform(scaleX: 1, y: 1).isIdentity)
        #expect(CGAffineTransform(rotationAngle: 0).isIdentity)
        #expect(!CGAffineTransform(translationX: 0, y: 1e-300).isIdentity)
        #expect(!sample.isIdentity)
    }

    @Test func equalityAndHashingAreFieldWise() {
        #expect(sample == CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6))
        #expect(sample != CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 7))
        #expect(Set([sample, CGAffineTransform(1, 2, 3, 4, 5, 6), .identity]).count == 2)
    }

    @Test func descriptionListsTheFields() {
        #expect(sample.description == "CGAffineTransform(a: 1.0, b: 2.0, c: 3.0, d: 4.0, tx: 5.0, ty: 6.0)")
    }

    // MARK: Combining

    @Test func concatenatingIsTheRowVectorProduct() {
        // [1 2 0; 3 4 0; 5 6 1] · [7 8 0; 9 10 0; 11 12 1], multiplied out by hand.
        let product = sample.concatenating(CGAffineTransform(a: 7, b: 8, c: 9, d: 10, tx: 11, ty: 12))
        #expect(fields(product) == [25, 28, 57, 64, 100, 112])
        #expect(sample.concatenating(.identity) == sample)
        #expect(CGAffineTransform.identity.concatenating(sample) == sample)
    }

    @Test func translatedScaledAndRotatedApplyTheNewOperationFirst() {
        let translated = CGAffineTransform(scaleX: 2, y: 3).translatedBy(x: 10, y: 20)
        #expect(fields(translated) == [2, 0, 0, 3, 20, 60])  // (0, 0) → (10, 20) → (20, 60)
        let scaled = CGAffineTransform(translationX: 10, y: 20).scaledBy(x: 2, y: 3)
        #expect(fields(scaled) == [2, 0, 0, 3, 10, 20])
        #expect(CGPoint(x: 1, y: 1).applying(scaled) == CGPoint(x: 12, y: 23))  // (1, 1) → (2, 3) → (12, 23)
        let rotated = CGAffineTransform(translationX: 10, y: 0).rotated(by: .pi / 2)
        let p = CGPoint(x: 1, y: 0).applying(rotated)  // (1, 0) → (0, 1) → (10, 1)
        #expect(abs(p.x - 10) < 1e-15 && abs(p.y - 1) < 1e-15)
        #expect(
            rotated
                == CGAffineTransform(rotationAngle: .pi / 2).concatenating(CGAffineTransform(translationX: 10, y: 0)))
    }

    @Test func invertedUndoesTheTransform() {
        // det = 1·4 − 2·3 = −2.
        let inverse = sample.inverted()
        #expect(fields(inverse) == [-2, 1, 1.5, -0.5, 1, -2])
        #expect(sample.concatenating(inverse) == .identity)
        #expect(CGPoint(x: 3, y: -7).applying(sample).applying(inverse) == CGPoint(x: 3, y: -7))
        #expect(CGAffineTransform(translationX: 4, y: -2).inverted() == CGAffineTransform(translationX: -4, y: 2))
        #expect(CGAffineTransform(scaleX: 4, y: 0.5).inverted() == CGAffineTransform(scaleX: 0.25, y: 2))
    }

    @Test func invertedLeavesSingularTransformsUnchanged() {
        let singular = CGAffineTransform(a: 1, b: 2, c: 2, d: 4, tx: 3, ty: 4)
        #expect(singular.inverted() == singular)
        let flat = CGAffineTransform(scaleX: 0, y: 1)
        #expect(flat.inverted() == flat)
        let infinite = CGAffineTransform(a: .infinity, b: 0, c: 0, d: 1, tx: 0, ty: 0)
        #expect(infinite.inverted() == infinite)
    }

    // MARK: Applying

    @Test func pointsGetTheLinearPartAndTheTranslation() {
        #expect(CGPoint(x: 1, y: -1).applying(sample) == CGPoint(x: 1 - 3 + 5, y: 2 - 4 + 6))
        #expect(CGPoint(x: 0, y: 0).applying(sample) == CGPoint(x: 5, y: 6))
    }

    @Test func sizesIgnoreTheTranslation() {
        #expect(CGSize(width: 2, height: 3).applying(sample) == CGSize(width: 1 * 2 + 3 * 3, height: 2 * 2 + 4 * 3))
        #expect(
            CGSize(width: 2, height: 3).applying(CGAffineTransform(translationX: 100, y: 100))
                == CGSize(width: 2, height: 3))
    }

    @Test func rectsBecomeTheBoundingBoxOfTheirCorners() {
        let t = CGAffineTransform(scaleX: 2, y: -1).concatenating(CGAffineTransform(translationX: 10, y: 0))
        // x 1…4 → 12…18, y 2…6 → −6…−2.
        #expect(CGRect(x: 1, y: 2, width: 3, height: 4).applying(t) == CGRect(x: 12, y: -6, width: 6, height: 4))
        // A rectangle with negative size is standardized first.
        #expect(CGRect(x: 4, y: 6, width: -3, height: -4).applying(t) == CGRect(x: 12, y: -6, width: 6, height: 4))
        // A quarter turn of a 2×1 rectangle at the origin spans x −1…0 and y 0…2.
        let turned = CGRect(x: 0, y: 0, width: 2, height: 1).applying(CGAffineTransform(rotationAngle: .pi / 2))
        #expect(abs(turned.minX + 1) < 1e-15 && abs(turned.maxX) < 1e-15)
        #expect(abs(turned.minY) < 1e-15 && abs(turned.maxY - 2) < 1e-15)
        #expect(CGRect.null.applying(t).isNull)
    }

    @Test func boundingBoxOfPoints() {
        #expect(CGRect.boundingBox(of: []).isNull)
        #expect(CGRect.boundingBox(of: [CGPoint(x: 3, y: 4)]) == CGRect(x: 3, y: 4, width: 0, height: 0))
        let box = CGRect.boundingBox(of: [CGPoint(x: 3, y: -1), CGPoint(x: -2, y: 5), CGPoint(x: 0, y: 0)])
        #expect(box == CGRect(x: -2, y: -1, width: 5, height: 6))
    }

    // MARK: CGVector

    @Test func vectorStoresItsComponents() {
        let v = CGVector(dx: 3, dy: -4)
        #expect(v.dx == 3 && v.dy == -4)
        #expect(CGVector() == CGVector(dx: 0, dy: 0))
        #expect(CGVector.zero == CGVector())
        #expect(Set([v, CGVector(dx: 3, dy: -4), .zero]).count == 2)
    }
}

@Suite struct CGColorTests {
    private func rgba(_ color: CGColor) -> [CGFloat] { [color.red, color.green, color.blue, color.alpha] }

    @Test func initializersStoreComponents() {
        #expect(rgba(CGColor(red: 0.1, green: 0.2, blue: 0.3, alpha: 0.4)) == [0.1, 0.2, 0.3, 0.4])
        #expect(rgba(CGColor(srgbRed: 0.5, green: 0.25, blue: 1, alpha: 0)) == [0.5, 0.25, 1, 0])
        #expect(rgba(CGColor(gray: 0.75, alpha: 0.5)) == [0.75, 0.75, 0.75, 0.5])
    }

    @Test func componentsAreClampedToTheUnitInterval() {
        #expect(rgba(CGColor(red: 1.5, green: -0.2, blue: .nan, alpha: 2)) == [1, 0, 0, 1])
        #expect(rgba(CGColor(gray: -1, alpha: .infinity)) == [0, 0, 0, 1])
    }

    @Test func colorSpaceComponentsInitializer() throws {
        let gray = try #require(CGColorSpace(name: CGColorSpace.genericGrayGamma2_2))
        let grayComponents: [CGFloat] = [0.25, 0.5]
        let g = try #require(
            grayComponents.withUnsafeBufferPointer { CGColor(colorSpace: gray, components: $0.baseAddress!) })
        #expect(rgba(g) == [0.25, 0.25, 0.25, 0.5])
        let srgb = try #require(CGColorSpace(name: CGColorSpace.sRGB))
        let rgbComponents: [CGFloat] = [0.1, 0.2, 0.3, 0.4]
        let c = try #require(
            rgbComponents.withUnsafeBufferPointer { CGColor(colorSpace: srgb, components: $0.baseAddress!) })
        #expect(rgba(c) == [0.1, 0.2, 0.3, 0.4])
    }

    @Test func namedColors() {
        #expect(rgba(CGColor.black) == [0, 0, 0, 1])
        #expect(rgba(CGColor.white) == [1, 1, 1, 1])
        #expect(rgba(CGColor.clear) == [0, 0, 0, 0])
    }

    @Test func componentAccessors() {
        let color = CGColor(red: 0.1, green: 0.2, blue: 0.3, alpha: 0.4)
        #expect(color.components == [0.1, 0.2, 0.3, 0.4])
        #expect(color.numberOfComponents == 4)
        #expect(color.colorSpace?.name == CGColorSpace.sRGB)
        #expect(CGColor(gray: 0.5, alpha: 1).components == [0.5, 0.5, 0.5, 1])
    }

    @Test func copyWithAlphaKeepsTheColour() throws {
        let color = CGColor(red: 0.1, green: 0.2, blue: 0.3, alpha: 0.4)
        #expect(rgba(try #require(color.copy(alpha: 0.9))) == [0.1, 0.2, 0.3, 0.9])
        #expect(rgba(try #require(color.copy(alpha: 3))) == [0.1, 0.2, 0.3, 1])
    }

    @Test func interpolationIsComponentWise() {
        let from = CGColor(red: 0, green: 1, blue: 0.5, alpha: 1), to = CGColor(red: 1, green: 0, blue: 0.5, alpha: 0)
        #expect(rgba(from.interpolated(to: to, fraction: 0.25)) == [0.25, 0.75, 0.5, 0.75])
        #expect(from.interpolated(to: to, fraction: 0) == from)
        #expect(from.interpolated(to: to, fraction: 1) == to)
        // Overshoot is clamped like any other component.
        #expect(rgba(from.interpolated(to: to, fraction: 1.5)) == [1, 0, 0.5, 0])
    }

    @Test func equalityHashingAndDescription() {
        let a = CGColor(red: 1, green: 0.5, blue: 0, alpha: 1)
        #expect(a == CGColor(srgbRed: 1, green: 0.5, blue: 0, alpha: 1))
        #expect(a != CGColor(red: 1, green: 0.5, blue: 0, alpha: 0.5))
        #expect(a != CGColor(red: 1, green: 0.5, blue: 0.25, alpha: 1))
        #expect(a.hashValue == CGColor(red: 1, green: 0.5, blue: 0, alpha: 1).hashValue)
        #expect(Set([a, CGColor(red: 1, green: 0.5, blue: 0, alpha: 1), .black]).count == 2)
        #expect(a.description == "CGColor(r: 1.0, g: 0.5, b: 0.0, a: 1.0)")
    }

    @Test func colorSpacesByName() throws {
        for name in [CGColorSpace.sRGB, CGColorSpace.genericGrayGamma2_2, CGColorSpace.linearSRGB] {
            #expect(try #require(CGColorSpace(name: name)).name == name)
        }
        #expect(CGColorSpace.sRGB == "kCGColorSpaceSRGB")
        #expect(CGColorSpace.genericGrayGamma2_2 == "kCGColorSpaceGenericGrayGamma2_2")
        #expect(CGColorSpace.linearSRGB == "kCGColorSpaceLinearSRGB")
        #expect(CGColorSpace(name: "kCGColorSpaceDisplayP3") == nil)
        #expect(CGColorSpace(name: CGColorSpace.sRGB) == CGColorSpace.deviceRGB)
        #expect(CGColorSpace(name: CGColorSpace.sRGB) != CGColorSpace(name: CGColorSpace.linearSRGB))
        #expect(Set([CGColorSpace.deviceRGB, CGColorSpace(name: CGColorSpace.sRGB)!]).count == 1)
    }
}
