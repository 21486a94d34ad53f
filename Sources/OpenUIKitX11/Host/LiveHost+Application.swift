import Foundation
import OpenQuartzCore
import OpenUIKit

/// Running a whole app — its delegate, scenes and windows — in the live host: the entry point of a user's
/// own executable, and of `gallery live`.
///
/// Two ways in:
/// - `LiveHost.runApplication(delegate:device:scale:title:displayName:)` in the executable's code: one call
///   that opens the window, launches the app and shows it until it closes.
/// - `UIApplicationMain(_:_:_:_:)` or `@main` on the app delegate, as on iOS: OpenUIKit finds this type by its
///   name (`UIApplication.defaultLiveHostTypeName`) in an executable that links OpenUIKitX11 and, when
///   `$DISPLAY` is set, shows the app in a window of the main screen's size (an iPhone 14's unless the
///   program chose another with `UIScreen.main.use(_:)` before) at 1 pixel per point; without `$DISPLAY` the
///   app runs headless. `UIApplication.liveHostType = LiveHost.self` names it explicitly.
extension LiveHost: UIApplicationLiveHosting {
    /// Opens a window on `$DISPLAY` for the app about to launch, titled with the program's name; nil when
    /// `$DISPLAY` is not set, and nil, reported, when it names a display that does not open.
    public static func openForLaunch() -> LiveHost? {
        guard let display = ProcessInfo.processInfo.environment["DISPLAY"], !display.isEmpty else { return nil }
        do {
            return try LiveHost(device: UIScreen.main.device, scale: 1, title: ProcessInfo.processInfo.processName)
        } catch {
            Diagnostics.report(
                .invalidState, .warning, "The live host cannot open a window (\(error)); running headless")
            return nil
        }
    }

    /// Shows the launched app's key window until it closes, then prints the frame times to standard error.
    public func showLaunchedApplication() {
        FileHandle.standardError.write(Data((runLaunchedApplication().summary + "\n").utf8))
    }

    /// Shows the key window of the app launched before until Esc, the window's close button or `stop()`;
    /// returns the frame times. With no key window (the app made none, or did not launch) it reports that
    /// there is nothing to show and returns no frames.
    func runLaunchedApplication() -> FrameTimes {
        launchedKeyWindow().map { run($0) } ?? FrameTimes()
    }

    /// `runLaunchedApplication()` in an async program (see `run(_:)`).
    func runLaunchedApplication() async -> FrameTimes {
        guard let window = launchedKeyWindow() else { return FrameTimes() }
        return await run(window)
    }

    /// The launched app's key window; nil, reported, when it has none.
    private func launchedKeyWindow() -> UIWindow? {
        guard let window = UIApplication.shared.keyWindow else {
            Diagnostics.report(
                .sceneWithoutWindow, .warning,
                "The launched app has no key window: the live host has nothing to show. Make a window and call makeKeyAndVisible() at launch"
            )
            return nil
        }
        return window
    }

    /// Launches the app with `delegate` in this host's window and shows it until the window closes, then
    /// terminates the app (`applicationWillTerminate(_:)` and the scenes' disconnection, see
    /// `UIApplication.terminate()`). Returns the frame times. An app that has launched already is reported
    /// and not shown.
    public func runApplication(delegate: (any UIApplicationDelegate)?) -> FrameTimes {
        guard UIApplication.shared.launch(delegate: delegate) else { return FrameTimes() }
        defer { UIApplication.shared.terminate() }
        return runLaunchedApplication()
    }

    /// `runApplication(delegate:)` in an async program, whose main queue the async `run(_:)` serves.
    public func runApplication(delegate: (any UIApplicationDelegate)?) async -> FrameTimes {
        guard UIApplication.shared.launch(delegate: delegate) else { return FrameTimes() }
        defer { UIApplication.shared.terminate() }
        return await runLaunchedApplication()
    }

    /// Opens an X11 window of `device`'s screen at `scale` pixels per point on `$DISPLAY` (or `displayName`),
    /// launches the app with `delegate` in it, shows it until the window closes (Esc or its close button) and
    /// terminates the app: a user's executable runs its app live with this one call. Throws, before
    /// launching, when no display opens or the scale makes no usable window.
    @discardableResult
    public static func runApplication(
        delegate: any UIApplicationDelegate, device: UIScreen.Device = .iPhone14, scale: CGFloat = 1,
        title: String = ProcessInfo.processInfo.processName, displayName: String? = nil
    ) throws(LiveHostError) -> FrameTimes {
        let host = try LiveHost(device: device, scale: scale, title: title, displayName: displayName)
        return host.runApplication(delegate: delegate)
    }
}
