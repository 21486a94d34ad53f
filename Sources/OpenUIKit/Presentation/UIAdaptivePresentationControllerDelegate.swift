import Foundation

/// The delegate of a presentation controller (UIKit's `UIAdaptivePresentationControllerDelegate`): it may
/// change the style a presentation adapts to, and it hears about a sheet being dragged down (iOS 13). Every
/// method is optional.
///
/// Sheet dismissal by dragging: when the drag starts, `presentationControllerShouldDismiss(_:)` is asked
/// (not while `isModalInPresentation` is true); a refusal, or `isModalInPresentation`, gives
/// `presentationControllerDidAttemptToDismiss(_:)` and the sheet stays. Otherwise
/// `presentationControllerWillDismiss(_:)` comes as the dismissal starts and
/// `presentationControllerDidDismiss(_:)` after it completes (not when the drag is given up and the sheet
/// returns). Dismissals in code (`dismiss(animated:completion:)`) call none of them, as in UIKit.
@preconcurrency @MainActor
public protocol UIAdaptivePresentationControllerDelegate: AnyObject {
    /// The style to adapt to in a compact-width environment (OpenUIKit's screens are all iPhone-like), or
    /// `.none` for the presentation controller's own choice (the default).
    func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle
    /// Whether a drag may dismiss the sheet (true by default).
    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool
    /// A drag is dismissing the sheet.
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController)
    /// A drag dismissed the sheet.
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
    /// A drag tried to dismiss a sheet that may not be dismissed.
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController)
}

extension UIAdaptivePresentationControllerDelegate {
    public func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle {
        .none
    }
    public func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool { true }
    public func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {}
    public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {}
    public func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {}
}
