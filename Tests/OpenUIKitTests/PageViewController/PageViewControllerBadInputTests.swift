import Foundation
import Testing
import OpenUIKitTesting
@testable import OpenUIKit

/// What UIKit raises for or ignores in a page view controller: reported through the diagnostics channel,
/// state unchanged, no crash.
@MainActor
@Suite(.freshApplication) struct PageViewControllerBadInputTests {
    @Test func aWrongCountOfPagesIsReportedAndChangesNothing() {
        let (pager, source, _, _) = makePageScene(style: .scroll)
        var called = false
        var reports = Diagnostics.capture {
            pager.setViewControllers([], direction: .forward, animated: false) { _ in called = true }
        }
        #expect(reports.map(\.code) == [.invalidArgument])
        #expect(
            reports.first?.message
                == "setViewControllers(_:direction:animated:completion:): The number of view controllers provided (0) doesn't match the number required (1) for the requested transition"
        )
        reports = Diagnostics.capture {
            pager.setViewControllers(
                [source.pages[1], source.pages[2]], direction: .forward, animated: true
            ) { _ in called = true }
        }
        #expect(reports.map(\.code) == [.invalidArgument])
        #expect(!called && pager.viewControllers == [source.pages[0]] && pager.children == [source.pages[0]])

        let curl = UIPageViewController(
            transitionStyle: .pageCurl, navigationOrientation: .horizontal, options: [.spineLocation: 2])
        #expect(curl.spineLocation == .mid && curl.isDoubleSided)
        reports = Diagnostics.capture {
            curl.setViewControllers([TestPage("X")], direction: .forward, animated: false)
        }
        #expect(
            reports.first?.message.hasSuffix(
                "provided (1) doesn't match the number required (2) for the requested transition") == true)
        #expect(curl.viewControllers == nil)
    }

    @Test func theSamePageTwiceIsRefused() {
        let curl = UIPageViewController(
            transitionStyle: .pageCurl, navigationOrientation: .horizontal,
            options: [.spineLocation: UIPageViewController.SpineLocation.mid])
        let page = TestPage("X")
        let reports = Diagnostics.capture {
            curl.setViewControllers([page, page], direction: .forward, animated: false)
        }
        #expect(reports.map(\.code) == [.invalidArgument])
        #expect(curl.viewControllers == nil && page.parent == nil)
    }

    @Test func aPageThatIsAnotherControllersChildIsRefused() {
        let (pager, source, _, _) = makePageScene(style: .scroll)
        let other = UIViewController()
        let page = TestPage("X")
        other.addChild(page)
        let reports = Diagnostics.capture { pager.setViewControllers([page], direction: .forward, animated: false) }
        #expect(reports.map(\.code) == [.invalidContainment])
        #expect(page.parent === other && pager.viewControllers == [source.pages[0]])
        // The pager itself, or its parent, cannot be one of its pages either.
        let selfReports = Diagnostics.capture {
            pager.setViewControllers([pager], direction: .forward, animated: false)
        }
        #expect(selfReports.map(\.code) == [.invalidContainment])
    }

    @Test func aNeighbourOwnedElsewhereOrTheCurrentPageIsNoPage() {
        let (pager, source, delegate, _) = makePageScene(style: .scroll)
        let other = UIViewController()
        let foreign = TestPage("X")
        other.addChild(foreign)
        source.overrides = ["A after": foreign, "A before": source.pages[0]]
        let reports = Diagnostics.capture {
            release(heldDrag(to: 30))
            UIApplication.shared.runUntilIdle()
        }
        #expect(reports.map(\.code) == [.invalidDataSource, .invalidDataSource])
        #expect(delegate.log.isEmpty && pager.viewControllers == [source.pages[0]] && foreign.parent === other)
    }

    @Test func aSetWhileAPageTransitionRunsIsIgnored() {
        let (pager, source, _, _) = makePageScene(style: .scroll)
        var finished: [String] = []
        pager.setViewControllers([source.pages[1]], direction: .forward, animated: true) { _ in finished.append("B") }
        UIApplication.shared.advance(by: 0.1)
        let reports = Diagnostics.capture {
            pager.setViewControllers([source.pages[2]], direction: .forward, animated: true) { _ in
                finished.append("C")
            }
        }
        #expect(reports.map(\.code) == [.invalidTransition])
        UIApplication.shared.runUntilIdle()
        #expect(finished == ["B"] && pager.viewControllers == [source.pages[1]] && source.pages[2].parent == nil)
    }

    @Test func aSwipeDuringAnAnimatedSetIsIgnored() {
        let (pager, source, delegate, _) = makePageScene(style: .scroll)
        pager.setViewControllers([source.pages[2]], direction: .forward, animated: true)
        UIApplication.shared.advance(by: 0.05)
        UIApplication.shared.drag(from: CGPoint(x: 300, y: 400), to: CGPoint(x: 50, y: 400), duration: 0.2)
        UIApplication.shared.runUntilIdle()
        #expect(source.log.isEmpty && delegate.log.isEmpty)
        #expect(pager.viewControllers == [source.pages[2]])
    }

    @Test func aPanDuringACurlIsIgnored() {
        let (pager, source, delegate, _) = makePageScene(style: .pageCurl, names: ["A", "B", "C"])
        UIApplication.shared.tap(at: CGPoint(x: 300, y: 400))
        UIApplication.shared.advance(by: 0.1)
        UIApplication.shared.drag(from: CGPoint(x: 300, y: 400), to: CGPoint(x: 50, y: 400), duration: 0.2)
        UIApplication.shared.runUntilIdle()
        #expect(source.log == ["A after"])
        #expect(pager.viewControllers == [source.pages[1]])
        #expect(
            delegate.log == ["willTransitionTo [\"B\"]", "didFinishAnimating true previous [\"A\"] completed true"])
    }

    @Test func noPageFromTheDataSourceStartsNoCurl() {
        let (pager, source, delegate, _) = makePageScene(style: .pageCurl)
        UIApplication.shared.drag(from: CGPoint(x: 100, y: 400), to: CGPoint(x: 300, y: 400), duration: 0.2)
        UIApplication.shared.runUntilIdle()
        #expect(source.log == ["A before"])
        #expect(delegate.log.isEmpty && pager.curlLayers == nil)
        #expect(pager.viewControllers == [source.pages[0]] && source.pages[0].view.layer.mask == nil)
    }

    @Test func doubleSidedCannotBeTurnedOffWithTheSpineInTheMiddle() {
        let pager = UIPageViewController(
            transitionStyle: .pageCurl, navigationOrientation: .vertical,
            options: [.spineLocation: UIPageViewController.SpineLocation.mid])
        let reports = Diagnostics.capture { pager.isDoubleSided = false }
        #expect(reports.map(\.code) == [.invalidArgument] && pager.isDoubleSided)
    }

    @Test func badOptionsAreReportedAndTheDefaultsKept() {
        var pager: UIPageViewController?
        var reports = Diagnostics.capture {
            pager = UIPageViewController(
                transitionStyle: .pageCurl, navigationOrientation: .horizontal,
                options: [.spineLocation: UIPageViewController.SpineLocation.none])
        }
        #expect(reports.map(\.code) == [.invalidArgument] && pager?.spineLocation == .min)
        reports = Diagnostics.capture {
            pager = UIPageViewController(
                transitionStyle: .scroll, navigationOrientation: .horizontal, options: [.interPageSpacing: -4.0])
        }
        #expect(reports.map(\.code) == [.invalidArgument] && pager?.interPageSpacing == 0)
        pager = UIPageViewController(
            transitionStyle: .scroll, navigationOrientation: .horizontal, options: [.interPageSpacing: 12])
        #expect(pager?.interPageSpacing == 12 && pager?.spineLocation == UIPageViewController.SpineLocation.none)
    }

    @Test func anIndicatorIndexOutOfRangeIsReported() {
        let (pager, source, _, _) = makePageScene(style: .scroll)
        final class WrongIndex: UIPageViewControllerDataSource {
            func pageViewController(
                _ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController
            ) -> UIViewController? { nil }
            func pageViewController(
                _ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController
            ) -> UIViewController? { nil }
            func presentationCount(for pageViewController: UIPageViewController) -> Int { 3 }
            func presentationIndex(for pageViewController: UIPageViewController) -> Int { 7 }
        }
        let wrong = WrongIndex()
        let reports = Diagnostics.capture { pager.dataSource = wrong }
        #expect(reports.map(\.code) == [.invalidDataSource])
        #expect(pager.pageControl.numberOfPages == 3 && pager.pageControl.currentPage == 0)
        #expect(pager.viewControllers == [source.pages[0]])
    }

    @Test func aSpineLocationThatDoesNotFitThePagesIsReported() {
        let window = makeTouchWindow()
        let pager = UIPageViewController(transitionStyle: .pageCurl, navigationOrientation: .horizontal)
        let delegate = TestPageDelegate()
        delegate.spine = .mid
        pager.delegate = delegate
        pager.setViewControllers([TestPage("A")], direction: .forward, animated: false)
        let reports = Diagnostics.capture {
            window.rootViewController = pager
            UIApplication.shared.runUntilIdle()
        }
        // Asked once for the window's portrait proportions; the middle spine needs two pages.
        #expect(delegate.log == ["spineLocationFor portrait"])
        #expect(reports.map(\.code) == [.invalidArgument])
        #expect(pager.spineLocation == .mid && pager.isDoubleSided)
    }
}
