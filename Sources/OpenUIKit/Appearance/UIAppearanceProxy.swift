import Foundation

/// The object `appearance()` returns: setting one of the class's appearance properties on it records the
/// value for every instance (see `UIAppearance`); reading gives the recorded value, nil when none was set.
@preconcurrency @MainActor
@dynamicMemberLookup
public final class UIAppearanceProxy<Base: UIAppearance> {
    private var values: [AnyKeyPath: Any] = [:]

    /// The one proxy of `Base`.
    static func shared() -> UIAppearanceProxy<Base> {
        if let proxy = UIAppearanceRegistry.proxies[ObjectIdentifier(Base.self)] as? UIAppearanceProxy<Base> {
            return proxy
        }
        let proxy = UIAppearanceProxy<Base>()
        UIAppearanceRegistry.proxies[ObjectIdentifier(Base.self)] = proxy
        return proxy
    }

    /// Records a property for every instance; a property that is not one of `Base.appearanceKeyPaths` is
    /// reported and ignored.
    public subscript<Value>(dynamicMember keyPath: ReferenceWritableKeyPath<Base, Value>) -> Value? {
        get { values[keyPath] as? Value }
        set {
            guard Base.appearanceKeyPaths.contains(keyPath) else {
                return Diagnostics.report(
                    .invalidArgument, .exception,
                    "*** -[_UIAppearance \(keyPath)]: unrecognized selector sent to instance: not an appearance property of \(Base.self); ignored"
                )
            }
            guard let newValue else { return }
            values[keyPath] = newValue
            UIAppearanceRegistry.record(Base.self, key: keyPath) { object in
                (object as? Base)?[keyPath: keyPath] = newValue
            }
        }
    }

    /// Records a method call for every instance (`setTitleTextAttributes(_:for:)` and its kind), under `key`.
    func record(_ key: AnyHashable, _ call: @escaping (Base) -> Void) {
        UIAppearanceRegistry.record(Base.self, key: key) { object in
            if let base = object as? Base { call(base) }
        }
    }
}

extension UIAppearanceProxy where Base: UIBarItem {
    /// Records title attributes for `state` for every item (UIKit's `setTitleTextAttributes(_:for:)` on the
    /// proxy).
    public func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        nonisolated(unsafe) let attributes = attributes
        record("titleTextAttributes \(state.rawValue)") { $0.setTitleTextAttributes(attributes, for: state) }
    }
}
