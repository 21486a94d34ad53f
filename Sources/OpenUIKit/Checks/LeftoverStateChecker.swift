import Foundation
import OpenQuartzCore

/// Checks, after things settle, that transitions cleaned up after themselves (beyond UIKit, where such
/// leftovers show up as frozen screens or views that ignore touches):
///
/// - no animation still running on the views involved (animations kept with
///   `isRemovedOnCompletion = false` that have ended are fine);
/// - no snapshot view (`snapshotView(afterScreenUpdates:)`) left in the hierarchy;
/// - user interaction enabled again on every controller's view and on the windows (plain views may
///   legitimately ignore touches, so they are not checked);
/// - every controller's appearance state consistent with its view: `appeared` exactly when the view is in
///   a visible window, and no transition half-way — for the controllers of the window or controller
///   checked and, when checking a window, for any other controller still appearing, appeared or
///   disappearing whose view is in no visible window (one whose view left with a container that was
///   removed, say, which no tree walk reaches any more);
/// - no controller transition still in flight, and nothing but controllers' views left in a transition
///   container view (dimming views, decorations).
///
/// ```swift
/// UIApplication.shared.runUntilIdle()
/// #expect(LeftoverStateChecker.check(window) == [])
/// ```
@preconcurrency @MainActor
public enum LeftoverStateChecker {
    /// Checks a window: its views and its root controller's tree.
    public static func check(_ window: UIWindow) -> [LeftoverState] {
        var seen: Set<ObjectIdentifier> = []
        let found =
            checkViews(under: window)
            + checkControllers(from: window.rootViewController.map { [$0] } ?? [], under: window, seen: &seen)
        return found + strayControllers(excluding: seen)
    }

    /// Checks a controller's tree: the controllers and the views of their root views.
    public static func check(_ controller: UIViewController) -> [LeftoverState] {
        var seen: Set<ObjectIdentifier> = []
        return (controller.viewIfLoaded.map(checkViews(under:)) ?? [])
            + checkControllers(from: [controller], under: controller.viewIfLoaded, seen: &seen)
    }

    /// The controllers not in `seen` that are still on screen by their state while their view is in no
    /// visible window, by name.
    private static func strayControllers(excluding seen: Set<ObjectIdentifier>) -> [LeftoverState] {
        UIViewController.controllersNotDisappeared
            .filter { !seen.contains(ObjectIdentifier($0)) && $0.viewIfLoaded?.window?.isVisibleOnScreen != true }
            .compactMap(appearanceProblem(of:))
            .sorted { $0.description < $1.description }
    }

    private static func checkViews(under root: UIView) -> [LeftoverState] {
        var found: [LeftoverState] = []
        var pending = [root]
        while let view = pending.popLast() {
            let name = view.traceName
            for key in unfinishedAnimationKeys(of: view.layer) {
                found.append(.unfinishedAnimation(view: name, key: key))
            }
            if view.isSnapshot { found.append(.snapshotLeftBehind(inside: view.superview?.traceName ?? name)) }
            if view.isTransitionContainer {
                for subview in view.subviews where subview.owningViewController == nil && !subview.isSnapshot {
                    found.append(.viewLeftInTransitionContainer(view: subview.traceName, container: name))
                }
            }
            if !view.isUserInteractionEnabled, view.owningViewController != nil || view is UIWindow {
                found.append(.userInteractionDisabled(view: name))
            }
            pending.append(contentsOf: view.subviews.reversed())
        }
        return found
    }

    /// Checks the controllers of `roots`' trees and those whose views are under `view` without containment,
    /// each once, in tree order.
    private static func checkControllers(
        from roots: [UIViewController], under view: UIView?, seen: inout Set<ObjectIdentifier>
    ) -> [LeftoverState] {
        var found: [LeftoverState] = []
        var pending = Array((roots + (view.map(controllersOfViews(under:)) ?? [])).reversed())
        while let controller = pending.popLast() {
            guard seen.insert(ObjectIdentifier(controller)).inserted else { continue }
            if let problem = appearanceProblem(of: controller) { found.append(problem) }
            for transition in ControllerTransition.inFlight where transition.host === controller {
                found.append(.transitionInFlight(transition.name))
            }
            pending.append(contentsOf: controller.children.reversed())
        }
        return found
    }

    /// A controller's appearance against its view: never half-way through a transition; appeared only in a
    /// visible window; in a visible window only when appeared — except children of a container that
    /// forwards appearance by hand, which may keep views of pages it is not showing in the window. A view
    /// another controller shows now (a collection view shared by layout-to-layout navigation) counts as that
    /// controller's.
    private static func appearanceProblem(of controller: UIViewController) -> LeftoverState? {
        let view = controller.viewIfLoaded
        let inWindow = view?.owningViewController === controller && view?.window?.isVisibleOnScreen == true
        let state = controller.appearanceState
        let managedByHand = controller.parent?.shouldAutomaticallyForwardAppearanceMethods == false
        guard
            state.isTransitioning || (state == .appeared && !inWindow)
                || (state == .disappeared && inWindow && !managedByHand)
        else {
            return nil
        }
        return .inconsistentAppearance(
            controller: controller.traceName, state: state.description, viewInWindow: inWindow)
    }

    /// The controllers owning views under `view`, in depth-first order.
    private static func controllersOfViews(under view: UIView) -> [UIViewController] {
        var controllers: [UIViewController] = []
        var pending = [view]
        while let next = pending.popLast() {
            if let controller = next.owningViewController { controllers.append(controller) }
            pending.append(contentsOf: next.subviews.reversed())
        }
        return controllers
    }

    /// The keys of the unfinished animations on `layer`, its mask and its sublayers that belong to no
    /// other view (subviews are checked on their own).
    private static func unfinishedAnimationKeys(of layer: CALayer) -> [String] {
        var keys = layer.unfinishedAnimations.map(\.key)
        let owned = (layer.sublayers ?? []) + (layer.mask.map { [$0] } ?? [])
        for sublayer in owned where !(sublayer.delegate is UIView) {
            keys += unfinishedAnimationKeys(of: sublayer)
        }
        return keys
    }
}
