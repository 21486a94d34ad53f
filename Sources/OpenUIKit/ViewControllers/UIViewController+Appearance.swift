import Foundation
import OpenQuartzCore

/// The appearance state machine. Every controller has one state (`AppearanceState`); three kinds of caller
/// move it, each asking `AppearanceDriver` first (who owns a step, who may begin or end one):
///
/// - **Containers**, through automatic forwarding: a controller that begins or ends an appearance transition
///   passes the same step on to its children whose views are inside its view, after its own callback
///   (parent viewWillAppear → child viewWillAppear → parent viewDidAppear → child viewDidAppear, Apple's "Implementing a Container View Controller").
///   Containment transitions (`transition(from:to:…)`) begin and end their two children explicitly.
/// - **Windows**: a controller's view entering a visible window begins its appearance at once
///   (`viewWillAppear`) and ends it after the next commit (`viewDidAppear`), unless its parent is itself
///   appearing and will forward the end. Leaving a window sends both disappearance callbacks around the
///   removal. A window's root controller appears through `makeKeyAndVisible()` the same way, its
///   `viewDidAppear` coming after those of views that entered the window by `addSubview` in the same turn
///   (the order UIKit gives when no containment links the two). Children of a parent that forwards manually are left to that parent.
/// - **Manual forwarding**: `beginAppearanceTransition(_:animated:)`/`endAppearanceTransition()`.
extension UIViewController {
    /// Tells the controller its view is about to appear (`true`) or disappear, calling `viewWillAppear` or
    /// `viewWillDisappear` (and forwarding to its children when it forwards automatically). For containers
    /// that forward appearance themselves (`shouldAutomaticallyForwardAppearanceMethods` false, UIViewController.h). A call that repeats the state the controller is
    /// already in or going to is reported as "Unbalanced calls to begin/end appearance transitions" and
    /// ignored; turning back half-way (appearing → disappearing) is allowed, as a cancelled interactive
    /// transition does.
    public func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        let alreadyThere: Set<AppearanceState> = isAppearing ? [.appearing, .appeared] : [.disappearing, .disappeared]
        guard !alreadyThere.contains(appearanceState) else {
            reportUnbalancedAppearance()
            return
        }
        beginAppearance(isAppearing, animated: animated, owner: .manual)
    }

    /// Ends the appearance transition begun with `beginAppearanceTransition(_:animated:)`: calls
    /// `viewDidAppear` or `viewDidDisappear`. Without a transition in progress it is reported as
    /// "Unbalanced calls to begin/end appearance transitions" and ignored.
    public func endAppearanceTransition() {
        guard appearanceState.isTransitioning else {
            reportUnbalancedAppearance()
            return
        }
        endAppearance()
    }

    // MARK: The state machine

    /// Moves to appearing or disappearing, calls the `viewWill…` callback, then forwards to the children.
    /// A controller about to appear loads its view first, so `viewDidLoad` always precedes `viewWillAppear`.
    /// `owner` ends the step; a transition that owns the controller keeps it whoever begins the step.
    func beginAppearance(_ isAppearing: Bool, animated: Bool, owner: AppearanceOwner) {
        if isAppearing { loadViewIfNeeded() }
        appearanceState = isAppearing ? .appearing : .disappearing
        AppearanceDriver.hand(self, to: owner)
        appearedBeforeBeingAdopted = false
        appearanceAnimated = animated
        if isAppearing {
            LifecycleTrace.record(self, .viewWillAppear(animated: animated))
            viewWillAppear(animated)
        } else {
            LifecycleTrace.record(self, .viewWillDisappear(animated: animated))
            viewWillDisappear(animated)
        }
        guard shouldAutomaticallyForwardAppearanceMethods else { return }
        let target: Set<AppearanceState> = isAppearing ? [.appearing, .appeared] : [.disappearing, .disappeared]
        for child in childrenInView
        where isStillShowing(child) && !target.contains(child.appearanceState)
            && AppearanceDriver.parentForwards(to: child)
        {
            if isAppearing, child.appearanceState == .disappearing {
                // The child is leaving in a transition of its own (one started from viewWillAppear, say):
                // UIKit warns ("Unbalanced calls to begin/end appearance transitions"); the transition keeps the child.
                child.reportUnbalancedAppearance()
                continue
            }
            child.beginAppearance(isAppearing, animated: animated, owner: .container)
        }
    }

    /// Whether `child` is still a child whose view is inside this controller's view — a callback forwarded
    /// earlier in the same pass may have removed it.
    private func isStillShowing(_ child: UIViewController) -> Bool {
        guard child.parent === self, let view = loadedView else { return false }
        return child.loadedView?.isDescendant(of: view) == true
    }

    /// Finishes the transition in progress: calls the `viewDid…` callback, then forwards to the children.
    /// A child that appeared on its own — its view entered the window before it was added as a child — gets
    /// its own `viewDidAppear` (first, if it was still waiting for it) and then the forwarded one, a second
    /// time, as UIKit does; the duplicate is reported with the fix.
    func endAppearance() {
        let appearing = appearanceState == .appearing
        let animated = appearanceAnimated
        appearanceState = appearing ? .appeared : .disappeared
        AppearanceDriver.stepDidEnd(self)
        if appearing {
            LifecycleTrace.record(self, .viewDidAppear(animated: animated))
            viewDidAppear(animated)
            // Apple: true in both viewWillAppear and viewDidAppear of the appearance that follows addChild.
            isMovingToParent = false
        } else {
            LifecycleTrace.record(self, .viewDidDisappear(animated: animated))
            viewDidDisappear(animated)
        }
        guard shouldAutomaticallyForwardAppearanceMethods else { return }
        for child in childrenInView where isStillShowing(child) && AppearanceDriver.parentForwards(to: child) {
            let adoptedWhileAppearing = appearing && child.appearedBeforeBeingAdopted
            if child.appearanceState == (appearing ? .appearing : .disappearing) {
                // A child still waiting for the window's end gets that one first, as in UIKit.
                child.endAppearance()
            }
            if adoptedWhileAppearing, child.appearanceState == .appeared {
                deliverDuplicateAppearance(to: child, animated: animated)
            }
        }
    }

    /// UIKit's second `viewDidAppear` for a child that appeared through the window before it was adopted,
    /// reported with the fix.
    private func deliverDuplicateAppearance(to child: UIViewController, animated: Bool) {
        child.appearedBeforeBeingAdopted = false
        Diagnostics.report(
            .duplicateAppearance, .warning,
            "\(child) received viewDidAppear twice: its view entered the window through addSubview before addChild(_:) while \(self) was appearing; call addChild before addSubview"
        )
        LifecycleTrace.record(child, .viewDidAppear(animated: animated))
        child.viewDidAppear(animated)
    }

    /// The children whose views are inside this controller's view: the ones appearance is forwarded to.
    var childrenInView: [UIViewController] {
        guard let view = loadedView else { return [] }
        return children.filter { $0.loadedView?.isDescendant(of: view) == true }
    }

    func reportUnbalancedAppearance() {
        Diagnostics.report(
            .unbalancedAppearanceTransition, .warning,
            "Unbalanced calls to begin/end appearance transitions for \(self).")
    }

    // MARK: Window-driven appearance

    /// The controller's view is about to move from `oldWindow` to `newWindow` (called by the view).
    func viewWillMove(fromWindow oldWindow: UIWindow?, toWindow newWindow: UIWindow?) {
        let willBeVisible = newWindow?.isVisibleOnScreen == true
        guard willBeVisible != (oldWindow?.isVisibleOnScreen == true) else { return }
        if let parent, !parent.shouldAutomaticallyForwardAppearanceMethods { return }
        if !willBeVisible { AppearanceDriver.viewWillLeaveWindow(of: self) }
        guard AppearanceDriver.windowMayDrive(self) else { return }
        if willBeVisible {
            let stage: UIApplication.AfterCommitStage =
                newWindow?.rootViewController === self ? .windowAppearance : .viewAppearance
            beginWindowDrivenAppearance(stage: stage)
        } else if appearanceState == .appeared || appearanceState == .appearing {
            beginAppearance(false, animated: false, owner: .window)
        }
    }

    /// The controller's view moved to another window (called by the view): ends a disappearance the
    /// window began.
    func viewDidMoveToWindow() {
        if AppearanceDriver.isDisappearingThroughWindow(self) {
            endAppearance()
        }
    }

    /// Begins appearing because the view is entering a visible window, and arranges the end: after the next
    /// commit, in `stage` — or through the parent's forwarding when the parent is itself appearing and the
    /// view is inside the parent's view (where forwarding reaches it). Only a controller that has fully
    /// disappeared appears this way: one still disappearing in a transition is left to that transition.
    func beginWindowDrivenAppearance(stage: UIApplication.AfterCommitStage) {
        // A controller half-way out in a container's or manual transition stays with that transition.
        guard appearanceState == .disappeared, AppearanceDriver.windowMayDrive(self) else { return }
        beginAppearance(true, animated: false, owner: .container)
        appearedBeforeBeingAdopted = parent == nil
        if let parent, parent.appearanceState == .appearing, parent.shouldAutomaticallyForwardAppearanceMethods,
            let parentView = parent.viewIfLoaded, loadedView?.isDescendant(of: parentView) == true
        {
            return
        }
        AppearanceDriver.hand(self, to: .window)
        UIApplication.shared.performAfterNextCommit(stage) { [weak self] in
            guard let self, self.appearanceOwner == .window, self.appearanceState == .appearing else { return }
            guard self.loadedView?.window?.isVisibleOnScreen == true else {
                // The window was hidden (or the view left it) before the commit: the appearance is undone.
                self.beginAppearance(false, animated: false, owner: .window)
                self.endAppearance()
                return
            }
            self.endAppearance()
        }
    }
}
