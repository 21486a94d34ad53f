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
        // One demo is shown as the home list pushes it: under a navigation bar, whose Play button plays its script.
        window.rootViewController = UINavigationController(
            rootViewController: demo.map { DemoHostController(demo: $0) } ?? GalleryHomeController())
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
}
