import Foundation
import Testing
@testable import OpenCoreGraphics

/// Bitmap contexts, coordinate systems, transforms, state, alpha and blend modes.
@Suite struct CGContextDrawingTests {
    typealias S = DrawingTestSupport

    // MARK: Making contexts

    @Test func bitmapContextHasItsSizeAndStartsTransparent() {
        let context = S.bitmapContext(width: 7, height: 5)
        #expect(context.width == 7 && context.height == 5)
        #expect(context.bytesPerRow == 28)
        #expect(context.alphaInfo == .premultipliedLast)
        let image = context.makeImage()!
        #expect(image.width == 7 && image.height == 5)
        #expect(image.pixels.allSatisfy { $0 == 0 })
    }

    @Test func unsupportedFormatsReturnNil() {
        let space = CGColorSpace(name: CGColorSpace.sRGB)!
        #expect(
            CGContext(
                data: nil, width: 4, height: 4, bitsPerComponent: 16, bytesPerRow: 0, space: space,
                bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue) == nil)
        #expect(
            CGContext(
                data: nil, width: 4, height: 4, bitsPerComponent: 8, bytesPerRow: 0, space: space,
                bitmapInfo: CGImageAlphaInfo.last.rawValue) == nil)
        #expect(
            CGContext(
                data: nil, width: 4, height: 4, bitsPerComponent: 8, bytesPerRow: 8, space: space,
                bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue) == nil)
        #expect(
            CGContext(
                data: nil, width: 0, height: 4, bitsPerComponent: 8, bytesPerRow: 0, space: space,
                bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue) == nil)
        #expect(
            CGContext(
                data: nil, width: 4, height: 4, bitsPerComponent: 8, bytesPerRow: 0,
                space: CGColorSpace(name: CGColorSpace.genericGrayGamma2_2)!,
                bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue) == nil)
    }

    @Test func drawingLandsInCallerMemoryAsRGBA() {
        let width = 4, height = 3, rowBytes = 20  // padded rows
        let memory = UnsafeMutableRawPointer.allocate(byteCount: rowBytes * height, alignment: 4)
        defer { memory.deallocate() }
        memory.initializeMemory(as: UInt8.self, repeating: 0, count: rowBytes * height)
        // A pre-existing pixel at the top-left survives, as in Core Graphics (memory is not cleared).
        memory.storeBytes(of: 9, toByteOffset: 3, as: UInt8.self)
        let context = CGContext(
            data: memory, width: width, height: height, bitsPerComponent: 8, bytesPerRow: rowBytes,
            space: CGColorSpace(name: CGColorSpace.sRGB)!, bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)!
        #expect(context.data == memory)
        context.setFillColor(red: 0, green: 1, blue: 0, alpha: 1)
        context.fill(CGRect(x: 3, y: 0, width: 1, height: 1))  // bottom-right pixel (y up)
        let bytes = memory.assumingMemoryBound(to: UInt8.self)
        let bottomRight = 2 * rowBytes + 3 * 4
        #expect(
            [bytes[bottomRight], bytes[bottomRight + 1], bytes[bottomRight + 2], bytes[bottomRight + 3]] == [
                0, 255, 0, 255,
            ])
        #expect(bytes[3] == 9)
        // Changes made to the memory between calls are picked up.
        bytes[4 + 3] = 200
        context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        #expect(bytes[4 + 3] == 200)
        #expect(S.pixel(context, 1, 0).a == 200)
    }

    @Test func ownMemoryIsExposedAsRGBAWhenAskedFor() {
        let context = S.bitmapContext(width: 2, height: 2)
        context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        context.fill(CGRect(x: 0, y: 1, width: 1, height: 1))  // top-left
        let bytes = context.data!.assumingMemoryBound(to: UInt8.self)
        #expect([bytes[0], bytes[1], bytes[2], bytes[3]] == [255, 0, 0, 255])
        context.fill(CGRect(x: 1, y: 1, width: 1, height: 1))
        #expect([bytes[4], bytes[5], bytes[6], bytes[7]] == [255, 0, 0, 255])
    }

    @Test func bgraContextDrawsStraightIntoMemory() {
        let memory = UnsafeMutableRawPointer.allocate(byteCount: 16, alignment: 4)
        defer { memory.deallocate() }
        memory.initializeMemory(as: UInt8.self, repeating: 0, count: 16)
        let info = CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue
        let context = CGContext(
            data: memory, width: 2, height: 2, bitsPerComponent: 8, bytesPerRow: 8,
            space: CGColorSpace(name: CGColorSpace.sRGB)!, bitmapInfo: info)!
        context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))  // bottom-left
        let bytes = memory.assumingMemoryBound(to: UInt8.self)
        #expect([bytes[8], bytes[9], bytes[10], bytes[11]] == [0, 0, 255, 255])  // B, G, R, A
        #expect(S.pixel(context, 0, 1) == S.red)
    }

    // MARK: Filling and coordinates

    @Test func halfTransparentRedFillIsPremultiplied() {
        let context = S.bitmapContext(width: 20, height: 20)
        context.setFillColor(red: 1, green: 0, blue: 0, alpha: 0.5)
        context.fill(CGRect(x: 5, y: 5, width: 10, height: 10))
        #expect(S.pixel(context, 10, 10).isClose(to: RGBA(128, 0, 0, 128)))
        #expect(S.pixel(context, 5, 5).isClose(to: RGBA(128, 0, 0, 128)))
        #expect(S.pixel(context, 14, 14).isClose(to: RGBA(128, 0, 0, 128)))
        #expect(S.pixel(context, 4, 10) == .clear)
        #expect(S.pixel(context, 15, 10) == .clear)
        #expect(S.pixel(context, 10, 15) == .clear)
    }

    @Test func originIsBottomLeftInBitmapContextsAndTopLeftInFlippedOnes() {
        let yUp = S.bitmapContext(width: 20, height: 20)
        yUp.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(S.alpha(yUp, 5, 15) == 255)
        #expect(S.alpha(yUp, 5, 5) == 0)

        let flipped = S.flippedContext(width: 20, height: 20)
        flipped.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(S.alpha(flipped, 5, 5) == 255)
        #expect(S.alpha(flipped, 5, 15) == 0)
    }

    @Test func ctmReportsUIKitsFlipInFlippedContexts() {
        #expect(S.bitmapContext(width: 30, height: 20).ctm == .identity)
        let flipped = S.flippedContext(width: 30, height: 20)
        #expect(flipped.ctm == CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: 20))
        #expect(flipped.userSpaceToDeviceSpaceTransform == flipped.ctm)
        flipped.translateBy(x: 5, y: 3)
        #expect(flipped.ctm == CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 5, ty: 17))
        #expect(flipped.convertToDeviceSpace(CGPoint(x: 1, y: 1)) == CGPoint(x: 6, y: 16))
        #expect(flipped.convertToUserSpace(CGPoint(x: 6, y: 16)) == CGPoint(x: 1, y: 1))
        let scaled = CGContext(width: 20, height: 20, flipped: true, scale: 2)
        #expect(scaled.ctm == CGAffineTransform(a: 2, b: 0, c: 0, d: -2, tx: 0, ty: 20))
    }

    @Test func translateMovesAFill() {
        let context = S.flippedContext(width: 30, height: 10)
        context.translateBy(x: 10, y: 2)
        context.fill(CGRect(x: 0, y: 0, width: 5, height: 5))
        #expect(S.alpha(context, 12, 4) == 255)
        #expect(S.alpha(context, 2, 4) == 0)
        #expect(S.alpha(context, 12, 0) == 0)
    }

    @Test func scaleEnlargesAFill() {
        let context = S.bitmapContext(width: 20, height: 20)
        context.scaleBy(x: 2, y: 2)
        context.fill(CGRect(x: 0, y: 0, width: 5, height: 5))
        #expect(S.alpha(context, 9, 10) == 255)  // device (9, 9) from the bottom
        #expect(S.alpha(context, 10, 10) == 0)
        #expect(S.alpha(context, 9, 9) == 0)
    }

    @Test func rotateTurnsTheXAxisTowardsYDown() {
        let context = S.flippedContext(width: 40, height: 40)
        context.translateBy(x: 20, y: 20)
        context.rotate(by: .pi / 2)
        context.fill(CGRect(x: 0, y: 0, width: 10, height: 4))  // now x∈[16,20], y∈[20,30]
        #expect(S.alpha(context, 18, 25) == 255)
        #expect(S.alpha(context, 25, 18) == 0)
        #expect(S.alpha(context, 22, 25) == 0)
    }

    @Test func concatenateAppliesBeforeTheCTM() {
        let context = S.flippedContext(width: 20, height: 20)
        context.concatenate(CGAffineTransform(translationX: 10, y: 0).scaledBy(x: 2, y: 1))
        context.fill(CGRect(x: 0, y: 0, width: 2, height: 2))  // x 10…14
        #expect(S.alpha(context, 13, 1) == 255)
        #expect(S.alpha(context, 14, 1) == 0)
        // A singular transform paints nothing and does not break the context.
        context.saveGState()
        context.scaleBy(x: 0, y: 1)
        context.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
        context.restoreGState()
        context.saveGState()
        context.rotate(by: .nan)
        context.translateBy(x: .infinity, y: 0)
        context.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
        context.restoreGState()
        #expect(S.alpha(context, 2, 10) == 0)
        context.fill(CGRect(x: 0, y: 10, width: 1, height: 1))
        #expect(S.alpha(context, 10, 10) == 255)
    }

    // MARK: Graphics state

    @Test func restoreGStateRestoresColourTransformAndAlpha() {
        let context = S.flippedContext(width: 20, height: 10)
        context.setFillColor(red: 0, green: 0, blue: 1, alpha: 1)
        context.saveGState()
        context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        context.translateBy(x: 10, y: 0)
        context.setAlpha(0.25)
        context.restoreGState()
        context.restoreGState()  // unbalanced: ignored
        #expect(context.ctm == CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: 10))
        context.fill(CGRect(x: 0, y: 0, width: 5, height: 5))
        #expect(S.pixel(context, 2, 2) == S.blue)
    }

    @Test func globalAlphaMultipliesFillColour() {
        let context = S.flippedContext(width: 10, height: 10)
        context.setAlpha(0.5)
        context.setFillColor(red: 0, green: 0, blue: 1, alpha: 1)
        context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(S.pixel(context, 5, 5).isClose(to: RGBA(0, 0, 128, 128)))
    }

    @Test func grayFillColour() {
        let context = S.flippedContext(width: 4, height: 4)
        context.setFillColor(gray: 1, alpha: 1)
        context.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
        #expect(S.pixel(context, 1, 1) == S.white)
    }

    @Test func antialiasingCanBeTurnedOff() {
        let smooth = S.flippedContext(width: 10, height: 10)
        smooth.fill(CGRect(x: 0.5, y: 0, width: 5, height: 10))
        #expect(S.alpha(smooth, 0, 5) == 128)
        let sharp = S.flippedContext(width: 10, height: 10)
        sharp.setShouldAntialias(false)
        sharp.fill(CGRect(x: 0.5, y: 0, width: 5, height: 10))
        #expect([0, 255].contains(S.alpha(sharp, 0, 5)))
        #expect([0, 255].contains(S.alpha(sharp, 5, 5)))
    }

    // MARK: Blend modes

    @Test func multiplyAndScreen() {
        let context = S.flippedContext(width: 10, height: 10)
        context.setFillColor(gray: 0.5, alpha: 1)
        context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        context.setBlendMode(.multiply)
        context.setFillColor(red: 1, green: 0, blue: 1, alpha: 1)
        context.fill(CGRect(x: 0, y: 0, width: 5, height: 10))
        context.setBlendMode(.screen)
        context.fill(CGRect(x: 5, y: 0, width: 5, height: 10))
        #expect(S.pixel(context, 2, 5).isClose(to: RGBA(128, 0, 128, 255)))
        #expect(S.pixel(context, 7, 5).isClose(to: RGBA(255, 128, 255, 255)))
    }

    @Test func copyAndClearReplaceOnlyInsideTheShape() {
        let context = S.flippedContext(width: 10, height: 10)
        context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        context.setBlendMode(.copy)
        context.setFillColor(red: 0, green: 0, blue: 1, alpha: 0.5)
        context.fill(CGRect(x: 0, y: 0, width: 5, height: 5))
        context.setBlendMode(.clear)
        context.fill(CGRect(x: 5, y: 5, width: 5, height: 5))
        #expect(S.pixel(context, 2, 2).isClose(to: RGBA(0, 0, 128, 128)))
        #expect(S.pixel(context, 7, 7) == .clear)
        #expect(S.pixel(context, 7, 2) == S.red)
    }

    @Test func clearStrokesClearWhereTheLineIs() {
        // Cairo 1.16 strokes with CLEAR as if it were OVER; the context confines clear to the stroke itself.
        let context = S.flippedContext(width: 10, height: 10)
        context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        context.setBlendMode(.clear)
        context.setStrokeColor(red: 0, green: 0, blue: 1, alpha: 1)
        context.setLineWidth(4)
        context.strokeLineSegments(between: [CGPoint(x: 0, y: 5), CGPoint(x: 10, y: 5)])
        #expect(S.pixel(context, 5, 4) == .clear && S.pixel(context, 5, 5) == .clear)
        #expect(S.pixel(context, 5, 1) == S.red && S.pixel(context, 5, 8) == S.red)
    }

    @Test func sourceInAndDestinationInLeaveTheOutsideAlone() {
        // Cairo's IN operators clear outside the shape; Core Graphics' do not.
        for mode in [CGBlendMode.sourceIn, .destinationIn, .sourceOut, .destinationAtop] {
            let context = S.flippedContext(width: 20, height: 10)
            context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
            context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
            context.setBlendMode(mode)
            context.setFillColor(red: 0, green: 1, blue: 0, alpha: 1)
            context.fill(CGRect(x: 5, y: 0, width: 10, height: 10))
            #expect(S.pixel(context, 2, 5) == S.red, "\(mode) outside, on red")
            #expect(S.pixel(context, 17, 5) == .clear, "\(mode) outside, empty")
            let overRed = S.pixel(context, 7, 5), overEmpty = S.pixel(context, 12, 5)
            switch mode {
            case .sourceIn: #expect(overRed == S.green && overEmpty == .clear)
            case .destinationIn: #expect(overRed == S.red && overEmpty == .clear)
            case .sourceOut: #expect(overRed == .clear && overEmpty == S.green)
            default: #expect(overRed == S.red && overEmpty == S.green)  // destinationAtop
            }
        }
    }

    @Test func sourceAtopTintsOnlyExistingPixels() {
        let context = S.flippedContext(width: 20, height: 10)
        context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        context.setBlendMode(.sourceAtop)
        context.setFillColor(red: 0, green: 0, blue: 1, alpha: 1)
        context.fill(CGRect(x: 0, y: 0, width: 20, height: 10))
        #expect(S.pixel(context, 5, 5) == S.blue)
        #expect(S.pixel(context, 15, 5) == .clear)
    }

    @Test func destinationOutErasesAndPlusLighterAdds() {
        let context = S.flippedContext(width: 20, height: 10)
        context.setFillColor(red: 0.5, green: 0, blue: 0, alpha: 1)
        context.fill(CGRect(x: 0, y: 0, width: 20, height: 10))
        context.setBlendMode(.destinationOut)
        context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        context.setBlendMode(.plusLighter)
        context.setFillColor(red: 0.5, green: 0, blue: 0, alpha: 1)
        context.fill(CGRect(x: 10, y: 0, width: 10, height: 10))
        #expect(S.pixel(context, 5, 5) == .clear)
        #expect(S.pixel(context, 15, 5).isClose(to: RGBA(255, 0, 0, 255)))
    }

    @Test func clearRectIgnoresBlendModeAndAlpha() {
        let context = S.flippedContext(width: 10, height: 10)
        context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        context.setAlpha(0.5)
        context.setBlendMode(.multiply)
        context.clear(CGRect(x: 0, y: 0, width: 5, height: 10))
        #expect(S.pixel(context, 2, 5) == .clear)
        #expect(S.alpha(context, 7, 5) == 255)
    }

    // MARK: Images out

    @Test func makeImageRoundTripsThroughPNG() throws {
        let context = S.bitmapContext(width: 16, height: 9)
        context.setFillColor(red: 1, green: 0.5, blue: 0, alpha: 1)
        context.fill(CGRect(x: 0, y: 0, width: 8, height: 9))
        context.setFillColor(red: 0, green: 0, blue: 1, alpha: 1)
        context.fillEllipse(in: CGRect(x: 4, y: 1, width: 10, height: 7))
        let image = try #require(context.makeImage())
        let decoded = try PNGDecoder.decode(PNGEncoder.encode(image))
        #expect(decoded == image)
        // A copy: later drawing does not change it.
        context.clear(CGRect(x: 0, y: 0, width: 16, height: 9))
        #expect(image.pixel(x: 1, y: 1).a == 255)
    }

    @Test func wrappingACairoContextRestoresItsState() {
        let owner = S.flippedContext(width: 10, height: 10)
        do {
            let wrapper = CGContext(wrapping: owner.cairo)
            wrapper.setFillColor(red: 0, green: 1, blue: 0, alpha: 1)
            wrapper.translateBy(x: 5, y: 0)
            wrapper.saveGState()
            wrapper.fill(CGRect(x: 0, y: 0, width: 5, height: 5))
        }
        #expect(S.pixel(owner, 7, 2) == S.green)
        #expect(owner.ctm == CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: 10))
    }
}
