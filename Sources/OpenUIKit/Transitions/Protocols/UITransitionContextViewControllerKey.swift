import Foundation

/// The keys naming the two controllers of a transition (UIKit's `UITransitionContextViewControllerKey`).
public struct UITransitionContextViewControllerKey: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    /// The controller visible at the start of the transition (the end of a completed one leaves it hidden).
    public static let from = UITransitionContextViewControllerKey(rawValue: "UITransitionContextFromViewControllerKey")
    /// The controller visible at the end of a completed transition.
    public static let to = UITransitionContextViewControllerKey(rawValue: "UITransitionContextToViewControllerKey")
}
