import Foundation
import OpenUIKit

/// A coloured page with its title and one white-on-dark button near the bottom — the modal demo's
/// presenter ("Present") and presented page ("Dismiss"), and the base of the presenting controller of
/// “Complex Animation Cases”.
/// The button runs `action` when tapped.
class ModalButtonController: UIViewController {
    /// Not made from Interface Builder files: the coder gives no object.
    required init?(coder: NSCoder) {
        return nil
    }

    private let color: UIColor
    private let buttonTitle: String
    private let action: (ModalButtonController) -> Void
    /// The button (made with the view).
    private(set) var button: UIButton?

    init(title: String, color: UIColor, buttonTitle: String, action: @escaping (ModalButtonController) -> Void) {
        self.color = color
        self.buttonTitle = buttonTitle
        self.action = action
        super.init(nibName: nil, bundle: nil)
        self.title = title
    }

    override func loadView() {
        let page = ColorPageView(color: color, title: title ?? "")
        let button = UIButton(primaryAction: UIAction { [unowned self] _ in action(self) })
        button.setTitle(buttonTitle, for: .normal)
        button.setTitleColor(.white, for: .normal)
        button.backgroundColor = UIColor(white: 0, alpha: 0.35)
        button.layer.cornerRadius = 8
        button.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin, .flexibleTopMargin]
        page.addSubview(button)
        self.button = button
        view = page
    }

    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        let bounds = view.bounds
        let frame = CGRect(x: bounds.midX - 60, y: bounds.maxY - 56, width: 120, height: 36)
        if button?.frame != frame { button?.frame = frame }
    }

    /// The button's centre in window coordinates, where a finger taps it.
    var buttonCenterInWindow: CGPoint? {
        guard let button, button.window != nil else { return nil }
        return button.convert(CGPoint(x: button.bounds.midX, y: button.bounds.midY), to: nil)
    }
}
