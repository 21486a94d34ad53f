import Foundation

/// The delegate of a navigation bar (UIKit's `UINavigationBarDelegate`): a navigation controller is its bar's
/// delegate, and a view controller with a bar of its own becomes its bar's to answer `position(for:)` with
/// `.topAttached`. Deliberate difference: UIKit's item callbacks (`navigationBar(_:shouldPush:)` and the
/// like) are not here; a navigation controller drives its bar's items itself.
@preconcurrency @MainActor
public protocol UINavigationBarDelegate: UIBarPositioningDelegate {}
