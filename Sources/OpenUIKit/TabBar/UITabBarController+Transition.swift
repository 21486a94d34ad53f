import Foundation

extension UITabBarController {
    /// Switches to the tab at `index` through the controller-transition engine. Off screen (or before the
    /// view loads) the selection changes and the arriving view is installed without callbacks.
    func switchTab(to index: Int) {
        let oldIndex = selection
        guard let oldIndex, isViewLoaded else {
            selection = index
            if isViewLoaded { install(tabs[index]) }
            tabBar.selectedItem = tabs[index].tabBarItem
            return
        }
        let from = tabs[oldIndex], to = tabs[index]
        let onScreen = view.window?.isVisibleOnScreen == true
        _ = to.view
        let (animator, interaction) = resolveAnimator(from: from, to: to, onScreen: onScreen)
        var frames = ControllerTransitionContext.Frames()
        let placement = barPlacement
        frames.initial[ObjectIdentifier(from)] = placement.place(from, in: transitionView.bounds).frame
        let (toFrame, toInsets) = placement.place(to, in: transitionView.bounds)
        frames.final[ObjectIdentifier(to)] = toFrame
        to.containerSafeAreaInsets = toInsets
        let transition = ControllerTransition(
            host: self, from: from, to: to, name: "select \(from.traceName) → \(to.traceName)",
            containerView: transitionView,
            views: (from.view, to.view), frames: frames, isAnimated: !(animator is ImmediateTransitionAnimator),
            animator: animator, interactionController: interaction, order: .arrivingFirst, endOrder: .leavingFirst,
            drivesAppearance: onScreen, isTraced: true)
        transition.hooks.didBegin = { [self] in
            selection = index
            tabBar.selectedItem = to.tabBarItem
        }
        transition.hooks.willEnd = { [self] completed in
            let (shown, hidden) = completed ? (to, from) : (from, to)
            hidden.viewIfLoaded?.removeFromSuperview()
            install(shown)
            if !completed {
                selection = oldIndex
                tabBar.selectedItem = from.tabBarItem
            }
        }
        transition.hooks.didEnd = { [self] _ in activeTransition = nil }
        activeTransition = transition
        LifecycleTrace.record(self, .transitionBegan(transition.name))
        transition.start()
    }

    /// The delegate's animator and interaction controller when on screen (the interaction controller only
    /// for the delegate's own animator), else the immediate switch (also when the delegate's animator has no
    /// usable duration: `AnimatorDurationCheck`).
    private func resolveAnimator(
        from: UIViewController, to: UIViewController, onScreen: Bool
    )
        -> (any UIViewControllerAnimatedTransitioning, (any UIViewControllerInteractiveTransitioning)?)
    {
        guard onScreen, let delegate else { return (ImmediateTransitionAnimator(), nil) }
        LifecycleTrace.record(
            self, .delegateCall("animationControllerForTransitionFrom \(from.traceName) to \(to.traceName)"))
        guard let custom = delegate.tabBarController(self, animationControllerForTransitionFrom: from, to: to),
            AnimatorDurationCheck.hasUsableDuration(custom)
        else {
            return (ImmediateTransitionAnimator(), nil)
        }
        LifecycleTrace.record(self, .delegateCall("interactionControllerFor"))
        return (custom, delegate.tabBarController(self, interactionControllerFor: custom))
    }
}
