import Foundation
import Testing
import OpenUIKitTesting
@testable import OpenUIKit
import TestSupport

/// `UIPageViewController` with the page curl around a middle spine (two pages shown, a turn moves two) and
/// double-sided turns frame by frame: the sheet's flat part, its back page and the pages around it, computed
/// from the fold model of `PageCurlGeometry` (the fold at f = L·(1 − p) from the spine, the back page laid over
/// [2f − L, 2f]).
@MainActor
@Suite(.freshApplication) struct PageCurlMidSpineTests {
    /// The width of each page around the middle spine of a 390 pt window.
    private let half = StandardScreen.width / 2

    /// A horizontal page curl with the spine in the middle of a 390 × 844 window, on pages A and B of A…F.
    private func makeBook() -> (UIPageViewController, TestPageSource, TestPageDelegate) {
        let window = makeTouchWindow()
        let pager = UIPageViewController(
            transitionStyle: .pageCurl, navigationOrientation: .horizontal,
            options: [.spineLocation: UIPageViewController.SpineLocation.mid])
        pager.title = "Pages"
        let source = TestPageSource(names: ["A", "B", "C", "D", "E", "F"])
        let delegate = TestPageDelegate()
        pager.dataSource = source
        pager.delegate = delegate
        pager.setViewControllers([source.pages[0], source.pages[1]], direction: .forward, animated: false)
        window.rootViewController = pager
        UIApplication.shared.runUntilIdle()
        source.log = []
        delegate.log = []
        return (pager, source, delegate)
    }

    /// A page's rectangle from `x`, `width` wide, the window's height.
    private func column(_ x: CGFloat, _ width: CGFloat) -> CGRect {
        CGRect(x: x, y: 0, width: width, height: StandardScreen.height)
    }

