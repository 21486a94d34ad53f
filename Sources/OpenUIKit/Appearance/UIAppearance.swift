import Foundation

/// A class whose instances take values set on its appearance proxy (UIKit's `UIAppearance`):
/// `UINavigationBar.appearance().barTintColor = .red` styles every navigation bar.
///
/// Views take the proxies' values when they enter a window (as UIKit applies them), the proxy of each class
/// from the most general to the most specific, so a subclass's proxy wins; bar items take them when a bar
/// first shows them. Setting a property that is not an appearance property of the class is reported (UIKit
/// raises "unrecognized selector") and not recorded. The proxies of `UINavigationBar`, `UITabBar`,
/// `UIBarButtonItem` and `UITabBarItem` accept their classes' appearance properties; a subclass's own proxy
/// accepts none (its key paths have another root). Deliberate differences: a value set on the instance
/// before it enters a window is overwritten by the proxy's (UIKit keeps it); there is no
/// `appearance(whenContainedInInstancesOf:)` and no trait collections.
@preconcurrency @MainActor
public protocol UIAppearance: AnyObject {
    /// The properties the proxy accepts, as UIKit marks them `UI_APPEARANCE_SELECTOR`.
    static var appearanceKeyPaths: [AnyKeyPath] { get }
}

extension UIAppearance {
    /// The proxy for this class: what is set on it applies to every instance (see `UIAppearance`).
    public static func appearance() -> UIAppearanceProxy<Self> {
        UIAppearanceProxy<Self>.shared()
    }

    /// Gives the instance the values of the proxies of its class and its superclasses, most general first.
    func applyAppearance() {
        var classes: [AnyClass] = []
        var current: AnyClass? = type(of: self)
        while let cls = current {
            classes.insert(cls, at: 0)
            current = _getSuperclass(cls)
        }
        for cls in classes {
            for apply in UIAppearanceRegistry.setters[ObjectIdentifier(cls)] ?? [] { apply.body(self) }
        }
    }
}

/// What every proxy has recorded, by class: one setter per property (the last set wins), in the order
/// first set.
@MainActor
enum UIAppearanceRegistry {
    struct Setter {
        let key: AnyHashable
        let body: (AnyObject) -> Void
    }
    static var setters: [ObjectIdentifier: [Setter]] = [:]
    /// The proxies, by class (one store for every specialisation of the generic proxy).
    static var proxies: [ObjectIdentifier: AnyObject] = [:]

    /// Records `body` for `key` on `cls`, replacing an earlier value of the same key.
    static func record(_ cls: AnyClass, key: AnyHashable, body: @escaping (AnyObject) -> Void) {
        var list = setters[ObjectIdentifier(cls)] ?? []
        if let index = list.firstIndex(where: { $0.key == key }) {
            list[index] = Setter(key: key, body: body)
        } else {
            list.append(Setter(key: key, body: body))
        }
        setters[ObjectIdentifier(cls)] = list
    }

    /// Forgets every proxy value (tests that set proxies start and end with it).
    static func removeAll() {
        setters = [:]
        proxies = [:]
    }
}
