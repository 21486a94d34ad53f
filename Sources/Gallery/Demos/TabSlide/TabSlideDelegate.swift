import Foundation
import OpenUIKit

/// The tab bar controller delegate of the ported tab transitions: for every switch it returns the
/// `TabBarTransition` of “Complex Animation Cases”, and, asked for an interaction controller (the second method
/// of the tab bar part of “Playing with iOS Transitions”), the one of
/// the pan in progress — nil otherwise, so a tap's switch runs the animator on its own.
@MainActor
final class TabSlideDelegate: UITabBarControllerDelegate {
    /// The interaction controller to hand out for the switch being started (set by the pan that starts it).
    var interaction: (any UIViewControllerInteractiveTransitioning)?

    func tabBarController(
        _ tabBarController: UITabBarController, animationControllerForTransitionFrom fromVC: UIViewController,
        to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        TabBarTransition(fromVC: fromVC, toVC: toVC)
    }

    func tabBarController(
        _ tabBarController: UITabBarController,
        interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? {
        interaction
    }
}
