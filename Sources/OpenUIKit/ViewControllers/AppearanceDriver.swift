import Foundation

/// The one place that decides who moves a controller's appearance (`UIViewController.AppearanceState`):
/// windows, containers and the controller-transition engine ask it before they begin or end a step, and
/// every change of a step's owner (`AppearanceOwner`) goes through it. The rules (written out in
/// docs/ARCHITECTURE.md, "Appearance"):
///
/// 1. A step has one owner, the one that ends it: the window, the forwarding container, the caller of
///    `beginAppearanceTransition(_:animated:)`, or a controller transition.
/// 2. A transition claims its controllers before its first callback and releases them after its last;
///    meanwhile the ones it claimed stay its own whoever begins a step (`hand(_:to:)` keeps them), and
///    windows leave them alone (`windowMayDrive(_:)`).
/// 3. A transition's controllers are kept from their parent's forwarding too, unless the transition is
///    `transition(from:to:…)` (where a parent appearing meanwhile forwards to its children, as UIKit's
///    transition view lets it).
/// 4. A view the owning transition removes while it puts its views in order keeps its controller in the
///    transition; a view anyone else takes out of the window takes its controller off screen through the
///    window and out of the transition.
///
/// The driver keeps no state of its own: the owner and the owning transition are the controller's.
@MainActor
enum AppearanceDriver {
    // MARK: The engine

    /// `transition` takes `controller`'s appearance until it releases it.
    static func claim(_ controller: UIViewController, for transition: ControllerTransition) {
        controller.appearanceOwner = .transition
        controller.owningTransition = transition
    }

    /// The transition that owned `controller` gives it back (nothing happens when it is no longer owned by
    /// one: someone took its view out of the window meanwhile).
    static func release(_ controller: UIViewController) {
        guard controller.appearanceOwner == .transition else { return }
        controller.appearanceOwner = nil
        controller.owningTransition = nil
    }

    /// Whether a transition still owns `controller`.
    static func isOwnedByTransition(_ controller: UIViewController) -> Bool {
        controller.appearanceOwner == .transition
    }

    // MARK: The state machine

    /// A step of `controller` begins, to be ended by `owner` — unless a transition owns the controller, which
    /// keeps it.
    static func hand(_ controller: UIViewController, to owner: UIViewController.AppearanceOwner) {
        guard controller.appearanceOwner != .transition else { return }
        controller.appearanceOwner = owner
    }

    /// `controller`'s step ended: it has no owner until the next one begins (a transition keeps it).
    static func stepDidEnd(_ controller: UIViewController) {
        guard controller.appearanceOwner != .transition else { return }
        controller.appearanceOwner = nil
    }

    // MARK: Windows

    /// Whether a window may begin or end `controller`'s appearance: not while a transition owns it.
    static func windowMayDrive(_ controller: UIViewController) -> Bool {
        controller.appearanceOwner != .transition
    }

    /// Whether `controller` is disappearing because a window began it (the window then ends it).
    static func isDisappearingThroughWindow(_ controller: UIViewController) -> Bool {
        controller.appearanceState == .disappearing && controller.appearanceOwner == .window
    }

    /// `controller`'s view is about to leave visible windows. When a transition owns the controller and is not
    /// itself putting its views in order, someone else took the arriving view off screen mid-transition: the
    /// controller leaves the transition, and the window takes it off screen.
    static func viewWillLeaveWindow(of controller: UIViewController) {
        guard controller.appearanceOwner == .transition, controller.owningTransition?.isArrangingViews != true,
            controller.appearanceState == .appearing || controller.appearanceState == .appeared
        else { return }
        controller.appearanceOwner = nil
        controller.owningTransition = nil
    }

    // MARK: Containers

    /// Whether a parent's forwarding reaches `child`: not when a transition that keeps its controllers from
    /// forwarding owns it.
    static func parentForwards(to child: UIViewController) -> Bool {
        !(child.appearanceOwner == .transition && child.owningTransition?.shieldsFromForwarding == true)
    }
}
