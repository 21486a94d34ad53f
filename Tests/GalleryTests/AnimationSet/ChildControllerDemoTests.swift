import Foundation
import OpenCoreGraphics
import OpenUIKit
import OpenUIKitTesting
import Testing
@testable import Gallery

/// The app's news screen at 390 × 844. The strip is the bar's title view: the bar (y 47…91) fits its 390 points
/// between its 8-point margins, so it is 374 wide at x 8; item `i` is 64 × 44 at x = 74 i in it (the flow layout's
/// 10-point line spacing), the content 12 × 64 + 11 × 10 = 878 wide. A tapped title scrolls to the strip's middle,
/// clamped: 启示录 (item 8, its middle at 624) to an offset of 624 − 187 = 437. The pages fill the screen under the
/// bar, their red button at (118, 206), 122 × 48; a tap acts one 30 fps frame after it, and the pages slide for
/// 0.5 s, ease in–out.
@MainActor
@Suite(.freshApplication) struct ChildControllerDemoTests {
    let white = bytes(1, 1, 1)
    let red = bytes(1, 0, 0)
    let blue = bytes(0, 0, 1)

    static func slideStart(_ index: Int) -> TimeInterval { ChildControllerDemo.titleTaps[index].time + 1.0 / 30 }

    @Test func theStripIsTheBarsTitleViewAndScrollsTheTappedTitleToTheMiddle() throws {
        let demo = ChildControllerDemo()
        let live = LiveDemo(demo)
        live.run(to: 1.2)
        let screen = try #require(demo.app.screen as? NewsScreenController)
        let strip = try #require(screen.collectionView)
        #expect(screen.navigationItem.titleView === strip && screen.navigationItem.hidesBackButton)
        #expect(strip.convert(strip.bounds, to: nil) == CGRect(x: 8, y: 47, width: 374, height: 44))
        #expect(strip.contentSize == CGSize(width: 878, height: 44))
        #expect(strip.indexPathsForSelectedItems == [IndexPath(item: 0, section: 0)])
        let cell = try #require(strip.cellForItem(at: IndexPath(item: 2, section: 0)) as? NewsTitleCell)
        #expect(cell.frame == CGRect(x: 148, y: 0, width: 64, height: 44))
        #expect(cell.label?.text == "芹菜" && cell.label?.frame == CGRect(x: 0, y: 10, width: 64, height: 35))
        #expect(cell.label?.textColor == UIColor(red: 1, green: 0, blue: 0, alpha: 1))
        #expect(cell.contentView.layer.cornerRadius == 10 && cell.label?.layer.masksToBounds == true)
        #expect(screen.children.map(\.title) == NewsScreenController.titles)
        #expect(screen.children[0].view.superview === screen.view)
        live.run(to: 4.4)
        #expect(screen.currentChildIndex == 8)
        #expect(strip.contentOffset == CGPoint(x: 437, y: 0))
        #expect(strip.indexPathsForSelectedItems == [IndexPath(item: 8, section: 0)])
        // Pages load when first shown: 萝卜, 芹菜, 白菜 and 启示录.
        #expect(screen.children.indices.filter { screen.children[$0].isViewLoaded } == [0, 1, 2, 8])
        live.run(to: 5.5)
        #expect(demo.app.navigation?.topViewController?.title == "DetailViewController")
    }

    @Test func theSelectedTitleIsBlue() {
        let recorded = AnimationSetRecordings.recorded(ChildControllerDemo.self)
        // 萝卜 at x 8…72, then 白菜 at 82…146, then 启示录 at 8 + 592 − 437 = 163…227; the label from y 57 down.
        #expect(recorded.image(at: 1.2).pixel(13, 74, is: blue))
        #expect(recorded.image(at: 3.4).pixel(87, 74, is: blue) && recorded.image(at: 3.4).pixel(13, 74, is: white))
        #expect(recorded.image(at: 4.4).pixel(168, 74, is: blue))
    }

    @Test(arguments: [0, 1, 2])
    func thePagesSlideByDirection(index: Int) {
        let recorded = AnimationSetRecordings.recorded(ChildControllerDemo.self)
        let start = Self.slideStart(index)
        let forwards = index != 1
        for fraction in [0.25, 0.5, 0.75] {
            let p = ReferenceCurve.easeInOut(fraction)
            let image = recorded.image(at: start + 0.5 * fraction)
            // The old page's button, then the new one's, 390 points apart.
            let old = forwards ? 118 - 390 * p : 118 + 390 * p
            let new = forwards ? old + 390 : old - 390
            for left in [old, new] where left + 4 > 0 && left + 8 < 390 {
                #expect(image.pixel(Int(left.rounded(.up)) + 4, 230, is: red), "\(index) \(fraction): \(left)")
            }
            for left in [old, new] where left - 4 > 0 && left - 4 < 390 {
                #expect(image.pixel(Int(left.rounded(.down)) - 4, 230, is: white), "\(index) \(fraction): \(left)")
            }
        }
        let settled = recorded.image(at: start + 0.6)
        #expect(settled.pixel(122, 230, is: red) && settled.pixel(114, 230, is: white))
    }

    @Test func theDetailPageThenBackToTheHome() {
        let recorded = AnimationSetRecordings.recorded(ChildControllerDemo.self)
        let detail = recorded.image(at: 5.5)
        #expect(detail.pixel(122, 230, is: white) && detail.pixel(122, 320, is: white))
        let again = recorded.image(at: 6.6)
        #expect(again.pixel(122, 230, is: red))
        #expect(recorded.image(at: 7.6).pixel(300, 160, is: white))
    }
}
