import Foundation
import Testing
@testable import OpenUIKit

/// Auto Layout works with a view's `center` and `bounds`, never its `frame` (undefined under a transform,
/// Apple's `UIView.frame` documentation says): a layout pass over a view scaled by its transform keeps its
/// bounds and its centre.
@MainActor
@Suite(.freshApplication) struct TransformedViewLayoutTests {
    /// A window whose root view is scaled to 0.9 and holds a subview pinned to its edges with constraints
    /// (so the layout engine lays the window out).
    static func scaledRoot() -> (UIWindow, UIViewController, UIView) {
        let root = UIViewController()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = root
        window.makeKeyAndVisible()
        let pinned = UIView()
        pinned.translatesAutoresizingMaskIntoConstraints = false
        root.view.addSubview(pinned)
        NSLayoutConstraint.activate([
            pinned.leadingAnchor.constraint(equalTo: root.view.leadingAnchor),
            pinned.trailingAnchor.constraint(equalTo: root.view.trailingAnchor),
            pinned.topAnchor.constraint(equalTo: root.view.topAnchor),
            pinned.bottomAnchor.constraint(equalTo: root.view.bottomAnchor),
        ])
        UIApplication.shared.advance(by: 0)
        root.view.transform = CGAffineTransform(scaleX: 0.9, y: 0.9)
        return (window, root, pinned)
    }

    @Test func aLayoutPassKeepsAScaledViewsBounds() {
        let (window, root, pinned) = Self.scaledRoot()
        // 390 × 0.9 = 351 wide, 844 × 0.9 = 759.6 high about the same centre.
        #expect(root.view.frame.size == CGSize(width: 351, height: 844 * 0.9))
        window.setNeedsLayout()
        root.view.setNeedsLayout()
        UIApplication.shared.advance(by: 0)
        #expect(root.view.bounds == CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(root.view.center == CGPoint(x: 195, y: 422))
        #expect(pinned.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
        // Back to the identity, the frame is the window's bounds again.
        root.view.transform = .identity
        UIApplication.shared.advance(by: 0)
        #expect(root.view.frame == window.bounds)
    }
}
