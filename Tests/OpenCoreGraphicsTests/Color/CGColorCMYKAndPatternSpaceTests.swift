import Foundation
import OpenCoreGraphics
import Testing
import TestSupport

/// `CGColor(genericCMYKCyan:magenta:yellow:black:alpha:)` and `CGColorSpace(patternBaseSpace:)`, as Core
/// Graphics documents them: a CMYK colour keeps its five components in the generic CMYK space; a pattern space
/// has the pattern model, no name and the base space it was made with.
@Suite struct CGColorCMYKAndPatternSpaceTests {
    func isClose(_ lhs: [CGFloat]?, _ rhs: [CGFloat]) -> Bool {
        guard let lhs, lhs.count == rhs.count else { return false }
        return zip(lhs, rhs).allSatisfy { abs($0 - $1) < 1e-12 }
    }

    @Test func aCMYKColorKeepsItsComponentsInTheGenericCMYKSpace() throws {
        let color = CGColor(genericCMYKCyan: 0.1, magenta: 0.2, yellow: 0.3, black: 0.4, alpha: 0.5)
        #expect(color.components == [0.1, 0.2, 0.3, 0.4, 0.5])
        #expect(color.numberOfComponents == 5)
        let space = try #require(color.colorSpace)
        #expect(space.model == .cmyk)
        #expect(space.name == CGColorSpace.genericCMYK)
        #expect(space.numberOfComponents == 4)
        #expect(space == CGColorSpace(name: CGColorSpace.genericCMYK))
        // Drawn as (1 − ink)(1 − black): 0.9 × 0.6, 0.8 × 0.6, 0.7 × 0.6.
        #expect(isClose([color.red, color.green, color.blue, color.alpha], [0.54, 0.48, 0.42, 0.5]))
        // Out-of-range inks are clamped, as Core Graphics clamps components to the space's range.
        #expect(
            CGColor(genericCMYKCyan: 1.5, magenta: -1, yellow: 0, black: 0, alpha: 1).components == [1, 0, 0, 0, 1])
    }

    @Test func cmykColorsCompareBySpaceAndComponents() throws {
        let white = CGColor(genericCMYKCyan: 0, magenta: 0, yellow: 0, black: 0, alpha: 1)
        // The same look in another space is another colour (CGColorEqualToColor compares spaces too).
        #expect(white != CGColor.white)
        #expect(white == CGColor(genericCMYKCyan: 0, magenta: 0, yellow: 0, black: 0, alpha: 1))
        let components: [CGFloat] = [0.1, 0.2, 0.3, 0.4, 0.5]
        let space = try #require(CGColorSpace(name: CGColorSpace.genericCMYK))
        let made = components.withUnsafeBufferPointer { CGColor(colorSpace: space, components: $0.baseAddress!) }
        #expect(made == CGColor(genericCMYKCyan: 0.1, magenta: 0.2, yellow: 0.3, black: 0.4, alpha: 0.5))
        #expect(white.copy(alpha: 0.25)?.components == [0, 0, 0, 0, 0.25])
    }

    @Test func convertingBetweenRGBAndCMYK() throws {
        let cmyk = try #require(CGColorSpace(name: CGColorSpace.genericCMYK))
        let srgb = try #require(CGColorSpace(name: CGColorSpace.sRGB))
        // Red: no black, full magenta and yellow; a 50 % gray: black 0.5 and no colour inks.
        let red = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        #expect(red.converted(to: cmyk, intent: .defaultIntent, options: nil)?.components == [0, 1, 1, 0, 1])
        let gray = CGColor(gray: 0.5, alpha: 0.8)
        #expect(gray.converted(to: cmyk, intent: .defaultIntent, options: nil)?.components == [0, 0, 0, 0.5, 0.8])
        let black = CGColor(gray: 0, alpha: 1)
        #expect(black.converted(to: cmyk, intent: .defaultIntent, options: nil)?.components == [0, 0, 0, 1, 1])
        let cyan = CGColor(genericCMYKCyan: 1, magenta: 0, yellow: 0, black: 0, alpha: 1)
        let rgb = try #require(cyan.converted(to: srgb, intent: .defaultIntent, options: nil))
        #expect(rgb.components == [0, 1, 1, 1])
        #expect(rgb.colorSpace?.model == .rgb)
    }

    @Test func aCMYKColorFillsWithItsRGBLook() throws {
        let context = try #require(
            CGContext(
                data: nil, width: 2, height: 2, bitsPerComponent: 8, bytesPerRow: 0,
                space: CGColorSpace(name: CGColorSpace.sRGB)!, bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue))
        context.setFillColor(CGColor(genericCMYKCyan: 1, magenta: 0, yellow: 0, black: 0.5, alpha: 1))
        context.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
        let image = try #require(context.makeImage())
        #expect(image.pixel(1, 1, is: [0, 128, 128, 255], tolerance: 1))
        // A bitmap context needs an RGB space: CMYK and pattern spaces are refused, as on iOS.
        for space in [CGColorSpace(name: CGColorSpace.genericCMYK)!, CGColorSpace(patternBaseSpace: nil)!] {
            let refused = CGContext(
                data: nil, width: 2, height: 2, bitsPerComponent: 8, bytesPerRow: 0, space: space,
                bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)
            #expect(refused == nil)
        }
    }

    @Test func aCMYKGradientReadsFiveComponentsPerColor() throws {
        let space = try #require(CGColorSpace(name: CGColorSpace.genericCMYK))
        let components: [CGFloat] = [0, 0, 0, 0, 1, 1, 1, 1, 0, 1]
        let gradient = components.withUnsafeBufferPointer {
            CGGradient(colorSpace: space, colorComponents: $0.baseAddress!, locations: nil, count: 2)
        }
        #expect(gradient != nil)
    }

    @Test func aPatternSpaceHasThePatternModelAndItsBase() throws {
        let coloured = try #require(CGColorSpace(patternBaseSpace: nil))
        #expect(coloured.model == .pattern)
        #expect(coloured.name == nil)
        #expect(coloured.baseColorSpace == nil)
        #expect(coloured.numberOfComponents == 0)
        let srgb = try #require(CGColorSpace(name: CGColorSpace.sRGB))
        let masking = try #require(CGColorSpace(patternBaseSpace: srgb))
        #expect(masking.baseColorSpace == srgb)
        #expect(masking.model == .pattern)
        #expect(masking != coloured)
        #expect(masking == CGColorSpace(patternBaseSpace: srgb))
        #expect(srgb.baseColorSpace == nil)
        #expect(srgb.model == .rgb)
        #expect(CGColorSpace(name: CGColorSpace.genericGrayGamma2_2)?.model == .monochrome)
        // A pattern space cannot be the base of another.
        #expect(CGColorSpace(patternBaseSpace: coloured) == nil)
    }

    @Test func aPatternSpaceMakesNoPlainColorsOrGradients() throws {
        let pattern = try #require(CGColorSpace(patternBaseSpace: nil))
        let components: [CGFloat] = [1, 0, 0, 1, 0, 0, 1, 1]
        components.withUnsafeBufferPointer { buffer in
            #expect(CGColor(colorSpace: pattern, components: buffer.baseAddress!) == nil)
            #expect(
                CGGradient(colorSpace: pattern, colorComponents: buffer.baseAddress!, locations: nil, count: 2) == nil)
        }
        let red = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        #expect(red.converted(to: pattern, intent: .defaultIntent, options: nil) == nil)
    }
}
