import Foundation
import OpenUIKit

/// The AnimationSet app's `TransitionSecondViewController`, the page its four custom presentations present:
/// loaded from `TransitionSecondViewController.xib` (“Second” in red at the centre, a grey “返回” button 64 × 36 at
/// (23, 52) from the page's top-left corner) and coloured purple when it loads. The button dismisses it.
final class TransitionSecondPageController: UIViewController {
    /// The xib's “返回” button.
    weak var backButton: UIButton?

    init() {
        super.init(nibName: "TransitionSecondViewController", bundle: .module)
    }

    /// Made by the first page in code only: the coder gives no object.
    required init?(coder: NSCoder) {
        return nil
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .purple
    }

    /// The button's action (the xib's `goBack:`).
    func goBack(_ sender: UIButton) {
        dismiss(animated: true, completion: nil)
    }

    /// The “返回” button's centre in window coordinates, where a finger taps it; nil while it is off screen.
    var backButtonCenterInWindow: CGPoint? { backButton?.centerInWindow }
}

extension TransitionSecondPageController: IBConnectable {
    /// The xib's outlet `backButton` and the button's action `goBack:`.
    static let interfaceBuilderConnections: [IBConnection] = [
        .outlet("backButton", \TransitionSecondPageController.backButton),
        .action("goBack:", TransitionSecondPageController.goBack),
    ]
}
