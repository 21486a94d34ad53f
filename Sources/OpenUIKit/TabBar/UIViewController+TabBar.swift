import Foundation

extension UIViewController {
    /// The nearest tab bar controller among the controller's ancestors (itself excluded), or nil.
    public var tabBarController: UITabBarController? {
        var current = parent
        while let node = current {
            if let tabs = node as? UITabBarController { return tabs }
            current = node.parent
        }
        return nil
    }

    /// What a tab bar shows for this controller: made on first use with no title of its own, so it shows
    /// the controller's `title`. Setting it replaces the item on the bar.
    public var tabBarItem: UITabBarItem! {
        get {
            if let storedTabBarItem { return storedTabBarItem }
            let item = UITabBarItem(title: nil, image: nil, tag: 0)
            item.owner = self
            storedTabBarItem = item
            return item
        }
        set {
            storedTabBarItem = newValue
            newValue?.owner = self
            tabBarController?.showItemsOnBar()
        }
    }
}
