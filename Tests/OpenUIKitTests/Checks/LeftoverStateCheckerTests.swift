import Foundation
import Testing
@testable import OpenUIKit
import OpenUIKitTesting

/// The leftover-state checker: each kind of leftover found, and nothing after a clean run.
@MainActor
@Suite(.freshApplication) struct LeftoverStateCheckerTests {
    private func shownRoot() -> (UIWindow, UIViewController) {
        let root = UIViewController()
        root.title = "Root"
        let window = ControllerFixtures.window(root: root)
        window.makeKeyAndVisible()
        UIApplication.shared.advance(by: 0)
        return (window, root)
    }

    @Test func aSettledWindowHasNoLeftovers() {
        let (window, root) = shownRoot()
        UIView.animate(withDuration: 0.3) { root.view.alpha = 0.5 }
        UIApplication.shared.runUntilIdle()
        #expect(LeftoverStateChecker.check(window) == [])
        #expect(LeftoverStateChecker.check(root) == [])
    }

    @Test func anUnfinishedAnimationIsReportedButAKeptFinishedOneIsNot() {
        let (window, root) = shownRoot()
        let kept = CABasicAnimation(keyPath: "opacity")
        kept.toValue = 0.5
        kept.duration = 0.1
        kept.fillMode = .forwards
        kept.isRemovedOnCompletion = false
        root.view.layer.add(kept, forKey: "kept")
        let shape = CAShapeLayer()
        root.view.layer.addSublayer(shape)
        let spin = CABasicAnimation(keyPath: "strokeEnd")
        spin.duration = 1
        spin.repeatCount = .infinity
        shape.add(spin, forKey: "spin")
        UIApplication.shared.advance(by: 0.5)
        #expect(LeftoverStateChecker.check(window) == [.unfinishedAnimation(view: "Root.view", key: "spin")])
    }

    @Test func aSnapshotLeftInTheHierarchyIsReported() throws {
        let (window, root) = shownRoot()
        let snapshot = try #require(root.view.snapshotView(afterScreenUpdates: false))
        root.view.addSubview(snapshot)
        #expect(LeftoverStateChecker.check(window) == [.snapshotLeftBehind(inside: "Root.view")])
        snapshot.removeFromSuperview()
        #expect(LeftoverStateChecker.check(window) == [])
    }

    @Test func disabledInteractionOnControllerViewsAndWindowsIsReported() {
        let (window, root) = shownRoot()
        let plain = UIView()
        plain.isUserInteractionEnabled = false
        root.view.addSubview(plain)
        root.view.isUserInteractionEnabled = false
        window.isUserInteractionEnabled = false
        #expect(
            LeftoverStateChecker.check(window) == [
                .userInteractionDisabled(view: "UIWindow"), .userInteractionDisabled(view: "Root.view"),
            ])
    }

    @Test func appearanceThatDisagreesWithTheWindowIsReported() {
        let (window, root) = shownRoot()
        let child = UIViewController()
        child.title = "Child"
        root.addChild(child)
        child.beginAppearanceTransition(true, animated: false)
        #expect(
            LeftoverStateChecker.check(window) == [
                .inconsistentAppearance(controller: "Child", state: "appearing", viewInWindow: false)
            ])
        #expect(
            LeftoverState.inconsistentAppearance(controller: "Child", state: "appearing", viewInWindow: false)
                .description
                == "Child is appearing but its view is not in a visible window")
    }

    /// A controller appeared outside every visible window is found even when no container or window the
    /// check walks leads to it (a child left appeared in a container that was removed, say).
    @Test func aControllerAppearedOutsideEveryWindowIsFound() {
        let (window, _) = shownRoot()
        let stray = UIViewController()
        stray.title = "Stray"
        stray.beginAppearanceTransition(true, animated: false)
        stray.endAppearanceTransition()
        #expect(
            LeftoverStateChecker.check(window) == [
                .inconsistentAppearance(controller: "Stray", state: "appeared", viewInWindow: false)
            ])
        stray.beginAppearanceTransition(false, animated: false)
        stray.endAppearanceTransition()
        #expect(LeftoverStateChecker.check(window) == [])
    }
}
