import Foundation
import OpenQuartzCore

/// The segues of a storyboard: relationship segues made with their controller, embed segues performed
/// when the container's view loads, and the others — show, show detail, present modally, popover, custom
/// and unwind — made by `performSegue(withIdentifier:sender:)` or by the control, bar button item or
/// gesture recognizer that triggers them.
@MainActor
enum IBSegues {
    /// Makes the destinations of `element`'s relationship segues and gives them to `controller`: a
    /// navigation controller's root, a tab bar controller's tabs (in the file's order).
    static func performRelationships(
        of element: IBElement, for controller: UIViewController, in storyboard: UIStoryboard
    ) {
        var tabs: [UIViewController] = []
        for segue in element.children(of: "connections") where segue.name == "segue" && segue["kind"] == "relationship"
        {
            guard let id = segue["destination"], let destination = storyboard.instantiateController(withID: id) else {
                continue
            }
            switch (segue["relationship"], controller) {
            case ("rootViewController", let navigation as UINavigationController):
                navigation.setViewControllers([destination], animated: false)
            case ("viewControllers", is UITabBarController):
                tabs.append(destination)
            default:
                break
            }
        }
        if let tabBarController = controller as? UITabBarController, !tabs.isEmpty {
            tabBarController.setViewControllers(tabs, animated: false)
        }
    }

    /// Makes each control, bar button item and gesture recognizer with a (non-embed) segue trigger it on
    /// `controller`: a control on touch up inside (primary action), the others on their action.
    static func install(_ segues: [(element: IBElement, sender: AnyObject)], from controller: UIViewController) {
        for (element, sender) in segues where element["kind"] != "embed" {
            IBActions.connect(sender, to: controller, event: .touchUpInside) { controller, sender in
                (controller as? UIViewController)?.triggerStoryboardSegue(element, sender: sender)
            }
        }
    }

    /// Performs the embed segues of container views: for each, the destination is made, the source's
    /// `prepare(for:sender:)` sees the segue, and the destination is added as a child with UIKit's
    /// containment calls — `addChild` (`willMove(toParent:)`), its view filling the container,
    /// `didMove(toParent:)`.
    static func performEmbeds(_ segues: [(element: IBElement, sender: AnyObject)], from controller: UIViewController) {
        for (element, sender) in segues where element["kind"] == "embed" {
            guard let container = sender as? UIView, let storyboard = controller.storyboard,
                let id = element["destination"], let child = storyboard.instantiateController(withID: id)
            else { continue }
            let segue = UIStoryboardSegue(identifier: element["identifier"], source: controller, destination: child) {
                [unowned controller, unowned child, unowned container] in
                controller.addChild(child)
                child.view.frame = container.bounds
                child.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
                container.addSubview(child.view)
                child.didMove(toParent: controller)
            }
            record(segue)
            controller.prepare(for: segue, sender: nil)
            segue.perform()
        }
    }

    /// The segue `element` describes from `source`, with its destination made: a custom segue's class, or
    /// a segue whose `perform()` calls UIKit's method for its kind. Nil, after reporting it, when the
    /// destination cannot be made.
    static func makeSegue(_ element: IBElement, from source: UIViewController, sender: Any?) -> UIStoryboardSegue? {
        guard let storyboard = source.storyboard, let id = element["destination"],
            let destination = storyboard.instantiateController(withID: id)
        else { return nil }
        let identifier = element["identifier"]
        let animated = element.bool("animates") ?? true
        switch element["kind"] {
        case "custom":
            let segueClass = resolvedSegueClass(element, storyboard: storyboard)
            return segueClass.init(identifier: identifier, source: source, destination: destination)
        case "showDetail", "replace":
            return UIStoryboardSegue(identifier: identifier, source: source, destination: destination) {
                [unowned source] in source.showDetailViewController(destination, sender: sender)
            }
        case "presentation", "modal", "popoverPresentation":
            if let style = element["modalPresentationStyle"].flatMap(IBValues.modalPresentationStyle) {
                destination.modalPresentationStyle = style
            } else if element["kind"] == "popoverPresentation" {
                destination.modalPresentationStyle = .popover
            }
            if let style = element["modalTransitionStyle"].flatMap(IBValues.modalTransitionStyle) {
                destination.modalTransitionStyle = style
            }
            return UIStoryboardSegue(identifier: identifier, source: source, destination: destination) {
                [unowned source] in source.present(destination, animated: animated)
            }
        default:
            return UIStoryboardSegue(identifier: identifier, source: source, destination: destination) {
                [unowned source] in source.show(destination, sender: sender)
            }
        }
    }

    private static func resolvedSegueClass(_ element: IBElement, storyboard: UIStoryboard) -> UIStoryboardSegue.Type {
        guard let name = element["customClass"] else { return UIStoryboardSegue.self }
        let found = IBInstantiation.lookUpClass(named: name, of: element, bundle: storyboard.bundle)
        if let segueClass = found as? UIStoryboardSegue.Type { return segueClass }
        Diagnostics.report(
            .unknownInterfaceBuilderClass, .warning,
            "Unknown class \(name) in Interface Builder file. (\(storyboard.name): a UIStoryboardSegue is made instead)"
        )
        return UIStoryboardSegue.self
    }

    /// Records the segue in lifecycle traces, as a code-declared segue is recorded.
    static func record(_ segue: UIStoryboardSegue) {
        LifecycleTrace.record(
            segue.source, .segue(identifier: segue.identifier ?? "", destination: segue.destination.traceName))
    }
}
