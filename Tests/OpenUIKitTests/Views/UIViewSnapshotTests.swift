import Foundation
import Testing
@testable import OpenUIKit
import OpenUIKitTesting

/// Pixels through UIKit's own APIs: UIGraphicsImageRenderer, drawHierarchy, snapshotView, UIImage.pngData.
@MainActor
@Suite(.freshApplication) struct UIViewSnapshotTests {
    private func scene() -> UIView {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 10))
        view.backgroundColor = .red
        let inner = UIView(frame: CGRect(x: 10, y: 0, width: 10, height: 10))
        inner.backgroundColor = .blue
        view.addSubview(inner)
        UIApplication.shared.advance(by: 0)
        return view
    }

    @Test func drawHierarchyDrawsWhatIsOnScreenAtTheFormatsScale() throws {
        let view = scene()
        let format = UIGraphicsImageRendererFormat()
        format.scale = 2
        let image = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 10), format: format).image { _ in
            #expect(view.drawHierarchy(in: CGRect(x: 0, y: 0, width: 20, height: 10), afterScreenUpdates: true))
        }
        #expect(image.size == CGSize(width: 20, height: 10) && image.scale == 2)
        let pixels = try #require(image.cgImage)
        #expect(pixels.width == 40 && pixels.height == 20)
        #expect(pixels.pixel(x: 5, y: 5) == (255, 0, 0, 255))
        #expect(pixels.pixel(x: 35, y: 15) == (0, 0, 255, 255))
        #expect(!view.drawHierarchy(in: .zero, afterScreenUpdates: false))
    }

    @Test func aSnapshotLooksLikeTheLiveView() throws {
        let view = scene()
        let snapshot = try #require(view.snapshotView(afterScreenUpdates: true))
        #expect(snapshot.frame == view.frame)
        UIApplication.shared.advance(by: 0)
        let render = { (target: UIView) in
            UIGraphicsImageRenderer(size: target.bounds.size).image { _ in
                target.drawHierarchy(in: target.bounds, afterScreenUpdates: true)
            }.pngData()
        }
        #expect(render(view) == render(snapshot))
    }

    @Test func imagesRoundTripThroughPNG() throws {
        let image = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4)).image { context in
            context.cgContext.setFillColor(UIColor.green.cgColor)
            context.fill(CGRect(x: 0, y: 0, width: 2, height: 4))
        }
        let data = try #require(image.pngData())
        let decoded = try #require(UIImage(data: data, scale: 3))
        #expect(decoded.size == CGSize(width: 4, height: 4))
        let pixels = try #require(decoded.cgImage)
        #expect(pixels.pixel(x: 1, y: 1) == (0, 255, 0, 255))
        #expect(pixels.pixel(x: 10, y: 1) == (0, 0, 0, 0))
        #expect(UIImage(data: Data([1, 2, 3])) == nil)
    }
}
