import Foundation
import Testing
import OpenUIKitTesting
@testable import OpenUIKit
import TestSupport

/// `UIPageViewController` with the page curl: the pan and the tap turn the page, the fold follows the
/// finger, the release rule, callbacks in order, the curl's parts at given times.
@MainActor
@Suite(.freshApplication) struct PageCurlStyleTests {
    /// A single-sided page curl with the spine at the left of a 390 × 844 window: the sheet is the whole
    /// page, 390 pt across the spine.
    private func makeScene(doubleSided: Bool = false) -> (UIPageViewController, TestPageSource, TestPageDelegate) {
        let window = makeTouchWindow()
        let pager = UIPageViewController(transitionStyle: .pageCurl, navigationOrientation: .horizontal)
        pager.title = "Pages"
        let source = TestPageSource(names: ["A", "B", "C", "D", "E"])
        let delegate = TestPageDelegate()
        pager.dataSource = source
        pager.delegate = delegate
        pager.isDoubleSided = doubleSided
        let first = doubleSided ? [source.pages[0], source.pages[4]] : [source.pages[0]]
        pager.setViewControllers(first, direction: .forward, animated: false)
        window.rootViewController = pager
        UIApplication.shared.runUntilIdle()
        source.log = []
        delegate.log = []
        return (pager, source, delegate)
    }

    /// The curl's parts for the sheet (0, 0, 390, 844) at `progress`, computed from the model: the fold at
    /// f = 390·(1 − p); the flat front [0, f]; the back over [2f − 390, f].
    private func expectedParts(_ progress: CGFloat) -> (front: CGRect, back: CGRect) {
        let width = StandardScreen.width
        let fold = width * (1 - progress)
        return (
            CGRect(x: 0, y: 0, width: fold, height: StandardScreen.height),
            CGRect(x: 2 * fold - width, y: 0, width: width - fold, height: StandardScreen.height)
        )
    }

    @Test func theFoldFollowsTheFingerAndAReleasePastHalfTurnsThePage() throws {
        let (pager, source, delegate) = makeScene()
        let trace = LifecycleTrace(recording: pager)
        let (a, b) = (source.pages[0], source.pages[1])
        let finger = heldDrag(to: 280 - 234)  // 234 of 390 pt toward the spine: progress 0.6
        #expect(source.log == ["A after"])
        let layers = try #require(pager.curlLayers)
        #expect(abs(layers.progress - 0.6) < 1e-9)
        let expected = expectedParts(0.6)
        #expect(isClose(try #require(a.view.layer.mask).frame, expected.front))
        #expect(isClose(layers.geometry(at: layers.progress).backRect, expected.back))
        // B lies underneath, where it will rest.
        #expect(isClose(windowFrame(of: b.view), StandardScreen.bounds))
        release(finger)
        // No velocity: 0.6 > 0.5 finishes, over the 0.4 of the 0.5 s turn left (0.2 s), eased in and out —
        // half-way through that time the curve is half-way: progress 0.8.
        UIApplication.shared.advance(by: 0.1)
        #expect(abs(layers.progress - 0.8) < 1e-6)
        #expect(isClose(try #require(a.view.layer.mask).frame, expectedParts(0.8).front))
        UIApplication.shared.runUntilIdle()
        #expect(pager.viewControllers == [b] && a.parent == nil && pager.curlLayers == nil)
        #expect(b.view.layer.mask == nil)
        #expect(trace.lines == gestureTurnStart + completedTurnEnd)
        #expect(delegate.log.last == "didFinishAnimating true previous [\"A\"] completed true")
    }

    @Test func aReleaseBeforeHalfTurnsBackWithTheReversePair() {
        let (pager, source, delegate) = makeScene()
        let trace = LifecycleTrace(recording: pager)
        let a = source.pages[0]
        release(heldDrag(to: 280 - 156))  // progress 0.4
        UIApplication.shared.runUntilIdle()
        #expect(pager.viewControllers == [a] && a.view.layer.mask == nil)
        #expect(source.pages[1].parent == nil && source.pages[1].viewIfLoaded?.superview == nil)
        #expect(trace.lines == gestureTurnStart + cancelledTurnEnd)
        #expect(delegate.log.last == "didFinishAnimating true previous [\"A\"] completed false")
    }

