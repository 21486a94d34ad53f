import Foundation
import Testing
@testable import OpenUIKit
import OpenUIKitTesting

/// Requests UIKit refuses: each reported with UIKit's words, nothing changed, the completion not run (a
/// dismissal with nothing presented runs it, as UIKit does).
@MainActor
@Suite(.freshApplication) struct PresentationBadInputTests {
    private func refused(_ s: PresentationSetup, _ action: () -> Void) -> [Diagnostic] {
        let before = s.window.subviews.count
        let reports = Diagnostics.capture(action)
        #expect(s.window.subviews.count == before)
        #expect(!s.lines.contains("present completion"))
        return reports
    }

    @Test func presentingOnAControllerThatAlreadyPresents() {
        let s = PresentationSetup(style: .overFullScreen)
        s.present(animated: false)
        let c = s.controller("C")
        s.log.lines.removeAll()
        let reports = refused(s) { s.root.present(c, animated: true) { s.log.lines.append("present completion") } }
        #expect(
            reports.map(\.message) == [
                "Attempt to present \(c) on \(s.root) (from \(s.root)) which is already presenting \(s.presented)."
            ])
        #expect(s.lines == [])
        #expect(s.root.presentedViewController === s.presented)
        #expect(c.presentingViewController == nil)
    }

    @Test func presentingAControllerThatIsAlreadyPresented() {
        let s = PresentationSetup(style: .overFullScreen)
        s.present(animated: false)
        s.log.lines.removeAll()
        let other = s.controller("Other")
        let reports = refused(s) { s.presented.present(s.presented, animated: false) }
        #expect(
            reports.first?.message
                == "Application tried to present modal view controller on itself. Presenting controller is \(s.presented)."
        )
        #expect(reports.first?.severity == .exception)
        let again = Diagnostics.capture { other.present(s.presented, animated: false) }
        #expect(
            again.first?.message.hasPrefix(
                "Application tried to present modally a view controller \(s.presented) that is already being presented by \(s.root)"
            ) == true)
    }

    @Test func presentingAControllerInANavigationStack() {
        let s = PresentationSetup()
        let nav = UINavigationController(rootViewController: s.controller("Root"))
        let pushed = s.controller("Pushed")
        nav.pushViewController(pushed, animated: false)
        let reports = refused(s) { s.root.present(pushed, animated: true) }
        #expect(
            reports.first?.message
                == "Application tried to present modally a view controller \(pushed) that has a parent view controller \(nav)."
        )
        #expect(pushed.presentingViewController == nil)
    }

    @Test func presentingFromAControllerWhoseViewIsNotInTheWindow() {
        let s = PresentationSetup()
        let offscreen = s.controller("Offscreen")
        let reports = refused(s) {
            offscreen.present(s.presented, animated: true) { s.log.lines.append("present completion") }
        }
        #expect(
            reports.map(\.message) == [
                "Attempt to present \(s.presented) on \(offscreen) whose view is not in the window hierarchy."
            ])
        #expect(reports.first?.severity == .warning)
        #expect(s.presented.presentingViewController == nil)
        #expect(!s.presented.isViewLoaded)
    }

    @Test func presentingOrDismissingWhileATransitionIsInFlight() {
        let s = PresentationSetup(style: .fullScreen)
        s.present()
        let c = s.controller("C")
        var reports = Diagnostics.capture { s.presented.present(c, animated: true) }
        #expect(
            reports.first?.message
                == "Attempt to present \(c) on \(s.presented) (from \(s.presented)) while a presentation or transition is in progress."
        )
        reports = Diagnostics.capture { s.dismiss() }
        #expect(
            reports.map(\.message) == [
                "Attempt to dismiss from view controller \(s.root) while a presentation or dismiss is in progress!"
            ])
        UIApplication.shared.runUntilIdle()
        #expect(s.lines.filter { $0.contains("completion") } == ["present completion"])
        #expect(s.root.presentedViewController === s.presented)
        #expect(LeftoverStateChecker.check(s.window) == [])
    }

    @Test func dismissingWithNothingPresentedRunsTheCompletion() {
        let s = PresentationSetup()
        var ran = false
        let reports = Diagnostics.capture { s.root.dismiss(animated: true) { ran = true } }
        #expect(ran)
        #expect(reports.map(\.severity) == [.warning])
        #expect(s.lines == [])
    }

    @Test func partialCurlNeedsAFullScreenPresentation() {
        let s = PresentationSetup(style: .overFullScreen, transitionStyle: .partialCurl)
        let reports = refused(s) { s.present() }
        #expect(reports.map(\.severity) == [.exception])
        #expect(reports.first?.message.contains("partialCurl") == true)
        #expect(s.root.presentedViewController == nil)
        #expect(s.presented.presentationController?.containerView == nil)
    }

    @Test func aControllerPresentedWithAPartialCurlCannotPresent() {
        let s = PresentationSetup(style: .fullScreen, transitionStyle: .partialCurl)
        s.present()
        UIApplication.shared.runUntilIdle()
        let c = s.controller("C")
        c.modalPresentationStyle = .fullScreen
        let reports = Diagnostics.capture { s.presented.present(c, animated: false) }
        #expect(
            reports.first?.message.hasPrefix(
                "Application tried to present \(c) from \(s.presented), which is presented with a partial curl") == true
        )
        #expect(s.presented.presentedViewController == nil)
    }

    @Test func theNoneStyleIsNotAPresentationStyle() {
        let s = PresentationSetup(style: .none)
        let reports = refused(s) { s.present() }
        #expect(reports.map(\.severity) == [.exception])
        #expect(s.root.presentedViewController == nil)
    }

    /// A presented controller cannot take the controller that presents it as a child: its containment tree would
    /// hold its own presenter (a loop every later presentation walked forever). Refused with a report; nothing
    /// moves, and a presentation from it afterwards works.
    @Test func aPresentedControllerCannotAdoptItsPresenter() {
        let s = PresentationSetup(style: .fullScreen)
        s.present(animated: false)
        UIApplication.shared.runUntilIdle()
        s.log.lines.removeAll()
        let reports = Diagnostics.capture { s.presented.addChild(s.root) }
        #expect(
            reports.map(\.message) == [
                "addChild: \(s.root) cannot become a child of \(s.presented): \(s.presented) is presented over it"
            ])
        #expect(reports.map(\.severity) == [.exception])
        #expect(s.root.parent == nil && s.presented.children.isEmpty)
        #expect(s.lines == [])
        let c = s.controller("C")
        s.presented.present(c, animated: false)
        UIApplication.shared.runUntilIdle()
        #expect(s.presented.presentedViewController === c)
        #expect(c.presentingViewController === s.presented)
    }
}
