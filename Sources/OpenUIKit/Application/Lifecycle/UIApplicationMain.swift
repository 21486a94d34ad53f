import Foundation
import OpenQuartzCore

/// Makes the app delegate from its class name, launches the app and runs it (UIKit's
/// `UIApplicationMain(_:_:_:_:)`). On iOS it never returns; here it returns the process's exit status when
/// the app's window closes, after terminating the app — at once, headless, when there is no live host (see
/// `UIApplication.liveHostType`): it then launches, runs the run loop until idle and terminates.
///
/// - `principalClassName`: OpenUIKit's application object is `UIApplication.shared`; any name other than
///   `UIApplication`'s is reported and the shared application is used.
/// - `delegateClassName`: a module-qualified class name (`NSStringFromClass(AppDelegate.self)` gives one),
///   looked up with `NSClassFromString`, which on Linux does not find nested, generic or private classes; the
///   class must descend from `NSObject` (as `UIResponder` does) and have an `init()`. A name that finds no
///   class is reported with UIKit's wording and nothing launches (exit status 1). Nil launches without a
///   delegate (the Info.plist's scenes may still make the interface).
///
/// `argc` and `argv` are the program's arguments, as in UIKit; OpenUIKit reads none of them.
@MainActor
@discardableResult
public func UIApplicationMain(
    _ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>, _ principalClassName: String?,
    _ delegateClassName: String?
) -> Int32 {
    if let principalClassName, principalClassName != "UIApplication",
        principalClassName != String(reflecting: UIApplication.self)
    {
        Diagnostics.report(
            .invalidArgument, .warning,
            "UIApplicationMain: principal class \"\(principalClassName)\" ignored; OpenUIKit's application object is UIApplication.shared"
        )
    }
    guard let delegateClassName else { return UIApplication.shared.runApplication(delegate: nil) }
    guard let delegateClass = NSClassFromString(delegateClassName) else {
        Diagnostics.report(
            .invalidSceneConfiguration, .exception,
            "Unable to instantiate the UIApplication delegate instance. No class named \(delegateClassName) is loaded.")
        return 1
    }
    return UIApplicationMain(delegateClass: delegateClass)
}

/// `UIApplicationMain` with the app delegate's class itself rather than its name (OpenUIKit addition, what
/// `@main` on an app delegate calls): makes one instance with `init()` — the class must descend from
/// `NSObject` and conform to `UIApplicationDelegate`, else it is reported and nothing launches (exit status
/// 1) — then launches and runs the app as `UIApplicationMain(_:_:_:_:)` does.
@MainActor
@discardableResult
public func UIApplicationMain(delegateClass: AnyClass) -> Int32 {
    guard delegateClass is any UIApplicationDelegate.Type,
        let delegate = ClassInstantiation.instance(of: delegateClass) as? any UIApplicationDelegate
    else {
        Diagnostics.report(
            .invalidSceneConfiguration, .exception,
            "Unable to instantiate the UIApplication delegate instance: \(String(reflecting: delegateClass)) is not an NSObject class conforming to UIApplicationDelegate."
        )
        return 1
    }
    return UIApplication.shared.runApplication(delegate: delegate)
}

extension UIApplicationDelegate {
    /// The program's entry point when the app delegate class is marked `@main`, as on iOS: runs
    /// `UIApplicationMain(delegateClass: Self.self)` and exits with its status. A delegate that declares its
    /// own `main()` uses that one instead.
    public static func main() {
        exit(UIApplicationMain(delegateClass: self))
    }
}
