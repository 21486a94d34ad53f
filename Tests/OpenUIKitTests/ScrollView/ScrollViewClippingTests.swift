import OpenUIKitTesting
import Testing
import TestSupport
@testable import OpenUIKit

/// Scroll views clip their content to their bounds, as Apple's `clipsToBounds` documentation says UIScrollView
/// (and so UITableView) does by default.
@MainActor
@Suite(.freshApplication) struct ScrollViewClippingTests {
    @Test func scrollViewsAndTablesClipByDefault() {
        #expect(UIScrollView(frame: .zero).clipsToBounds)
        #expect(UITableView(frame: .zero, style: .plain).clipsToBounds)
        #expect(!UIView(frame: .zero).clipsToBounds)
    }

    @Test func contentScrolledAboveTheScrollViewIsNotDrawnOverTheViewAboveIt() throws {
        let window = makeTouchWindow()
        window.backgroundColor = .white
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 100, width: 300, height: 200))
        scrollView.contentSize = CGSize(width: 300, height: 1000)
        let row = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 150))
        row.backgroundColor = .red
        scrollView.addSubview(row)
        window.addSubview(scrollView)
        scrollView.contentOffset = CGPoint(x: 0, y: 100)
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let image = UIGraphicsImageRenderer(size: window.bounds.size, format: format).image { _ in
            window.drawHierarchy(in: window.bounds, afterScreenUpdates: true)
        }
        let pixels = try #require(image.cgImage)
        // The row spans y 0…150 of the content; scrolled by 100 it covers window y 0…150, but only 100…150 shows.
        #expect(pixels.pixel(10, 50, is: [255, 255, 255, 255]))
        #expect(pixels.pixel(10, 99, is: [255, 255, 255, 255]))
        #expect(pixels.pixel(10, 100, is: [255, 0, 0, 255]))
        #expect(pixels.pixel(10, 149, is: [255, 0, 0, 255]))
        #expect(pixels.pixel(10, 150, is: [255, 255, 255, 255]))
    }
}
