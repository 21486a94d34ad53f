import Foundation
import OpenUIKit

/// A screen laid out with constraints only: a card pinned 20 points inside the view's leading, top and
/// trailing edges with a height constraint of 80 points, and under it, 16 points below the card, a vertical
/// stack view (spacing 8) of three 40-point rows (height priority 999, so that hiding one can collapse it) with the
/// same side insets. Its three changes are the
/// Auto Layout Guide's animation pattern — change constraints (or hide an arranged view), then call
/// `layoutIfNeeded()` inside an animation block — each noted in the trace with its completion.
final class ConstraintCardController: UIViewController {
    static let inset: CGFloat = 20
    static let collapsedHeight: CGFloat = 80
    static let expandedHeight: CGFloat = 140
    static let gap: CGFloat = 16
    static let spacing: CGFloat = 8
    static let rowHeight: CGFloat = 40
    static let colors: [UIColor] = [
        UIColor(red: 0.85, green: 0.2, blue: 0.2, alpha: 1), UIColor(red: 0.15, green: 0.6, blue: 0.3, alpha: 1),
        UIColor(red: 0.9, green: 0.6, blue: 0.1, alpha: 1),
    ]

    let card = UIView()
    let stack = UIStackView()
    private(set) var rows: [UIView] = []
    private var cardHeight: NSLayoutConstraint?
    /// Notes a line in the demo's trace.
    var note: (String) -> Void = { _ in }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        card.backgroundColor = UIColor(red: 0.2, green: 0.45, blue: 0.85, alpha: 1)
        card.translatesAutoresizingMaskIntoConstraints = false
        stack.axis = .vertical
        stack.spacing = Self.spacing
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(card)
        view.addSubview(stack)
        let height = card.heightAnchor.constraint(equalToConstant: Self.collapsedHeight)
        cardHeight = height
        NSLayoutConstraint.activate([
            card.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: Self.inset),
            card.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -Self.inset),
            card.topAnchor.constraint(equalTo: view.topAnchor, constant: Self.inset),
            height,
            stack.topAnchor.constraint(equalTo: card.bottomAnchor, constant: Self.gap),
            stack.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: Self.inset),
            stack.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -Self.inset),
        ])
        rows = Self.colors.map { color in
            let row = UIView()
            row.backgroundColor = color
            // Below required: a hidden arranged view gets the stack's required zero height ('UISV-hiding'),
            // which a required height would contradict (UIKit logs the constraints it cannot satisfy).
            let height = row.heightAnchor.constraint(equalToConstant: Self.rowHeight)
            height.priority = UILayoutPriority(999)
            height.isActive = true
            stack.addArrangedSubview(row)
            return row
        }
    }

    /// Sets the card's height constant and lays out inside a `duration`-second animation block.
    func animateCardHeight(to height: CGFloat, duration: TimeInterval, showingMiddleRow: Bool = false) {
        note("card height \(NSLayoutConstraint.readableNumber(height)), layoutIfNeeded() in a \(duration) s block")
        UIView.animate(withDuration: duration) {
            self.cardHeight?.constant = height
            if showingMiddleRow { self.rows[1].isHidden = false }
            self.view.layoutIfNeeded()
        } completion: { finished in
            self.note("card height block finished (\(finished))")
        }
    }

    /// Hides the middle row inside a `duration`-second animation block: the row below it moves up.
    func animateHidingMiddleRow(duration: TimeInterval) {
        note("middle row hidden, stack layoutIfNeeded() in a \(duration) s block")
        UIView.animate(withDuration: duration) {
            self.rows[1].isHidden = true
            self.stack.layoutIfNeeded()
        } completion: { finished in
            self.note("hiding block finished (\(finished))")
        }
    }
}
