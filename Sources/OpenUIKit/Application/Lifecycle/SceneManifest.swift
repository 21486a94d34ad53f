import Foundation

/// The scenes an app's Info.plist declares: its `UIApplicationSceneManifest` (UIKit's "Specifying the scenes
/// your app supports", developer.apple.com/documentation/uikit/specifying-the-scenes-your-app-supports).
///
/// UIKit reads the app bundle's Info.plist. OpenUIKit reads `Bundle.main.infoDictionary`, or else an
/// `Info.plist` in `Bundle.main` (beside the executable) with `PropertyListSerialization`. Class names are
/// looked up with `NSClassFromString`, which on Linux finds a class by its module-qualified name
/// (`MyApp.SceneDelegate`, what Xcode's `$(PRODUCT_MODULE_NAME).SceneDelegate` expands to); the unexpanded
/// build-setting form, nested, generic and private classes are not found.
package struct SceneManifest: Sendable {
    /// One entry of `UISceneConfigurations`.
    package struct Configuration: Sendable, Equatable {
        /// `UISceneConfigurationName`.
        package var name: String?
        /// `UISceneDelegateClassName`.
        package var delegateClassName: String?
    }

    /// The configurations, by session role (`UIWindowSceneSessionRoleApplication`…), in the plist's order.
    package var configurations: [String: [Configuration]]

    /// An Info.plist with no scene manifest: the app is sceneless unless its code asks for scenes.
    package static let none = SceneManifest(configurations: [:])

    package init(configurations: [String: [Configuration]]) {
        self.configurations = configurations
    }

    /// The manifest in an Info.plist dictionary; nil when it has no `UIApplicationSceneManifest`.
    package init?(infoDictionary: [String: Any]) {
        guard let manifest = infoDictionary["UIApplicationSceneManifest"] as? [String: Any] else { return nil }
        let roles = manifest["UISceneConfigurations"] as? [String: Any] ?? [:]
        configurations = roles.mapValues { entries in
            (entries as? [[String: Any]] ?? []).map { entry in
                Configuration(
                    name: entry["UISceneConfigurationName"] as? String,
                    delegateClassName: entry["UISceneDelegateClassName"] as? String)
            }
        }
    }

    /// The manifest in an Info.plist file's contents (XML or binary); nil when the data is no property list
    /// or has no scene manifest.
    package init?(propertyList data: Data) {
        guard let plist = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any]
        else { return nil }
        self.init(infoDictionary: plist)
    }

    /// The app's own manifest (see the type's discussion), `none` when it has none.
    package static func loadMain() -> SceneManifest {
        if let info = Bundle.main.infoDictionary, let manifest = SceneManifest(infoDictionary: info) {
            return manifest
        }
        if let url = Bundle.main.url(forResource: "Info", withExtension: "plist"),
            let data = try? Data(contentsOf: url), let manifest = SceneManifest(propertyList: data)
        {
            return manifest
        }
        return .none
    }

    /// The app's own manifest, read once.
    static let bundled = loadMain()

    /// The manifest the launch reads: the app's own, replaceable for tests (`UIApplication.reset()` puts the
    /// app's own back).
    @MainActor package static var main = bundled

    /// What UIKit uses when the app delegate does not choose: the first configuration the plist gives for
    /// `role`; with none, an implicit configuration that leaves the app sceneless.
    @MainActor
    func defaultConfiguration(for role: UISceneSession.Role) -> UISceneConfiguration {
        guard let first = configurations[role.rawValue]?.first else {
            let implicit = UISceneConfiguration(name: nil, sessionRole: role)
            implicit.isImplicit = true
            return implicit
        }
        return UISceneConfiguration(name: first.name, sessionRole: role)
    }

    /// The plist's configuration named `name` for `role`.
    func configuration(named name: String?, role: UISceneSession.Role) -> Configuration? {
        configurations[role.rawValue]?.first { $0.name == name }
    }
}
