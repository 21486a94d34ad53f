import Foundation

/// A bar that knows where it is (UIKit's `UIBarPositioning`): a navigation bar or a toolbar.
///
/// As Apple's documentation of the protocol says, a bar at the top of the screen abuts the status bar and
/// extends its background above its own frame to the top of the screen (`UIBarPosition.topAttached`); a bar at
/// the bottom extends it below its frame over the home indicator (`UIBarPosition.bottom`, when the bar sits on
/// the bottom of its superview's safe area). The bar's frame stays where it was put.
@preconcurrency @MainActor
public protocol UIBarPositioning: AnyObject {
    /// Where the bar is: its delegate's `position(for:)`, else the bar's own default.
    var barPosition: UIBarPosition { get }
}
