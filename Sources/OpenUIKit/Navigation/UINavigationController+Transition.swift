import Foundation

extension UINavigationController {
    /// Changes the stack to `newStack`, running a push or pop through the controller-transition engine when
    /// the top changes. Containment: controllers entering the stack get `willMove(toParent: self)` (by
    /// `addChild`) now and `didMove(toParent: self)` at the end; controllers leaving get
    /// `willMove(toParent: nil)` now and `didMove(toParent: nil)` (by `removeFromParent`) at the end. A
    /// cancelled transition undoes both: the stack comes back, the leaving controllers get
    /// `didMove(toParent: self)` and the entering ones leave again.
    func perform(_ newStack: [UIViewController], operation: Operation, animated: Bool) {
        let oldStack = stack
        let entering = newStack.filter { controller in !oldStack.contains { $0 === controller } }
        let leaving = oldStack.filter { controller in !newStack.contains { $0 === controller } }
        for controller in entering { addChild(controller) }
        for controller in leaving { controller.willMove(toParent: nil) }
        stack = newStack
        guard let from = oldStack.last, let to = newStack.last, from !== to, isViewLoaded else {
            updateBottomBar(from: oldStack, to: newStack, transition: nil)
            finishChange(entering: entering, leaving: leaving)
            return
        }
        let onScreen = view.window?.isVisibleOnScreen == true
        let isAnimated = animated && onScreen
        _ = to.view
        let shared = beginLayoutToLayout(operation, from: from, to: to)
        let (animator, interaction) =
            shared.map { layoutToLayoutAnimator($0, operation: operation, to: to, animated: isAnimated) }
            ?? resolveAnimator(operation: operation, from: from, to: to, animated: isAnimated)
        var frames = ControllerTransitionContext.Frames()
        let placement = barPlacement
        frames.initial[ObjectIdentifier(from)] = placement.place(from, in: contentView.bounds).frame
        let (toFrame, toInsets) = placement.place(to, in: contentView.bounds)
        frames.final[ObjectIdentifier(to)] = toFrame
        to.containerSafeAreaInsets = toInsets
        let transition = ControllerTransition(
            host: self, from: from, to: to, name: "\(operation) \(from.traceName) → \(to.traceName)",
            containerView: contentView,
            views: (from.view, to.view), frames: frames, isAnimated: isAnimated, animator: animator,
            interactionController: interaction,
            order: .leavingFirst, drivesAppearance: onScreen, isTraced: true)
        transition.hooks.didBegin = { [self] in
            navigationBar.show(newStack.map(\.navigationItem), coordinator: transition.coordinator)
            toolbar.setItems(to.toolbarItems, animated: isAnimated)
            LifecycleTrace.record(self, .delegateCall("willShow \(to.traceName)"))
            delegate?.navigationController(self, willShow: to, animated: isAnimated)
        }
        transition.hooks.willEnd = { [self] completed in
            let (shown, hidden) = completed ? (to, from) : (from, to)
            if let shared {
                endLayoutToLayout(shared, operation: operation, completed: completed, shown: shown, hidden: hidden)
            }
            if hidden.viewIfLoaded !== shown.viewIfLoaded { hidden.viewIfLoaded?.removeFromSuperview() }
            install(shown)
            if !completed {
                stack = oldStack
                toolbar.setItems(from.toolbarItems, animated: false)
            }
        }
        transition.hooks.didEnd = { [self] completed in
            activeTransition = nil
            guard completed else {
                for controller in leaving { controller.didMove(toParent: self) }
                for controller in entering {
                    controller.willMove(toParent: nil)
                    controller.removeFromParent()
                }
                return
            }
            finishChange(entering: entering, leaving: leaving)
            LifecycleTrace.record(self, .delegateCall("didShow \(to.traceName)"))
            delegate?.navigationController(self, didShow: to, animated: isAnimated)
        }
        updateBottomBar(from: oldStack, to: newStack, transition: transition)
        activeTransition = transition
        LifecycleTrace.record(self, .transitionBegan(transition.name))
        transition.start()
    }

    /// The end of a change of the stack: the leaving controllers' views go and they leave; the entering
    /// ones get `didMove(toParent: self)`.
    private func finishChange(entering: [UIViewController], leaving: [UIViewController]) {
        for controller in leaving {
            if controller.viewIfLoaded?.superview === contentView { controller.view.removeFromSuperview() }
            controller.removeFromParent()
        }
        if isViewLoaded, let top = topViewController, top.viewIfLoaded?.superview !== contentView {
            install(top)
            navigationBar.show(stack.map(\.navigationItem), coordinator: nil)
            toolbar.setItems(top.toolbarItems, animated: false)
        }
        for controller in entering { controller.didMove(toParent: self) }
    }

