import Foundation
import OpenQuartzCore

/// The view a table shows above a section's rows (UIKit's `UITableViewHeaderFooterView`): a `contentView`
/// with a `textLabel`, over a light grey background in plain tables.
///
/// The table makes one for every section that has a title (`tableView(_:titleForHeaderInSection:)`) and no
/// view of the delegate's own (`tableView(_:viewForHeaderInSection:)`). The label sits at the cells' 16 pt
/// margin, in UIKit's 15 pt semibold section-title type, grey (`secondaryLabel`), centred vertically.
/// Deliberate difference: the table makes header views as sections scroll in and lets them go as they scroll
/// out — no reuse queue (`register(_:forHeaderFooterViewReuseIdentifier:)` is not offered).
@preconcurrency @MainActor
open class UITableViewHeaderFooterView: UIView {
    /// The identifier given at creation.
    public let reuseIdentifier: String?

    /// The view to put custom subviews in; it fills the header.
    public let contentView = UIView()

    /// The section's title.
    public let textLabel = UILabel()

    /// A header for `reuseIdentifier`, 320 × 28 points until its table sizes it.
    public init(reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: UITableView.defaultSectionHeaderHeight))
        backgroundColor = .secondarySystemBackground
        installContent()
    }

    /// Makes a header or footer view from an Interface Builder file, with the file's reuse identifier.
    public required init?(coder: NSCoder) {
        reuseIdentifier = (coder as? IBCoder)?.element["reuseIdentifier"]
        super.init(coder: coder)
        if !coder.containsValue(forKey: "backgroundColor") { backgroundColor = .secondarySystemBackground }
        installContent()
    }

    private func installContent() {
        contentView.frame = bounds
        addSubview(contentView)
        textLabel.font = .systemFont(ofSize: 15, weight: .semibold)
        textLabel.textColor = .secondaryLabel
        contentView.addSubview(textLabel)
    }

    /// Lays out the content view and the label.
    open override func layoutSubviews() {
        super.layoutSubviews()
        contentView.frame = bounds
        let margin = UITableViewCell.margin, width = max(0, bounds.width - 2 * margin)
        let height = textLabel.sizeThatFits(CGSize(width: width, height: bounds.height)).height
        textLabel.frame = CGRect(x: margin, y: (bounds.height - height) / 2, width: width, height: height)
    }
}
