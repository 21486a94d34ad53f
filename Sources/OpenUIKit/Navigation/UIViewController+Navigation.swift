import Foundation

extension UIViewController {
    /// The nearest navigation controller among the controller's ancestors (itself excluded), or nil.
    public var navigationController: UINavigationController? {
        var current = parent
        while let node = current {
            if let navigation = node as? UINavigationController { return navigation }
            current = node.parent
        }
        return nil
    }

    /// What a navigation bar shows for this controller: made on first use with no title of its own, so it
    /// shows the controller's `title`.
    public var navigationItem: UINavigationItem {
        if let storedNavigationItem { return storedNavigationItem }
        let item = UINavigationItem(title: nil)
        item.owner = self
        storedNavigationItem = item
        return item
    }
}

extension UIViewController {
    /// The title changed: the navigation and tab bar items that show it redraw.
    func titleDidChange() {
        storedNavigationItem?.itemDidChange()
        storedTabBarItem?.itemDidChange()
    }
}
