import Testing
import OpenUIKitTesting
@testable import OpenUIKit

/// `UIPageControl`: dots 7 pt across, 16 pt apart, centred; taps move one page and send `.valueChanged`.
@MainActor
@Suite(.freshApplication) struct UIPageControlTests {
    @Test func dotsAreCentredAndTheCurrentOneHighlighted() {
        let control = UIPageControl(frame: CGRect(x: 0, y: 0, width: 200, height: 37))
        control.numberOfPages = 3
        control.currentPage = 1
        control.layoutIfNeeded()
        // Three dots take 48 pt, from x 76: centres at 84, 100, 116.
        #expect(control.subviews.map(\.center) == [84.0, 100, 116].map { CGPoint(x: $0, y: 18.5) })
        #expect(control.subviews.map(\.bounds.size) == Array(repeating: CGSize(width: 7, height: 7), count: 3))
        #expect(control.subviews[1].backgroundColor == .white)
        #expect(control.subviews[0].backgroundColor == UIColor(white: 1, alpha: 0.3))
        #expect(control.intrinsicContentSize == CGSize(width: 48, height: 37))
    }

    @Test func currentPageIsPinnedAndNegativeCountsAreRefused() {
        let control = UIPageControl()
        control.numberOfPages = 4
        control.currentPage = 9
        #expect(control.currentPage == 3)
        control.currentPage = -2
        #expect(control.currentPage == 0)
        let reports = Diagnostics.capture { control.numberOfPages = -1 }
        #expect(reports.map(\.code) == [.invalidArgument] && control.numberOfPages == 4)
        control.currentPage = 3
        control.numberOfPages = 2
        #expect(control.currentPage == 1)
    }

    @Test func aTapAfterTheCurrentDotMovesToTheNextPage() {
        let window = makeTouchWindow()
        let control = UIPageControl(frame: CGRect(x: 0, y: 100, width: 200, height: 37))
        control.numberOfPages = 3
        window.addSubview(control)
        var pages: [Int] = []
        control.addAction(UIAction { _ in pages.append(control.currentPage) }, for: .valueChanged)
        UIApplication.shared.tap(at: CGPoint(x: 150, y: 118))
        UIApplication.shared.tap(at: CGPoint(x: 150, y: 118))
        UIApplication.shared.tap(at: CGPoint(x: 150, y: 118))  // already on the last page: nothing
        UIApplication.shared.tap(at: CGPoint(x: 20, y: 118))
        UIApplication.shared.runUntilIdle()
        #expect(pages == [1, 2, 1])
    }
}
