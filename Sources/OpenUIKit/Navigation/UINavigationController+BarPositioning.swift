import Foundation

extension UINavigationController: UINavigationBarDelegate, UIToolbarDelegate {
    /// Where the controller's bars are (a navigation controller is its bars' delegate, as in UIKit): the
    /// toolbar at the bottom; the navigation bar `.topAttached` — abutting the status bar, its background
    /// drawn up to the top of the screen — unless the controller's view lies below the top of its window (a
    /// child placed lower, a sheet), where it is at the `.top` of its view only.
    public func position(for bar: any UIBarPositioning) -> UIBarPosition {
        if bar === toolbar { return .bottom }
        guard let view = viewIfLoaded, let window = view.window else { return .topAttached }
        return view.convert(CGPoint.zero, to: window).y > 0 ? .top : .topAttached
    }
}
