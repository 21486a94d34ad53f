import Foundation

/// The presentation controller of `.pageSheet` and `.formSheet` presentations on an iPhone-sized screen
/// (UIKit's `UISheetPresentationController`, iOS 15; the card of iOS 13 and later): the presented view is a
/// card below the status area with rounded top corners, and the presenter's view shrinks behind it, with
/// rounded corners, alongside the transition, while a 20 % black dimming view fades in over it and the card
/// shows a 36 × 5 pt grabber at its top, as measured on the iOS 26.1 simulator (geometry in `SheetMetrics`).
/// The presenter's view stays in the window, so the presenter gets no appearance callbacks. The grabber is a
/// layer on the presented view's layer (above its subviews), so the view's `subviews` are the app's own.
///
/// A sheet can be dragged down to dismiss it (see `SheetDismissDriver`), unless the presented controller's
/// `isModalInPresentation` is true or the delegate's `presentationControllerShouldDismiss(_:)` says no.
/// Detents are not modelled: every sheet is `.large()`.
@preconcurrency @MainActor
open class UISheetPresentationController: UIPresentationController {
    private let style: UIModalPresentationStyle
    private let dismissDriver = SheetDismissDriver()
    private var presenterCornerRadius: CGFloat = 0
    private var presenterClipped = false
    /// The view that dims the presenter's screen, behind the card in the container.
    private let dimmingView = UIView()
    private let grabber = CALayer()

    /// A sheet for `presentedViewController`.
    public init(
        presentedViewController: UIViewController, presenting presentingViewController: UIViewController?,
        style: UIModalPresentationStyle = .pageSheet
    ) {
        self.style = style
        super.init(presentedViewController: presentedViewController, presenting: presentingViewController)
        dismissDriver.sheet = self
    }

    /// A page sheet for `presentedViewController` (UIKit's designated initializer).
    public override convenience init(
        presentedViewController: UIViewController, presenting presentingViewController: UIViewController?
    ) {
        self.init(
            presentedViewController: presentedViewController, presenting: presentingViewController, style: .pageSheet)
    }

    open override var presentationStyle: UIModalPresentationStyle { style }

    open override var frameOfPresentedViewInContainerView: CGRect {
        SheetMetrics.cardFrame(in: containerView?.bounds ?? .zero)
    }

    open override func presentationTransitionWillBegin() {
        guard let presentedView else { return }
        presentedView.layer.cornerRadius = SheetMetrics.cornerRadius
        presentedView.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
        presentedView.clipsToBounds = true
        showChrome(on: presentedView)
        guard let presenterView = presentingViewController.viewIfLoaded else { return }
        presenterCornerRadius = presenterView.layer.cornerRadius
        presenterClipped = presenterView.clipsToBounds
        let shrunk = SheetMetrics.presenterTransform(for: presenterView.bounds)
        let shrink = {
            presenterView.transform = shrunk
            presenterView.layer.cornerRadius = SheetMetrics.cornerRadius
        }
        presenterView.clipsToBounds = true
        alongsideTransition(shrink)
    }

    open override func presentationTransitionDidEnd(_ completed: Bool) {
        if completed {
            dismissDriver.attach(to: presentedView)
        } else {
            restorePresenter()
        }
    }

    open override func dismissalTransitionWillBegin() {
        let dimmingView = dimmingView
        let undim = { dimmingView.alpha = 0 }
        alongsideTransition(undim)
        guard let presenterView = presentingViewController.viewIfLoaded else { return }
        let radius = presenterCornerRadius
        let grow = {
            presenterView.transform = .identity
            presenterView.layer.cornerRadius = radius
        }
        alongsideTransition(grow)
    }

    open override func dismissalTransitionDidEnd(_ completed: Bool) {
        if completed {
            restorePresenter()
            dismissDriver.detach()
        }
    }

    /// The presentation is over, however it ended: its own dismissal (after `dismissalTransitionDidEnd(_:)`),
    /// a dismissal of a controller below it that took it along without a transition of its own, a cancelled
    /// presentation, its window going away. The pan and the changes to the presenter's view go, so a
    /// controller presented again starts clean.
    final func presentationDidEnd() {
        restorePresenter()
        dismissDriver.detach()
    }

    /// Runs `changes` alongside the transition, or at once without animation when there is none to join.
    private func alongsideTransition(_ changes: @escaping () -> Void) {
        if presentedViewController.transitionCoordinator?.animate(
            alongsideTransition: { _ in changes() }, completion: nil) != true
        {
            UIView.performWithoutAnimation(changes)
        }
    }

    /// Puts the dimming view behind the card, fading in alongside the transition, and the grabber on the card.
    private func showChrome(on presentedView: UIView) {
        let dimmingView = dimmingView
        if let containerView {
            UIView.performWithoutAnimation {
                dimmingView.frame = containerView.bounds
                dimmingView.backgroundColor = .black
                dimmingView.alpha = 0
            }
            containerView.insertSubview(dimmingView, at: 0)
        }
        let dim = { dimmingView.alpha = SheetMetrics.dimmingAlpha }
        alongsideTransition(dim)
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        grabber.frame = SheetMetrics.grabberFrame(in: presentedView.bounds)
        grabber.cornerRadius = SheetMetrics.grabberSize.height / 2
        grabber.backgroundColor = SheetMetrics.grabberColor
        grabber.zPosition = 1
        presentedView.layer.addSublayer(grabber)
        CATransaction.commit()
    }

    /// The presenter's view as it was before the sheet.
    private func restorePresenter() {
        dimmingView.removeFromSuperview()
        grabber.removeFromSuperlayer()
        guard let presenterView = presentingViewController.viewIfLoaded else { return }
        UIView.performWithoutAnimation {
            presenterView.transform = .identity
            presenterView.layer.cornerRadius = presenterCornerRadius
        }
        presenterView.clipsToBounds = presenterClipped
    }
}
