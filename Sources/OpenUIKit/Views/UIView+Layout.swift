import Foundation
import OpenQuartzCore

/// Frame-based layout: autoresizing of subviews when a view changes size, and sizing a view to fit.
extension UIView {
    /// The value of `intrinsicContentSize` in a direction where the view has no natural size.
    public static let noIntrinsicMetric: CGFloat = -1

    /// How the view resizes when its superview's bounds change size (empty — fixed — by default).
    public var autoresizingMask: AutoresizingMask {
        get { extras.autoresizingMask }
        set { extras.autoresizingMask = newValue }
    }

    /// Whether the view resizes its subviews by their `autoresizingMask` when its bounds change size (true
    /// by default).
    public var autoresizesSubviews: Bool {
        get { extras.autoresizesSubviews }
        set { extras.autoresizesSubviews = newValue }
    }

    /// Whether the view, while tracking a touch, keeps other views of its window from receiving touches
    /// (false by default). Stored for API compatibility: OpenUIKit's events have a single touch.
    public var isExclusiveTouch: Bool {
        get { extras.isExclusiveTouch }
        set { extras.isExclusiveTouch = newValue }
    }

    /// Whether the view receives more than one touch of a multi-touch sequence (false by default). Stored
    /// for API compatibility: OpenUIKit's events have a single touch.
    public var isMultipleTouchEnabled: Bool {
        get { extras.isMultipleTouchEnabled }
        set { extras.isMultipleTouchEnabled = newValue }
    }

    /// Gives the view's bounds `size`, keeping `frame.origin` (under a transform the bounds get exactly
    /// `size` and the centre moves so the frame's origin stays). A size that is negative, NaN or infinite
    /// is reported and changes nothing (UIKit raises `CALayerInvalidGeometry` for the non-finite ones).
    func resize(toFit size: CGSize) {
        guard size.width.isFinite, size.height.isFinite, size.width >= 0, size.height >= 0 else {
            Diagnostics.report(
                .invalidGeometry, .exception,
                "sizeThatFits(_:) of \(type(of: self)) returned \(size); sizeToFit() leaves the view as it is")
            return
        }
        let origin = frame.origin
        bounds = CGRect(origin: bounds.origin, size: size)
        frame = CGRect(origin: origin, size: frame.size)
    }

    /// After the bounds (or frame) changed from a size of `oldSize`: resizes the subviews by their
    /// autoresizing masks, as UIKit does right away inside the setter (so inside an animation block the
    /// subviews animate along).
    func boundsSizeDidChange(from oldSize: CGSize) {
        let newSize = bounds.size
        guard newSize != oldSize, autoresizesSubviews else { return }
        for subview in subviews where !subview.autoresizingMask.isEmpty {
            subview.frame = subview.autoresizingMask.resizedFrame(
                subview.frame, fromSuperviewSize: oldSize, to: newSize)
        }
    }
}
