import Foundation
import OpenUIKit

/// The screen of the appearance-forwarding demo: a caption at the top, a stage below it into which the
/// article's containment recipes put their children, and a row of buttons at the bottom with which a person
/// exercises them (see `ForwardingContainerController+Buttons`). The recipes: `displayContentController`
/// (the add sequence: addChild, addSubview, didMove), `hideContentController` (the remove sequence:
/// willMove(nil), removeFromSuperview, removeFromParent) and `addSubViewController` (addSubview before
/// addChild, which delivers `viewDidAppear` twice when the container is between `viewWillAppear` and
/// `viewDidAppear`).
final class ForwardingContainerController: UIViewController {
    /// Not made from Interface Builder files: the coder gives no object.
    required init?(coder: NSCoder) {
        return nil
    }

    static let captionHeight: CGFloat = 40
    static let buttonBarHeight: CGFloat = 36

    let captionLabel = UILabel()
    /// The buttons of the bottom row, by what they do.
    let buttons: [Command: UIButton]
    private let size: CGSize

    init(size: CGSize) {
        self.size = size
        buttons = Dictionary(uniqueKeysWithValues: Command.allCases.map { ($0, Self.makeButton($0)) })
        super.init(nibName: nil, bundle: nil)
        title = "Container"
        for (command, button) in buttons {
            button.addAction(UIAction { [unowned self] _ in run(command) }, for: .primaryActionTriggered)
        }
    }

    /// Where the children go: between the caption and the buttons.
    var frameForContentController: CGRect {
        CGRect(
            x: 0, y: Self.captionHeight, width: size.width,
            height: size.height - Self.captionHeight - Self.buttonBarHeight)
    }

    override func loadView() {
        view = UIView(frame: CGRect(origin: .zero, size: size))
        view.backgroundColor = .white
        captionLabel.frame = CGRect(x: 0, y: 0, width: size.width, height: Self.captionHeight)
        captionLabel.font = .systemFont(ofSize: 13)
        captionLabel.textAlignment = .center
        captionLabel.backgroundColor = TitleStripView.stripColor
        view.addSubview(captionLabel)
        view.addSubview(makeButtonBar())
        updateButtons()
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
