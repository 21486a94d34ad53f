import Foundation
import OpenUIKit

/// The tab bar controller delegate of the seeds' tab transitions: for every switch it returns seed 000 §2's
/// `TabBarTransition`, and, asked for an interaction controller (seed 004 §4's second method), the one of
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