    /// The delegate's animator and interaction controller (asked only when animated; the interaction
    /// controller only for the delegate's own animator, as UIKit does), else the built-in ones (also when the
    /// delegate's animator has no usable duration: `AnimatorDurationCheck`); a pop started
    /// by the edge swipe is driven by the swipe's interaction unless the delegate supplies one.
    private func resolveAnimator(
        operation: Operation, from: UIViewController, to: UIViewController, animated: Bool
    )
        -> (any UIViewControllerAnimatedTransitioning, (any UIViewControllerInteractiveTransitioning)?)
    {
        guard animated else { return (ImmediateTransitionAnimator(), nil) }
        let edgeSwipe = operation == .pop ? edgePopDriver.startingInteraction : nil
        guard let delegate else { return (NavigationParallaxAnimator(operation: operation), edgeSwipe) }
        LifecycleTrace.record(self, .delegateCall("animationControllerFor \(operation)"))
        guard let custom = delegate.navigationController(self, animationControllerFor: operation, from: from, to: to),
            AnimatorDurationCheck.hasUsableDuration(custom)
        else {
            return (NavigationParallaxAnimator(operation: operation), edgeSwipe)
        }
        LifecycleTrace.record(self, .delegateCall("interactionControllerFor"))
        return (custom, delegate.navigationController(self, interactionControllerFor: custom) ?? edgeSwipe)
    }
}

/// `hidesBottomBarWhenPushed`: the tab bar of the tab bar controller around a navigation controller is
/// hidden while any controller of the stack asks for it (Apple: "the value of this property on the topmost
/// view controller determines whether the toolbar is visible"; as on iOS, a controller pushed above one
/// that hides the bar keeps it hidden, and a root that asks hides it too).
///
/// Animated, the bar goes with the views as on iOS: for the push that hides it, it rides in the leaving
/// view (sliding left with its parallax while the new view covers it); for the pop that shows it, it rides
/// in the arriving view (coming in with it from the left, uncovered by the leaving view). An interactive pop
/// scrubs it with the views, and a cancelled one puts it back hidden. The tab bar controller's content and
/// safe area change at the start of the transition (and back when it is cancelled), so the arriving
/// controller sees its final insets from `viewWillAppear` on.
///
/// Bad input: a controller that sets it pushed on a navigation controller outside any tab bar controller.
/// UIKit ignores the property there; OpenUIKit pushes the controller and reports a warning (the property has
/// no effect), since an app that sets it expects a bar to hide.
extension UINavigationController {
    /// Whether `stack` hides the tab bar.
    static func hidesBottomBar(_ stack: [UIViewController]) -> Bool {
        stack.contains { $0.hidesBottomBarWhenPushed }
    }

    /// Reports a push of a controller that hides a bottom bar where there is none.
    func checkBottomBarRequest(of controller: UIViewController) {
        guard controller.hidesBottomBarWhenPushed, tabBarController == nil else { return }
        Diagnostics.report(
            .invalidArgument, .warning,
            "hidesBottomBarWhenPushed of \(controller) has no effect: \(self) is not inside a tab bar controller")
    }

    /// Hides or shows the tab bar for the change from `oldStack` to `newStack` made by `transition` (nil:
    /// the change is not animated), the bar riding in the leaving view of a push or the arriving view of a
    /// pop.
    func updateBottomBar(
        from oldStack: [UIViewController], to newStack: [UIViewController], transition: ControllerTransition?
    ) {
        guard let tabs = tabBarController else { return }
        let wasHidden = Self.hidesBottomBar(oldStack), hides = Self.hidesBottomBar(newStack)
        guard wasHidden != hides else { return }
        tabs.isBarHiddenByNavigation = hides
        guard let transition, transition.context.isAnimated, tabs.isViewLoaded, let from = oldStack.last,
            let to = newStack.last
        else { return }
        let carrier = hides ? from : to
        let carrierFrame =
            hides ? transition.context.initialFrame(for: from) : transition.context.finalFrame(for: to)
        let bar = tabs.tabBar
        let barFrame = contentView.convert(bar.frame, from: tabs.view)
        UIView.performWithoutAnimation {
            carrier.view.addSubview(bar)
            bar.frame = barFrame.offsetBy(dx: -carrierFrame.minX, dy: -carrierFrame.minY)
            bar.isHidden = false
        }
        let didEnd = transition.hooks.didEnd
        transition.hooks.didEnd = { [weak tabs] completed in
            if let tabs {
                if !completed { tabs.isBarHiddenByNavigation = wasHidden }
                tabs.view.addSubview(bar)
                tabs.layOutBarAndContent()
            }
            didEnd(completed)
        }
    }
}
