import Foundation
import OpenUIKit

/// What a news page tells the news screen (the app's `ChildNewsViewControllerDelegate`).
@MainActor
protocol NewsPageDelegate: AnyObject {
    /// The page's 返回上一级页面 button was tapped: the screen pops itself.
    func goBack()
    /// A finger swiped the page left or right: the screen shows the next or the previous page.
    func actionSwipeGesture(_ gesture: UISwipeGestureRecognizer)
}

/// One page of the AnimationSet app's news screen (its `ChildNewsViewController`), from `NewsPageController.xib`
/// as in the app: a white view with two buttons at the app's frames — 进入子页面 (red, 122 × 48 at (118, 206)),
/// which pushes a `NewsDetailController`, and 返回上一级页面 (blue, 132 × 55 at (113, 306)), which asks the
/// delegate to go back. The view is made the news screen's size when it loads (the app leaves it at the xib's).
/// Two swipe recognizers on the view, left and right, hand a swipe to the delegate, as the app's do.
final class NewsPageController: UIViewController {
    /// The xib's red button.
    weak var detailButton: UIButton?
    /// The xib's blue button.
    weak var backButton: UIButton?
    weak var delegate: (any NewsPageDelegate)?
    private let pageSize: CGSize

    /// A page whose view is `pageSize` large.
    init(pageSize: CGSize) {
        self.pageSize = pageSize
        super.init(nibName: "NewsPageController", bundle: .module)
    }

    /// Not made from Interface Builder files itself (its view is): the coder gives no object.
    required init?(coder: NSCoder) {
        return nil
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.frame = CGRect(origin: .zero, size: pageSize)
        for direction: UISwipeGestureRecognizer.Direction in [.left, .right] {
            let swipe = UISwipeGestureRecognizer(target: self, action: NewsPageController.actionSwipeGesture)
            swipe.direction = direction
            view.addGestureRecognizer(swipe)
        }
    }

    /// A swipe on the page, handed to the delegate.
    func actionSwipeGesture(_ gesture: UISwipeGestureRecognizer) {
        delegate?.actionSwipeGesture(gesture)
    }

    /// 进入子页面 (the xib's `gotoDetailViewController:`): pushes the detail page on the navigation controller of
    /// the news screen this page is a child of.
    func gotoDetailViewController(_ sender: UIButton) {
        navigationController?.pushViewController(NewsDetailController(), animated: true)
    }

    /// 返回上一级页面 (the xib's `goBack:`).
    func goBack(_ sender: UIButton) {
        delegate?.goBack()
    }
}

extension NewsPageController: IBConnectable {
    /// The xib's two buttons and their actions.
    static let interfaceBuilderConnections: [IBConnection] = [
        .outlet("detailButton", \NewsPageController.detailButton),
        .outlet("backButton", \NewsPageController.backButton),
        .action("gotoDetailViewController:", NewsPageController.gotoDetailViewController),
        .action("goBack:", NewsPageController.goBack),
    ]
}
