import Foundation

/// The orientation of the app's interface (UIKit's `UIInterfaceOrientation`, with UIKit's raw values).
/// OpenUIKit has no device rotation: a view's orientation is read from its proportions (wider than tall is
/// landscape), which is how `UIPageViewController` asks its delegate for a spine location.
public enum UIInterfaceOrientation: Int, Sendable {
    case unknown = 0
    case portrait = 1
    case portraitUpsideDown = 2
    case landscapeLeft = 4
    case landscapeRight = 3

    /// Whether the orientation is portrait or upside down.
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    /// Whether the orientation is one of the landscape ones.
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}
