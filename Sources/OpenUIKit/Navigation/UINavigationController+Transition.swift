import Foundation

/// What a push or pop changes in the navigation stack (the payload of its `TransitionRequest`).
@MainActor
struct NavigationStackChange {
    let oldStack: [UIViewController]
    let newStack: [UIViewController]
    /// The controllers joining the stack and those leaving it.
    let entering: [UIViewController]
    let leaving: [UIViewController]
    /// The collection view a layout-to-layout transition shares between the two tops, if it is one.
    let sharedCollectionView: UICollectionView?
}

extension UINavigationController: TransitionContainer {
    /// Changes the stack to `newStack`, running a push or pop through the controller-transition engine when
    /// the top changes. Containment: controllers entering the stack get `willMove(toParent: self)` (by
    /// `addChild`) now and `didMove(toParent: self)` at the end; controllers leaving get
    /// `willMove(toParent: nil)` now and `didMove(toParent: nil)` (by `removeFromParent`) at the end. A
    /// cancelled transition undoes both: the stack comes back, the leaving controllers get
    /// `didMove(toParent: self)` and the entering ones leave again.
    ///
    /// The engine then calls, in order: the animator (`delegateAnimator(for:)` or `builtInAnimator(for:)`),
    /// `stage(for:)`, `transitionWillStart(_:)` (the tab bar rides along), `transitionDidBegin(_:)` (the bars
    /// and the delegate's `willShow`), and at the end `arrangeViews(for:completed:)` and `commit(_:completed:)`
    /// (the containment and the delegate's `didShow`).
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
        let isAnimated = animated && view.window?.isVisibleOnScreen == true
        _ = to.view
        let change = NavigationStackChange(
            oldStack: oldStack, newStack: newStack, entering: entering, leaving: leaving,
            sharedCollectionView: beginLayoutToLayout(operation, from: from, to: to))
        ControllerTransition.run(
            TransitionRequest(
                kind: operation == .pop ? .pop(change) : .push(change), from: from, to: to, isAnimated: isAnimated,
                interaction: isAnimated && operation == .pop ? edgePopDriver.startingInteraction : nil),
            in: self)
    }

    var transitionHost: UIViewController? { self }

    /// The stack change of a request.
    private func stackChange(of request: TransitionRequest) -> NavigationStackChange {
        switch request.kind {
        case .push(let change), .pop(let change): return change
        default: preconditionFailure("a navigation controller runs pushes and pops only")
        }
    }

    private func operation(of request: TransitionRequest) -> Operation {
        if case .pop = request.kind { return .pop }
        return .push
    }

    /// The delegate's animator (asked only when animated, and not for a layout-to-layout transition).
    func delegateAnimator(for request: TransitionRequest) -> (any UIViewControllerAnimatedTransitioning)? {
        guard let delegate, stackChange(of: request).sharedCollectionView == nil else { return nil }
        let operation = operation(of: request)
        LifecycleTrace.record(self, .delegateCall("animationControllerFor \(operation)"))
        return delegate.navigationController(
            self, animationControllerFor: operation, from: request.from, to: request.to)
    }

    /// The delegate's interaction controller for its own animator, as UIKit asks.
    func delegateInteractionController(
        for animator: any UIViewControllerAnimatedTransitioning, request: TransitionRequest
    ) -> (any UIViewControllerInteractiveTransitioning)? {
        LifecycleTrace.record(self, .delegateCall("interactionControllerFor"))
        return delegate?.navigationController(self, interactionControllerFor: animator)
    }

    /// The layout-to-layout animator, the parallax slide when animated, else the immediate change.
    func builtInAnimator(for request: TransitionRequest) -> any UIViewControllerAnimatedTransitioning {
        if let shared = stackChange(of: request).sharedCollectionView {
            return layoutToLayoutAnimator(shared, to: request.to, animated: request.isAnimated)
        }
        guard request.isAnimated else { return ImmediateTransitionAnimator() }
        return NavigationParallaxAnimator(operation: operation(of: request))
    }

    /// The content view, both views, and the frames the bars leave (the arriving controller gets its safe
    /// area now, so it sees its final insets from `viewWillAppear` on).
    func stage(for request: TransitionRequest) -> TransitionStage {
        var stage = TransitionStage(
            containerView: contentView, views: (request.from.view, request.to.view),
            drivesAppearance: view.window?.isVisibleOnScreen == true)
        let placement = barPlacement
        stage.frames.initial[ObjectIdentifier(request.from)] =
            placement.place(request.from, in: contentView.bounds).frame
        let (toFrame, toInsets) = placement.place(request.to, in: contentView.bounds)
        stage.frames.final[ObjectIdentifier(request.to)] = toFrame
        request.to.containerSafeAreaInsets = toInsets
        return stage
    }

    func transitionWillStart(_ transition: ControllerTransition) {
        let change = stackChange(of: transition.request)
        updateBottomBar(from: change.oldStack, to: change.newStack, transition: transition)
    }

    func transitionDidBegin(_ transition: ControllerTransition) {
        let to = transition.to
        navigationBar.show(
            stackChange(of: transition.request).newStack.map(\.navigationItem), coordinator: transition.coordinator)
        toolbar.setItems(to.toolbarItems, animated: transition.context.isAnimated)
        LifecycleTrace.record(self, .delegateCall("willShow \(to.traceName)"))
        delegate?.navigationController(self, willShow: to, animated: transition.context.isAnimated)
    }

    func arrangeViews(for transition: ControllerTransition, completed: Bool) {
        let change = stackChange(of: transition.request)
        let (shown, hidden) = completed ? (transition.to, transition.from) : (transition.from, transition.to)
        if let shared = change.sharedCollectionView {
            endLayoutToLayout(
                shared, operation: operation(of: transition.request), completed: completed, shown: shown,
                hidden: hidden)
        }
        if hidden.viewIfLoaded !== shown.viewIfLoaded { hidden.viewIfLoaded?.removeFromSuperview() }
        install(shown)
        if !completed {
            stack = change.oldStack
            toolbar.setItems(transition.from.toolbarItems, animated: false)
        }
    }

    func commit(_ transition: ControllerTransition, completed: Bool) {
        let change = stackChange(of: transition.request)
        finishBottomBar(from: change.oldStack, completed: completed)
        guard completed else {
            for controller in change.leaving { controller.didMove(toParent: self) }
            for controller in change.entering {
                controller.willMove(toParent: nil)
                controller.removeFromParent()
            }
            return
        }
        finishChange(entering: change.entering, leaving: change.leaving)
        LifecycleTrace.record(self, .delegateCall("didShow \(transition.to.traceName)"))
        delegate?.navigationController(self, didShow: transition.to, animated: transition.context.isAnimated)
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
    }

    /// At the end of a transition whose arriving or leaving view carried the tab bar: the bar goes back to
    /// its tab bar controller (hidden again when the transition was cancelled).
    func finishBottomBar(from oldStack: [UIViewController], completed: Bool) {
        guard let tabs = tabBarController, tabs.isViewLoaded, tabs.tabBar.superview !== tabs.view else { return }
        if !completed { tabs.isBarHiddenByNavigation = Self.hidesBottomBar(oldStack) }
        tabs.view.addSubview(tabs.tabBar)
        tabs.layOutBarAndContent()
    }
}
