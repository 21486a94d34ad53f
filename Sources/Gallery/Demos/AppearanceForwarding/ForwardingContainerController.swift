import Foundation
import OpenUIKit

/// The screen of the appearance-forwarding demo: a caption at the top and a stage below it, into which
/// the article's containment recipes put their children: `displayContentController` (the add sequence:
/// addChild, addSubview, didMove), `hideContentController` (the remove sequence: willMove(nil),
/// removeFromSuperview, removeFromParent) and `addSubViewController` (addSubview before addChild, which
/// delivers `viewDidAppear` twice when the container is between `viewWillAppear` and `viewDidAppear`).
final class ForwardingContainerController: UIViewController {
    static let captionHeight: CGFloat = 40

    let captionLabel = UILabel()
    private let size: CGSize

    init(size: CGSize) {
        self.size = size
        super.init(nibName: nil, bundle: nil)
        title = "Container"
    }

    /// Where the children go: below the caption.
    var frameForContentController: CGRect {
        CGRect(x: 0, y: Self.captionHeight, width: size.width, height: size.height - Self.captionHeight)
    }

    override func loadView() {
        view = UIView(frame: CGRect(origin: .zero, size: size))
        view.backgroundColor = .white
        captionLabel.frame = CGRect(x: 0, y: 0, width: size.width, height: Self.captionHeight)
        captionLabel.font = .systemFont(ofSize: 13)
        captionLabel.textAlignment = .center
        captionLabel.backgroundColor = TitleStripView.stripColor
        view.addSubview(captionLabel)
    }

    func displayContentController(_ content: UIViewController) {
        addChild(content)
        content.view.frame = frameForContentController
        view.addSubview(content.view)
        content.didMove(toParent: self)
    }

    func hideContentController(_ content: UIViewController) {
        content.willMove(toParent: nil)
        content.view.removeFromSuperview()
        content.removeFromParent()
    }

    /// The seed's `addSubViewController`, with the child's view added before the child.
    @discardableResult
    func addSubViewController() -> UIViewController {
        let ttvc = PanelController(
            title: "TTViewController", color: UIColor(red: 0.95, green: 0.5, blue: 0.15, alpha: 1))
        ttvc.view.frame = frameForContentController
        view.addSubview(ttvc.view)
        addChild(ttvc)
        ttvc.didMove(toParent: self)
        return ttvc
    }
}
