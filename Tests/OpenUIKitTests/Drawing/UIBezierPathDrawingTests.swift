import Foundation
import Testing
@testable import OpenUIKit

/// UIBezierPath drawing into the current context: fill and stroke, their blend-mode variants, the line
/// attributes, dashes, fill rule and clipping.
@MainActor
@Suite struct UIBezierPathDrawingTests {
    private let clear: (r: UInt8, g: UInt8, b: UInt8, a: UInt8) = (0, 0, 0, 0)

    /// A 20 × 20 image at scale 1 of what `actions` draw.
    private func draw(_ actions: () -> Void) throws -> CGImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let image = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 20), format: format).image { _ in actions()
        }
        return try #require(image.cgImage)
    }

    private func line(from start: CGPoint, to end: CGPoint, width: CGFloat) -> UIBezierPath {
        let path = UIBezierPath()
        path.move(to: start)
        path.addLine(to: end)
        path.lineWidth = width
        return path
    }

    @Test func fillAndStrokePaintTheCurrentContext() throws {
        UIApplication.shared.reset()
        let pixels = try draw {
            UIColor.red.setFill()
            UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 20)).fill()
            UIColor.blue.setStroke()
            line(from: CGPoint(x: 15, y: 0), to: CGPoint(x: 15, y: 20), width: 4).stroke()
        }
        #expect(pixels.pixel(x: 5, y: 5) == (255, 0, 0, 255))
        #expect(pixels.pixel(x: 15, y: 10) == (0, 0, 255, 255))
        #expect(pixels.pixel(x: 13, y: 10) == (0, 0, 255, 255))
        #expect(pixels.pixel(x: 12, y: 10) == clear)
    }

    @Test func withoutAContextNothingHappens() {
        UIApplication.shared.reset()
        let path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 5, height: 5))
        path.fill()
        path.stroke()
        path.fill(with: .copy, alpha: 1)
        path.stroke(with: .copy, alpha: 1)
        path.addClip()
        #expect(UIGraphicsGetCurrentContext() == nil)
    }

    @Test func fillAndStrokeWithABlendModeAndAlpha() throws {
        UIApplication.shared.reset()
        let pixels = try draw {
            UIColor.yellow.setFill()
            UIBezierPath(rect: CGRect(x: 0, y: 0, width: 20, height: 20)).fill()
            // Blue multiplied by yellow (1, 1, 0) is black.
            UIColor.blue.setFill()
            UIBezierPath(rect: CGRect(x: 0, y: 0, width: 5, height: 5)).fill(with: .multiply, alpha: 1)
            // At alpha 0 nothing shows.
            UIBezierPath(rect: CGRect(x: 5, y: 0, width: 5, height: 5)).fill(with: .normal, alpha: 0)
            // Cyan (0, 1, 1) multiplied by yellow is green.
            UIColor.cyan.setStroke()
            line(from: CGPoint(x: 0, y: 15), to: CGPoint(x: 20, y: 15), width: 2).stroke(with: .multiply, alpha: 1)
            // The context's own blend mode and alpha are back afterwards: a plain fill covers.
            UIColor.red.setFill()
            UIBezierPath(rect: CGRect(x: 10, y: 0, width: 5, height: 5)).fill()
        }
        #expect(pixels.pixel(x: 2, y: 2) == (0, 0, 0, 255))
        #expect(pixels.pixel(x: 7, y: 2) == (255, 255, 0, 255))
        #expect(pixels.pixel(x: 10, y: 14) == (0, 255, 0, 255) && pixels.pixel(x: 10, y: 15) == (0, 255, 0, 255))
        #expect(pixels.pixel(x: 10, y: 16) == (255, 255, 0, 255))
        #expect(pixels.pixel(x: 12, y: 2) == (255, 0, 0, 255))
    }

    @Test func plainFillUsesTheContextsBlendMode() throws {
        UIApplication.shared.reset()
        let pixels = try draw {
            UIColor.yellow.setFill()
            UIBezierPath(rect: CGRect(x: 0, y: 0, width: 20, height: 20)).fill()
            UIGraphicsGetCurrentContext()?.setBlendMode(.multiply)
            UIColor.blue.setFill()
            UIBezierPath(rect: CGRect(x: 0, y: 0, width: 5, height: 5)).fill()
        }
        #expect(pixels.pixel(x: 2, y: 2) == (0, 0, 0, 255))
    }

    @Test func theEvenOddRuleLeavesAHole() throws {
        UIApplication.shared.reset()
        let pixels = try draw {
            UIColor.red.setFill()
            let path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 20, height: 20))
            path.append(UIBezierPath(rect: CGRect(x: 5, y: 5, width: 10, height: 10)))
            path.usesEvenOddFillRule = true
            path.fill()
        }
        #expect(pixels.pixel(x: 2, y: 2) == (255, 0, 0, 255))
        #expect(pixels.pixel(x: 10, y: 10) == clear)
    }

    @Test func squareCapsExtendHalfTheWidthPastTheEnds() throws {
        UIApplication.shared.reset()
        let pixels = try draw {
            UIColor.black.setStroke()
            let butt = line(from: CGPoint(x: 5, y: 4), to: CGPoint(x: 15, y: 4), width: 4)
            butt.stroke()
            let square = line(from: CGPoint(x: 5, y: 14), to: CGPoint(x: 15, y: 14), width: 4)
            square.lineCapStyle = .square
            square.stroke()
        }
        // Butt: x 5…15. Square: x 3…17.
        #expect(pixels.pixel(x: 4, y: 4) == clear && pixels.pixel(x: 5, y: 4) == (0, 0, 0, 255))
        #expect(pixels.pixel(x: 3, y: 14) == (0, 0, 0, 255) && pixels.pixel(x: 16, y: 14) == (0, 0, 0, 255))
        #expect(pixels.pixel(x: 2, y: 14) == clear && pixels.pixel(x: 17, y: 14) == clear)
    }

    /// A right-angle corner at (14, 10), 6 wide: the miter fills the outer square up to (17, 7); a bevel
    /// cuts it along the line from (14, 7) to (17, 10), which the pixel (16, 8)…(17, 9) only touches.
    private func corner(join: CGLineJoin, miterLimit: CGFloat = 10) throws -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        let pixels = try draw {
            UIColor.black.setStroke()
            let path = UIBezierPath()
            path.move(to: CGPoint(x: 4, y: 10))
            path.addLine(to: CGPoint(x: 14, y: 10))
            path.addLine(to: CGPoint(x: 14, y: 19))
            path.lineWidth = 6
            path.lineJoinStyle = join
            path.miterLimit = miterLimit
            path.stroke()
        }
        return pixels.pixel(x: 16, y: 8)
    }

    @Test func joinsAndTheMiterLimit() throws {
        UIApplication.shared.reset()
        #expect(try corner(join: .miter) == (0, 0, 0, 255))
        #expect(try corner(join: .bevel) == clear)
        // A right angle's miter is √2 ≈ 1.41 times the width: over a limit of 1.4 it is bevelled.
        #expect(try corner(join: .miter, miterLimit: 1.4) == clear)
        #expect(try corner(join: .miter, miterLimit: 1.5) == (0, 0, 0, 255))
    }

    @Test func dashesAlternatePaintedAndUnpaintedLengths() throws {
        UIApplication.shared.reset()
        let pixels = try draw {
            UIColor.black.setStroke()
            let dashed = line(from: CGPoint(x: 0, y: 5), to: CGPoint(x: 20, y: 5), width: 2)
            dashed.setLineDash([3, 2], count: 2, phase: 0)
            dashed.stroke()
            let shifted = line(from: CGPoint(x: 0, y: 15), to: CGPoint(x: 20, y: 15), width: 2)
            shifted.setLineDash([3, 2], count: 2, phase: 1)
            shifted.stroke()
        }
        // Phase 0: painted 0…3, 5…8; phase 1: painted 0…2, 4…7.
        #expect((0..<8).map { pixels.pixel(x: $0, y: 5).a } == [255, 255, 255, 0, 0, 255, 255, 255])
        #expect((0..<8).map { pixels.pixel(x: $0, y: 15).a } == [255, 255, 0, 0, 255, 255, 255, 0])
    }

    @Test func aStrokeWithoutADashIsSolidEvenInADashedContext() throws {
        UIApplication.shared.reset()
        let pixels = try draw {
            UIGraphicsGetCurrentContext()?.setLineDash(phase: 0, lengths: [1, 1])
            UIColor.black.setStroke()
            line(from: CGPoint(x: 0, y: 5), to: CGPoint(x: 20, y: 5), width: 2).stroke()
        }
        #expect((0..<4).map { pixels.pixel(x: $0, y: 5).a } == [255, 255, 255, 255])
    }

    @Test func addClipLimitsLaterDrawing() throws {
        UIApplication.shared.reset()
        let pixels = try draw {
            UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 20)).addClip()
            UIColor.red.setFill()
            UIBezierPath(rect: CGRect(x: 0, y: 0, width: 20, height: 20)).fill()
        }
        #expect(pixels.pixel(x: 9, y: 10) == (255, 0, 0, 255))
        #expect(pixels.pixel(x: 10, y: 10) == clear)
    }
}
