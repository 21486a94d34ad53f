import Foundation

extension UIControl {
    /// How content is placed horizontally in a control (UIKit's `UIControl.ContentHorizontalAlignment`).
    public enum ContentHorizontalAlignment: Int, Sendable {
        case center = 0, left, right, fill, leading, trailing
    }

    /// How content is placed vertically in a control (UIKit's `UIControl.ContentVerticalAlignment`).
    public enum ContentVerticalAlignment: Int, Sendable {
        case center = 0, top, bottom, fill
    }
}

extension UIControl.ContentHorizontalAlignment {
    /// Where content `width` wide goes in `rect` (leading is left, trailing right: OpenUIKit lays out
    /// left to right), moved by `insets` (UIKit's edge insets inset the rectangle the content is aligned in).
    func x(ofWidth width: CGFloat, in rect: CGRect, insets: UIEdgeInsets) -> CGFloat {
        switch self {
        case .left, .leading: rect.minX + insets.left
        case .right, .trailing: rect.maxX - insets.right - width
        case .center, .fill: rect.midX - width / 2 + (insets.left - insets.right) / 2
        }
    }
}

extension UIControl.ContentVerticalAlignment {
    /// Where content `height` tall goes in `rect`, moved by `insets`.
    func y(ofHeight height: CGFloat, in rect: CGRect, insets: UIEdgeInsets) -> CGFloat {
        switch self {
        case .top: rect.minY + insets.top
        case .bottom: rect.maxY - insets.bottom - height
        case .center, .fill: rect.midY - height / 2 + (insets.top - insets.bottom) / 2
        }
    }
}
