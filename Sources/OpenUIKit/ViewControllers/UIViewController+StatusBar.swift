import Foundation

extension UIViewController {
    /// Tells UIKit that the controller's status bar attributes (`preferredStatusBarStyle`,
    /// `prefersStatusBarHidden`, `preferredStatusBarUpdateAnimation`) changed: the window the controller's
    /// view is in asks its deciding controllers again, and its scene's `statusBarManager` answers with the
    /// new values. Without this call a changed attribute is not seen until the root controller changes or a
    /// controller transition in the window ends, as in UIKit. A controller whose view is in no window changes
    /// nothing. Deliberate difference: inside an animation block UIKit animates the status bar's change with
    /// the block; OpenUIKit draws no status bar, so the change is immediate and a host that draws one reads
    /// `preferredStatusBarUpdateAnimation`.
    public func setNeedsStatusBarAppearanceUpdate() {
        viewIfLoaded?.window?.updateStatusBarAppearance()
    }
}
