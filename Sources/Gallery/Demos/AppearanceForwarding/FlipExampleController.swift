import Foundation
import OpenUIKit

/// Three children added up-front, the third one shown; `flip()` transitions from the
/// third to the first over 4 s with `.transitionFlipFromLeft`, and `removeCurrent()` takes the current
/// child out with the remove sequence.
final class FlipExampleController: UIViewController {
    /// Not made from Interface Builder files: the coder gives no object.
    required init?(coder: NSCoder) {
        return nil
    }

    let firstViewController = PanelController(
        title: "First", color: UIColor(red: 0.85, green: 0.2, blue: 0.2, alpha: 1))
    let secondViewController = PanelController(
        title: "Second", color: UIColor(red: 0.2, green: 0.45, blue: 0.85, alpha: 1))
    let thirdViewController = PanelController(
        title: "Third", color: UIColor(red: 0.15, green: 0.6, blue: 0.3, alpha: 1))
    private(set) var currentViewController: UIViewController?
    /// Whether the flip is running.
    private(set) var isFlipping = false
    /// Called when the flip has ended (the container re-enables its buttons).
    var flipDidEnd: (() -> Void)?
    private let size: CGSize

    /// A controller whose view is `size` large, as the article's nib lays it out.
    init(size: CGSize) {
        self.size = size
        super.init(nibName: nil, bundle: nil)
        title = "Example"
    }

    override func loadView() {
        view = ColorPageView(
            color: UIColor(white: 0.35, alpha: 1), title: "Example", frame: CGRect(origin: .zero, size: size))
    }

    override func viewDidLoad() {
        addChild(firstViewController)
        addChild(secondViewController)
        addChild(thirdViewController)
        thirdViewController.view.frame = view.bounds
        view.addSubview(thirdViewController.view)
        thirdViewController.didMove(toParent: self)
        currentViewController = thirdViewController
    }

    /// The seed's transition. The seed leaves the completion empty; its note 3 says the child moved in gets
    /// `didMove(toParent:)` after the transition, so the completion does that (and reports the end through
    /// `flipDidEnd`). The first child's view takes
    /// the third's frame, as `transition(from:to:)` puts it where the third was.
    func flip() {
        guard let current = currentViewController, current !== firstViewController, !isFlipping else { return }
        isFlipping = true
        firstViewController.view.frame = view.bounds
        transition(
            from: current, to: firstViewController, duration: 4, options: .transitionFlipFromLeft,
            animations: {
            },
            completion: { _ in
                self.firstViewController.didMove(toParent: self)
                self.isFlipping = false
                self.flipDidEnd?()
            })
        currentViewController = firstViewController
    }

    /// The seed's lines after the transition (the remove sequence). The seed runs them right after starting
    /// the flip, which would take the first child's view out of the flip in flight; the demo runs them once
    /// the flip is done (its Remove button is disabled during the flip).
    func removeCurrent() {
        guard let currentViewController else { return }
        currentViewController.willMove(toParent: nil)
        currentViewController.view.removeFromSuperview()
        currentViewController.removeFromParent()
        self.currentViewController = nil
    }
}
