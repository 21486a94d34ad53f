import Foundation
import Testing
@testable import OpenUIKit
import OpenUIKitTesting

/// The mouse wheel of the live window: it scrolls the innermost scroll view under the pointer that can move
/// along the wheel's axis, 40 points a step within the scrollable range, or a page a step when paging.
@MainActor
@Suite(.freshApplication) struct ScrollViewWheelTests {
    func scene() -> (window: UIWindow, outer: UIScrollView, inner: UIScrollView) {
        let window = makeTouchWindow()
        let outer = UIScrollView(frame: StandardScreen.bounds)
        outer.contentSize = CGSize(width: StandardScreen.width, height: 1000)
        let inner = UIScrollView(frame: CGRect(x: 0, y: 100, width: 200, height: 100))
        inner.contentSize = CGSize(width: 600, height: 100)
        inner.isPagingEnabled = true
        outer.addSubview(inner)
        window.addSubview(outer)
        UIApplication.shared.advance(by: 0)
        return (window, outer, inner)
    }

    @Test func verticalStepsScrollTheOuterViewThroughTheHorizontalOneUpToTheEnd() {
        let (window, outer, inner) = scene()
        let moved = UIScrollView.scroll(wheelSteps: CGVector(dx: 0, dy: 3), at: CGPoint(x: 50, y: 150), in: window)
        #expect(moved === outer)
        #expect(outer.contentOffset == CGPoint(x: 0, y: 120) && inner.contentOffset == .zero)
        UIScrollView.scroll(wheelSteps: CGVector(dx: 0, dy: 10), at: CGPoint(x: 50, y: 500), in: window)
        #expect(outer.contentOffset == CGPoint(x: 0, y: 156))
        UIScrollView.scroll(wheelSteps: CGVector(dx: 0, dy: -10), at: CGPoint(x: 50, y: 500), in: window)
        #expect(outer.contentOffset == .zero)
    }

    @Test func horizontalStepsTurnThePagesOfThePagingViewAnimated() {
        let (window, outer, inner) = scene()
        let moved = UIScrollView.scroll(wheelSteps: CGVector(dx: 1, dy: 0), at: CGPoint(x: 50, y: 150), in: window)
        #expect(moved === inner && outer.contentOffset == .zero)
        #expect(inner.contentOffset == .zero)
        UIApplication.shared.runUntilIdle()
        #expect(inner.contentOffset == CGPoint(x: 200, y: 0))
        UIScrollView.scroll(wheelSteps: CGVector(dx: 5, dy: 0), at: CGPoint(x: 50, y: 150), in: window)
        UIApplication.shared.runUntilIdle()
        #expect(inner.contentOffset == CGPoint(x: 400, y: 0))
    }

    @Test func nothingScrollsOutsideScrollViewsOrForNoSteps() {
        let (window, outer, _) = scene()
        let button = UIView(frame: StandardScreen.bounds)
        window.addSubview(button)
        #expect(UIScrollView.scroll(wheelSteps: CGVector(dx: 0, dy: 1), at: CGPoint(x: 50, y: 500), in: window) == nil)
        button.removeFromSuperview()
        #expect(UIScrollView.scroll(wheelSteps: .zero, at: CGPoint(x: 50, y: 500), in: window) == nil)
        #expect(
            UIScrollView.scroll(wheelSteps: CGVector(dx: 0, dy: .nan), at: CGPoint(x: 50, y: 500), in: window) == nil)
        #expect(outer.contentOffset == .zero)
    }
}
