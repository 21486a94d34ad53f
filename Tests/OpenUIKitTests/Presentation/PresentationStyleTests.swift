import Foundation
import Testing
@testable import OpenUIKit

/// Each presentation style's callbacks, views and links, presented and dismissed.
@MainActor
@Suite struct PresentationStyleTests {
    @Test func fullScreenPresentAndDismissInUIKitsOrder() {
        let s = PresentationSetup(style: .fullScreen)
        s.present()
        #expect(s.lines == ["B loadView", "B viewDidLoad", "A viewWillDisappear(true)", "B viewWillAppear(true)"])
        #expect(s.root.presentedViewController === s.presented)
        #expect(s.presented.presentingViewController === s.root)
        #expect(s.presented.isBeingPresented)
        UIApplication.shared.runUntilIdle()
        #expect(
            s.lines == [
                "B loadView", "B viewDidLoad", "A viewWillDisappear(true)", "B viewWillAppear(true)",
                "B viewDidAppear(true)", "A viewDidDisappear(true)", "present completion",
            ])
        #expect(!s.presented.isBeingPresented)
        #expect(s.root.view.window == nil)
        #expect(s.presented.view.window === s.window)
        #expect(s.container?.superview === s.window)
        s.log.lines.removeAll()
        s.dismiss()
        #expect(s.presented.isBeingDismissed)
        #expect(s.root.view.window === s.window)
        UIApplication.shared.runUntilIdle()
        #expect(
            s.lines == [
                "B viewWillDisappear(true)", "A viewWillAppear(true)", "A viewDidAppear(true)",
                "B viewDidDisappear(true)", "dismiss completion",
            ])
        #expect(s.root.presentedViewController == nil)
        #expect(s.presented.presentingViewController == nil)
        #expect(s.presented.view.window == nil)
        #expect(s.window.subviews.count == 1 && s.window.subviews.first === s.root.view)
        #expect(s.root.view.frame == s.window.bounds)
        #expect(LeftoverStateChecker.check(s.window) == [])
    }

    @Test func overFullScreenKeepsThePresenterAndItsState() {
        let s = PresentationSetup(style: .overFullScreen)
        s.present()
        UIApplication.shared.runUntilIdle()
        #expect(
            s.lines == [
                "B loadView", "B viewDidLoad", "B viewWillAppear(true)", "B viewDidAppear(true)", "present completion",
            ])
        #expect(s.root.view.window === s.window)
        #expect(s.root.appearanceState == .appeared)
        s.log.lines.removeAll()
        s.dismiss()
        UIApplication.shared.runUntilIdle()
        #expect(s.lines == ["B viewWillDisappear(true)", "B viewDidDisappear(true)", "dismiss completion"])
        #expect(LeftoverStateChecker.check(s.window) == [])
    }

    @Test func automaticIsAPageSheetThatShrinksThePresenterAndCallsItNothing() throws {
        let s = PresentationSetup(style: .automatic)
        s.present()
        let coordinator = try #require(s.presented.transitionCoordinator)
        #expect(coordinator.presentationStyle == .pageSheet)
        #expect(s.root.transitionCoordinator != nil)
        UIApplication.shared.runUntilIdle()
        #expect(
            s.lines == [
                "B loadView", "B viewDidLoad", "B viewWillAppear(true)", "B viewDidAppear(true)", "present completion",
            ])
        let bounds = s.window.bounds
        #expect(s.presented.view.frame == CGRect(x: 0, y: 57, width: bounds.width, height: bounds.height - 57))
        let scale = (bounds.width - 32) / bounds.width
        let transform = s.root.view.transform
        #expect(abs(transform.a - scale) < 1e-9 && abs(transform.d - scale) < 1e-9)
        // The shrunk presenter's top edge sits at the status area's bottom (47 pt).
        #expect(abs(s.root.view.frame.minY - 47) < 1e-9)
        #expect(s.presented.sheetPresentationController != nil)
        s.dismiss()
        UIApplication.shared.runUntilIdle()
        #expect(s.root.view.transform == .identity)
        #expect(s.root.view.layer.cornerRadius == 0)
        #expect(LeftoverStateChecker.check(s.window) == [])
    }

    @Test func popoverAdaptsToFullScreenOnACompactScreen() {
        let s = PresentationSetup(style: .popover)
        s.present(animated: false)
        #expect(s.presented.presentationController?.presentationStyle == .fullScreen)
        #expect(
            s.lines == [
                "B loadView", "B viewDidLoad", "A viewWillDisappear(false)", "B viewWillAppear(false)",
                "B viewDidAppear(false)", "A viewDidDisappear(false)", "present completion",
            ])
        s.dismiss(animated: false)
        #expect(s.root.view.window === s.window)
        #expect(LeftoverStateChecker.check(s.window) == [])
    }

    @Test func currentContextCoversTheControllerThatDefinesIt() {
        let s = PresentationSetup(style: .currentContext)
        let child = s.controller("Child")
        child.definesPresentationContext = true
        ControllerFixtures.embed(child, in: s.root)
        child.view.frame = CGRect(x: 20, y: 100, width: 200, height: 300)
        UIApplication.shared.advance(by: 0)
        s.log.lines.removeAll()
        child.present(s.presented, animated: true)
        UIApplication.shared.runUntilIdle()
        #expect(s.presented.presentingViewController === child)
        #expect(s.root.presentedViewController == nil)
        #expect(
            s.lines == [
                "B loadView", "B viewDidLoad", "Child viewWillDisappear(true)", "B viewWillAppear(true)",
                "B viewDidAppear(true)", "Child viewDidDisappear(true)",
            ])
        #expect(s.container?.frame == CGRect(x: 20, y: 100, width: 200, height: 300))
        #expect(s.presented.view.frame == CGRect(x: 0, y: 0, width: 200, height: 300))
        #expect(child.view.superview == nil)
        s.presented.dismiss(animated: true)
        UIApplication.shared.runUntilIdle()
        #expect(child.view.superview === s.root.view)
        #expect(child.view.frame == CGRect(x: 20, y: 100, width: 200, height: 300))
        #expect(LeftoverStateChecker.check(s.window) == [])
    }

    @Test func aChildPresentsInItsRootsContext() {
        UIApplication.shared.reset()
        let log = LoggingController.Log()
        let a = LoggingController("A", log: log)
        let nav = UINavigationController(rootViewController: a)
        nav.title = "Nav"
        let window = ControllerFixtures.window(root: nav)
        window.makeKeyAndVisible()
        UIApplication.shared.advance(by: 0)
        log.lines.removeAll()
        let b = LoggingController("B", log: log)
        b.modalPresentationStyle = .fullScreen
        a.present(b, animated: true)
        UIApplication.shared.runUntilIdle()
        #expect(b.presentingViewController === nav)
        #expect(nav.presentedViewController === b)
        #expect(a.presentedViewController === b)
        #expect(
            log.lines.filter { !$0.hasSuffix("LayoutSubviews") } == [
                "B loadView", "B viewDidLoad", "A viewWillDisappear(true)", "B viewWillAppear(true)",
                "B viewDidAppear(true)", "A viewDidDisappear(true)",
            ])
        a.dismiss(animated: false)
        #expect(nav.presentedViewController == nil)
        #expect(a.appearanceState == .appeared)
        #expect(LeftoverStateChecker.check(window) == [])
    }

    @Test func thePresentedControllerIsReleasedAfterTheDismissal() {
        let s = PresentationSetup(style: .fullScreen)
        weak var weakB: UIViewController?
        weak var weakController: UIPresentationController?
        do {
            let b = UIViewController()
            weakB = b
            s.root.present(b, animated: true)
            weakController = b.presentationController
            UIApplication.shared.runUntilIdle()
            b.dismiss(animated: true)
            UIApplication.shared.runUntilIdle()
        }
        #expect(weakB == nil)
        #expect(weakController == nil)
    }
}
