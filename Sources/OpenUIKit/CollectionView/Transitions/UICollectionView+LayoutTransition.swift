import Foundation
import OpenQuartzCore

/// Changing the layout: at once, animated (every cell moves to the new layout), or interactively through a
/// `UICollectionViewTransitionLayout` whose progress a gesture drives.
extension UICollectionView {
    /// The completion of an interactive transition: whether it completed (finished rather than cancelled) and
    /// whether its final animation ran to the end.
    public typealias LayoutInteractiveTransitionCompletion = (_ completed: Bool, _ finished: Bool) -> Void

    /// Puts `layout` in place. Animated, every visible cell moves from its place in the old layout to its
    /// place in the new one over `updateAnimationDuration` (cells coming into view start at their old place);
    /// `completion` runs once after, with whether the animation finished (at once: on the next run-loop turn).
    /// During an interactive transition or a batch update's block the change is reported and ignored.
    public func setCollectionViewLayout(
        _ layout: UICollectionViewLayout, animated: Bool, completion: ((Bool) -> Void)? = nil
    ) {
        guard interactiveTransition == nil, batch == nil else {
            Diagnostics.report(
                .invalidUpdate, .exception,
                "setCollectionViewLayout(_:animated:completion:) called during \(batch != nil ? "a batch update's block" : "an interactive layout transition"); ignored"
            )
            if let completion { UIApplication.shared.performOnNextTurn { completion(false) } }
            return
        }
        guard layout !== self.layout else {
            if let completion { UIApplication.shared.performOnNextTurn { completion(true) } }
            return
        }
        tileElements()
        let old = self.layout
        install(layout)
        guard animated, window != nil else {
            setNeedsLayout()
            if let completion { UIApplication.shared.performOnNextTurn { completion(true) } }
            return
        }
        animateToLayout(
            rekey: { $0 }, disappearing: { _ in nil },
            appearing: { key, final in
                let start =
                    key.kind.map { old.layoutAttributesForSupplementaryView(ofKind: $0, at: key.indexPath) }
                    ?? old.layoutAttributesForItem(at: key.indexPath)
                return start.flatMap { self.checked($0) ? $0 : nil } ?? Self.faded(final)
            }, completion: completion)
    }

    /// Begins an interactive transition to `layout`: the collection view uses the delegate's transition layout
    /// (a `UICollectionViewTransitionLayout` by default), returned for a gesture to set its
    /// `transitionProgress`; `finishInteractiveTransition()` or `cancelInteractiveTransition()` ends it and
    /// `completion` runs then. A second transition, or one during a batch update, is reported and nil
    /// returned.
    @discardableResult
    public func startInteractiveTransition(
        to layout: UICollectionViewLayout, completion: LayoutInteractiveTransitionCompletion? = nil
    ) -> UICollectionViewTransitionLayout? {
        guard interactiveTransition == nil, batch == nil, !isAnimatingUpdate else {
            Diagnostics.report(
                .invalidUpdate, .exception,
                "startInteractiveTransition(to:completion:) called while \(interactiveTransition != nil ? "another interactive transition" : "a batch update") is in progress; ignored"
            )
            return nil
        }
        tileElements()
        let old = self.layout
        let transition =
            collectionDelegate?.collectionView(self, transitionLayoutForOldLayout: old, newLayout: layout)
            ?? UICollectionViewTransitionLayout(currentLayout: old, nextLayout: layout)
        interactiveTransition = CollectionInteractiveTransition(layout: transition, completion: completion)
        install(transition)
        return transition
    }

    /// Ends the interactive transition on the next layout: the cells animate the rest of the way, the next
    /// layout is put in place, and the completion runs with `completed` true.
    public func finishInteractiveTransition() {
        endInteractiveTransition(completing: true)
    }

    /// Ends the interactive transition on the layout it started from: the cells animate back, that layout is
    /// put back, and the completion runs with `completed` false.
    public func cancelInteractiveTransition() {
        endInteractiveTransition(completing: false)
    }

    private func endInteractiveTransition(completing: Bool) {
        guard let transition = interactiveTransition, !transition.isEnding else {
            Diagnostics.report(
                .invalidUpdate, .exception,
                "\(completing ? "finish" : "cancel")InteractiveTransition() called with no interactive transition in progress; ignored"
            )
            return
        }
        interactiveTransition?.isEnding = true
        let layout = transition.layout
        let target = completing ? layout.nextLayout : layout.currentLayout
        let remaining = abs((completing ? 1 : 0) - layout.transitionProgress)
        UIView.animate(
            withDuration: Self.updateAnimationDuration * Double(min(1, remaining)), delay: 0,
            options: [.curveEaseOut],
            animations: {
                layout.transitionProgress = completing ? 1 : 0
                self.layoutIfNeeded()
            },
            completion: { finished in
                self.interactiveTransition = nil
                self.install(target)
                self.layoutIfNeeded()
                transition.completion?(completing, finished)
            })
    }

    /// Makes `layout` the collection view's layout, prepared, with its content size.
    private func install(_ layout: UICollectionViewLayout) {
        self.layout = layout
        layout.collectionView = self
        layout.needsPrepare = true
        prepareLayout()
    }
}

/// An interactive layout transition in progress.
struct CollectionInteractiveTransition {
    let layout: UICollectionViewTransitionLayout
    let completion: UICollectionView.LayoutInteractiveTransitionCompletion?
    /// Whether `finish…` or `cancel…` was called and the last animation runs.
    var isEnding = false
}
