import Foundation

/// The animation of a layout-to-layout push or pop: the shared collection view changes to the arriving
/// controller's layout with `setCollectionViewLayout(_:animated:completion:)` — every cell moving over
/// `UICollectionView.updateAnimationDuration` — and the transition completes when that animation ends
/// (cancelled when an interaction cancelled it). Not animated, the layout changes at once.
@MainActor
final class LayoutToLayoutTransitionAnimator: UIViewControllerAnimatedTransitioning {
    private let collectionView: UICollectionView
    private let layout: UICollectionViewLayout
    private let isAnimated: Bool

    init(collectionView: UICollectionView, layout: UICollectionViewLayout, isAnimated: Bool) {
        self.collectionView = collectionView
        self.layout = layout
        self.isAnimated = isAnimated
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        isAnimated ? UICollectionView.updateAnimationDuration : 0
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        guard isAnimated else {
            collectionView.setCollectionViewLayout(layout, animated: false)
            transitionContext.completeTransition(true)
            return
        }
        collectionView.setCollectionViewLayout(layout, animated: true) { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
    }
}
