import Foundation

/// The background of a navigation bar or a toolbar (UIKit's private `_UIBarBackground`): the bar's colour,
/// behind the bar's items, filling the bar and extended by its position — up through its superview's top
/// safe-area inset for a `.topAttached` bar (to the top of the screen, behind the status bar, when the bar
/// sits at the top of the safe area as a navigation controller's does), down through the bottom inset for a
/// `.bottom` one (over the home indicator). Taken from the safe area rather than the bar's place on screen,
/// so that a bar sliding out of view (`setNavigationBarHidden(_:animated:)`) takes its background with it.
final class BarBackgroundView: UIView {
    /// A background that lets touches through to the bar.
    init() {
        super.init(frame: .zero)
        isUserInteractionEnabled = false
    }

    /// Not made from Interface Builder files: a bar makes its own background.
    required init?(coder: NSCoder) {
        return nil
    }

    /// Puts the background in `bar` (its superview) as `position` extends it; the frame is set only when it
    /// changes.
    func place(in bar: UIView, position: UIBarPosition) {
        var frame = bar.bounds
        let insets = bar.superview?.safeAreaInsets ?? .zero
        switch position {
        case .topAttached:
            frame.origin.y -= insets.top
            frame.size.height += insets.top
        case .bottom:
            frame.size.height += insets.bottom
        case .any, .top:
            break
        }
        if self.frame != frame { self.frame = frame }
    }
}
