import Foundation

/// Lets a sheet be dragged down to dismiss it: a pan on the presented view that, when it begins downwards
/// (moving more down than sideways),
/// asks whether the sheet may go and, if so, dismisses it interactively — the dismissal's animator scrubbed
/// by a `UIPercentDrivenInteractiveTransition` (the transitioning delegate's own interaction controller
/// wins when it gives one). The progress is the downward translation over the card's height; when the
/// finger lifts, the dismissal finishes if the position projected from the release velocity passes half
/// the card (UIScrollView's normal deceleration, as the navigation edge swipe decides), else the sheet
/// returns. The delegate calls are described in `UIAdaptivePresentationControllerDelegate`.
@MainActor
final class SheetDismissDriver: UIGestureRecognizerDelegate {
    weak var sheet: UIPresentationController?
    private var recognizer: UIPanGestureRecognizer?
    private var interaction: UIPercentDrivenInteractiveTransition?
    private var dismissing = false

    /// Adds the pan to the presented view.
    func attach(to view: UIView?) {
        guard let view, recognizer == nil else { return }
        let recognizer = UIPanGestureRecognizer(handler: { [weak self] recognizer in self?.handle(recognizer) })
        recognizer.delegate = self
        view.addGestureRecognizer(recognizer)
        self.recognizer = recognizer
    }

    /// Removes the pan.
    func detach() {
        if let recognizer { recognizer.view?.removeGestureRecognizer(recognizer) }
        recognizer = nil
    }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard let sheet, let pan = gestureRecognizer as? UIPanGestureRecognizer,
            sheet.presentedViewController.activePresentation?.isTransitioning == false
        else { return false }
        let velocity = pan.velocity(in: sheet.containerView)
        return velocity.y > abs(velocity.x)
    }

    private func handle(_ recognizer: UIPanGestureRecognizer) {
        guard let sheet else { return }
        let height = max(sheet.presentedView?.bounds.height ?? 1, 1)
        let translation = recognizer.translation(in: sheet.containerView).y
        switch recognizer.state {
        case .began:
            begin(sheet)
        case .changed:
            interaction?.update(min(max(translation / height, 0), 1))
        case .ended:
            let velocity = Double(recognizer.velocity(in: sheet.containerView).y)
            let rate = NavigationEdgePopDriver.decelerationRate
            let travel = velocity / 1000 * rate / (1 - rate)
            end(sheet, finishing: (Double(translation) + travel) / Double(height) > 0.5)
        case .cancelled, .failed:
            end(sheet, finishing: false)
        default:
            break
        }
    }

    private func begin(_ sheet: UIPresentationController) {
        let presented = sheet.presentedViewController
        let mayDismiss =
            !presented.isModalInPresentation && sheet.delegate?.presentationControllerShouldDismiss(sheet) != false
        guard mayDismiss else {
            sheet.delegate?.presentationControllerDidAttemptToDismiss(sheet)
            return
        }
        sheet.delegate?.presentationControllerWillDismiss(sheet)
        let interaction = UIPercentDrivenInteractiveTransition()
        presented.startDismissal(animated: true, interaction: interaction) { [weak sheet] in
            guard let sheet else { return }
            sheet.delegate?.presentationControllerDidDismiss(sheet)
        }
        let transition = presented.activePresentation.flatMap { ControllerTransition.running(in: $0) }
        self.interaction = transition?.interactionController === interaction ? interaction : nil
        dismissing = transition != nil
    }

    private func end(_ sheet: UIPresentationController, finishing: Bool) {
        guard dismissing else { return }
        dismissing = false
        if finishing { interaction?.finish() } else { interaction?.cancel() }
        interaction = nil
    }
}
