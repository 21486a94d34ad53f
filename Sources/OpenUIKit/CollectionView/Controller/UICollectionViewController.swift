import Foundation
import OpenQuartzCore

/// A view controller whose view is a collection view (UIKit's `UICollectionViewController`): it makes the
/// collection view with the layout it was created with, and is the collection view's data source and
/// delegate. Subclasses override the data-source and delegate methods below.
///
/// `clearsSelectionOnViewWillAppear` (true by default) deselects every selected item in `viewWillAppear(_:)`,
/// as UIKit does when a controller comes back into view (a pop revealing it).
///
/// `useLayoutToLayoutNavigationTransitions`: pushed with it true onto a navigation controller whose top is a
/// collection view controller, the controller shares that controller's collection view and the push is a
/// change of layout (UINavigationController+LayoutToLayout). The data source and delegate stay those of the
/// controller that made the collection view, as in UIKit.
///
/// Deliberate difference: `installsStandardGestureForInteractiveMovement` is not offered (OpenUIKit's
/// collection view has no interactive movement of items).
@preconcurrency @MainActor
open class UICollectionViewController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegate {
    /// The layout the controller's collection view uses while the controller is on top; the collection
    /// view is made with it.
    public let collectionViewLayout: UICollectionViewLayout

    /// Whether `viewWillAppear(_:)` deselects the selected items (true by default).
    open var clearsSelectionOnViewWillAppear = true

    /// Whether a push of this controller onto a navigation controller whose top is a collection view
    /// controller changes the layout of that controller's collection view instead of sliding a new view in
    /// (false by default). Set it before the push; changing it while the controller is in a navigation
    /// stack is reported and ignored (UIKit raises).
    open var useLayoutToLayoutNavigationTransitions: Bool {
        get { usesLayoutToLayout }
        set {
            guard newValue != usesLayoutToLayout else { return }
            guard navigationController == nil else {
                Diagnostics.report(
                    .invalidState, .exception,
                    "useLayoutToLayoutNavigationTransitions of \(self) must not change after it was pushed; kept \(usesLayoutToLayout)"
                )
                return
            }
            usesLayoutToLayout = newValue
        }
    }
    private var usesLayoutToLayout = false

    /// The controller's own view, set aside while it shows a shared collection view.
    var setAsideView: UIView?

    /// A controller whose collection view will use `layout`.
    public init(collectionViewLayout layout: UICollectionViewLayout) {
        collectionViewLayout = layout
        super.init(nibName: nil, bundle: nil)
    }

    /// Makes a collection view controller from a storyboard scene (UIKit's `init?(coder:)`): its layout is
    /// the flow layout the scene's collection view describes, and that collection view, made when the view
    /// loads, uses this very layout. Any other coder gives a default flow layout.
    public required init?(coder: NSCoder) {
        let view = (coder as? IBCoder)?.element.child(key: "view", named: "collectionView")
        collectionViewLayout = view.map(IBControlValues.flowLayout(from:)) ?? UICollectionViewFlowLayout()
        super.init(coder: coder)
    }

    /// The controller's view: its own collection view, or the one it shares after a layout-to-layout push.
    /// Setting it makes `newValue` the controller's view, with the controller as data source and delegate.
    open var collectionView: UICollectionView! {
        get { view as? UICollectionView }
        set {
            view = newValue
            newValue?.dataSource = self
            newValue?.delegate = self
        }
    }

    /// The scene's or nib's collection view — given `collectionViewLayout`, and this controller as data
    /// source and delegate where the file connects none — else a collection view as large as the main
    /// screen with `collectionViewLayout`, following its superview's size, with the controller as its data
    /// source and delegate.
    open override func loadView() {
        if loadViewFromInterfaceBuilder(), let collectionView = view as? UICollectionView {
            collectionView.collectionViewLayout = collectionViewLayout
            if collectionView.dataSource == nil { collectionView.dataSource = self }
            if collectionView.delegate == nil { collectionView.delegate = self }
            return
        }
        let collectionView = UICollectionView(frame: UIScreen.main.bounds, collectionViewLayout: collectionViewLayout)
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        self.collectionView = collectionView
    }

    /// Deselects the selected items when `clearsSelectionOnViewWillAppear` is true (without delegate calls,
    /// as a deselection in code).
    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        guard clearsSelectionOnViewWillAppear, let collectionView else { return }
        for indexPath in collectionView.indexPathsForSelectedItems ?? [] {
            collectionView.deselectItem(at: indexPath, animated: animated)
        }
    }

    /// Whether the controller shows another controller's collection view (after a layout-to-layout push).
    var sharesCollectionView: Bool { setAsideView != nil }

    /// Shows `shared` as the controller's view (a layout-to-layout push), its own view set aside; while
    /// the shared collection view uses `collectionViewLayout`, the controller's own collection view holds an
    /// empty layout, so that no layout serves two collection views.
    func share(_ shared: UICollectionView) {
        setAsideView = viewIfLoaded
        if let own = setAsideView as? UICollectionView, own.layout === collectionViewLayout {
            own.layout = UICollectionViewLayout()
            own.layout.collectionView = own
        }
        view = shared
    }

    /// Takes the controller's own view back after a layout-to-layout pop, with its layout (prepared again
    /// before that collection view's next layout pass).
    func stopSharing() {
        guard let own = setAsideView else { return }
        setAsideView = nil
        view = own
        guard let own = own as? UICollectionView else { return }
        own.layout = collectionViewLayout
        collectionViewLayout.collectionView = own
        collectionViewLayout.needsPrepare = true
    }

    // MARK: Data source

    /// One section (UIKit's default); override for more.
    open func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }

    /// No items; override to give the section's count.
    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 0 }

    /// Subclasses that have items must override it. The default reports the missing override (UIKit raises
    /// "unrecognized selector") and leaves the item empty.
    open func collectionView(
        _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
    )
        -> UICollectionViewCell
    {
        Diagnostics.report(
            .invalidDataSource, .exception,
            "\(self) does not override collectionView(_:cellForItemAt:) for the item at \(indexPath)")
        return UICollectionViewCell.unusable()
    }

    /// Subclasses whose layout has supplementary views must override it; the default reports it and leaves
    /// the element empty.
    open func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        Diagnostics.report(
            .invalidDataSource, .exception,
            "\(self) does not override collectionView(_:viewForSupplementaryElementOfKind:at:) for the \(kind) at \(indexPath)"
        )
        return UICollectionReusableView.unusable()
    }

    // MARK: Delegate

    /// Every item highlights (UIKit's default).
    open func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool {
        true
    }
    /// Does nothing; override to react.
    open func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {}
    /// Does nothing; override to react.
    open func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) {}
    /// Every item can be selected (UIKit's default).
    open func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        true
    }
    /// Does nothing; override to react to a tap.
    open func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {}
    /// Every item can be deselected (UIKit's default).
    open func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool {
        true
    }
    /// Does nothing; override to react.
    open func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {}
    /// Does nothing; override to react.
    open func collectionView(
        _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath
    ) {}
    /// Does nothing; override to react.
    open func collectionView(
        _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell,
        forItemAt indexPath: IndexPath
    ) {}
    /// A `UICollectionViewTransitionLayout` of the two layouts (UIKit's default).
    open func collectionView(
        _ collectionView: UICollectionView, transitionLayoutForOldLayout fromLayout: UICollectionViewLayout,
        newLayout toLayout: UICollectionViewLayout
    ) -> UICollectionViewTransitionLayout {
        UICollectionViewTransitionLayout(currentLayout: fromLayout, nextLayout: toLayout)
    }
}
