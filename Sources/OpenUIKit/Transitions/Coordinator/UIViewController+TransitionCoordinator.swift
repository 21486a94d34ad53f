import Foundation

extension UIViewController {
    /// The coordinator of the transition this controller takes part in — as one of its two controllers or
    /// as their container — or else its parent's; nil when no transition involves it. UIKit keeps it until
    /// the transition's last callback (so it is still there in `viewDidAppear`).
    public var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? {
        if let transition = ControllerTransition.inFlight.last(where: { $0.involves(self) }) {
            return transition.coordinator
        }
        return parent?.transitionCoordinator
    }
}
