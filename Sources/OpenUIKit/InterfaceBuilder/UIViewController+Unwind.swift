import Foundation
import OpenQuartzCore

extension UIViewController {
    /// Performs an unwind segue (UIKit's order): finds the destination — the first controller, walking up
    /// from this one through parents and presenting controllers (and, in a navigation controller, the
    /// controllers below on its stack, nearest first), whose `canPerformUnwindSegueAction(_:from:sender:)`
    /// is true —, calls `prepare(for:sender:)`, sends the destination the unwind action with the segue,
    /// then performs the segue: the presentations above the destination are dismissed and each container
    /// on the way gets `unwind(for:towards:)` (a navigation controller pops). No destination is reported.
    func performUnwindSegue(_ element: IBElement, sender: Any?) {
        guard let action = element["unwindAction"] else { return }
        guard let destination = unwindDestination(for: action, sender: sender) else {
            Diagnostics.report(
                .unknownSegue, .warning,
                "\(self): no controller up the hierarchy can perform the unwind action \(action); nothing happens")
            return
        }
        let segue = IBUnwindSegue(identifier: element["identifier"], source: self, destination: destination)
        IBSegues.record(segue)
        prepare(for: segue, sender: sender)
        IBActions.action(action, of: destination)?.send(destination, segue)
        segue.perform()
    }

    private func unwindDestination(for action: String, sender: Any?) -> UIViewController? {
        var child: UIViewController = self
        while let container = child.parent ?? child.presentingViewController {
            for candidate in Self.unwindCandidates(in: container, below: child)
            where candidate.canPerformUnwindSegueAction(action, from: self, sender: sender) {
                return candidate
            }
            if container.canPerformUnwindSegueAction(action, from: self, sender: sender) { return container }
            child = container
        }
        return nil
    }

    /// The children of `container` an unwind from `child` may end at, nearest first: in a navigation
    /// controller, the controllers below `child` on the stack; reached through a presentation, the
    /// presenting container's visible children (a navigation stack from the top, a tab bar controller's
    /// selected tab).
    private static func unwindCandidates(
        in container: UIViewController, below child: UIViewController
    )
        -> [UIViewController]
    {
        if let navigation = container as? UINavigationController {
            let stack = navigation.viewControllers
            let end = stack.firstIndex { $0 === child } ?? stack.count
            return stack[..<end].reversed()
        }
        if child.parent !== container, let tabs = container as? UITabBarController {
            return tabs.selectedViewController.map { [$0] } ?? []
        }
        return []
    }

    /// The transition of an unwind segue: dismisses what the destination's ancestry presents, then lets
    /// each container from the destination up bring its child on the way back.
    func completeUnwind(towards destination: UIViewController, with segue: UIStoryboardSegue) {
        if let presenter = destination.presentingAncestor() {
            presenter.dismiss(animated: true)
        }
        var subsequent: UIViewController = destination
        while let container = subsequent.parent {
            container.unwind(for: segue, towards: subsequent)
            subsequent = container
        }
    }

    /// The controller in this controller's ancestry (itself first) that presents another, if any.
    private func presentingAncestor() -> UIViewController? {
        var current: UIViewController? = self
        while let controller = current {
            if controller.presentedViewController != nil { return controller }
            current = controller.parent
        }
        return nil
    }
}

/// The segue of an unwind: its `perform()` dismisses and pops back to the destination.
final class IBUnwindSegue: UIStoryboardSegue {
    override func perform() {
        source.completeUnwind(towards: destination, with: self)
    }
}
