import Foundation
import OpenUIKit

/// The 各类转场动画 list's tab bar row in the AnimationSet app's shell: the row presents the app's tab bar controller
/// full screen (首页 and 我的, each page in a navigation controller); taps on 我的 and back on 首页 slide the new page in
/// from the right over the old one (1 s, the list's `TabBarPageTransition`); the 首页 page's “返回” dismisses the tab
/// bar controller.
final class AppTabSlideDemo: TransitionListRowDemo {
    static let name = "app-tab-slide"
    static let listRow = TransitionListViewController.tabBarRow
    static let englishTitle = "tabs that slide in from the right"
    static let summary =
        "The AnimationSet app's tab bar row at device size: the list presents a tab bar controller whose delegate's animator slides each new tab's page in from the right over the old one (1 s), to 我的 and back to 首页; 返回 dismisses it."
    /// When the finger taps the items (我的, then 首页), the 首页 page's “返回”, and the bar's back button.
    static let taps: [(time: TimeInterval, item: Int)] = [(2.3, 1), (3.8, 0)]
    static let tapBack: TimeInterval = 5.3
    static let tapHome: TimeInterval = 6.3

    let app = makeApp(
        then: taps.map { tap in
            (
                tap.time,
                .point(MyTabBarPageController.itemTitles[tap.item]) {
                    ($0.presentedViewController as? UITabBarController)?.tabBar.itemCenter(tap.item)
                }
            )
        } + [
            (
                tapBack,
                .view("返回") { top in
                    let tabs = top.presentedViewController as? UITabBarController
                    let page = (tabs?.selectedViewController as? UINavigationController)?.topViewController
                    return (page as? TabPageController)?.backButton
                }
            ),
            (tapHome, .back),
        ])
    let duration: TimeInterval = 7
    let keyFrames: [(time: TimeInterval, caption: String)] = [
        (1.2, "各类转场动画"), (1.5, "the tab bar controller rises"), (2.2, "首页"), (2.8, "我的 slides in"),
        (3.7, "我的"), (4.3, "首页 slides in from the right"), (5.2, "首页"), (5.5, "dismissed"), (6.9, "动画集锦"),
    ]

    required init() {}
}
