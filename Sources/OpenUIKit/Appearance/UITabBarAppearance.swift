import Foundation

/// How a tab bar looks (UIKit's `UITabBarAppearance`): a bar appearance. Item layouts
/// (`stackedLayoutAppearance` and its kind) are not modelled: items take their own attributes.
@preconcurrency @MainActor
open class UITabBarAppearance: UIBarAppearance {}
