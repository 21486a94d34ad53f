import Foundation

/// Layout-to-layout navigation (`UICollectionViewController.useLayoutToLayoutNavigationTransitions`, Apple's
/// documentation of that property): pushing a collection view controller that uses it onto a navigation
/// controller whose top is a collection view controller does not slide a new view in — the pushed controller
/// shows the top controller's collection view, whose layout changes to the pushed controller's
/// `collectionViewLayout`; popping it changes the layout back, and the popped controller takes its own view
/// back. The appearance callbacks and the navigation delegate's `willShow`/`didShow` come as for any push or
/// pop; the layout change is the transition's animation (`LayoutToLayoutTransitionAnimator`), which the
/// edge-swipe pop scrubs like any other. Cells keep their data source and delegate: those of the controller
/// that made the collection view.
extension UINavigationController {
    /// The collection view `operation` from `from` to `to` changes the layout of, when it is a
    /// layout-to-layout push or pop; the pushed controller shares it from now on.
    func beginLayoutToLayout(
        _ operation: Operation, from: UIViewController, to: UIViewController
    )
        -> UICollectionView?
    {
        guard let top = from as? UICollectionViewController, let next = to as? UICollectionViewController,
            let shared = top.viewIfLoaded as? UICollectionView
        else { return nil }
        switch operation {
        case .push where next.useLayoutToLayoutNavigationTransitions:
            next.share(shared)
            return shared
        case .pop where top.sharesCollectionView && next.viewIfLoaded === shared:
            return shared
        default:
            return nil
        }
    }

    /// The animator of a layout-to-layout transition to `to`: its layout, animated or not (an edge-swipe pop
    /// scrubs it).
    func layoutToLayoutAnimator(
        _ shared: UICollectionView, to: UIViewController, animated: Bool
    )
        -> any UIViewControllerAnimatedTransitioning
    {
        let layout = (to as? UICollectionViewController)?.collectionViewLayout ?? shared.collectionViewLayout
        return LayoutToLayoutTransitionAnimator(collectionView: shared, layout: layout, isAnimated: animated)
    }

    /// The end of a layout-to-layout transition: a completed pop gives the popped controllers their own
    /// views back; a cancelled transition puts the layout of `shown` back (a cancelled push also gives the
    /// pushed controller its own view back). `shown` owns the collection view after.
    func endLayoutToLayout(
        _ shared: UICollectionView, operation: Operation, completed: Bool, shown: UIViewController,
        hidden: UIViewController
    ) {
        if completed, operation == .pop {
            for case let controller as UICollectionViewController in children
            where controller.sharesCollectionView
                && !stack.contains(where: { $0 === controller })
            {
                controller.stopSharing()
            }
        } else if !completed {
            if let showing = shown as? UICollectionViewController {
                shared.setCollectionViewLayout(showing.collectionViewLayout, animated: false)
            }
            if operation == .push { (hidden as? UICollectionViewController)?.stopSharing() }
        }
        shown.view = shared
    }
}
