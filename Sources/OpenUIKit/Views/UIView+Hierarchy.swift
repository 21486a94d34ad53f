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

    /// The implementation of `addSubview`.
    func hierarchyAddSubview(_ view: UIView) {
        insertSubview(view, at: subviews.count)
    }

    /// The implementation of `insertSubview`.
    func hierarchyInsertSubview(_ view: UIView, at index: Int) {
        guard view !== self, !isDescendant(of: view) else {
            Diagnostics.report(.invalidArgument, .exception, "Can't add self as subview (\(view) into \(self))")
            return
        }
        if let controller = view.owningViewController, let parent = controller.parent,
           let actualParent = nearestViewController, actualParent !== parent {
            Diagnostics.report(.viewControllerHierarchyInconsistency, .exception,
                               "child view controller:\(controller) should have parent view controller:\(parent) but actual parent is:\(actualParent)")
            return
        }
        let tint = view.beginTintTracking()
        defer { view.endTintTracking(tint) }
        if view.superview === self, let current = subviews.firstIndex(where: { $0 === view }) {
            subviews.remove(at: current)
            subviews.insert(view, at: min(max(index, 0), subviews.count))
            restackLayers()
            return
        }
        let oldWindow = view.window
        // A window is its own window: moving it under another view changes no view's window.
        let newWindow = view as? UIWindow ?? window
        view.detachFromSuperview()
        view.willMove(toSuperview: self)
        subviews.insert(view, at: min(max(index, 0), subviews.count))
        view.superview = self
        restackLayers(adding: view)
        view.didMoveToSuperview()
        didAddSubview(view)
        if oldWindow !== newWindow {
            view.notifyWindowChange(will: true, from: oldWindow, to: newWindow)
            view.notifyWindowChange(will: false, from: oldWindow, to: newWindow)
            if newWindow == nil { view.removeAnimationsAfterLeavingWindow() }
        }
        setNeedsLayout()
    }

    /// The implementation of `insertSubview`.
    func hierarchyInsertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) {
        guard let index = subviews.firstIndex(where: { $0 === siblingSubview }) else { return addSubview(view) }
        let shift = subviews.firstIndex(where: { $0 === view }).map { $0 < index ? 0 : 1 } ?? 1
        insertSubview(view, at: index + shift)
    }

    /// The implementation of `insertSubview`.
    func hierarchyInsertSubview(_ view: UIView, belowSubview siblingSubview: UIView) {
        guard let index = subviews.firstIndex(where: { $0 === siblingSubview }) else { return insertSubview(view, at: 0) }
        let shift = subviews.firstIndex(where: { $0 === view }).map { $0 < index ? -1 : 0 } ?? 0
        insertSubview(view, at: index + shift)
    }

    /// The implementation of `bringSubviewToFront`.
    func hierarchyBringSubviewToFront(_ view: UIView) {
        guard view.superview === self else { return }
        insertSubview(view, at: subviews.count)
    }

    /// The implementation of `sendSubviewToBack`.
    func hierarchySendSubviewToBack(_ view: UIView) {
        guard view.superview === self else { return }
        insertSubview(view, at: 0)
    }

    /// The implementation of `exchangeSubview`.
    func hierarchyExchangeSubview(at index1: Int, withSubviewAt index2: Int) {
        guard subviews.indices.contains(index1), subviews.indices.contains(index2) else {
            Diagnostics.report(.invalidArgument, .exception, "exchangeSubview(at: \(index1), withSubviewAt: \(index2)): index out of range 0..<\(subviews.count)")
            return
        }
        subviews.swapAt(index1, index2)
        restackLayers()
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
        parent.subviews.removeAll { $0 === self }
        superview = nil
        layer.removeFromSuperlayer()
        if oldWindow != nil { notifyWindowChange(will: false, from: oldWindow, to: nil) }
        didMoveToSuperview()
        parent.setNeedsLayout()
        if oldWindow != nil { removeAnimationsAfterLeavingWindow() }
    }

    /// Takes the view out of its superview on the way to another one: only the old superview's
    /// `willRemoveSubview(_:)`; the move's own callbacks (superview and, if it changes, window) follow in
    /// `insertSubview`, once, as UIKit sends them for a move.
    private func detachFromSuperview() {
        guard let parent = superview else { return }
        parent.willRemoveSubview(self)
        parent.subviews.removeAll { $0 === self }
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

    /// Puts the subviews' layers in the subviews' order, keeping other sublayers where they are relative
    /// to them (a new view's layer goes just above the layer of the subview before it).
    private func restackLayers(adding view: UIView? = nil) {
        var previous: CALayer?
        for subview in subviews {
            if let previous {
                layer.insertSublayer(subview.layer, above: previous)
            } else if subview.layer.superlayer !== layer || subview === view {
                layer.insertSublayer(subview.layer, at: 0)
            }
            previous = subview.layer
        }
    }
}
