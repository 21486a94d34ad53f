import Foundation
import OpenUIKit

/// A row of titles with one selected, the stand-in for the news title bar of “Complex
/// Animation Cases” — a collection view of
/// title cells and the manager whose `didSelectItemAtIndexPathBlock` the page sets (OpenUIKit has no
/// UICollectionView). Each title is a UIButton, equal in width; a tap on one selects it, as a tap on a
/// collection view cell selects the cell, and then calls `didSelectItemAtIndexPathBlock` with its index.
/// The selected title is white on a dark background.
@MainActor
final class TitleStripView: UIView {
    static let selectedColor = UIColor(red: 0.2, green: 0.2, blue: 0.2, alpha: 1)
    static let stripColor = UIColor(white: 0.9, alpha: 1)

    private(set) var buttons: [UIButton] = []

    /// Called with the index of a title a tap selected (the manager's `didSelectItemAtIndexPathBlock`).
    var didSelectItemAtIndexPathBlock: ((Int) -> Void)?

    /// The index of the highlighted title (the collection view's selected item). An index beyond the titles
    /// is reported and ignored.
    var selectedIndex = 0 {
        didSet {
            guard buttons.indices.contains(selectedIndex) else {
                Diagnostics.report(
                    .invalidArgument, .exception,
                    "TitleStripView: selectedIndex \(selectedIndex) is beyond the \(buttons.count) titles")
                selectedIndex = oldValue
                return
            }
            highlight()
        }
    }

    init(frame: CGRect, titles: [String]) {
        super.init(frame: frame)
        backgroundColor = Self.stripColor
        let width = frame.width / CGFloat(max(titles.count, 1))
        for (index, title) in titles.enumerated() {
            let button = UIButton(
                type: .custom,
                primaryAction: UIAction { [unowned self] _ in
                    selectedIndex = index
                    didSelectItemAtIndexPathBlock?(index)
                })
            button.frame = CGRect(x: CGFloat(index) * width, y: 0, width: width, height: frame.height)
            button.setTitle(title, for: .normal)
            button.setTitleColor(.black, for: .normal)
            button.setTitleColor(.white, for: .selected)
            button.titleLabel?.font = .systemFont(ofSize: 14)
            addSubview(button)
            buttons.append(button)
        }
        highlight()
    }

    /// The centre of title `index` in window coordinates, where a finger taps it (nil for an index beyond the
    /// titles, or while the strip is off screen).
    func titleCenterInWindow(_ index: Int) -> CGPoint? {
        buttons.indices.contains(index) ? buttons[index].centerInWindow : nil
    }

    private func highlight() {
        for (index, button) in buttons.enumerated() {
            button.isSelected = index == selectedIndex
            button.backgroundColor = button.isSelected ? Self.selectedColor : Self.stripColor
        }
    }
}
