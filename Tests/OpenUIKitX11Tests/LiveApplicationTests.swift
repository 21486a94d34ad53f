import Foundation
import OpenUIKit
import TestSupport
import Testing

@testable import OpenUIKitX11
import OpenUIKitTesting

/// A user's own app in the live host: launched into an X11 window of a virtual X server (Xvfb), shown on the
/// real clock, and terminated when its window closes. Skipped, saying why, where Xvfb is not installed.
@MainActor
@Suite(.serialized, .freshApplication) struct LiveApplicationTests {
    /// A tiny app: one window whose view fades in once it is active, then closes the host's window.
    final class FadingAppDelegate: UIResponder, UIApplicationDelegate {
        var window: UIWindow?
        var log: [String] = []
        weak var host: LiveHost?

        func application(
            _ application: UIApplication,
            didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
        ) -> Bool {
            log.append("didFinishLaunching")
            window = UIWindow()
            window?.rootViewController = UIViewController()
            window?.makeKeyAndVisible()
            return true
        }

        func applicationDidBecomeActive(_ application: UIApplication) {
            log.append("applicationDidBecomeActive")
            let view = window?.rootViewController?.view
            view?.alpha = 0
            UIView.animate(withDuration: 0.2, animations: { view?.alpha = 1 }) { finished in
                self.log.append("faded in \(finished)")
                self.host?.stop()
            }
        }

        func applicationWillResignActive(_ application: UIApplication) { log.append("applicationWillResignActive") }
        func applicationDidEnterBackground(_ application: UIApplication) { log.append("applicationDidEnterBackground") }
        func applicationWillTerminate(_ application: UIApplication) { log.append("applicationWillTerminate") }
    }

    @Test(.enabled(if: VirtualDisplay.path(of: "Xvfb") != nil, "Xvfb is not installed (apt-get install -y xvfb)"))
    func anAppRunsInTheLiveHostUntilItsWindowClosesThenTerminates() throws {
        let display = try VirtualDisplay()
        defer { display.stop() }
        let host = try LiveHost(device: .iPhoneSE, scale: 1, title: "OpenUIKit — test app", displayName: display.name)
        let delegate = FadingAppDelegate()
        delegate.host = host
        let times = host.runApplication(delegate: delegate)
        #expect(
            delegate.log == [
                "didFinishLaunching", "applicationDidBecomeActive", "faded in true", "applicationWillResignActive",
                "applicationDidEnterBackground", "applicationWillTerminate",
            ])
        #expect(times.durations.count >= 2)
        #expect(delegate.window?.frame.size == UIScreen.Device.iPhoneSE.size)
        #expect(UIApplication.shared.applicationState == .background)
    }

    @Test func uiApplicationMainFindsTheLiveHostByName() {
        let found = _typeByName(UIApplication.defaultLiveHostTypeName) as? any UIApplicationLiveHosting.Type
        #expect(found == LiveHost.self)
    }

    @Test(.enabled(if: VirtualDisplay.path(of: "Xvfb") != nil, "Xvfb is not installed (apt-get install -y xvfb)"))
    func openingForALaunchUsesTheDisplayVariable() throws {
        let display = try VirtualDisplay()
        defer { display.stop() }
        let saved = ProcessInfo.processInfo.environment["DISPLAY"]
        defer { if let saved { setenv("DISPLAY", saved, 1) } else { unsetenv("DISPLAY") } }
        unsetenv("DISPLAY")
        #expect(LiveHost.openForLaunch() == nil)
        setenv("DISPLAY", display.name, 1)
        let host = try #require(LiveHost.openForLaunch())
        #expect(host.device == UIScreen.main.device)
        #expect(host.scale == 1)
        host.stop()
        #expect(host.run(UIWindow()).durations.isEmpty)  // stopped before it starts: closes the window at once
    }
}
