import Foundation
import OpenUIKit

/// The app's news screen (ChildViewController) in the app's shell: the finger taps the home's row; then titles in
/// the bar's strip — 芹菜 (forwards), 白菜 (backwards), 水果 (forwards, the strip scrolling it to its middle) — each
/// sliding the pages; then the page's 进入子页面 (the detail page is pushed) and the bar's back button; then the
/// page's 返回上一级页面, which pops the screen (the bar hides its back button there).
final class ChildControllerDemo: AnimationSetDemo {
    static let name = "app-child-controller"
    static let screen = AnimationSetScreen.childController
    static let summary =
        "The AnimationSet app's news screen at device size, its pages and titles loaded from xibs: a horizontal UICollectionView of twelve titles is the bar's title view; a tap on a title scrolls it to the middle and slides the child pages with transition(from:to:) over 0.5 s; a page pushes a detail page and pops the screen."

    static let rowTime: TimeInterval = 0.5
    /// The titles tapped, by index, and when.
    static let titleTaps: [(time: TimeInterval, item: Int)] = [(1.5, 2), (2.5, 1), (3.5, 3)]
    static let detailTime: TimeInterval = 4.6
    static let detailBackTime: TimeInterval = 5.8
    static let backTime: TimeInterval = 6.9

    let duration: TimeInterval = 7.6
    let keyFrames: [(time: TimeInterval, caption: String)] = [
        (0.3, "动画集锦"), (1.2, "萝卜"), (1.8, "sliding left to 芹菜"), (2.8, "sliding right to 白菜"),
        (3.8, "sliding left to 水果, the strip scrolling"), (4.4, "水果"), (5.5, "DetailViewController"),
        (6.6, "水果 again"), (7.6, "home again"),
    ]

    let app = AnimationSetApp(
        script: [(rowTime, .row)]
            + titleTaps.map { tap in
                (
                    tap.time,
                    .point(
                        NewsScreenController.titles[tap.item],
                        { ($0 as? NewsScreenController)?.titleCenterInWindow(tap.item) })
                )
            }
            + [
                (detailTime, .view("进入子页面", { ($0 as? NewsScreenController)?.currentPage?.detailButton })),
                (
                    detailBackTime,
                    .point("‹ Back", { $0.navigationController?.navigationBar.pointInWindow(backButtonPoint) })
                ),
                (backTime, .view("返回上一级页面", { ($0 as? NewsScreenController)?.currentPage?.backButton })),
            ])

    /// Where the detail page's back button is tapped, in the bar: the shell's back-button point (the news screen
    /// has no title, so the shell's `.back` could not name it; UIKit titles the button "Back").
    static let backButtonPoint = CGPoint(x: AnimationSetApp.backButtonX, y: 22)

    required init() {}

    static func makeScreen() -> UIViewController {
        NewsScreenController()
    }
}
