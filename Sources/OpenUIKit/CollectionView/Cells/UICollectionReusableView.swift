import Foundation
import OpenQuartzCore

/// A view a collection view reuses: the base of its cells and of its supplementary views, such as section
/// headers and footers (UIKit's `UICollectionReusableView`).
///
/// Deliberate difference: to make views of a registered class, the collection view calls the `required`
/// `init(frame:)` (Swift cannot call an initializer chosen at run time otherwise); the reuse identifier is
/// set after.
@preconcurrency @MainActor
open class UICollectionReusableView: UIView {
    /// The identifier the collection view reuses the view under (nil: never reused).
    public internal(set) var reuseIdentifier: String?
    /// The supplementary kind the view was registered for (nil for cells).
    var reuseKind: String?

    /// Whether the view is what a failed dequeue returned: the collection view leaves its place empty.
    var isUnusable = false
    /// The attributes applied last: a layout pass skips a view whose layout hands back the same object.
    /// Held strongly: a weak reference would give every attributes object a layout transition mixes — a few
    /// hundred a frame — a side table of reference counts to make and free (attributes hold no view, so
    /// there is no cycle).
    var appliedAttributes: UICollectionViewLayoutAttributes?
    /// The number of the last tiling pass that found the view's element in the bounds.
    var tilingPass = 0
    /// Whether the view waits in its collection view's reuse queue.
    var isInReuseQueue = false

    /// A view of `frame`.
    public required override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Makes the view from an Interface Builder file (the view's attributes and subviews).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Called just before a dequeue hands the view out again. The default does nothing; override it
    /// (calling `super`) to reset content.
    open func prepareForReuse() {}

    /// Applies `layoutAttributes` (frame, transform, alpha, z-order, visibility); override to read custom
    /// attributes, calling `super`.
    open func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
        appliedAttributes = layoutAttributes
        let size = layoutAttributes.size
        if bounds.size != size { bounds = CGRect(origin: bounds.origin, size: size) }
        if center != layoutAttributes.center { center = layoutAttributes.center }
        if !CATransform3DEqualToTransform(transform3D, layoutAttributes.transform3D) {
            transform3D = layoutAttributes.transform3D
        }
        if alpha != layoutAttributes.alpha { alpha = layoutAttributes.alpha }
        let z = CGFloat(layoutAttributes.zIndex)
        if layer.zPosition != z { layer.zPosition = z }
        if isHidden != layoutAttributes.isHidden { isHidden = layoutAttributes.isHidden }
    }

    /// The attributes the view would like, given those the layout gave it (asked only when the layout
    /// estimates sizes): the default keeps them and takes the size Auto Layout gives the view
    /// (`systemLayoutSizeFitting` towards the given size at fitting priority, both ways). Override to size
    /// the view otherwise.
    open func preferredLayoutAttributesFitting(
        _ layoutAttributes: UICollectionViewLayoutAttributes
    ) -> UICollectionViewLayoutAttributes {
        let preferred = layoutAttributes.copy()
        preferred.size = sizingView.systemLayoutSizeFitting(
            layoutAttributes.size, withHorizontalFittingPriority: .fittingSizeLevel,
            verticalFittingPriority: .fittingSizeLevel)
        return preferred
    }

    /// The view whose constraints give the preferred size: the view itself (a cell's content view).
    var sizingView: UIView { self }

    /// The view a failed dequeue returns, which the collection view leaves out.
    static func unusable() -> Self {
        let view = Self(frame: .zero)
        view.isUnusable = true
        return view
    }
}
