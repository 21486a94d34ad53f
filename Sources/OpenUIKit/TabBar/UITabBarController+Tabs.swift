import Foundation

extension UITabBarController {
    /// `setViewControllers(_:animated:)`'s work.
    func replaceTabs(with newTabs: [UIViewController]) {
        guard Set(newTabs.map(ObjectIdentifier.init)).count == newTabs.count else {
            return Diagnostics.report(
                .invalidTransition, .exception,
                "setViewControllers:animated: the view controllers of \(self) must be distinct; the tabs are unchanged")
        }
        if let adopted = newTabs.first(where: { $0.parent != nil && $0.parent !== self }) {
            return Diagnostics.report(
                .invalidContainment, .exception,
                "setViewControllers:animated: \(adopted) is already a child of \(adopted.parent.map { "\($0)" } ?? "another controller"); remove it from its parent first. The tabs are unchanged"
            )
        }
        guard activeTransition == nil else {
            return Diagnostics.report(
                .invalidTransition, .warning,
                "setViewControllers:animated: called on \(self) while a tab switch is in progress; the tabs are unchanged"
            )
        }
        let oldSelected = selectedViewController
        let oldIndex = selection
        let leaving = tabs.filter { old in !newTabs.contains { $0 === old } }
        for controller in leaving {
            controller.willMove(toParent: nil)
            if controller.viewIfLoaded?.superview === transitionView { controller.view.removeFromSuperview() }
            controller.removeFromParent()
        }
        let entering = newTabs.filter { new in !tabs.contains { $0 === new } }
        for controller in entering { addChild(controller) }
        tabs = newTabs
        if let oldSelected, let index = newTabs.firstIndex(where: { $0 === oldSelected }) {
            selection = index
        } else if let oldIndex, oldIndex < newTabs.count {
            selection = oldIndex
        } else {
            selection = newTabs.isEmpty ? nil : 0
        }
        if isViewLoaded {
            if let selected = selectedViewController { install(selected) }
            showItemsOnBar()
        }
        for controller in entering { controller.didMove(toParent: self) }
    }

    /// Selects the tab at `index` (see `selectedIndex`).
    func select(_ index: Int) {
        guard index >= 0, index < tabs.count else {
            return Diagnostics.report(
                .invalidArgument, .warning,
                "selectedIndex \(index) is out of range for the \(tabs.count) tabs of \(self); the selection is unchanged"
            )
        }
        guard index != selection else { return }
        guard activeTransition == nil else {
            return Diagnostics.report(
                .invalidTransition, .warning,
                "selectedIndex = \(index) on \(self) while a tab switch is in progress; the selection is unchanged")
        }
        switchTab(to: index)
    }

    /// A tap on `item`: `shouldSelect`, the selection (or, on the selected tab of a navigation controller,
    /// a pop to its root), then `didSelect`.
    func userSelected(_ item: UITabBarItem) {
        guard let index = tabs.firstIndex(where: { $0.tabBarItem === item }) else { return }
        let controller = tabs[index]
        if let delegate {
            LifecycleTrace.record(self, .delegateCall("shouldSelect \(controller.traceName)"))
            guard delegate.tabBarController(self, shouldSelect: controller) else { return }
        }
        if index == selection {
            (controller as? UINavigationController)?.popToRootViewController(animated: true)
        } else {
            guard activeTransition == nil else {
                return Diagnostics.report(
                    .invalidTransition, .warning,
                    "a tap on the tab of \(controller) while a tab switch of \(self) is in progress is ignored")
            }
            switchTab(to: index)
        }
        guard let delegate else { return }
        LifecycleTrace.record(self, .delegateCall("didSelect \(controller.traceName)"))
        delegate.tabBarController(self, didSelect: controller)
    }
}
