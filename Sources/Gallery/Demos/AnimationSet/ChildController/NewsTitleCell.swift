import Foundation
import OpenUIKit

/// A title of the AnimationSet app's news strip (its `NewsCollectionViewCell`), from `NewsTitleCell.xib`: a label as
/// wide as the cell and 35 points high, its bottom a point below the cell's, its text red in the 17-point system font,
/// centred. The app pins the label with constraints to the cell; the xib here gives it that frame with an autoresizing
/// mask (as wide as the cell, kept at its bottom), the same layout for the strip's fixed item size. The cell's content
/// view and the label have rounded corners (radius 10) that clip; the selected title's label is blue, the others'
/// clear.
final class NewsTitleCell: UICollectionViewCell {
    static let identifier = "NewsCellIdentifier"
    static let cornerRadius: CGFloat = 10
    static let selectedColor = UIColor.blue

    /// The xib's label (the app's `label` outlet).
    weak var label: UILabel?

    override var isSelected: Bool {
        didSet { label?.backgroundColor = isSelected ? Self.selectedColor : .clear }
    }

    override func awakeFromNib() {
        super.awakeFromNib()
        contentView.layer.cornerRadius = Self.cornerRadius
        contentView.layer.masksToBounds = true
        label?.layer.cornerRadius = Self.cornerRadius
        label?.layer.masksToBounds = true
    }
}

extension NewsTitleCell: IBConnectable {
    /// The xib's outlet `label`.
    static let interfaceBuilderConnections: [IBConnection] = [.outlet("label", \NewsTitleCell.label)]
}
