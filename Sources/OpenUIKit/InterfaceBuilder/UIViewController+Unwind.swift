import Foundation
import OpenQuartzCore

extension UIViewController {
    /// Performs an unwind segue (UIKit's order): finds the destination by walking up from this controller
    /// through parents and presenting controllers; at each container, the children its
    /// `allowedChildrenForUnwinding(from:)` gives are searched first (each child's own allowed children
    /// before the child), then the container; the first whose `canPerformUnwindSegueAction(_:from:sender:)`
    /// is true is the destination. Then `prepare(for:sender:)`, the unwind action sent to the destination
    /// with the segue, and the segue performed: the presentations above the destination are dismissed and
    /// each container on the way gets `unwind(for:towards:)` (a navigation controller pops, a tab bar
    /// controller selects). No destination is reported.
    func performUnwindSegue(_ element: IBElement, sender: Any?) {
        guard let action = element["unwindAction"] else { return }
        let source = UIStoryboardUnwindSegueSource(source: self, unwindAction: action, sender: sender)
        guard let destination = unwindDestination(for: source) else {
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

    private func unwindDestination(for source: UIStoryboardUnwindSegueSource) -> UIViewController? {
        var child: UIViewController = self
        while let container = child.parent ?? child.presentingViewController {
            for candidate in container.allowedChildrenForUnwinding(from: source) {
                if let found = Self.unwindDestination(in: candidate, for: source) { return found }
            }
            if container.canPerformUnwindSegueAction(source.unwindAction, from: self, sender: source.sender) {
                return container
            }
            child = container
        }
        return nil
    }

    /// The destination in `controller`'s subtree: its allowed children's subtrees first, then itself.
    private static func unwindDestination(
        in controller: UIViewController, for source: UIStoryboardUnwindSegueSource
    ) -> UIViewController? {
        for child in controller.allowedChildrenForUnwinding(from: source) {
            if let found = unwindDestination(in: child, for: source) { return found }
        }
        let canPerform = controller.canPerformUnwindSegueAction(
            source.unwindAction, from: source.source, sender: source.sender)
        return canPerform ? controller : nil
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
