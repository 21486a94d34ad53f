import Foundation
@testable import OpenUIKit

/// Shared set-up for controller tests.
@MainActor
enum ControllerFixtures {
    /// A hidden window filling the main screen with `root` as its root controller (shown by `makeKeyAndVisible()`).
    static func window(root: UIViewController) -> UIWindow {
        let window = UIWindow()
        window.rootViewController = root
        return window
    }

    /// The documented add sequence (fact 71): `addChild`, the child's view into the parent's, `didMove`.
    static func embed(_ child: UIViewController, in parent: UIViewController) {
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
    }
}
