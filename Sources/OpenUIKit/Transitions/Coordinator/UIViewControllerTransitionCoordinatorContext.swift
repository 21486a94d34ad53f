import Foundation
import OpenQuartzCore

/// What a transition coordinator's blocks are told about the transition (UIKit's
/// `UIViewControllerTransitionCoordinatorContext`).
@preconcurrency @MainActor
public protocol UIViewControllerTransitionCoordinatorContext: AnyObject {
    /// Whether the transition is animated.
    var isAnimated: Bool { get }
    /// The presentation style (`.none` for navigation and containment transitions).
    var presentationStyle: UIModalPresentationStyle { get }
    /// Whether the transition started interactively.
    var initiallyInteractive: Bool { get }
    /// Whether the transition can be interrupted (its animator offered an interruptible animator).
    var isInterruptible: Bool { get }
    /// Whether an interaction drives the transition now.
    var isInteractive: Bool { get }
    /// Whether the transition was cancelled.
    var isCancelled: Bool { get }
    /// The animator's duration.
    var transitionDuration: TimeInterval { get }
    /// The last progress an interaction reported, 0…1.
    var percentComplete: CGFloat { get }
    /// The speed of the part after the interaction.
    var completionVelocity: CGFloat { get }
    /// The curve of the part after the interaction.
    var completionCurve: UIView.AnimationCurve { get }
    /// The controller for `key`.
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
    /// The view for `key`, or nil when it must not be touched.
    func view(forKey key: UITransitionContextViewKey) -> UIView?
    /// The view the transition takes place in.
    var containerView: UIView { get }
    /// The transform applied to the arriving content.
    var targetTransform: CGAffineTransform { get }
}
