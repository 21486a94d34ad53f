import Foundation
import OpenQuartzCore
import Testing
@testable import OpenUIKit

/// What stays when a view or a layer goes while others still hold its children or its layer: the children
/// have no superview (superlayer) and the layer no delegate — as with the weak references UIKit documents,
/// though OpenUIKit holds these back references unretained and clears them as the parent goes. A layer
/// changed in the open transaction goes at its commit, which holds it until then.
@MainActor
@Suite(.freshApplication) struct UIViewReleaseTests {
    @Test func aSubviewOutlivingItsSuperviewHasNone() {
        let child = UIView(frame: CGRect(x: 1, y: 2, width: 3, height: 4))
        var parent: UIView? = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        parent?.addSubview(child)
        #expect(child.superview === parent)
        #expect(child.layer.superlayer === parent?.layer)
        parent = nil
        #expect(child.superview == nil)
        // The parent's layer waits for the transaction that changed it, which holds it until the commit.
        UIApplication.shared.advance(by: 0)
        #expect(child.layer.superlayer == nil)
        // The child is whole: it takes a new superview and keeps its frame.
        let other = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        other.addSubview(child)
        #expect(child.superview === other)
        #expect(child.frame == CGRect(x: 1, y: 2, width: 3, height: 4))
    }

    @Test func aSublayerOutlivingItsSuperlayerHasNone() {
        let sublayer = CALayer()
        var layer: CALayer? = CALayer()
        layer?.addSublayer(sublayer)
        #expect(sublayer.superlayer === layer)
        layer = nil
        UIApplication.shared.advance(by: 0)
        #expect(sublayer.superlayer == nil)
    }

    @Test func aLayerOutlivingItsViewHasNoDelegate() {
        var view: UIView? = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let layer = view!.layer
        #expect(layer.delegate === view)
        view = nil
        #expect(layer.delegate == nil)
    }

    /// A delegate the app sets replaces the view's, and is held weakly as Core Animation holds it.
    @Test func aDelegateSetOnAViewsLayerIsHeldWeakly() {
        final class Drawer: NSObject, CALayerDelegate {}
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        var drawer: Drawer? = Drawer()
        view.layer.delegate = drawer
        #expect(view.layer.delegate === drawer)
        drawer = nil
        #expect(view.layer.delegate == nil)
        view.layer.delegate = view
        #expect(view.layer.delegate === view)
    }

    /// A mask outliving the layer it masked has no owner: it is free to mask another layer, and removing it
    /// from its (gone) owner changes nothing.
    @Test func aMaskOutlivingItsLayerHasNoOwner() {
        let mask = CALayer()
        var owner: CALayer? = CALayer()
        owner?.mask = mask
        owner = nil
        UIApplication.shared.advance(by: 0)
        mask.removeFromSuperlayer()
        let other = CALayer()
        other.mask = mask
        #expect(other.mask === mask)
        mask.removeFromSuperlayer()
        #expect(other.mask == nil)
    }

    /// A presentation copy of a masked layer shares its model's mask; the copy going leaves the mask's
    /// owner alone, so removing the mask still takes it off the model.
    @Test func aPresentationCopyGoingLeavesTheMaskOwned() throws {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let mask = CALayer()
        view.layer.mask = mask
        UIApplication.shared.advance(by: 0)
        do {
            let copy = try #require(view.layer.presentation())
            #expect(copy.model() === view.layer)
        }
        mask.removeFromSuperlayer()
        #expect(view.layer.mask == nil)
    }

    /// A presentation copy keeps its model layer (which never holds its copies) and has the model's
    /// delegate unless one is set on it.
    @Test func aPresentationCopyKeepsItsModelAndItsDelegate() throws {
        var view: UIView? = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        weak var model = view?.layer
        UIApplication.shared.advance(by: 0)
        let copy = try #require(view?.layer.presentation())
        #expect(copy.delegate === view)
        final class Drawer: NSObject, CALayerDelegate {}
        let drawer = Drawer()
        copy.delegate = drawer
        #expect(copy.delegate === drawer && view?.layer.delegate === view)
        view = nil
        UIApplication.shared.advance(by: 0)
        #expect(model != nil && copy.model() === model)
    }

    /// A gesture recognizer outliving its view has none (UIKit does not retain a recognizer's view).
    @Test func aGestureRecognizerOutlivingItsViewHasNone() {
        let tap = UITapGestureRecognizer(handler: { _ in })
        var view: UIView? = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view?.addGestureRecognizer(tap)
        #expect(tap.view === view)
        view = nil
        #expect(tap.view == nil)
        let other = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        other.addGestureRecognizer(tap)
        #expect(tap.view === other && other.gestureRecognizers?.count == 1)
    }

    /// A scroll view's pan moved to another view outlives the scroll view: it no longer drives one, and a
    /// drag on its new view moves nothing and reports nothing.
    @Test func aScrollViewsPanOutlivingItHasNoScrollView() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        window.makeKeyAndVisible()
        let other = UIView(frame: window.bounds)
        window.addSubview(other)
        var scrollView: UIScrollView? = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let pan = try #require(scrollView?.panGestureRecognizer as? ScrollViewPanGestureRecognizer)
        other.addGestureRecognizer(pan)
        #expect(pan.scrollView === scrollView)
        scrollView = nil
        #expect(pan.scrollView == nil && pan.view === other)
        UIApplication.shared.advance(by: 0)
        let reports = Diagnostics.capture {
            UIApplication.shared.drag(
                from: CGPoint(x: 50, y: 150), to: CGPoint(x: 50, y: 50), duration: 0.2, in: window)
        }
        #expect(reports.isEmpty)
    }

    /// A layout outliving its collection view has none; a layout given to another collection view names
    /// that one when the first goes.
    @Test func aLayoutOutlivingItsCollectionViewHasNone() {
        let layout = UICollectionViewFlowLayout()
        let moved = UICollectionViewFlowLayout()
        var first: UICollectionView? = UICollectionView(frame: .zero, collectionViewLayout: layout)
        first?.setCollectionViewLayout(moved, animated: false)
        let second = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
        second.setCollectionViewLayout(moved, animated: false)
        #expect(layout.collectionView === first && moved.collectionView === second)
        first = nil
        #expect(layout.collectionView == nil && moved.collectionView === second)
    }

    /// A transition holds the snapshot of its layer's old state, and the snapshot holds its layer weakly: a
    /// layer dropped with a finished transition kept on it (`isRemovedOnCompletion == false`) is released.
    @Test func aLayerKeepingAFinishedTransitionIsReleased() {
        weak var released: CALayer?
        do {
            let layer = CALayer()
            layer.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
            UIApplication.shared.advance(by: 0)
            let transition = CATransition()
            transition.type = .fade
            transition.duration = 0.25
            transition.isRemovedOnCompletion = false
            layer.add(transition, forKey: "fade")
            UIApplication.shared.advance(by: 0.5)
            #expect(layer.animation(forKey: "fade") != nil)
            released = layer
        }
        UIApplication.shared.advance(by: 0)
        #expect(released == nil)
    }
}
