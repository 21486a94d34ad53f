import Foundation
import OpenQuartzCore

extension UIView {
    /// The window the view is in, if any.
    public var window: UIWindow? {
        var view: UIView? = self
        while let current = view {
            if let window = current as? UIWindow { return window }
            view = current.superview
        }
        return nil
    }

    /// Where a subview's layer goes among this view's layer's sublayers, which also hold layers added with
    /// `addSublayer` (UIKit keeps no separate list: a view's subviews are the sublayers that belong to views).
    private enum SublayerPlacement {
        case end, start
        case below(CALayer), above(CALayer)
    }

    /// The implementation of `addSubview`: the view goes last, its layer after every sublayer.
    func hierarchyAddSubview(_ view: UIView) {
        place(view, atSubviewIndex: subviews.count, layer: .end)
    }

    /// The implementation of `insertSubview(_:at:)`: the layer goes directly below the layer of the subview
    /// now at `index`, or after every sublayer when there is none.
    func hierarchyInsertSubview(_ view: UIView, at index: Int) {
        let others = subviews.filter { $0 !== view }
        let clamped = min(max(index, 0), others.count)
        place(view, atSubviewIndex: clamped, layer: clamped < others.count ? .below(others[clamped].layer) : .end)
    }

    /// The implementation of `insertSubview(_:aboveSubview:)`: the layer goes directly above the sibling's.
    func hierarchyInsertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) {
        guard siblingSubview !== view, let index = subviews.firstIndex(where: { $0 === siblingSubview }) else {
            return addSubview(view)
        }
        let shift = subviews.firstIndex(where: { $0 === view }).map { $0 < index ? 0 : 1 } ?? 1
        place(view, atSubviewIndex: index + shift, layer: .above(siblingSubview.layer))
    }

    /// The implementation of `insertSubview(_:belowSubview:)`: the layer goes directly below the sibling's;
    /// below a view that is not a subview, the view is appended, as UIKit does.
    func hierarchyInsertSubview(_ view: UIView, belowSubview siblingSubview: UIView) {
        guard siblingSubview !== view, let index = subviews.firstIndex(where: { $0 === siblingSubview }) else {
            return addSubview(view)
        }
        let shift = subviews.firstIndex(where: { $0 === view }).map { $0 < index ? -1 : 0 } ?? 0
        place(view, atSubviewIndex: index + shift, layer: .below(siblingSubview.layer))
    }

    /// The implementation of `bringSubviewToFront`: last subview, last sublayer.
    func hierarchyBringSubviewToFront(_ view: UIView) {
        guard view.superview === self else { return }
        place(view, atSubviewIndex: subviews.count, layer: .end)
    }

    /// The implementation of `sendSubviewToBack`: first subview, first sublayer.
    func hierarchySendSubviewToBack(_ view: UIView) {
        guard view.superview === self else { return }
        place(view, atSubviewIndex: 0, layer: .start)
    }

    /// The implementation of `exchangeSubview`: the two views, and their layers, trade places.
    func hierarchyExchangeSubview(at index1: Int, withSubviewAt index2: Int) {
        guard subviews.indices.contains(index1), subviews.indices.contains(index2) else {
            Diagnostics.report(
                .invalidArgument, .exception,
                "exchangeSubview(at: \(index1), withSubviewAt: \(index2)): index out of range 0..<\(subviews.count)")
            return
        }
        guard index1 != index2 else { return }
        let first = subviews[index1].layer, second = subviews[index2].layer
        subviews.swapAt(index1, index2)
        let sublayers = layer.sublayers ?? []
        guard let i = sublayers.firstIndex(of: first), let j = sublayers.firstIndex(of: second) else { return }
        let (lower, upper) = i < j ? (first, second) : (second, first)
        layer.insertSublayer(lower, above: upper)
        layer.insertSublayer(upper, at: UInt32(min(i, j)))
    }

    /// Puts `view` at `index` among the subviews and its layer at `placement`, with UIKit's callbacks when
    /// the view comes from elsewhere (a move within this view sends none).
    private func place(_ view: UIView, atSubviewIndex index: Int, layer placement: SublayerPlacement) {
        guard view !== self, !isDescendant(of: view) else {
            Diagnostics.report(.invalidArgument, .exception, "Can't add self as subview (\(view) into \(self))")
            return
        }
        if let controller = view.owningViewController, let parent = controller.parent,
            let actualParent = nearestViewController, actualParent !== parent
        {
            Diagnostics.report(
                .viewControllerHierarchyInconsistency, .exception,
                "child view controller:\(controller) should have parent view controller:\(parent) but actual parent is:\(actualParent)"
            )
            return
        }
        let tint = view.beginTintTracking()
        defer { view.endTintTracking(tint) }
        if view.superview === self, let current = subviews.firstIndex(where: { $0 === view }) {
            subviews.remove(at: current)
            subviews.insert(view, at: min(max(index, 0), subviews.count))
            insertLayer(of: view, at: placement)
            return
        }
        let oldWindow = view.window
        // A window is its own window: moving it under another view changes no view's window.
        let newWindow = view as? UIWindow ?? window
        let oldRoot = view.superview.map(LayoutEngine.root(of:))
        view.detachFromSuperview()
        view.willMove(toSuperview: self)
        subviews.insert(view, at: min(max(index, 0), subviews.count))
        view.superview = self
        insertLayer(of: view, at: placement)
        view.didMoveToSuperview()
        LayoutEngine.hierarchyDidChange(moving: view, from: oldRoot)
        view.updateSafeAreaInsets()
        didAddSubview(view)
        if oldWindow !== newWindow {
            view.notifyWindowChange(will: true, from: oldWindow, to: newWindow)
            view.notifyWindowChange(will: false, from: oldWindow, to: newWindow)
            if newWindow == nil { view.removeAnimationsAfterLeavingWindow() }
        }
        setNeedsLayout()
    }

    private func insertLayer(of view: UIView, at placement: SublayerPlacement) {
        switch placement {
        case .end: layer.addSublayer(view.layer)
        case .start: layer.insertSublayer(view.layer, at: 0)
        case .below(let sibling): layer.insertSublayer(view.layer, below: sibling)
        case .above(let sibling): layer.insertSublayer(view.layer, above: sibling)
        }
    }

    /// The implementation of `removeFromSuperview`.
    func hierarchyRemoveFromSuperview() {
        guard let parent = superview else { return }
        let tint = beginTintTracking()
        defer { endTintTracking(tint) }
        // A window is its own window, before and after: leaving a superview changes no view's window.
        let oldWindow = self is UIWindow ? nil : window
        parent.willRemoveSubview(self)
        willMove(toSuperview: nil)
        if oldWindow != nil { notifyWindowChange(will: true, from: oldWindow, to: nil) }
        let oldRoot = LayoutEngine.root(of: parent)
        parent.removeConstraints(referencingSubtree: self)
        parent.subviews.removeIdentical(self)
        superview = nil
        layer.removeFromSuperlayer()
        if oldWindow != nil { notifyWindowChange(will: false, from: oldWindow, to: nil) }
        didMoveToSuperview()
        LayoutEngine.hierarchyDidChange(moving: self, from: oldRoot)
        updateSafeAreaInsets()
        parent.setNeedsLayout()
        if oldWindow != nil { removeAnimationsAfterLeavingWindow() }
    }

    /// Takes the view out of its superview on the way to another one: only the old superview's
    /// `willRemoveSubview(_:)`; the move's own callbacks (superview and, if it changes, window) follow in
    /// `insertSubview`, once, as UIKit sends them for a move.
    private func detachFromSuperview() {
        guard let parent = superview else { return }
        parent.willRemoveSubview(self)
        parent.removeConstraints(referencingSubtree: self)
        parent.subviews.removeIdentical(self)
        superview = nil
        layer.removeFromSuperlayer()
        parent.setNeedsLayout()
    }

    /// Whether the view is `view` or inside it.
    public func isDescendant(of view: UIView) -> Bool {
        var current: UIView? = self
        while let node = current {
            if node === view { return true }
            current = node.superview
        }
        return false
    }

    /// The controller that owns this view or the nearest of its ancestors.
    var nearestViewController: UIViewController? {
        var current: UIView? = self
        while let view = current {
            if let controller = view.owningViewController { return controller }
            current = view.superview
        }
        return nil
    }

    /// The view itself or the first descendant (depth first, in subview order) whose tag is `tag`.
    public func viewWithTag(_ tag: Int) -> UIView? {
        if self.tag == tag { return self }
        for subview in subviews {
            if let match = subview.viewWithTag(tag) { return match }
        }
        return nil
    }

    // MARK: Private

    /// Tells the subtree about a window change (`willMove(toWindow:)` or `didMoveToWindow()`), parents before
    /// children.
    private func notifyWindowChange(will: Bool, from oldWindow: UIWindow?, to newWindow: UIWindow?) {
        if will {
            owningViewController?.viewWillMove(fromWindow: oldWindow, toWindow: newWindow)
            willMove(toWindow: newWindow)
        } else {
            if newWindow == nil {
                UIResponder.dropFirstResponder(owningViewController)
                UIResponder.dropFirstResponder(self)
            }
            owningViewController?.viewDidMoveToWindow()
            didMoveToWindow()
        }
        for subview in subviews { subview.notifyWindowChange(will: will, from: oldWindow, to: newWindow) }
    }

    /// Puts `child` in this view filling its bounds and following its size — where containers (navigation,
    /// tab bar) show their current child's view.
    func embedFilling(_ child: UIView) {
        child.frame = bounds
        child.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        if child.superview !== self { addSubview(child) }
    }
}
