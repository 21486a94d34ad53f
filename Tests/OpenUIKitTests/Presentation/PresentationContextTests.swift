import Foundation
import Testing
@testable import OpenUIKit
import OpenUIKitTesting
import TestSupport

/// What controllers see during a presentation (flags, the coordinator), contexts that change the
/// transition style or the presentation style.
@MainActor
@Suite(.freshApplication) struct PresentationContextTests {
    @Test func flagsAndTheCoordinatorInsideTheCallbacks() throws {
        let s = PresentationSetup(style: .fullScreen)
        var seen: [String] = []
        s.presented.onViewWillAppear = { c in
            let coordinator = c.transitionCoordinator
            seen.append(
                "willAppear presented=\(c.isBeingPresented) style=\(coordinator?.presentationStyle.rawValue ?? -9) animated=\(coordinator?.isAnimated == true)"
            )
        }
        s.presented.onViewDidAppear = { c in
            seen.append("didAppear presented=\(c.isBeingPresented) coordinator=\(c.transitionCoordinator != nil)")
        }
        s.root.onViewWillDisappear = { c in seen.append("A willDisappear coordinator=\(c.transitionCoordinator != nil)")
        }
        s.present()
        UIApplication.shared.runUntilIdle()
        #expect(
            seen == [
                "A willDisappear coordinator=true", "willAppear presented=true style=0 animated=true",
                "didAppear presented=true coordinator=true",
            ])
        #expect(s.presented.transitionCoordinator == nil)
        seen = []
        s.presented.onViewWillDisappear = { c in seen.append("willDisappear dismissed=\(c.isBeingDismissed)") }
        s.presented.onViewDidDisappear = { c in seen.append("didDisappear dismissed=\(c.isBeingDismissed)") }
        s.dismiss()
        UIApplication.shared.runUntilIdle()
        #expect(seen == ["willDisappear dismissed=true", "didDisappear dismissed=true"])
        #expect(!s.presented.isBeingDismissed)
    }

    @Test func aContextThatProvidesItsTransitionStyleWins() {
        let s = PresentationSetup(style: .fullScreen, transitionStyle: .coverVertical)
        s.root.providesPresentationContextTransitionStyle = true
        s.root.modalTransitionStyle = .crossDissolve
        s.present()
        UIApplication.shared.advance(by: 0.25)
        #expect(abs(Double(s.presented.view.layer.presentation()?.opacity ?? -1) - 0.5) < 1e-4)
        #expect(PresentationSetup.shownFrame(s.presented.view).minY == 0)
        UIApplication.shared.runUntilIdle()
    }

    @Test func theAdaptiveDelegateTurnsASheetIntoAFullScreenPresentation() {
        final class Adapter: UIAdaptivePresentationControllerDelegate {
            func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle {
                .fullScreen
            }
        }
        let s = PresentationSetup(style: .pageSheet)
        let adapter = Adapter()
        s.presented.presentationController?.delegate = adapter
        s.present(animated: false)
        #expect(s.presented.presentationController?.presentationStyle == .fullScreen)
        #expect(s.presented.presentationController?.delegate === adapter)
        #expect(
            s.lines == [
                "B loadView", "B viewDidLoad", "A viewWillDisappear(false)", "B viewWillAppear(false)",
                "B viewDidAppear(false)", "A viewDidDisappear(false)", "present completion",
            ])
    }

    @Test func overCurrentContextKeepsTheContextControllerOnScreen() {
        let s = PresentationSetup(style: .overCurrentContext)
        let child = s.controller("Child")
        child.definesPresentationContext = true
        ControllerFixtures.embed(child, in: s.root)
        child.view.frame = CGRect(x: 0, y: 400, width: StandardScreen.width, height: 444)
        UIApplication.shared.advance(by: 0)
        s.log.lines.removeAll()
        child.present(s.presented, animated: false)
        #expect(s.lines == ["B loadView", "B viewDidLoad", "B viewWillAppear(false)", "B viewDidAppear(false)"])
        #expect(child.view.window === s.window)
        #expect(
            s.presented.view.convert(s.presented.view.bounds, to: nil)
                == CGRect(x: 0, y: 400, width: StandardScreen.width, height: 444))
        s.presented.dismiss(animated: false)
        #expect(LeftoverStateChecker.check(s.window) == [])
    }

    @Test func aCustomControllerThatIsNotFullScreenCoversTheCurrentContext() {
        final class InContext: UIPresentationController {
            override var shouldPresentInFullscreen: Bool { false }
        }
        final class Delegate: UIViewControllerTransitioningDelegate {
            func presentationController(
                forPresented presented: UIViewController, presenting: UIViewController?,
                source: UIViewController
            ) -> UIPresentationController? {
                InContext(presentedViewController: presented, presenting: presenting)
            }
        }
        let s = PresentationSetup(style: .custom)
        let delegate = Delegate()
        s.presented.transitioningDelegate = delegate
        let child = s.controller("Child")
        child.definesPresentationContext = true
        ControllerFixtures.embed(child, in: s.root)
        child.view.frame = CGRect(x: 10, y: 20, width: 100, height: 200)
        UIApplication.shared.advance(by: 0)
        child.present(s.presented, animated: false)
        #expect(s.presented.presentingViewController === child)
        #expect(s.container?.superview === s.root.view)
        #expect(s.container?.frame == CGRect(x: 10, y: 20, width: 100, height: 200))
        #expect(child.appearanceState == .appeared)
        s.presented.dismiss(animated: false)
        #expect(s.container == nil)
        #expect(LeftoverStateChecker.check(s.window) == [])
    }

    @Test func aFormSheetIsAPageSheetOnACompactScreen() {
        let s = PresentationSetup(style: .formSheet)
        s.present(animated: false)
        #expect(s.presented.presentationController?.presentationStyle == .formSheet)
        // The page sheet's card: under the 47-point status area and a 10-point gap, the screen's full width.
        #expect(
            s.presented.view.frame
                == CGRect(x: 0, y: 47 + 10, width: StandardScreen.width, height: StandardScreen.height - 47 - 10))
        #expect(s.root.appearanceState == .appeared)
        s.dismiss(animated: false)
        #expect(s.root.view.transform == .identity)
        #expect(LeftoverStateChecker.check(s.window) == [])
    }

    @Test func aChildOfAPresentedNavigationControllerAnswersItsPresentationController() throws {
        let s = PresentationSetup(style: .fullScreen)
        let top = s.controller("Top")
        let nav = UINavigationController(rootViewController: top)
        nav.modalPresentationStyle = .overFullScreen
        s.root.present(nav, animated: false)
        let controller = try #require(nav.presentationController)
        #expect(top.presentationController === controller)
        #expect(controller.presentationStyle == .overFullScreen)
        #expect(top.presentingViewController === s.root)
        nav.dismiss(animated: false)
        #expect(LeftoverStateChecker.check(s.window) == [])
    }
}
