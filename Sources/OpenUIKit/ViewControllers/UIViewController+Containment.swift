import Foundation
import OpenQuartzCore

extension UIViewController {
    /// Adds `childController` as a child (UIViewController.h): removes it from its old parent first, then calls its
    /// `willMove(toParent: self)`. The caller adds the child's view and then calls
    /// `child.didMove(toParent: self)` (Apple's "Implementing a Container View Controller"). Adding the receiver itself or one of its ancestors is
    /// reported and ignored, and so is adding a controller the receiver is presented over (directly or through a
    /// chain of presentations): its containment tree would then hold the controller that presents it, a loop
    /// UIKit's documentation leaves undefined.
    public func addChild(_ childController: UIViewController) {
        guard childController !== self, !isDescendantController(of: childController) else {
            Diagnostics.report(
                .invalidContainment, .exception,
                "addChild: \(childController) cannot become a child of \(self): it is the receiver or one of its ancestors"
            )
            return
        }
        guard !isPresented(over: childController) else {
            Diagnostics.report(
                .invalidContainment, .exception,
                "addChild: \(childController) cannot become a child of \(self): \(self) is presented over it")
            return
        }
        guard childController.parent !== self else { return }
        childController.removeFromParent()
        childController.isMovingToParent = true
        childController.willMove(toParent: self)
        children.append(childController)
        childController.parent = self
    }

    /// Removes the controller from its parent and calls `didMove(toParent: nil)` (UIViewController.h). The caller
    /// calls `willMove(toParent: nil)` first and removes the view (Apple's container guide). Without a parent it does
    /// nothing.
    public func removeFromParent() {
        guard let parent else { return }
        parent.children.removeAll { $0 === self }
        self.parent = nil
        didMove(toParent: nil)
    }

    /// What the base `willMove(toParent:)` does: marks a removal in progress and records it.
    func controllerWillMove(toParent parent: UIViewController?) {
        if parent == nil { isMovingFromParent = true }
        LifecycleTrace.record(self, .willMoveToParent(parent?.traceName), related: parent)
    }

    /// What the base `didMove(toParent:)` does: ends the move and records it. An addition whose appearance
    /// is still under way stays "moving to parent" until its `viewDidAppear`.
    func controllerDidMove(toParent parent: UIViewController?) {
        if parent == nil {
            isMovingFromParent = false
            isMovingToParent = false
        } else if appearanceState != .appearing {
            isMovingToParent = false
        }
        LifecycleTrace.record(self, .didMoveToParent(parent?.traceName), related: parent)
    }

    /// Whether `controller` is this controller or one of its ancestors.
    func isDescendantController(of controller: UIViewController) -> Bool {
        var current: UIViewController? = self
        while let node = current {
            if node === controller { return true }
            current = node.parent
        }
        return false
    }

    /// Swaps two children's views (UIViewController.h, `transition(from:to:duration:options:animations:completion:)`): adds `toViewController.view` to `fromViewController.view`'s
    /// superview, runs `animations` — or, with a transition option (`.transitionCurlUp`, `.transitionFlipFromLeft`,
    /// `.transitionCrossDissolve`…), the transition effect on that superview — removes
    /// `fromViewController.view` at the end, and sends both children their appearance callbacks: `to` will
    /// appear, `from` will disappear, then `from` did disappear, `to` did appear, then `completion`. This is
    /// the order UIKit's transition view uses for its appearance pairs (incoming will-appear before outgoing will-disappear); `animated` is
    /// `duration > 0`. It does not call `willMove`/`didMove`: the caller does, as in the documented cycle.
    /// `from`'s view is removed at the end whatever happened to it meanwhile (re-added by hand, it leaves
    /// again; `from` stays disappearing throughout and gets its `viewDidDisappear` at the end).
    ///
    /// Both controllers must be children of the receiver, the receiver must forward appearance
    /// automatically, `from`'s view must be in a superview and `to`'s must not be; otherwise the call is
    /// reported (UIKit raises `NSInvalidArgumentException`) and nothing happens. When the container is not in
    /// a visible window the views are swapped without appearance callbacks (the children appear with the
    /// container later). A child already in the state the transition moves it to (`to` appeared, `from`
    /// disappeared), or still half-way through another transition, is reported as "Unbalanced calls to
    /// begin/end appearance transitions", as `beginAppearanceTransition(_:animated:)` reports it, and the
    /// transition goes on.
    public func transition(
        from fromViewController: UIViewController, to toViewController: UIViewController, duration: TimeInterval,
        options: UIView.AnimationOptions = [], animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil
    ) {
        guard fromViewController.parent === self, toViewController.parent === self,
            fromViewController !== toViewController
        else {
            Diagnostics.report(
                .invalidContainment, .exception,
                "Children view controllers \(fromViewController) and \(toViewController) must have a common parent view controller when calling -[UIViewController transitionFromViewController:toViewController:duration:options:animations:completion:]"
            )
            return
        }
        guard shouldAutomaticallyForwardAppearanceMethods else {
            Diagnostics.report(
                .invalidContainment, .exception,
                "\(self) forwards appearance manually (shouldAutomaticallyForwardAppearanceMethods is false) and cannot call transition(from:to:duration:options:animations:completion:)"
            )
            return
        }
        guard let container = fromViewController.loadedView?.superview else {
            Diagnostics.report(
                .invalidContainment, .exception,
                "transition(from:to:): the view of \(fromViewController) is not in the view hierarchy")
            return
        }
        guard toViewController.viewIfLoaded?.superview == nil else {
            Diagnostics.report(
                .invalidContainment, .exception,
                "transition(from:to:): the view of \(toViewController) is already in the view hierarchy; it must not be"
            )
            return
        }
        LifecycleTrace.record(self, .transition(from: fromViewController.traceName, to: toViewController.traceName))
        ControllerTransition.run(
            TransitionRequest(
                kind: .containment(
                    ContainmentTransitionAnimator(duration: duration, options: options, animations: animations)),
                from: fromViewController, to: toViewController, isAnimated: duration > 0, completion: completion),
            in: ContainmentTransitionContainer(parent: self, containerView: container))
    }
}
