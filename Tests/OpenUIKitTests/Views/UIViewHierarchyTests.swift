import Foundation
import Testing
import OpenUIKitTesting
@testable import OpenUIKit

/// UIView's hierarchy API, its callbacks in UIKit's order, geometry through the layer, and no implicit
/// animation outside animation blocks.
@MainActor
@Suite(.freshApplication) struct UIViewHierarchyTests {
    final class LoggingView: UIView {
        var log: [String] = []
        var name = ""

        override func willMove(toSuperview newSuperview: UIView?) {
            log.append("\(name) willMoveToSuperview \(newSuperview == nil ? "nil" : "view")")
        }
        override func didMoveToSuperview() { log.append("\(name) didMoveToSuperview") }
        override func willMove(toWindow newWindow: UIWindow?) {
            log.append("\(name) willMoveToWindow \(newWindow == nil ? "nil" : "window")")
        }
        override func didMoveToWindow() { log.append("\(name) didMoveToWindow") }
        override func didAddSubview(_ subview: UIView) { log.append("\(name) didAddSubview") }
        override func willRemoveSubview(_ subview: UIView) { log.append("\(name) willRemoveSubview") }
    }

    @Test func addingAndRemovingInAWindowCallsBackInUIKitsOrder() {
        let window = UIWindow()
        window.makeKeyAndVisible()
        let parent = LoggingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = LoggingView()
        parent.name = "parent"
        child.name = "child"
        window.addSubview(parent)
        parent.addSubview(child)
        let log = parent.log + child.log
        #expect(
            log == [
                "parent willMoveToSuperview view", "parent didMoveToSuperview",
                "parent willMoveToWindow window", "parent didMoveToWindow",
                "parent didAddSubview",
                "child willMoveToSuperview view", "child didMoveToSuperview",
                "child willMoveToWindow window", "child didMoveToWindow",
            ])
        parent.log = []
        child.log = []
        parent.removeFromSuperview()
        #expect(
            parent.log == [
                "parent willMoveToSuperview nil", "parent willMoveToWindow nil", "parent didMoveToWindow",
                "parent didMoveToSuperview",
            ])
        #expect(child.log == ["child willMoveToWindow nil", "child didMoveToWindow"])
        #expect(child.superview === parent && child.window == nil)
        #expect(window.isKeyWindow && UIApplication.shared.windows.count == 1)
    }

    @Test func subviewOrderAndLayerOrderAgree() throws {
        let container = UIView()
        let a = UIView(), b = UIView(), c = UIView()
        container.addSubview(a)
        container.addSubview(b)
        container.insertSubview(c, belowSubview: a)
        #expect(container.subviews.map { ObjectIdentifier($0) } == [c, a, b].map { ObjectIdentifier($0) })
        container.bringSubviewToFront(c)
        container.insertSubview(b, aboveSubview: c)
        #expect(container.subviews.map { ObjectIdentifier($0) } == [a, c, b].map { ObjectIdentifier($0) })
        container.exchangeSubview(at: 0, withSubviewAt: 2)
        #expect(container.subviews.map { ObjectIdentifier($0) } == [b, c, a].map { ObjectIdentifier($0) })
        let layers = try #require(container.layer.sublayers)
        #expect(layers.map { ObjectIdentifier($0) } == [b, c, a].map { ObjectIdentifier($0.layer) })
        let reports = Diagnostics.capture {
            container.exchangeSubview(at: 0, withSubviewAt: 5)
            a.addSubview(container)
            container.addSubview(container)
        }
        #expect(reports.map(\.code) == [.invalidArgument, .invalidArgument, .invalidArgument])
        #expect(container.subviews.count == 3 && container.superview == nil)
    }

    @Test func tagsAndDescendants() {
        let root = UIView(), middle = UIView(), leaf = UIView()
        leaf.tag = 7
        root.addSubview(middle)
        middle.addSubview(leaf)
        #expect(root.viewWithTag(7) === leaf)
        #expect(root.viewWithTag(8) == nil)
        #expect(leaf.isDescendant(of: root) && !root.isDescendant(of: leaf))
        #expect(leaf.window == nil)
    }

    @Test func geometryGoesThroughTheLayer() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(view.center == CGPoint(x: 50, y: 50))
        view.transform = CGAffineTransform(scaleX: 2, y: 2)
        #expect(view.frame == CGRect(x: -50, y: -50, width: 200, height: 200))
        #expect(view.bounds == CGRect(x: 0, y: 0, width: 100, height: 100))
        // A frame set under a 0.001 scale is solved in reverse: the bounds become 1000× the frame.
        let tiny = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        tiny.transform = CGAffineTransform(scaleX: 0.001, y: 0.001)
        tiny.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        tiny.transform = .identity
        #expect(abs(tiny.frame.width - 100_000) < 1e-6 && abs(tiny.bounds.height - 100_000) < 1e-6)
    }

    @Test func viewLayersNeverAnimateImplicitly() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        UIApplication.shared.advance(by: 0)
        view.alpha = 0.5
        view.center = CGPoint(x: 100, y: 100)
        view.backgroundColor = .red
        UIApplication.shared.advance(by: 0)
        #expect(view.layer.animationKeys() == nil)
        #expect(view.layer.action(forKey: "opacity") == nil)
        let standalone = CALayer()
        standalone.opacity = 1
        CATransaction.flush()
        standalone.opacity = 0.5
        #expect(standalone.animationKeys() == ["opacity"])
        #expect(view.backgroundColor == .red && view.alpha == 0.5)
    }

    @Test func layoutSubviewsRunsOnTheNextTurnOnce() {
        final class Counting: UIView {
            var layouts = 0
            override func layoutSubviews() { layouts += 1 }
        }
        let view = Counting(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        UIApplication.shared.advance(by: 0)
        let before = view.layouts
        view.setNeedsLayout()
        view.setNeedsLayout()
        #expect(view.layouts == before)
        UIApplication.shared.advance(by: 0)
        #expect(view.layouts == before + 1)
        view.setNeedsLayout()
        view.layoutIfNeeded()
        #expect(view.layouts == before + 2)
    }
}
