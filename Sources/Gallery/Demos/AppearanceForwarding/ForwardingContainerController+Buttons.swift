import Foundation
import OpenUIKit

extension ForwardingContainerController {
    /// What the buttons of the bottom row do, left to right. The stage holds one child at a time: the adding
    /// buttons are enabled while it is empty, Remove while it holds a child, Flip while the flip example
    /// shows its third child; a disabled button ignores taps, as UIKit's do.
    enum Command: String, CaseIterable {
        /// (a) the add sequence with a green "Child" panel.
        case add = "Add"
        /// (b) a container forwarding appearance by hand, with its inner child.
        case manual = "Manual"
        /// (d) the flip example: three children, the third shown.
        case three = "Three"
        /// (d) the example's 4 s flip from its third child to its first.
        case flip = "Flip"
        /// The remove sequence: the example's current child when it has one (the seed's lines after the
        /// flip), else the stage's child.
        case remove = "Remove"
    }

    /// The child on the stage, if any.
    var content: UIViewController? { children.last }

    /// The flip example, when it is on the stage.
    var example: FlipExampleController? { content as? FlipExampleController }

    /// `command`'s button: its name in black (light grey while disabled) on a white rounded key.
    static func makeButton(_ command: Command) -> UIButton {
        let button = UIButton(type: .custom)
        button.setTitle(command.rawValue, for: .normal)
        button.setTitleColor(.black, for: .normal)
        button.setTitleColor(UIColor(white: 0.7, alpha: 1), for: .disabled)
        button.titleLabel?.font = .systemFont(ofSize: 11)
        button.backgroundColor = .white
        button.layer.cornerRadius = 6
        return button
    }

    /// The bottom row: the buttons side by side, equal in width, on the caption's grey.
    func makeButtonBar() -> UIView {
        let bar = UIView(
            frame: CGRect(
                x: 0, y: frameForContentController.maxY, width: view.bounds.width, height: Self.buttonBarHeight))
        bar.backgroundColor = TitleStripView.stripColor
        let width = bar.bounds.width / CGFloat(Command.allCases.count)
        for (index, command) in Command.allCases.enumerated() {
            guard let button = buttons[command] else { continue }
            button.frame = CGRect(x: CGFloat(index) * width, y: 0, width: width, height: Self.buttonBarHeight)
                .insetBy(dx: 2, dy: 4)
            bar.addSubview(button)
        }
        return bar
    }

    /// What a tap on `command`'s button does: shows a caption and runs the article's recipe.
    func run(_ command: Command) {
        switch command {
        case .add:
            captionLabel.text = "(a) add sequence"
            displayContentController(
                PanelController(title: "Child", color: UIColor(red: 0.15, green: 0.6, blue: 0.3, alpha: 1)))
        case .manual:
            captionLabel.text = "(b) manual forwarding"
            displayContentController(ManualForwardingController())
        case .three:
            captionLabel.text = "(d) three children, third shown"
            let example = FlipExampleController(size: frameForContentController.size)
            example.flipDidEnd = { [weak self] in self?.updateButtons() }
            displayContentController(example)
        case .flip:
            captionLabel.text = "(d) flip from left, 4 s"
            example?.flip()
        case .remove:
            if let example, let current = example.currentViewController {
                captionLabel.text = "(d) remove sequence: \(current.title ?? "")"
                example.removeCurrent()
            } else if let content {
                captionLabel.text = "remove sequence: \(content.title ?? "")"
                hideContentController(content)
            }
        }
        updateButtons()
    }

    /// Enables the buttons that have something to do.
    func updateButtons() {
        let flipping = example?.isFlipping == true
        for (command, button) in buttons {
            switch command {
            case .add, .manual, .three: button.isEnabled = content == nil
            case .flip:
                button.isEnabled =
                    example.map { !flipping && $0.currentViewController === $0.thirdViewController } ?? false
            case .remove: button.isEnabled = content != nil && !flipping
            }
        }
    }
}
