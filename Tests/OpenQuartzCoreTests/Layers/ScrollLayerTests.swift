import Foundation
import OpenCoreGraphics
@testable import OpenQuartzCore
import Testing
import OpenUIKitTesting

/// CAScrollLayer: scrolling moves the bounds' origin along the axes the scroll mode allows; `scroll(_:)`,
/// `scrollRectToVisible(_:)` and `visibleRect` act through the nearest scroll layer up the tree.
@Suite("CAScrollLayer", .freshApplication)
@MainActor
struct ScrollLayerTests {
    private func scroller() -> (scroll: CAScrollLayer, content: CALayer) {
        let scroll = CAScrollLayer()
        scroll.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
        let content = CALayer()
        content.frame = CGRect(x: 0, y: 0, width: 1000, height: 1000)
        scroll.addSublayer(content)
        return (scroll, content)
    }

    @Test func scrollModesLimitTheAxes() {
        let (scroll, _) = scroller()
        #expect(scroll.masksToBounds)
        scroll.scroll(to: CGPoint(x: 30, y: 40))
        #expect(scroll.bounds.origin == CGPoint(x: 30, y: 40))
        scroll.scrollMode = .horizontally
        scroll.scroll(to: CGPoint(x: 50, y: 90))
        #expect(scroll.bounds.origin == CGPoint(x: 50, y: 40))
        scroll.scrollMode = .vertically
        scroll.scroll(to: CGPoint(x: 0, y: 70))
        #expect(scroll.bounds.origin == CGPoint(x: 50, y: 70))
        scroll.scrollMode = .none
        scroll.scroll(to: CGPoint.zero)
        #expect(scroll.bounds.origin == CGPoint(x: 50, y: 70))
    }

    @Test func scrollingARectIntoViewMovesAsLittleAsPossible() {
        let (scroll, content) = scroller()
        content.scrollRectToVisible(CGRect(x: 150, y: 20, width: 30, height: 30))
        // The right edge 180 must be visible: origin.x = 180 − 100; y is already visible.
        #expect(scroll.bounds.origin == CGPoint(x: 80, y: 0))
        content.scrollRectToVisible(CGRect(x: 10, y: 10, width: 10, height: 10))
        #expect(scroll.bounds.origin == CGPoint(x: 10, y: 0))
        content.scroll(CGPoint(x: 200, y: 300))
        #expect(scroll.bounds.origin == CGPoint(x: 200, y: 300))
        #expect(content.visibleRect == CGRect(x: 200, y: 300, width: 100, height: 100))
    }

    @Test func withoutAScrollLayerNothingMoves() {
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 20, height: 20)
        layer.scroll(CGPoint(x: 5, y: 5))
        #expect(layer.bounds.origin == .zero)
        #expect(layer.visibleRect == layer.bounds)
    }
}
