import Foundation

/// The direction a view lays out leading and trailing in (UIKit's `UIUserInterfaceLayoutDirection`).
public enum UIUserInterfaceLayoutDirection: Int, Sendable, Hashable {
    case leftToRight = 0, rightToLeft
}
