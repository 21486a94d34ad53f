import Foundation
import OpenUIKit

/// The two pages of the AnimationSet app's tab bar controller, its `HomeViewController` and `MyViewController`:
/// each loaded from its xib (`HomeViewController.xib`, `MyViewController.xib`) — a white page with a label in white on
/// red (“首页” in 24-point type, “我的” in 21-point) and a blue “返回” button 140 × 46, laid out with fixed frames on the
/// app's 375 × 667 canvas and the autoresizing masks that move them on a bigger screen. `MyViewController` colours its
/// page purple when it loads. The button's action (`goBack:`) asks the tab bar controller to go back, which
/// dismisses it.
final class TabPageController: UIViewController {
    /// The app's two pages.
    enum Page {
        case home, my

        /// The page's xib.
        var nibName: String {
            switch self {
            case .home: "HomeViewController"
            case .my: "MyViewController"
            }
        }
    }

    let page: Page
    /// The xib's “返回” button.
    weak var backButton: UIButton?
    /// The tab bar controller the button dismisses (the app's `delegate`).
    weak var delegate: MyTabBarPageController?

    init(page: Page) {
        self.page = page
        super.init(nibName: page.nibName, bundle: .module)
    }

    /// Made by the tab bar controller in code only: the coder gives no object.
    required init?(coder: NSCoder) {
        return nil
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        if page == .my { view.backgroundColor = .purple }
    }

    /// The button's action (the xibs' `goBack:`).
    func goBack(_ sender: UIButton) {
        delegate?.goBack()
    }
}

extension TabPageController: IBConnectable {
    /// The xibs' outlet `backButton` and the button's action `goBack:`.
    static let interfaceBuilderConnections: [IBConnection] = [
        .outlet("backButton", \TabPageController.backButton),
        .action("goBack:", TabPageController.goBack),
    ]
}
