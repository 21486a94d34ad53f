import Foundation

extension UIWindow {
    /// Asks the window's controllers again for the status bar's style and visibility, as UIKit does when the
    /// root controller changes, when a controller transition in the window ends (a push, a pop, a
    /// presentation, a dismissal, a tab switch, a child swap) and when a controller in the window calls
    /// `setNeedsStatusBarAppearanceUpdate()`.
    func updateStatusBarAppearance() {
        let hiding = statusBarController(deferringTo: \.childForStatusBarHidden)
        statusBarAppearance = StatusBarAppearance(
            style: statusBarController(deferringTo: \.childForStatusBarStyle)?.preferredStatusBarStyle ?? .default,
            isHidden: hiding?.prefersStatusBarHidden ?? false,
            animation: hiding?.preferredStatusBarUpdateAnimation ?? .fade)
    }

    /// The controller that decides one aspect of the status bar, by UIKit's rules: the root controller,
    /// unless a controller presented over it captures the status bar's appearance (a `.fullScreen`
    /// presentation, or one whose controller sets `modalPresentationCapturesStatusBarAppearance`), or the
    /// deciding controller names a child for the aspect (`child`, `childForStatusBarStyle` or
    /// `childForStatusBarHidden`), which then decides in its place.
    private func statusBarController(
        deferringTo child: (UIViewController) -> UIViewController?
    ) -> UIViewController? {
        guard var controller = rootViewController else { return nil }
        while true {
            if let presented = controller.presentedViewController,
                presented.modalPresentationStyle == .fullScreen
                    || presented.modalPresentationCapturesStatusBarAppearance
            {
                controller = presented
            } else if let deciding = child(controller), deciding !== controller {
                controller = deciding
            } else {
                return controller
            }
        }
    }
}
