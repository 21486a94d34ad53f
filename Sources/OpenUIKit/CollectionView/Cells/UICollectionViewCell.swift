import Foundation
import OpenQuartzCore

/// One item of a collection view (UIKit's `UICollectionViewCell`): a `contentView` for the item's subviews, an
/// optional `backgroundView` behind it and a `selectedBackgroundView` shown over the background while the
/// cell is highlighted or selected. Unlike a table cell, a collection cell has no standard labels and no
/// default highlight: it looks selected only through `selectedBackgroundView` or its own override of
/// `isSelected`/`isHighlighted`.
@preconcurrency @MainActor
open class UICollectionViewCell: UICollectionReusableView {
    /// The view to put the item's subviews in; it fills the cell.
    public let contentView = UIView()

    /// A view behind the content (nil by default); it fills the cell.
    /// (It and the selected background skip the run-time exclusivity checks: every layout pass of the cell
    /// reads both, on the main actor, one access at a time.)
    @exclusivity(unchecked) open var backgroundView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let backgroundView { insertSubview(backgroundView, at: 0) }
            setNeedsLayout()
        }
    }

    /// A view shown between the background and the content while the cell is highlighted or selected (nil
    /// by default).
    @exclusivity(unchecked) open var selectedBackgroundView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let selectedBackgroundView { insertSubview(selectedBackgroundView, belowSubview: contentView) }
            showSelection()
            setNeedsLayout()
        }
    }

    /// Whether the cell is selected; the collection view sets it.
    open var isSelected = false {
        didSet { showSelection() }
    }

    /// Whether the cell is highlighted (a finger is on it); the collection view sets it.
    open var isHighlighted = false {
        didSet { showSelection() }
    }

    /// A cell of `frame` with an empty content view.
    public required init(frame: CGRect) {
        super.init(frame: frame)
        contentView.frame = bounds
        addSubview(contentView)
    }

    /// Makes a cell from an Interface Builder file: the views of its content view come from the file.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        contentView.frame = bounds
        addSubview(contentView)
        if let coder = coder as? IBCoder { coder.instantiation.decodeCollectionViewCell(self, from: coder.element) }
    }

    /// UIKit's: clears the highlight and the selection before the cell is handed out again.
    open override func prepareForReuse() {
        super.prepareForReuse()
        isHighlighted = false
        isSelected = false
    }

    /// The segues of the storyboard prototype the cell was made from: selecting the cell triggers them.
    var storyboardSegues: [IBElement] = []

    /// The background, the selected background and the content view fill the cell (each set only when it
    /// does not already).
    open override func layoutSubviews() {
        super.layoutSubviews()
        fill(backgroundView)
        fill(selectedBackgroundView)
        fill(contentView)
    }

    private func fill(_ view: UIView?) {
        let bounds = bounds
        if let view, view.frame != bounds { view.frame = bounds }
    }

    /// A cell's preferred size is its content view's (`preferredLayoutAttributesFitting(_:)`).
    override var sizingView: UIView { contentView }

    private func showSelection() {
        selectedBackgroundView?.isHidden = !(isSelected || isHighlighted)
    }
}
