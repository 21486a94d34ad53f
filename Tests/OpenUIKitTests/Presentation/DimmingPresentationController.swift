import Foundation
@testable import OpenUIKit

/// A presentation controller in the manner of Apple's "Custom View Controller Transitions and
/// Presentations" sample: a dimming view that fades in alongside the presentation and out alongside the
/// dismissal, the presented view in the lower half of the container, and a log of every callback.
@MainActor
final class DimmingPresentationController: UIPresentationController {
    let dimmingView = UIView()
    var log: LoggingController.Log?

    private func note(_ line: String) { log?.lines.append("pc \(line)") }

    override var frameOfPresentedViewInContainerView: CGRect {
        guard let bounds = containerView?.bounds else { return .zero }
        return CGRect(x: 0, y: bounds.height / 2, width: bounds.width, height: bounds.height / 2)
    }

    override func presentationTransitionWillBegin() {
        note("presentationTransitionWillBegin")
        guard let containerView else { return }
        dimmingView.backgroundColor = .black
        dimmingView.frame = containerView.bounds
        dimmingView.alpha = 0
        containerView.addSubview(dimmingView)
        presentedViewController.transitionCoordinator?.animate(
            alongsideTransition: { _ in self.dimmingView.alpha = 0.5 }, completion: nil)
    }

    override func presentationTransitionDidEnd(_ completed: Bool) {
        note("presentationTransitionDidEnd(\(completed))")
        if !completed { dimmingView.removeFromSuperview() }
    }

    override func dismissalTransitionWillBegin() {
        note("dismissalTransitionWillBegin")
        presentedViewController.transitionCoordinator?.animate(
            alongsideTransition: { _ in self.dimmingView.alpha = 0 }, completion: nil)
    }

    override func dismissalTransitionDidEnd(_ completed: Bool) {
        note("dismissalTransitionDidEnd(\(completed))")
        if completed { dimmingView.removeFromSuperview() }
    }

    override func containerViewWillLayoutSubviews() {
        presentedView?.frame = frameOfPresentedViewInContainerView
    }
}
