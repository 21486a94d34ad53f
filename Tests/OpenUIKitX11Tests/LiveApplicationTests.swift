import Foundation
import OpenUIKit
import Testing

@testable import OpenUIKitX11

/// A user's own app in the live host: launched into an X11 window of a virtual X server (Xvfb), shown on the
/// real clock, and terminated when its window closes. Skipped, saying why, where Xvfb is not installed.
@MainActor
@Suite(.serialized) struct LiveApplicationTests {
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

    /// A virtual X server on a display it picks itself (`-displayfd`), stopped by `stop()`.
    final class VirtualDisplay {
        let name: String
        private let server = Process()

        static var xvfbPath: String? {
            (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":").map { "\($0)/Xvfb" }
                .first { FileManager.default.isExecutableFile(atPath: $0) }
        }

        init(xvfb: String) throws {
            server.executableURL = URL(fileURLWithPath: xvfb)
            let announcement = Pipe()
            server.arguments = ["-displayfd", "1", "-screen", "0", "800x1000x24", "-nolisten", "tcp"]
            server.standardOutput = announcement
            server.standardError = FileHandle.nullDevice
            try server.run()
            var announced = Data()
            while !announced.contains(UInt8(ascii: "\n")) {
                let chunk = announcement.fileHandleForReading.availableData
                if chunk.isEmpty { break }
                announced.append(chunk)
            }
            name = ":" + String(decoding: announced, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        }

        /// Asks the server to quit, and kills it if it has not within two seconds (a test process may block
        /// SIGTERM for the processes it starts).
        func stop() {
            server.terminate()
            let deadline = Date().addingTimeInterval(2)
            while server.isRunning, Date() < deadline { usleep(20_000) }
            if server.isRunning { kill(server.processIdentifier, SIGKILL) }
            server.waitUntilExit()
        }
    }

    @Test(.enabled(if: VirtualDisplay.xvfbPath != nil, "Xvfb is not installed (apt-get install -y xvfb)"))
    func anAppRunsInTheLiveHostUntilItsWindowClosesThenTerminates() throws {
        UIApplication.shared.reset()
        defer { UIApplication.shared.reset() }
        let display = try VirtualDisplay(xvfb: try #require(VirtualDisplay.xvfbPath))
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

    @Test(.enabled(if: VirtualDisplay.xvfbPath != nil, "Xvfb is not installed (apt-get install -y xvfb)"))
    func openingForALaunchUsesTheDisplayVariable() throws {
        let display = try VirtualDisplay(xvfb: try #require(VirtualDisplay.xvfbPath))
        defer { display.stop() }
        let saved = ProcessInfo.processInfo.environment["DISPLAY"]
        defer {
            if let saved { setenv("DISPLAY", saved, 1) } else { unsetenv("DISPLAY") }
            UIApplication.shared.reset()
        }
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
