import Testing
@testable import OpenUIKit

/// The content offset as the bounds origin, the animated scroll, and bad input.
@MainActor
@Suite struct ScrollViewOffsetTests {
    @Test func theOffsetIsTheBoundsOrigin() {
        UIApplication.shared.reset()
        let (scrollView, recorder) = makeScrollView()
        let child = UIView(frame: CGRect(x: 10, y: 500, width: 20, height: 20))
        scrollView.addSubview(child)
        scrollView.contentOffset = CGPoint(x: 0, y: 450)
        #expect(scrollView.bounds == CGRect(x: 0, y: 450, width: 300, height: 400))
        #expect(child.convert(CGPoint.zero, to: nil) == CGPoint(x: 10, y: 50))
        scrollView.bounds.origin = CGPoint(x: 0, y: 460)
        scrollView.contentOffset = CGPoint(x: 0, y: 460)  // unchanged: no callback
        #expect(recorder.lines == ["didScroll", "didScroll"])
        #expect(scrollView.adjustedContentInset == scrollView.contentInset)
    }

    @Test func insetsWidenTheScrollableRange() {
        UIApplication.shared.reset()
        let (scrollView, _) = makeScrollView(contentSize: CGSize(width: 300, height: 1000))
        scrollView.contentInset = UIEdgeInsets(top: 20, left: 0, bottom: 30, right: 0)
        #expect(scrollView.offsetRange.y == -20...630)
        scrollView.setContentOffset(CGPoint(x: 0, y: 200), animated: false)
        scrollView.beginTracking()
        scrollView.beginDragging()
        scrollView.drag(by: CGPoint(x: 0, y: 220))  // 220 down from 200: 0 past the top inset is -20
        #expect(scrollView.contentOffset.y == -20)
    }

    @Test func anAnimatedOffsetEasesOverThreeTenthsOfASecond() {
        UIApplication.shared.reset()
        let (scrollView, recorder) = makeScrollView()
        scrollView.setContentOffset(CGPoint(x: 0, y: 300), animated: true)
        #expect(scrollView.contentOffset == .zero)
        UIApplication.shared.advance(by: 0.15)
        #expect(abs(scrollView.contentOffset.y - 150) < 1e-4)  // ease-in-ease-out is half way at half time (to the solver's precision)
        UIApplication.shared.advance(by: 0.05)
        let curve = CAMediaTimingFunction(name: .easeInEaseOut)
        #expect(close(scrollView.contentOffset.y, 300 * curve.solve(0.2 / 0.3)))
        let elapsed = UIApplication.shared.runUntilIdle()
        #expect(abs(elapsed - 0.1) < 1e-9)
        #expect(scrollView.contentOffset.y == 300)
        #expect(recorder.folded == ["didScroll×18", "didEndScrollingAnimation"])
        scrollView.setContentOffset(CGPoint(x: 0, y: 300), animated: true)  // already there: nothing
        UIApplication.shared.runUntilIdle()
        #expect(recorder.folded == ["didScroll×18", "didEndScrollingAnimation"])
    }

    @Test func aNewOffsetStopsTheAnimationWithoutItsEndCallback() {
        UIApplication.shared.reset()
        let (scrollView, recorder) = makeScrollView()
        scrollView.setContentOffset(CGPoint(x: 0, y: 300), animated: true)
        UIApplication.shared.advance(by: 0.1)
        scrollView.contentOffset = CGPoint(x: 0, y: 40)
        UIApplication.shared.runUntilIdle()
        #expect(scrollView.contentOffset.y == 40)
        #expect(recorder.folded == ["didScroll×7"])
    }

    @Test func scrollRectToVisibleMovesTheLeastNeeded() {
        UIApplication.shared.reset()
        let (scrollView, _) = makeScrollView()
        scrollView.scrollRectToVisible(CGRect(x: 0, y: 900, width: 10, height: 50), animated: false)
        #expect(scrollView.contentOffset.y == 550)
        scrollView.scrollRectToVisible(CGRect(x: 0, y: 600, width: 10, height: 50), animated: false)
        #expect(scrollView.contentOffset.y == 550)
        scrollView.scrollRectToVisible(CGRect(x: 0, y: 100, width: 10, height: 50), animated: false)
        #expect(scrollView.contentOffset.y == 100)
    }

    @Test func badOffsetsSizesAndInsetsAreReportedAndIgnored() {
        UIApplication.shared.reset()
        let (scrollView, recorder) = makeScrollView()
        scrollView.contentOffset = CGPoint(x: 0, y: 30)
        let reports = Diagnostics.capture {
            scrollView.setContentOffset(CGPoint(x: CGFloat.nan, y: 0), animated: true)
            scrollView.contentOffset = CGPoint(x: 0, y: CGFloat.infinity)
            scrollView.contentSize = CGSize(width: -1, height: 100)
            scrollView.contentSize = CGSize(width: 10, height: CGFloat.nan)
            scrollView.contentInset = UIEdgeInsets(top: .nan, left: 0, bottom: 0, right: 0)
        }
        #expect(reports.map(\.code) == Array(repeating: .invalidGeometry, count: 5))
        #expect(
            reports[0].message == "setContentOffset(_:animated:) needs a finite offset; got CGPoint(x: nan, y: 0.0)")
        #expect(
            reports[2].message
                == "UIScrollView.contentSize must be finite and not negative; got CGSize(width: -1.0, height: 100.0), kept CGSize(width: 300.0, height: 5000.0)"
        )
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 30))
        #expect(scrollView.contentSize == CGSize(width: 300, height: 5000) && scrollView.contentInset == .zero)
        #expect(!UIApplication.shared.isBusy && recorder.lines == ["didScroll"])
    }

    @Test func aDecelerationRateOutsideZeroToOneIsReportedAndIgnored() {
        UIApplication.shared.reset()
        let (scrollView, _) = makeScrollView()
        scrollView.decelerationRate = .fast
        let reports = Diagnostics.capture {
            scrollView.decelerationRate = UIScrollView.DecelerationRate(rawValue: 1)
            scrollView.decelerationRate = UIScrollView.DecelerationRate(rawValue: .nan)
            scrollView.decelerationRate = UIScrollView.DecelerationRate(rawValue: 0)
        }
        #expect(reports.map(\.code) == [.invalidArgument, .invalidArgument, .invalidArgument])
        #expect(scrollView.decelerationRate == .fast)
    }

    @Test func aNonFiniteTargetFromTheDelegateIsReportedAndTheProposedOneKept() {
        UIApplication.shared.reset()
        let (scrollView, recorder) = makeScrollView()
        recorder.retarget = CGPoint(x: 0, y: CGFloat.nan)
        scrollView.beginTracking()
        scrollView.beginDragging()
        scrollView.drag(by: CGPoint(x: 0, y: -10))
        let reports = Diagnostics.capture { scrollView.endDragging(velocity: CGPoint(x: 0, y: -1000)) }
        #expect(reports.map(\.code) == [.invalidGeometry])
        UIApplication.shared.runUntilIdle()
        #expect(close(scrollView.contentOffset.y, 10 + 0.998 / (1 - 0.998)))
    }
}
