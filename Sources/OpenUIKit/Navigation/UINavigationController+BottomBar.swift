import Foundation

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
