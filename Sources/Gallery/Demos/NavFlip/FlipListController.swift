import Foundation
import OpenUIKit

/// The list page of the last transition example of “Complex Animation Cases”: a red page whose "Flip"
/// button runs the article's `transitionViewController`, which adds an "oglFlip" CATransition to the navigation
/// controller's layer and pushes the next page.
final class FlipListController: ModalButtonController {
    /// Not made from Interface Builder files: the coder gives no object.
    required init?(coder: NSCoder) {
        return nil
    }

    static let color = UIColor(red: 0.85, green: 0.2, blue: 0.2, alpha: 1)

    init() {
        super.init(title: "List", color: Self.color, buttonTitle: "Flip") { list in
            (list as? FlipListController)?.transitionViewController()
        }
    }

    /// The seed's `transitionViewController`: the flip on the navigation controller's layer, then the push.
    func transitionViewController() {
        self.navigationController!.addOglFlip()

        let vc = PanelController(title: "Transition", color: UIColor(red: 0.2, green: 0.45, blue: 0.85, alpha: 1))
        self.navigationController!.pushViewController(vc, animated: true)
    }
}
