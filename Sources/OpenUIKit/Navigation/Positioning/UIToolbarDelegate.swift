import Foundation

/// The delegate of a toolbar (UIKit's `UIToolbarDelegate`): it says where the toolbar is. A navigation
/// controller is its toolbar's delegate and answers `.bottom`.
@preconcurrency @MainActor
public protocol UIToolbarDelegate: UIBarPositioningDelegate {}
