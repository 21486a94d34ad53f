import Foundation

extension UIViewController {
    /// The smallest layout margins of the controller's root view (UIKit's `systemMinimumLayoutMargins`):
    /// 16 points leading and trailing in a compact-width environment, 20 in a regular one, 0 at the top and
    /// bottom. The root view's margins default to these and, while `viewRespectsSystemMinimumLayoutMargins`,
    /// are never smaller; subviews are not affected. Deliberate difference: OpenUIKit's trait collections
    /// carry no size classes, so the width is regular on an iPad's screen (`UIScreen.Device.isPad`: the view's window's
    /// screen, else the main screen), compact otherwise — UIKit's size classes of full-screen windows in
    /// portrait.
    public var systemMinimumLayoutMargins: NSDirectionalEdgeInsets {
        let screen = viewIfLoaded?.window?.screen ?? UIScreen.main
        let side: CGFloat = screen.device.isPad ? 20 : 16
        return NSDirectionalEdgeInsets(top: 0, leading: side, bottom: 0, trailing: side)
    }
}
