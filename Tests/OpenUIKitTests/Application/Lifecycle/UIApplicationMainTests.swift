import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// `UIApplicationMain` and `@main`: the delegate made from its class (its own `init()` runs), the live host
/// opened before the launch and shown the launched app, the app terminated when the host returns — or,
/// headless, after running until idle.
@MainActor
@Suite(.freshApplication) struct UIApplicationMainTests {
    /// A live host that records what the application asks of it.
    final class RecordingHost: UIApplicationLiveHosting {
        nonisolated(unsafe) static var opens = true

        static func openForLaunch() -> RecordingHost? {
            LifecycleLog.record("host opens, delegate \(UIApplication.shared.delegate == nil ? "none" : "set")")
            return opens ? RecordingHost() : nil
        }

        func showLaunchedApplication() {
            LifecycleLog.record("host shows \(UIApplication.shared.keyWindow == nil ? "nothing" : "the key window")")
        }
    }

    /// An app delegate whose own `init()` logs.
    final class InitLoggingAppDelegate: UIResponder, RecordingAppDelegate {
        override init() {
            LifecycleLog.record("init")
            super.init()
        }
    }

    static let scenelessLaunchAndTermination = [
        "willFinishLaunching inactive", "didFinishLaunching inactive", "viewWillAppear",
        "UIApplicationDidFinishLaunchingNotification", "applicationDidBecomeActive active",
        "UIApplicationDidBecomeActiveNotification", "viewDidAppear",
    ]
    static let termination = [
        "applicationWillResignActive active", "UIApplicationWillResignActiveNotification",
        "applicationDidEnterBackground background", "UIApplicationDidEnterBackgroundNotification",
        "applicationWillTerminate background", "UIApplicationWillTerminateNotification",
    ]

    init() {
        LifecycleLog.start()
        RecordingHost.opens = true
        UIApplication.liveHostType = RecordingHost.self
    }

    @Test func theDelegateClassNameLaunchesTheAppInTheLiveHostThenTerminatesIt() {
        let status = UIApplicationMain(
            CommandLine.argc, CommandLine.unsafeArgv, nil, NSStringFromClass(ScenelessAppDelegate.self))
        LifecycleLog.stop()
        #expect(status == 0)
        #expect(
            LifecycleLog.take()
                == ["host opens, delegate none"] + Self.scenelessLaunchAndTermination + ["host shows the key window"]
                + Self.termination)
        #expect(UIApplication.shared.delegate is ScenelessAppDelegate)
    }

    @Test func withoutALiveHostTheAppRunsHeadlessUntilIdleThenTerminates() {
        RecordingHost.opens = false
        let status = UIApplicationMain(delegateClass: ScenelessAppDelegate.self)
        LifecycleLog.stop()
        #expect(status == 0)
        #expect(
            LifecycleLog.take()
                == ["host opens, delegate none"] + Self.scenelessLaunchAndTermination + Self.termination)
        #expect(FreshApplicationTrait.reports.isEmpty)
    }

    @Test func theDelegateIsMadeWithItsOwnInitializer() {
        UIApplicationMain(delegateClass: InitLoggingAppDelegate.self)
        LifecycleLog.stop()
        #expect(
            Array(LifecycleLog.take().prefix(3)) == [
                "init", "host opens, delegate none", "willFinishLaunching inactive",
            ])
        #expect(UIApplication.shared.delegate is InitLoggingAppDelegate)
    }

    @Test func aNameThatFindsNoClassIsReportedWithUIKitsWordingAndNothingLaunches() {
        var status: Int32 = 0
        let reports = Diagnostics.capture {
            status = UIApplicationMain(CommandLine.argc, CommandLine.unsafeArgv, nil, "NoSuchModule.AppDelegate")
        }
        LifecycleLog.stop()
        #expect(status == 1)
        #expect(reports.map(\.code) == [.invalidSceneConfiguration])
        #expect(
            reports.first?.message
                == "Unable to instantiate the UIApplication delegate instance. No class named NoSuchModule.AppDelegate is loaded."
        )
        #expect(LifecycleLog.take().isEmpty)
        #expect(UIApplication.shared.delegate == nil)
    }

    @Test func aClassThatIsNoAppDelegateIsReportedAndNothingLaunches() {
        var status: Int32 = 0
        let reports = Diagnostics.capture { status = UIApplicationMain(delegateClass: NotASceneDelegate.self) }
        LifecycleLog.stop()
        #expect(status == 1)
        #expect(reports.map(\.code) == [.invalidSceneConfiguration])
        #expect(LifecycleLog.take().isEmpty)
    }

    @Test func anotherPrincipalClassIsReportedAndTheSharedApplicationRunsTheApp() {
        var status: Int32 = 1
        let reports = Diagnostics.capture {
            status = UIApplicationMain(
                CommandLine.argc, CommandLine.unsafeArgv, "MyApp.MyApplication",
                NSStringFromClass(ScenelessAppDelegate.self))
        }
        LifecycleLog.stop()
        #expect(status == 0)
        #expect(reports.map(\.code) == [.invalidArgument])
        #expect(LifecycleLog.take().contains("applicationWillTerminate background"))
    }

    @Test func callingItInARunningAppIsASecondLaunch() {
        UIApplication.shared.launch(delegate: ScenelessAppDelegate())
        var status: Int32 = 0
        let reports = Diagnostics.capture { status = UIApplicationMain(delegateClass: ScenelessAppDelegate.self) }
        LifecycleLog.stop()
        #expect(status == 1)
        #expect(reports.map(\.code) == [.invalidLifecycleTransition])
        #expect(UIApplication.shared.applicationState == .active)
    }

    @Test func resetForgetsTheChosenLiveHost() {
        LifecycleLog.stop()
        UIApplication.shared.reset()
        #expect(UIApplication.liveHostType == nil)
    }
}
