import Foundation
import OpenUIKit

/// The page a news page's 进入子页面 button pushes (the AnimationSet app's `DetailViewController`), from
/// `NewsDetailController.xib`: a white view with the label “DetailViewController” in the 17-point system font,
/// titled with the app's class name as the app titles it.
final class NewsDetailController: UIViewController {
    /// The app's title: its class's name.
    static let title = "DetailViewController"

    init() {
        super.init(nibName: "NewsDetailController", bundle: .module)
    }

    /// Not made from Interface Builder files itself (its view is): the coder gives no object.
    required init?(coder: NSCoder) {
        return nil
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.title = Self.title
    }
}
