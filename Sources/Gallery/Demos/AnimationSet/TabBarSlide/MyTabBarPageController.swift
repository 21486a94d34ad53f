import Foundation
import OpenUIKit

/// The AnimationSet app's `MyTabBarViewController`, which the 各类转场动画 list's last row presents: two tabs, each a
/// navigation controller over one of the app's pages (`TabPageController`) — “first” (the 首页 page) under the item
/// 首页, “second” (the purple 我的 page) under 我的 — whose items show the app's icons as they are drawn (rendering
/// mode `.alwaysOriginal`, one point lower), their titles red, grey when selected. The pages' “返回” buttons
/// dismiss it.
///
/// Deliberate difference: the app sets the items' title colours on `UITabBarItem`'s appearance proxy, which styles
/// every tab bar item of the process from then on; here they are set on its two items, so that the gallery's other
/// tab bars keep their look.
final class MyTabBarPageController: UITabBarController {
    /// The items' titles, left to right.
    static let itemTitles = ["首页", "我的"]

    override func viewDidLoad() {
        super.viewDidLoad()
        let pages: [(page: TabPageController.Page, title: String, icon: TabIcon)] = [
            (.home, "first", .home), (.my, "second", .account),
        ]
        viewControllers = zip(pages, Self.itemTitles).map { entry, itemTitle in
            let page = TabPageController(page: entry.page)
            page.hidesBottomBarWhenPushed = false
            page.title = entry.title
            page.delegate = self
            let navigation = UINavigationController(rootViewController: page)
            let item = UITabBarItem(
                title: itemTitle, image: entry.icon.image(selected: false).withRenderingMode(.alwaysOriginal),
                selectedImage: entry.icon.image(selected: true).withRenderingMode(.alwaysOriginal))
            item.imageInsets = UIEdgeInsets(top: 1, left: 0, bottom: -1, right: 0)
            item.setTitleTextAttributes([.foregroundColor: UIColor.red], for: .normal)
            item.setTitleTextAttributes([.foregroundColor: UIColor.gray], for: .selected)
            navigation.tabBarItem = item
            return navigation
        }
    }

    /// Dismisses the tab bar controller (what the pages' “返回” buttons ask for).
    func goBack() {
        dismiss(animated: true, completion: nil)
    }
}
