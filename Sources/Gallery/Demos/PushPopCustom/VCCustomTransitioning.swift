import Foundation
import OpenUIKit

/// The `VCCustomTransitioning` (`initWithType:`) of “Complex Animation Cases”, the animator the film's detail returns
/// for both navigation operations, 0.5 s with UIView animation's default easeInOut curve:
/// - push: a snapshot of the selected row's poster (`[fromCell.imageView snapshotViewAfterScreenUpdates:]`)
///   flies from the row to the detail poster's place while the detail fades in over the list;
/// - pop: the list goes below the detail (the article's `[containerView insertSubview:toVC.view atIndex:0]`) and
///   a snapshot of the detail's poster flies back to the row while the detail fades out.
/// The real posters are hidden while their snapshot flies and shown again when it lands; the context is told
/// whether the transition was cancelled. Between other controllers than the list and a detail it places the
/// new view and completes at once.
@MainActor
final class VCCustomTransitioning: UIViewControllerAnimatedTransitioning {
    /// The seed's `TransitionType`.
    enum TransitionType {
        case push, pop
    }

    let type: TransitionType

    init(type: TransitionType) {
        self.type = type
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        0.5
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        let containerView = transitionContext.containerView
        let fromVC = transitionContext.viewController(forKey: .from)
        let toVC = transitionContext.viewController(forKey: .to)
        let (list, single) =
            type == .push
            ? (fromVC as? MovieListController, toVC as? SingleViewController)
            : (toVC as? MovieListController, fromVC as? SingleViewController)
        guard let list, let single, let toVC, let fromView = fromVC?.view, let indexPath = list.currentIndexPath,
            let cellImage = list.tableView?.cellForRow(at: indexPath)?.imageView
        else {
            toVC.map { $0.view.frame = transitionContext.finalFrame(for: $0) }
            toVC.map { containerView.addSubview($0.view) }
            return transitionContext.completeTransition(true)
        }
        toVC.view.frame = transitionContext.finalFrame(for: toVC)
        if type == .push {
            toVC.view.alpha = 0
            containerView.addSubview(toVC.view)
        } else {
            containerView.insertSubview(toVC.view, at: 0)
        }
        single.view.layoutIfNeeded()
        guard let posterView = single.posterView,
            let tempView = (type == .push ? cellImage : posterView).snapshotView(afterScreenUpdates: true)
        else {
            toVC.view.alpha = 1
            return transitionContext.completeTransition(true)
        }
        let cellFrame = cellImage.convert(cellImage.bounds, to: containerView)
        let posterFrame = posterView.convert(posterView.bounds, to: containerView)
        tempView.frame = type == .push ? cellFrame : posterFrame
        cellImage.isHidden = true
        posterView.isHidden = true
        containerView.addSubview(tempView)
        UIView.animate(
            withDuration: transitionDuration(using: transitionContext),
            animations: {
                if self.type == .push {
                    toVC.view.alpha = 1
                    tempView.frame = posterFrame
                } else {
                    fromView.alpha = 0
                    tempView.frame = cellFrame
                }
            },
            completion: { _ in
                tempView.removeFromSuperview()
                cellImage.isHidden = false
                posterView.isHidden = false
                fromView.alpha = 1
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
    }
}
