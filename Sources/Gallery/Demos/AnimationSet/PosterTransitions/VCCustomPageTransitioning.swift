import Foundation
import OpenUIKit

/// The AnimationSet app's `VCCustomTransitioning`, the poster flight between its film list
/// (`VCTransitionPageController`) and a film's page (`SinglePageController`), 0.25 s with UIView animation's default
/// ease-in-out curve, for the four ways a page comes and goes:
/// - push and present (the list read from the navigation controller that presents): a snapshot of the selected
///   row's poster flies from the row to the page's poster while the page fades in over the list; the row (the
///   whole cell) and the page's poster are hidden meanwhile; when it lands the page's poster shows again and the
///   snapshot is hidden but left in the container, which UIKit keeps until the page goes;
/// - pop and dismissal: the snapshot, found again as the container's last subview, flies from the page's poster
///   back to the row while the page fades out, the list put under it (the view of the navigation controller,
///   taken away by the full-screen presentation, for a dismissal); the row shows again with its poster hidden until
///   the snapshot lands, and the snapshot is then removed.
///
/// Deliberate differences: the app sets no frame on the page's view and completes nothing between other controllers
/// (the transition would never end); here the page gets the context's final frame (the screen's bounds, which the
/// app's view had), and between other controllers the new view is placed and the transition completed at once. The
/// app keeps the presenting navigation controller strongly; it is weak here.
@MainActor
final class VCCustomPageTransitioning: UIViewControllerAnimatedTransitioning {
    /// The app's `TransitionType`.
    enum TransitionType {
        case push, present, pop, dismissed
    }

    static let duration: TimeInterval = 0.25

    let type: TransitionType
    /// The navigation controller whose view a dismissal puts back (the app's `currentNav`).
    private(set) weak var currentNav: UINavigationController?

    init(type: TransitionType) {
        self.type = type
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        Self.duration
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        let from = transitionContext.viewController(forKey: .from)
        let to = transitionContext.viewController(forKey: .to)
        switch type {
        case .push:
            entry(transitionContext, list: from as? VCTransitionPageController, page: to as? SinglePageController)
        case .present:
            let list = (from as? UINavigationController)?.topViewController as? VCTransitionPageController
            entry(transitionContext, list: list, page: to as? SinglePageController)
        case .pop:
            quit(transitionContext, page: from as? SinglePageController, list: to as? VCTransitionPageController)
        case .dismissed:
            currentNav = to as? UINavigationController
            let list = currentNav?.topViewController as? VCTransitionPageController
            quit(transitionContext, page: from as? SinglePageController, list: list)
        }
    }

    /// The push or the presentation: the poster flies from the list's row to the page.
    private func entry(
        _ context: any UIViewControllerContextTransitioning, list: VCTransitionPageController?,
        page: SinglePageController?
    ) {
        let container = context.containerView
        guard let list, let page, let indexPath = list.currentIndexPath,
            let cell = list.tableView.cellForRow(at: indexPath), let cellImage = cell.imageView,
            let tempView = cellImage.snapshotView(afterScreenUpdates: true)
        else { return Self.placeAndComplete(context) }
        tempView.frame = cell.contentView.convert(cellImage.frame, to: container)
        cell.isHidden = true
        page.view.frame = context.finalFrame(for: page)
        page.view.alpha = 0
        page.imgView.isHidden = true
        container.addSubview(page.view)
        container.addSubview(tempView)
        UIView.animate(
            withDuration: Self.duration,
            animations: {
                page.view.alpha = 1
                tempView.frame = page.view.convert(page.imgView.frame, to: container)
            },
            completion: { _ in
                page.imgView.isHidden = false
                tempView.isHidden = true
                context.completeTransition(!context.transitionWasCancelled)
            })
    }

    /// The pop or the dismissal: the poster flies from the page back to the list's row.
    private func quit(
        _ context: any UIViewControllerContextTransitioning, page: SinglePageController?,
        list: VCTransitionPageController?
    ) {
        let container = context.containerView
        guard let page, let list, let indexPath = list.currentIndexPath,
            let toCell = list.tableView.cellForRow(at: indexPath), let tempView = container.subviews.last
        else { return Self.placeAndComplete(context) }
        tempView.frame = page.view.convert(page.imgView.frame, to: container)
        page.imgView.isHidden = true
        toCell.isHidden = false
        toCell.imageView?.isHidden = true
        tempView.isHidden = false
        if let restored = type == .pop ? list.view : currentNav?.view {
            container.insertSubview(restored, at: 0)
        }
        let cellImageFrame = toCell.imageView?.frame ?? .zero
        UIView.animate(
            withDuration: Self.duration,
            animations: {
                tempView.frame = toCell.contentView.convert(cellImageFrame, to: container)
                page.view.alpha = 0
            },
            completion: { _ in
                context.completeTransition(!context.transitionWasCancelled)
                if context.transitionWasCancelled {
                    tempView.isHidden = true
                    page.imgView.isHidden = false
                } else {
                    toCell.imageView?.isHidden = false
                    tempView.removeFromSuperview()
                }
            })
    }

    /// Between other controllers than the list and a page: the new view at its final frame, at once.
    private static func placeAndComplete(_ context: any UIViewControllerContextTransitioning) {
        if let to = context.viewController(forKey: .to) {
            to.view.frame = context.finalFrame(for: to)
            context.containerView.addSubview(to.view)
        }
        context.completeTransition(true)
    }
}
