import Foundation
import Testing
@testable import OpenUIKit

/// UIBezierPath geometry in UIKit's y-down space and drawing into the current context.
@MainActor
@Suite struct UIBezierPathTests {
    @Test func shapesHaveTheirBoundsAndContainPoints() {
        #expect(UIBezierPath(rect: CGRect(x: 1, y: 2, width: 3, height: 4)).bounds == CGRect(x: 1, y: 2, width: 3, height: 4))
        let oval = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(oval.contains(CGPoint(x: 50, y: 50)) && !oval.contains(CGPoint(x: 3, y: 3)))
        let rounded = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 100, height: 100), byRoundingCorners: [.topLeft], cornerRadii: CGSize(width: 40, height: 40))
        #expect(!rounded.contains(CGPoint(x: 3, y: 3)) && rounded.contains(CGPoint(x: 97, y: 3)) && rounded.contains(CGPoint(x: 3, y: 97)))
    }

    @Test func clockwiseMeansClockwiseOnScreen() {
        // In y-down space, clockwise from angle 0 (right) to π/2 (down) is the short quarter.
        let short = UIBezierPath(arcCenter: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        #expect(abs(short.cgPath.boundingBoxOfPath.minX) < 1e-9 && abs(short.cgPath.boundingBoxOfPath.minY) < 1e-9)
        let long = UIBezierPath(arcCenter: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: false)
        #expect(abs(long.cgPath.boundingBoxOfPath.minX + 10) < 1e-9 && abs(long.cgPath.boundingBoxOfPath.minY + 10) < 1e-9)
    }

    @Test func fillAndStrokePaintTheCurrentContext() throws {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let image = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 20), format: format).image { _ in
            UIColor.red.setFill()
            UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 20)).fill()
            UIColor.blue.setStroke()
            let line = UIBezierPath()
            line.move(to: CGPoint(x: 15, y: 0))
            line.addLine(to: CGPoint(x: 15, y: 20))
            line.lineWidth = 4
            line.stroke()
        }
        let pixels = try #require(image.cgImage)
        #expect(pixels.pixel(x: 5, y: 5) == (255, 0, 0, 255))
        #expect(pixels.pixel(x: 15, y: 10) == (0, 0, 255, 255))
        #expect(pixels.pixel(x: 11, y: 10) == (0, 0, 0, 0))
    }
}
