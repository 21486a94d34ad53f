import Foundation

/// A display that shows a launched app and runs it on the real clock until a person closes it (OpenUIKit
/// addition: on iOS the device is the display). OpenUIKitX11's `LiveHost` is one; `UIApplicationMain` and
/// `@main` use the type in `UIApplication.liveHostType`.
@preconcurrency @MainActor
public protocol UIApplicationLiveHosting: AnyObject {
    /// Opens the display for an app about to launch — before the launch, so that the main screen has the
    /// display's geometry when the app makes its windows. Nil when there is no display to open (reported
    /// when one was named but did not open): the app then runs headless.
    static func openForLaunch() -> Self?
    /// Shows the launched app's key window, running the run loop on the real clock, until a person closes it.
    func showLaunchedApplication()
}

extension UIApplication {
    /// The module-qualified name of the live host `UIApplicationMain` looks for when `liveHostType` is not
    /// set: OpenUIKitX11's `LiveHost`, found by name (`_typeByName`) in the running executable.
    public static let defaultLiveHostTypeName = "OpenUIKitX11.LiveHost"

    /// The display `UIApplicationMain` and `@main` show the app in (OpenUIKit addition; `reset()` clears it).
    /// When nil, they look for `defaultLiveHostTypeName`: an executable that links OpenUIKitX11 opens an X11
    /// window when `$DISPLAY` is set and runs headless otherwise; one that does not link it runs headless. Set
    /// it to choose a host explicitly (`UIApplication.liveHostType = LiveHost.self`), for example where a
    /// linker setting drops the types nothing names.
    public static var liveHostType: (any UIApplicationLiveHosting.Type)?

    /// `liveHostType`, or the default host found by name.
    static var resolvedLiveHostType: (any UIApplicationLiveHosting.Type)? {
        liveHostType ?? (_typeByName(defaultLiveHostTypeName) as? any UIApplicationLiveHosting.Type)
    }

    /// Runs the app as `UIApplicationMain` does: opens the live host if there is one, launches the app with
    /// `delegate`, shows it until the host's window closes — or, headless, runs the run loop until idle —
    /// and terminates it. Returns the process's exit status: 0, or 1 when the app had launched already.
    func runApplication(delegate: (any UIApplicationDelegate)?) -> Int32 {
        let host = Self.resolvedLiveHostType?.openForLaunch()
        guard launch(delegate: delegate) else { return 1 }
        if let host {
            host.showLaunchedApplication()
        } else {
            FileHandle.standardError.write(
                Data(
                    "OpenUIKit: no live host (DISPLAY unset, or OpenUIKitX11 not linked): the app ran headless until idle\n"
                        .utf8))
            runUntilIdle()
        }
        terminate()
        return 0
    }
}
