import Foundation

/// The view's anchors (UIKit's `UIView (UIViewLayoutConstraintCreation)`): each names one attribute of the
/// view's alignment rectangle, to make constraints from.
extension UIView {
    private func xAnchor(_ attribute: NSLayoutConstraint.Attribute) -> NSLayoutXAxisAnchor {
        NSLayoutXAxisAnchor(source: AnchorSource(item: self, attribute: attribute))
    }

    private func yAnchor(_ attribute: NSLayoutConstraint.Attribute) -> NSLayoutYAxisAnchor {
        NSLayoutYAxisAnchor(source: AnchorSource(item: self, attribute: attribute))
    }

    /// The left edge.
    public var leftAnchor: NSLayoutXAxisAnchor { xAnchor(.left) }
    /// The right edge.
    public var rightAnchor: NSLayoutXAxisAnchor { xAnchor(.right) }
    /// The leading edge (left from left to right).
    public var leadingAnchor: NSLayoutXAxisAnchor { xAnchor(.leading) }
    /// The trailing edge (right from left to right).
    public var trailingAnchor: NSLayoutXAxisAnchor { xAnchor(.trailing) }
    /// The horizontal centre.
    public var centerXAnchor: NSLayoutXAxisAnchor { xAnchor(.centerX) }
    /// The top edge.
    public var topAnchor: NSLayoutYAxisAnchor { yAnchor(.top) }
    /// The bottom edge.
    public var bottomAnchor: NSLayoutYAxisAnchor { yAnchor(.bottom) }
    /// The vertical centre.
    public var centerYAnchor: NSLayoutYAxisAnchor { yAnchor(.centerY) }
    /// The baseline of the first line of text (a label's; the bottom edge of views without text).
    public var firstBaselineAnchor: NSLayoutYAxisAnchor { yAnchor(.firstBaseline) }
    /// The baseline of the last line of text (a label's; the bottom edge of views without text).
    public var lastBaselineAnchor: NSLayoutYAxisAnchor { yAnchor(.lastBaseline) }
    /// The width.
    public var widthAnchor: NSLayoutDimension { NSLayoutDimension(source: AnchorSource(item: self, attribute: .width)) }
    /// The height.
    public var heightAnchor: NSLayoutDimension {
        NSLayoutDimension(source: AnchorSource(item: self, attribute: .height))
    }
}
