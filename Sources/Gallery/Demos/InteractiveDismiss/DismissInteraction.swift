import Foundation
import OpenUIKit

/// The three calls the pan of “Playing with iOS Transitions” makes on its dismissal's interaction object
/// (`IntObject`'s interface):
/// follow the finger, finish, cancel. UIKit's `UIPercentDrivenInteractiveTransition` answers them with its
/// own `update(_:)`, `finish()` and `cancel()` — the article's "the system class does the same".
@MainActor
protocol DismissInteraction: UIViewControllerInteractiveTransitioning {
    /// Moves the transition to `progress` (0 to 1) of the way.
    func updateAniProgress(_ progress: CGFloat)
    /// Lets the transition run to its end.
    func finish()
    /// Turns the transition back.
    func cancel()
}

extension UIPercentDrivenInteractiveTransition: DismissInteraction {
    /// `update(_:)`: scrubs the animator's animations to `progress`.
    func updateAniProgress(_ progress: CGFloat) {
        update(progress)
    }
}

extension IntObject: DismissInteraction {}