    @Test func aForwardDragTurnsTheRightPageOverOntoTheLeftOne() throws {
        let (pager, source, delegate) = makeBook()
        let trace = LifecycleTrace(recording: pager)
        let (a, b, c, d) = (source.pages[0], source.pages[1], source.pages[2], source.pages[3])
        let finger = heldDrag(from: 300, to: 280 - 117)  // 117 of 195 pt leftward: progress 0.6
        #expect(source.log == ["B after", "C after"])
        let layers = try #require(pager.curlLayers)
        #expect(abs(layers.progress - 0.6) < 1e-9)
        // The sheet B, spine at its left edge x 195: the fold at f = 195 · 0.4 = 78. B shows [0, 78] of itself;
        // its back, C, spans [2f − 195, 2f] = [−39, 156] from the spine (window x 156…351), seen through
        // [−39, 78] (x 156…273); D lies underneath at the right, A stays at the left.
        #expect(isClose(try #require(b.view.layer.mask).frame, column(0, 78)))
        #expect(isClose(windowFrame(of: c.view), column(156, half)))
        let clip = try #require(c.view.superview)
        #expect(isClose(windowFrame(of: clip), column(156, 117)))
        #expect(isClose(windowFrame(of: d.view), column(half, half)))
        #expect(isClose(windowFrame(of: a.view), column(0, half)))
        let subviews = pager.view.subviews
        #expect(try #require(subviews.firstIndex(of: a.view)) < #require(subviews.firstIndex(of: clip)))
        release(finger)
        // No velocity: 0.6 finishes over the 0.4 of the 0.5 s turn left; half-way through that time the
        // ease-in-ease-out curve is half-way: progress 0.8, the fold at 39, C over [−117, 78] (x 78…273).
        UIApplication.shared.advance(by: 0.1)
        #expect(abs(layers.progress - 0.8) < 1e-6)
        #expect(isClose(windowFrame(of: c.view), column(78, half)))
        #expect(isClose(windowFrame(of: clip), column(78, 156)))
        UIApplication.shared.runUntilIdle()
        #expect(pager.viewControllers == [c, d] && pager.curlLayers == nil)
        #expect(a.parent == nil && b.parent == nil && a.viewIfLoaded?.superview == nil)
        #expect(
            isClose(windowFrame(of: c.view), column(0, half)) && isClose(windowFrame(of: d.view), column(half, half)))
        #expect(b.view.layer.mask == nil)
        #expect(
            trace.lines == [
                "Pages delegate willTransitionTo C, D", "C willMove(toParent: Pages)", "D willMove(toParent: Pages)",
                "D loadView", "D viewDidLoad", "D viewWillAppear(true)", "B viewWillDisappear(true)",
                "C loadView", "C viewDidLoad", "C viewWillAppear(true)", "A viewWillDisappear(true)",
                "A viewDidDisappear(true)", "C viewDidAppear(true)", "B viewDidDisappear(true)",
                "D viewDidAppear(true)", "A willMove(toParent: nil)", "A didMove(toParent: nil)",
                "B willMove(toParent: nil)", "B didMove(toParent: nil)", "C didMove(toParent: Pages)",
                "D didMove(toParent: Pages)", "Pages delegate didFinishAnimating previous A, B completed true",
            ])
        #expect(delegate.log.last == "didFinishAnimating true previous [\"A\", \"B\"] completed true")
    }

    @Test func aBackwardDragTurnsTheLeftPageOverOntoTheRightOne() throws {
        let (pager, source, _) = makeBook()
        let (a, b, c, d) = (source.pages[0], source.pages[1], source.pages[2], source.pages[3])
        pager.setViewControllers([c, d], direction: .forward, animated: false)
        UIApplication.shared.runUntilIdle()
        source.log = []
        let finger = heldDrag(from: 100, to: 120 + 117)  // 117 of 195 pt rightward: progress 0.6
        #expect(source.log == ["C before", "B before"])
        // The sheet C, spine at its right edge x 195: the fold 78 from it. C shows x 117…195; its back, B,
        // spans [−39, 156] from the spine leftward (x 39…234), seen through [−39, 78] (x 117…234); A lies
        // underneath at the left.
        #expect(isClose(try #require(c.view.layer.mask).frame, column(117, 78)))
        #expect(isClose(windowFrame(of: b.view), column(39, half)))
        #expect(isClose(windowFrame(of: try #require(b.view.superview)), column(117, 117)))
        #expect(isClose(windowFrame(of: a.view), column(0, half)))
        release(finger)
        UIApplication.shared.runUntilIdle()
        #expect(pager.viewControllers == [a, b] && c.parent == nil && d.parent == nil)
        #expect(
            isClose(windowFrame(of: a.view), column(0, half)) && isClose(windowFrame(of: b.view), column(half, half)))
    }

    @Test func aReleaseBeforeHalfTurnsBothPagesBack() {
        let (pager, source, delegate) = makeBook()
        let trace = LifecycleTrace(recording: pager)
        let (a, b, c, d) = (source.pages[0], source.pages[1], source.pages[2], source.pages[3])
        release(heldDrag(from: 300, to: 280 - 78))  // progress 0.4
        UIApplication.shared.runUntilIdle()
        #expect(pager.viewControllers == [a, b] && c.parent == nil && d.parent == nil)
        #expect(c.viewIfLoaded?.superview == nil && d.viewIfLoaded?.superview == nil && b.view.layer.mask == nil)
        #expect(
            trace.lines == [
                "Pages delegate willTransitionTo C, D", "C willMove(toParent: Pages)", "D willMove(toParent: Pages)",
                "D loadView", "D viewDidLoad", "D viewWillAppear(true)", "B viewWillDisappear(true)",
                "C loadView", "C viewDidLoad", "C viewWillAppear(true)", "A viewWillDisappear(true)",
                "C viewWillDisappear(true)", "C viewDidDisappear(true)", "A viewWillAppear(true)",
                "A viewDidAppear(true)", "D viewWillDisappear(true)", "D viewDidDisappear(true)",
                "B viewWillAppear(true)", "B viewDidAppear(true)", "C willMove(toParent: nil)",
                "C didMove(toParent: nil)", "D willMove(toParent: nil)", "D didMove(toParent: nil)",
                "Pages delegate didFinishAnimating previous A, B completed false",
            ])
        #expect(delegate.log.last == "didFinishAnimating true previous [\"A\", \"B\"] completed false")
    }

    @Test func tapsOnTheRightPageTurnForwardAndOnTheLeftBack() {
        let (pager, source, delegate) = makeBook()
        UIApplication.shared.tap(at: CGPoint(x: 300, y: 400))
        UIApplication.shared.runUntilIdle()
        #expect(pager.viewControllers == [source.pages[2], source.pages[3]])
        #expect(delegate.log.first == "willTransitionTo [\"C\", \"D\"]")
        UIApplication.shared.tap(at: CGPoint(x: 60, y: 400))
        UIApplication.shared.runUntilIdle()
        #expect(pager.viewControllers == [source.pages[0], source.pages[1]])
    }

    @Test func animatedSetTurnsTwoPagesFrameByFrame() throws {
        let (pager, source, delegate) = makeBook()
        let (b, c, d) = (source.pages[1], source.pages[2], source.pages[3])
        var finished: [Bool] = []
        pager.setViewControllers([c, d], direction: .forward, animated: true) { finished.append($0) }
        let layers = try #require(pager.curlLayers)
        let curve = CAMediaTimingFunction(name: .easeInEaseOut)
        for time in [0.125, 0.25, 0.375] {
            UIApplication.shared.advance(by: 0.125)
            let progress = CGFloat(curve.solve(time / 0.5))
            let fold = half * (1 - progress)
            #expect(abs(layers.progress - progress) < 1e-6)
            #expect(isClose(try #require(b.view.layer.mask).frame, column(0, fold)))
            // C spans [2f − 195, 2f] from the spine at x 195.
            #expect(isClose(windowFrame(of: c.view), column(2 * fold, half)))
        }
        UIApplication.shared.runUntilIdle()
        #expect(finished == [true] && delegate.log.isEmpty)
        #expect(pager.viewControllers == [c, d])
    }

    @Test func anAnimatedDoubleSidedTurnAtAnEdgeShowsTheBackPageFrameByFrame() throws {
        let window = makeTouchWindow()
        let pager = UIPageViewController(transitionStyle: .pageCurl, navigationOrientation: .horizontal)
        let pages = ["A", "B", "C", "D"].map { TestPage($0) }
        pager.isDoubleSided = true
        pager.setViewControllers([pages[0], pages[3]], direction: .forward, animated: false)
        window.rootViewController = pager
        UIApplication.shared.runUntilIdle()
        pager.setViewControllers([pages[2], pages[1]], direction: .forward, animated: true)
        let layers = try #require(pager.curlLayers)
        let curve = CAMediaTimingFunction(name: .easeInEaseOut)
        let width = StandardScreen.width
        for time in [0.1, 0.2, 0.3, 0.4] {
            UIApplication.shared.advance(by: 0.1)
            let fold = width * (1 - CGFloat(curve.solve(time / 0.5)))
            // A turns over the spine at x 0; its back, B, spans [2f − 390, 2f], seen through [2f − 390, f].
            #expect(abs(layers.geometry(at: layers.progress).fold - fold) < 1e-6)
            #expect(isClose(try #require(pages[0].view.layer.mask).frame, column(0, fold)))
            #expect(isClose(windowFrame(of: pages[1].view), column(2 * fold - width, width)))
            #expect(
                isClose(windowFrame(of: try #require(pages[1].view.superview)), column(2 * fold - width, width - fold)))
        }
        UIApplication.shared.runUntilIdle()
        #expect(pager.viewControllers == [pages[2], pages[1]])
    }
}
