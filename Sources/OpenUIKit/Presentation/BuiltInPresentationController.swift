import Foundation

/// The presentation controller of the built-in full-screen and current-context styles (UIKit's private
/// `_UIFullscreenPresentationController` and its relatives). `.fullScreen` and `.currentContext` remove the
/// presenter's view when the presentation ends (the presenter gets its disappear and appear callbacks);
/// `.overFullScreen` and `.overCurrentContext` keep it. The current-context styles cover the presenting
/// controller's view only. `.popover` has no popover here: OpenUIKit's screens are compact-width, where a
/// popover adapts to `.fullScreen` (or to the delegate's answer).
@MainActor
final class BuiltInPresentationController: UIPresentationController {
    private let style: UIModalPresentationStyle

    init(presentedViewController: UIViewController, presenting: UIViewController?, style: UIModalPresentationStyle) {
        self.style = style
        super.init(presentedViewController: presentedViewController, presenting: presenting)
    }

    override var presentationStyle: UIModalPresentationStyle { style }

    override var shouldRemovePresentersView: Bool {
        style == .fullScreen || style == .currentContext
    }

    override var shouldPresentInFullscreen: Bool {
        style != .currentContext && style != .overCurrentContext
    }

    override var adaptivePresentationStyle: UIModalPresentationStyle {
        let answer = delegate?.adaptivePresentationStyle(for: self) ?? .none
        if answer != .none { return answer }
        return style == .popover ? .fullScreen : style
    }
}
