import Foundation
import OpenUIKit

/// A container that turns automatic forwarding off
/// (`shouldAutomaticallyForwardAppearanceMethods` is false) and drives its child's appearance itself, from
/// its own four callbacks, with `beginAppearanceTransition`/`endAppearanceTransition`.
final class ManualForwardingController: UIViewController {
    /// Not made from Interface Builder files: the coder gives no object.
    required init?(coder: NSCoder) {
        return nil
    }

    let child = PanelController(title: "Inner", color: UIColor(red: 0.95, green: 0.75, blue: 0.1, alpha: 1))

    override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        title = "Manual"
    }

    override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }

    override func loadView() {
        view = ColorPageView(color: UIColor(red: 0.45, green: 0.25, blue: 0.65, alpha: 1), title: "Manual")
    }

    /// The child sits inset in the container's view, added with the documented add sequence.
    override func viewDidLoad() {
        addChild(child)
        child.view.frame = CGRect(x: 30, y: 30, width: 180, height: 90)
        view.addSubview(child.view)
        child.didMove(toParent: self)
    }

    override func viewWillAppear(_ animated: Bool) {
        child.beginAppearanceTransition(true, animated: animated)
    }

    override func viewDidAppear(_ animated: Bool) {
        child.endAppearanceTransition()
    }

    override func viewWillDisappear(_ animated: Bool) {
        child.beginAppearanceTransition(false, animated: animated)
    }

    override func viewDidDisappear(_ animated: Bool) {
        child.endAppearanceTransition()
    }
}
