import Foundation
import OpenUIKit
import Testing

@testable import Gallery
import OpenUIKitTesting

/// Custom presentations from a list inside a navigation controller (the ported `HBLTransitionAnimator`): the spring scale-in whose
/// transform-before-frame order matters, the container view that outlives the presentation, the snapshot
/// found again by tag, and the dismissal that inserts the navigation controller's view.
@MainActor
@Suite(.freshApplication) struct ListPresentationTests {
    @MainActor
    private struct App {
        let window: UIWindow
        let nav: UINavigationController
        let list = TransitionFirstViewController()
        let second = UIViewController()

        init(kind: TransitionFirstViewController.TransitionType, framesFirst: Bool = false) {
            nav = UINavigationController(rootViewController: list)
            list.transitionType = kind
            list.framesFirst = framesFirst
            window = UIWindow()
            window.rootViewController = nav
            window.makeKeyAndVisible()
            UIApplication.shared.advance(by: 0)
            second.modalPresentationStyle = .fullScreen
            second.transitioningDelegate = list
        }
    }

    @Test func theSpringPresentEndsOnTheFinalFrameWhenTheTransformComesFirst() {
        let app = App(kind: .spring)
        app.list.present(app.second, animated: true)
        UIApplication.shared.runUntilIdle()
        #expect(app.second.view.frame == app.window.bounds)
        #expect(app.second.view.transform == .identity)
        #expect(LeftoverStateChecker.check(app.window) == [])
    }

    @Test func settingTheFrameFirstGivesTheSeedsThousandFoldFrame() {
        let app = App(kind: .spring, framesFirst: true)
        app.list.present(app.second, animated: true)
        UIApplication.shared.runUntilIdle()
        let bounds = app.window.bounds
        // The frame was set under the 0.001 scale, so the bounds are 1000 × the final frame's size.
        #expect(abs(app.second.view.bounds.width - bounds.width * 1000) < 1e-3)
        #expect(abs(app.second.view.frame.height - bounds.height * 1000) < 1)
    }

    @Test func theSnapshotStaysInTheContainerAndIsFoundByTagOnDismissal() throws {
        let app = App(kind: .snapshot)
        app.list.present(app.second, animated: true)
        UIApplication.shared.runUntilIdle()
        let container = try #require(app.second.presentationController?.containerView)
        // The container view stays in the window while presented, holding the tagged snapshot.
        #expect(container.window === app.window)
        let snapshot = try #require(container.viewWithTag(HBLTransitionAnimator.imgViewTag))
        app.second.dismiss(animated: true)
        #expect((app.list.dismissAnimator as? HBLTransitionAnimator)?.foundSnapshot === snapshot)
        // The dismissal put the navigation controller's view, not the list's, under the presented view.
        #expect(app.nav.view.superview === container)
        UIApplication.shared.runUntilIdle()
        #expect(container.superview == nil)
        #expect(app.nav.view.superview === app.window)
        #expect(app.list.view.superview === app.nav.view.subviews.first)
        #expect(app.window.subviews.map { $0 } == [app.nav.view])
        #expect(LeftoverStateChecker.check(app.window) == [])
    }
}
