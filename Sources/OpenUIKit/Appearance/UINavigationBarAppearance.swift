import Foundation

/// How a navigation bar looks (UIKit's `UINavigationBarAppearance`): a bar appearance with the title's
/// text attributes (`.font`, `.foregroundColor`).
@preconcurrency @MainActor
open class UINavigationBarAppearance: UIBarAppearance {
    /// The attributes of the title (empty: 17 pt bold, black).
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:] { didSet { onChange?() } }
}
