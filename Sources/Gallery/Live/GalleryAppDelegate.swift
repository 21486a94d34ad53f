import OpenUIKit

/// The gallery as an app: its delegate makes the window at launch — the home screen, or one demo, in a
/// navigation controller — as an iOS app delegate does; `gallery live` runs it in the live host.
final class GalleryAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    /// The demo to open; nil for the home screen.
    private let demo: (any GalleryDemo.Type)?

    init(demo: (any GalleryDemo.Type)?) {
        self.demo = demo
        super.init()
    }

    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        let window = UIWindow(frame: UIScreen.main.bounds)
        // One demo is shown as the home list pushes it: under a navigation bar, whose Play button plays its script;
        // an AnimationSet screen on the app's home, whose row pushes it.
        window.rootViewController = UINavigationController(
            rootViewController: demo.map(Self.root(for:)) ?? GalleryHomeController())
        window.makeKeyAndVisible()
        self.window = window
        return true
    }

    /// The first screen for `demo`: the app's home with the demo's row for an AnimationSet screen, else the
    /// demo's `DemoHostController`.
    private static func root(for demo: any GalleryDemo.Type) -> UIViewController {
        guard let app = demo as? any AnimationSetDemo.Type else { return DemoHostController(demo: demo) }
        return AnimationSetHomeController { $0 == app.screen ? app.makeScreen() : nil }
    }
}
