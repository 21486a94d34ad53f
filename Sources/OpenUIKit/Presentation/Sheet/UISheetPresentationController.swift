import Foundation

/// The presentation controller of `.pageSheet` and `.formSheet` presentations on an iPhone-sized screen
/// (UIKit's `UISheetPresentationController`, iOS 15; the card of iOS 13 and later): the presented view is a
/// card below the status area with rounded top corners, and the presenter's view shrinks behind it, with
/// rounded corners, alongside the transition (geometry in `SheetMetrics`). The presenter's view stays in the
/// window, so the presenter gets no appearance callbacks.
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
        guard let presenterView = presentingViewController.viewIfLoaded else { return }
        presenterCornerRadius = presenterView.layer.cornerRadius
        presenterClipped = presenterView.clipsToBounds
        let shrunk = SheetMetrics.presenterTransform(for: presenterView.bounds)
        let coordinator = presentedViewController.transitionCoordinator
        let shrink = {
            presenterView.transform = shrunk
            presenterView.layer.cornerRadius = SheetMetrics.cornerRadius
        }
        presenterView.clipsToBounds = true
        if coordinator?.animate(alongsideTransition: { _ in shrink() }, completion: nil) != true {
            UIView.performWithoutAnimation(shrink)
        }
    }

    open override func presentationTransitionDidEnd(_ completed: Bool) {
        if completed {
            dismissDriver.attach(to: presentedView)
        } else {
            restorePresenter()
        }
    }

    open override func dismissalTransitionWillBegin() {
        guard let presenterView = presentingViewController.viewIfLoaded else { return }
        let radius = presenterCornerRadius
        let grow = {
            presenterView.transform = .identity
            presenterView.layer.cornerRadius = radius
        }
        if presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in grow() }, completion: nil)
            != true
        {
            UIView.performWithoutAnimation(grow)
        }
    }

    open override func dismissalTransitionDidEnd(_ completed: Bool) {
        if completed {
            restorePresenter()
            dismissDriver.detach()
        }
    }

    /// The presenter's view as it was before the sheet.
    private func restorePresenter() {
        guard let presenterView = presentingViewController.viewIfLoaded else { return }
        UIView.performWithoutAnimation {
            presenterView.transform = .identity
            presenterView.layer.cornerRadius = presenterCornerRadius
        }
        presenterView.clipsToBounds = presenterClipped
    }
}
