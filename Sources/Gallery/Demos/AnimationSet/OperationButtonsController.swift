import Foundation
import OpenUIKit

/// The base of the app's basic screens (its `BaseViewController`): a white screen with a panel of grey buttons at
/// the bottom, four to a row — each 30 points high, (width − 5 × 20) / 4 wide, 20 points from its neighbours and
/// from the panel's edges, its title in the 12-point system font — the panel as tall as its rows (50 points a row,
/// plus 20). The app puts the panel at the screen's bottom edge; here it sits on the safe area's bottom (above the
/// home indicator), laid out with constraints. A tap on a button calls `didTapOperation(at:)` with its index, which
/// is also its `tag`, as the app's buttons carry theirs.
class OperationButtonsController: UIViewController, TracedScreen {
    /// Not made from Interface Builder files: the coder gives no object.
    required init?(coder: NSCoder) {
        return nil
    }

    /// The most buttons in a row.
    static let columns = 4
    /// The space between the buttons, and around them in the panel.
    static let margin: CGFloat = 20
    /// A button's height.
    static let buttonHeight: CGFloat = 30
    static let buttonColor = UIColor.gray

    /// The buttons' titles, in order (none by default).
    let operationTitles: [String]
    /// The panel along the bottom.
    let operationView = UIView()
    /// The buttons, in order (made when the view loads).
    private(set) var operationButtons: [UIButton] = []
    /// Notes a line in the demo's trace (what the app logs to the console).
    var note: (String) -> Void = { _ in }

    init(operationTitles: [String]) {
        self.operationTitles = operationTitles
        super.init(nibName: nil, bundle: nil)
    }

    /// The panel's height for `count` buttons.
    static func panelHeight(buttons count: Int) -> CGFloat {
        let rows = (count + columns - 1) / columns
        return CGFloat(rows) * (buttonHeight + margin) + margin
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        guard !operationTitles.isEmpty else { return }
        operationView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(operationView)
        var constraints = [
            operationView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            operationView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            operationView.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor),
            operationView.heightAnchor.constraint(equalToConstant: Self.panelHeight(buttons: operationTitles.count)),
        ]
        let columns = CGFloat(Self.columns)
        for (index, title) in operationTitles.enumerated() {
            let button = UIButton(type: .custom)
            button.tag = index
            button.setTitle(title, for: .normal)
            button.titleLabel?.font = .systemFont(ofSize: 12)
            button.backgroundColor = Self.buttonColor
            button.translatesAutoresizingMaskIntoConstraints = false
            button.addAction(
                UIAction { [weak self] _ in self?.didTapOperation(at: index) }, for: .touchUpInside)
            operationView.addSubview(button)
            let row = CGFloat(index / Self.columns)
            // x = margin + column × (width + margin), width = (panel width − (columns + 1) × margin) / columns.
            constraints += [
                button.widthAnchor.constraint(
                    equalTo: operationView.widthAnchor, multiplier: 1 / columns,
                    constant: -(columns + 1) * Self.margin / columns),
                button.heightAnchor.constraint(equalToConstant: Self.buttonHeight),
                button.topAnchor.constraint(
                    equalTo: operationView.topAnchor, constant: Self.margin + row * (Self.buttonHeight + Self.margin)),
                index % Self.columns == 0
                    ? button.leadingAnchor.constraint(equalTo: operationView.leadingAnchor, constant: Self.margin)
                    : button.leadingAnchor.constraint(
                        equalTo: operationButtons[index - 1].trailingAnchor, constant: Self.margin),
            ]
            operationButtons.append(button)
        }
        NSLayoutConstraint.activate(constraints)
    }

    /// Adds `subview` as the app places its demo views: `size`, centred horizontally, its top `top` points from
    /// the screen's vertical middle (the app's frame x = width / 2 − size.width / 2, y = height / 2 + top), with
    /// constraints.
    func addCentered(_ subview: UIView, size: CGSize, top: CGFloat) {
        subview.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(subview)
        NSLayoutConstraint.activate([
            subview.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            subview.topAnchor.constraint(equalTo: view.centerYAnchor, constant: top),
            subview.widthAnchor.constraint(equalToConstant: size.width),
            subview.heightAnchor.constraint(equalToConstant: size.height),
        ])
    }

    /// What the button at `index` does (nothing by default): each screen overrides it.
    func didTapOperation(at index: Int) {}
}
