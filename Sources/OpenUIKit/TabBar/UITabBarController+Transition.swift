import Foundation

extension UITabBarController: TransitionContainer {
    /// Switches to the tab at `index` through the controller-transition engine. Off screen (or before the
    /// view loads) the selection changes and the arriving view is installed without callbacks. On screen the
    /// delegate's animator runs, or the switch is immediate.
    func switchTab(to index: Int) {
        guard let oldIndex = selection, isViewLoaded else {
            selection = index
            if isViewLoaded { install(tabs[index]) }
            tabBar.selectedItem = tabs[index].tabBarItem
            return
        }
        let to = tabs[index]
        _ = to.view
        ControllerTransition.run(
            TransitionRequest(
                kind: .selectTab(from: oldIndex, to: index), from: tabs[oldIndex], to: to,
                isAnimated: view.window?.isVisibleOnScreen == true),
            in: self)
    }

    var transitionHost: UIViewController? { self }

    /// The delegate's animator (asked only on screen).
    func delegateAnimator(for request: TransitionRequest) -> (any UIViewControllerAnimatedTransitioning)? {
        guard let delegate else { return nil }
        LifecycleTrace.record(
            self,
            .delegateCall("animationControllerForTransitionFrom \(request.from.traceName) to \(request.to.traceName)")
        )
        return delegate.tabBarController(self, animationControllerForTransitionFrom: request.from, to: request.to)
    }

    /// The delegate's interaction controller for its own animator.
    func delegateInteractionController(
        for animator: any UIViewControllerAnimatedTransitioning, request: TransitionRequest
    ) -> (any UIViewControllerInteractiveTransitioning)? {
        LifecycleTrace.record(self, .delegateCall("interactionControllerFor"))
        return delegate?.tabBarController(self, interactionControllerFor: animator)
    }

    /// A tab bar controller has no animation of its own: the switch is immediate.
    func builtInAnimator(for request: TransitionRequest) -> any UIViewControllerAnimatedTransitioning {
        ImmediateTransitionAnimator()
    }

    func stage(for request: TransitionRequest) -> TransitionStage {
        var stage = TransitionStage(
            containerView: transitionView, views: (request.from.view, request.to.view),
            drivesAppearance: request.isAnimated)
        let placement = barPlacement
        stage.frames.initial[ObjectIdentifier(request.from)] =
            placement.place(request.from, in: transitionView.bounds).frame
        let (toFrame, toInsets) = placement.place(request.to, in: transitionView.bounds)
        stage.frames.final[ObjectIdentifier(request.to)] = toFrame
        request.to.containerSafeAreaInsets = toInsets
        return stage
    }

    func transitionDidBegin(_ transition: ControllerTransition) {
        guard case .selectTab(_, let index) = transition.request.kind else { return }
        selection = index
        tabBar.selectedItem = transition.to.tabBarItem
    }

    func arrangeViews(for transition: ControllerTransition, completed: Bool) {
        let (shown, hidden) = completed ? (transition.to, transition.from) : (transition.from, transition.to)
        hidden.viewIfLoaded?.removeFromSuperview()
        install(shown)
        if !completed, case .selectTab(let oldIndex, _) = transition.request.kind {
            selection = oldIndex
            tabBar.selectedItem = transition.from.tabBarItem
        }
    }

    /// Nothing is left to commit: the selection changed when the switch began (and came back when it was
    /// cancelled).
    func commit(_ transition: ControllerTransition, completed: Bool) {}
}