    @Test func aFlickFinishesFromEarlyInTheTurn() {
        let (pager, source, _) = makeScene()
        // 2400 pt/s toward the spine projects 2400 / 1000 · 0.998 / 0.002 ≈ 1198 pt more — far past half of
        // the page, though the finger moved only 60 pt (progress 0.15).
        flickLeft()
        #expect(pager.viewControllers == [source.pages[1]])
    }

    @Test func aDragAwayFromTheSpineTurnsThePreviousPageBack() throws {
        let (pager, source, _) = makeScene()
        pager.setViewControllers([source.pages[1]], direction: .forward, animated: false)
        source.log = []
        let finger = heldDrag(from: 100, to: 120 + 273)  // 273 of 390 pt away from the spine: 0.7 of the turn
        #expect(source.log == ["B before"])
        let layers = try #require(pager.curlLayers)
        // Backward, A is the sheet turning back over B: its progress is 1 − 0.7.
        #expect(abs(layers.progress - 0.3) < 1e-9)
        #expect(isClose(try #require(source.pages[0].view.layer.mask).frame, expectedParts(0.3).front))
        release(finger)
        UIApplication.shared.runUntilIdle()
        #expect(pager.viewControllers == [source.pages[0]])
    }

    @Test func aTapAwayFromTheSpineTurnsForwardAndOneNextToItBack() throws {
        let (pager, source, delegate) = makeScene()
        UIApplication.shared.tap(at: CGPoint(x: 300, y: 400))
        UIApplication.shared.advance(by: 0.25)
        let layers = try #require(pager.curlLayers)
        #expect(layers.progress > 0 && layers.progress < 1)
        UIApplication.shared.runUntilIdle()
        #expect(pager.viewControllers == [source.pages[1]])
        #expect(
            delegate.log == ["willTransitionTo [\"B\"]", "didFinishAnimating true previous [\"A\"] completed true"])
        UIApplication.shared.tap(at: CGPoint(x: 60, y: 400))  // next to the spine: back to A
        UIApplication.shared.runUntilIdle()
        #expect(pager.viewControllers == [source.pages[0]])
    }

    @Test func animatedSetCurlsOverTheTurnDuration() throws {
        let (pager, source, delegate) = makeScene()
        var finished: [Bool] = []
        pager.setViewControllers([source.pages[2]], direction: .forward, animated: true) { finished.append($0) }
        let layers = try #require(pager.curlLayers)
        UIApplication.shared.advance(by: 0.125)
        // A quarter of the 0.5 s turn: the ease-in-ease-out curve's value at x = 0.25.
        let expected = CGFloat(CAMediaTimingFunction(name: .easeInEaseOut).solve(0.25))
        #expect(abs(layers.progress - expected) < 1e-6)
        #expect(isClose(try #require(source.pages[0].view.layer.mask).frame, expectedParts(expected).front))
        UIApplication.shared.runUntilIdle()
        #expect(finished == [true] && delegate.log.isEmpty)
        #expect(pager.viewControllers == [source.pages[2]])
    }

    @Test func doubleSidedPagesShowTheNextPageOnTheBack() throws {
        let (pager, source, _) = makeScene(doubleSided: true)
        let finger = heldDrag(to: 280 - 234)  // progress 0.6: the fold at f = 156
        #expect(source.log == ["A after", "B after"])
        // The back side is B, unmirrored, spanning [2f − 390, 2f] = [−78, 312], seen through [−78, 156].
        #expect(
            isClose(
                windowFrame(of: source.pages[1].view),
                CGRect(x: -78, y: 0, width: StandardScreen.width, height: StandardScreen.height)))
        let clip = try #require(source.pages[1].view.superview)
        #expect(isClose(windowFrame(of: clip), CGRect(x: -78, y: 0, width: 234, height: StandardScreen.height)))
        release(finger)
        UIApplication.shared.runUntilIdle()
        // Apple: with double-sided pages, the front of the page shown, then the back of the page turned.
        #expect(pager.viewControllers == [source.pages[2], source.pages[1]])
        #expect(source.pages[1].viewIfLoaded?.superview == nil && source.pages[1].parent === pager)
    }
}
