import Foundation
import Testing
@testable import OpenUIKit

/// `draw(_:)`: when it runs, what it gets, and how its drawing becomes the layer's contents.
@MainActor
@Suite struct UIViewDrawingTests {
    /// Fills its top-left quarter red with a bezier path, recording each call; with `drawsNothing` it
    /// returns without asking for the context.
    final class QuarterView: UIView {
        var rects: [CGRect] = []
        var hadContext: [Bool] = []
        var drawsNothing = false

        override func draw(_ rect: CGRect) {
            rects.append(rect)
            guard !drawsNothing else { return }
            hadContext.append(UIGraphicsGetCurrentContext() != nil)
            UIColor.red.setFill()
            UIBezierPath(
                rect: CGRect(x: bounds.minX, y: bounds.minY, width: bounds.width / 2, height: bounds.height / 2)
            ).fill()
        }
    }

    /// The view rendered through `drawHierarchy` at scale 1.
    private func pixels(of view: UIView) throws -> CGImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let image = UIGraphicsImageRenderer(size: view.bounds.size, format: format).image { _ in
            view.drawHierarchy(in: CGRect(origin: .zero, size: view.bounds.size), afterScreenUpdates: true)
        }
        return try #require(image.cgImage)
    }

    @Test func aDrawingViewDrawsOnceWhenFirstDisplayedAndItsDrawingIsTheContents() throws {
        UIApplication.shared.reset()
        let view = QuarterView(frame: CGRect(x: 0, y: 0, width: 20, height: 10))
        #expect(view.rects.isEmpty)
        UIApplication.shared.advance(by: 0)
        #expect(view.rects == [CGRect(x: 0, y: 0, width: 20, height: 10)])
        #expect(view.hadContext == [true])
        let contents = try #require(view.layer.contents as? CGImage)
        #expect(contents.width == 60 && contents.height == 30)
        #expect(view.layer.contentsScale == 3)
        let image = try pixels(of: view)
        #expect(image.pixel(x: 5, y: 2) == (255, 0, 0, 255))
        #expect(image.pixel(x: 9, y: 4) == (255, 0, 0, 255))
        #expect(image.pixel(x: 10, y: 2) == (0, 0, 0, 0))
        #expect(image.pixel(x: 5, y: 5) == (0, 0, 0, 0))
        #expect(UIGraphicsGetCurrentContext() == nil)
    }

    @Test func setNeedsDisplayDrawsOncePerTurnWithTheBounds() {
        UIApplication.shared.reset()
        let view = QuarterView(frame: CGRect(x: 0, y: 0, width: 20, height: 10))
        UIApplication.shared.advance(by: 0)
        UIApplication.shared.advance(by: 1)
        #expect(view.rects.count == 1)
        view.setNeedsDisplay()
        view.setNeedsDisplay(CGRect(x: 0, y: 0, width: 2, height: 2))
        view.setNeedsDisplay()
        #expect(view.rects.count == 1)
        UIApplication.shared.advance(by: 0)
        #expect(view.rects.count == 2)
        #expect(view.rects.last == CGRect(x: 0, y: 0, width: 20, height: 10))
        UIApplication.shared.advance(by: 1)
        #expect(view.rects.count == 2)
    }

    @Test func drawingFollowsTheBoundsOrigin() throws {
        UIApplication.shared.reset()
        let view = QuarterView(frame: CGRect(x: 0, y: 0, width: 20, height: 10))
        view.bounds = CGRect(x: 100, y: 50, width: 20, height: 10)
        UIApplication.shared.advance(by: 0)
        #expect(view.rects == [CGRect(x: 100, y: 50, width: 20, height: 10)])
        let contents = try #require(view.layer.contents as? CGImage)
        #expect(contents.pixel(x: 3, y: 3) == (255, 0, 0, 255))
        #expect(contents.pixel(x: 33, y: 3) == (0, 0, 0, 0))
    }

    @Test func redrawContentModeRedrawsWhenTheSizeChanges() {
        UIApplication.shared.reset()
        let view = QuarterView(frame: CGRect(x: 0, y: 0, width: 20, height: 10))
        UIApplication.shared.advance(by: 0)
        view.frame = CGRect(x: 0, y: 0, width: 40, height: 10)
        UIApplication.shared.advance(by: 0)
        #expect(view.rects.count == 1)
        view.contentMode = .redraw
        view.frame = CGRect(x: 0, y: 0, width: 30, height: 20)
        UIApplication.shared.advance(by: 0)
        #expect(view.rects == [CGRect(x: 0, y: 0, width: 20, height: 10), CGRect(x: 0, y: 0, width: 30, height: 20)])
    }

    @Test func uiViewsOwnDrawLeavesNoContents() {
        UIApplication.shared.reset()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 10))
        UIApplication.shared.advance(by: 0)
        #expect(view.layer.contents == nil)
        view.setNeedsDisplay()
        UIApplication.shared.advance(by: 0)
        #expect(view.layer.contents == nil)
        #expect(!view.layer.needsDisplay())
    }

    @Test func contentsOthersSetSurviveDisplayButTheViewsOldDrawingDoesNot() throws {
        UIApplication.shared.reset()
        let image = UIGraphicsImageRenderer(size: CGSize(width: 2, height: 2)).image { context in
            context.cgContext.setFillColor(UIColor.blue.cgColor)
            context.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
        }
        let imageView = UIImageView(image: image)
        imageView.setNeedsDisplay()
        UIApplication.shared.advance(by: 0)
        #expect(imageView.layer.contents as? CGImage === image.cgImage)

        let view = QuarterView(frame: CGRect(x: 0, y: 0, width: 20, height: 10))
        UIApplication.shared.advance(by: 0)
        #expect(view.layer.contents != nil)
        view.drawsNothing = true
        view.setNeedsDisplay()
        UIApplication.shared.advance(by: 0)
        #expect(view.rects.count == 2)
        #expect(view.layer.contents == nil)
    }

    @Test func anEmptyViewIsNotDrawn() {
        UIApplication.shared.reset()
        let view = QuarterView(frame: CGRect(x: 0, y: 0, width: 0, height: 10))
        UIApplication.shared.advance(by: 0)
        #expect(view.rects.isEmpty)
        #expect(view.layer.contents == nil)
    }

    @Test func aViewInAWindowDrawsAtItsScreensScale() throws {
        UIApplication.shared.reset()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        window.screen = UIScreen(device: .iPhoneSE)
        let view = QuarterView(frame: CGRect(x: 0, y: 0, width: 20, height: 10))
        window.addSubview(view)
        window.makeKeyAndVisible()
        UIApplication.shared.advance(by: 0)
        let contents = try #require(view.layer.contents as? CGImage)
        #expect(contents.width == 40 && contents.height == 20)
        #expect(view.layer.contentsScale == 2)
    }
}
