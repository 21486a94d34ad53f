import OpenQuartzCore

extension Diagnostic.Code {
    /// A life-cycle call the app's state does not allow: a second launch ("There can only be one
    /// UIApplication instance"), a state change before the launch, after termination or to the state the app
    /// is already in.
    public static let invalidLifecycleTransition = Diagnostic.Code(rawValue: "invalidLifecycleTransition")
    /// A scene configuration UIKit cannot use: a delegate class that cannot be loaded, or that is not a
    /// `UISceneDelegate`, or an app delegate class name that names no class.
    public static let invalidSceneConfiguration = Diagnostic.Code(rawValue: "invalidSceneConfiguration")
    /// A scene that connected without a window: nothing shows on screen.
    public static let sceneWithoutWindow = Diagnostic.Code(rawValue: "sceneWithoutWindow")
}
