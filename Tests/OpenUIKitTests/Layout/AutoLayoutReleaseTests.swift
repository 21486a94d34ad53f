import Foundation
import Testing
import OpenUIKitTesting
@testable import OpenUIKit

/// A hierarchy laid out with Auto Layout is released like any other once the app lets go of it: the layout
/// engine its root keeps must not keep the root (nor any view, nor the constraints) alive. Found by the
/// model-based fuzzer: every window that had ever been laid out by constraints was never released.
@MainActor
@Suite(.freshApplication) struct AutoLayoutReleaseTests {
    @Test(arguments: [false, true])
    func aHierarchyLaidOutByConstraintsIsReleased(deactivatingFirst: Bool) {
        weak var weakRoot: UIView?
        weak var weakContainer: UIView?
        weak var weakView: UIView?
        weak var weakConstraint: NSLayoutConstraint?
        do {
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
            let container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
            let view = UIView(frame: .zero)
            view.translatesAutoresizingMaskIntoConstraints = false
            container.addSubview(view)
            root.addSubview(container)
            let constraint = view.topAnchor.constraint(equalTo: container.topAnchor, constant: 40)
            constraint.isActive = true
            container.layoutIfNeeded()
            #expect(view.frame.origin.y == 40)
            if deactivatingFirst { constraint.isActive = false }
            (weakRoot, weakContainer, weakView, weakConstraint) = (root, container, view, constraint)
        }
        UIApplication.shared.runUntilIdle()
        #expect(weakRoot == nil)
        #expect(weakContainer == nil)
        #expect(weakView == nil)
        #expect(weakConstraint == nil)
    }
}
