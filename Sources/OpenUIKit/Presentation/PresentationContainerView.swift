import Foundation

/// The container view of a presentation (UIKit's `UITransitionView`): the transition's animations happen
/// in it, and it stays in the window, holding the presented view, until the dismissal ends. Its layout
/// passes tell the presentation controller (`containerViewWillLayoutSubviews()` /
/// `containerViewDidLayoutSubviews()`).
@MainActor
final class PresentationContainerView: UIView {
    weak var presentationController: UIPresentationController?

    override func layoutSubviews() {
        presentationController?.containerViewWillLayoutSubviews()
        super.layoutSubviews()
        presentationController?.containerViewDidLayoutSubviews()
    }
}
