import Foundation
import Testing
@testable import OpenUIKit

/// Appearance slips random call sequences found: a transition whose animation changes a nil colour, a child
/// added to a controller leaving in a transition when the window is then hidden, states repeated by
/// transition(from:to:), and a window moved under another view.
@MainActor
@Suite struct UIViewControllerAppearanceSlipTests {
    /// Animating the incoming view's nil background colour no longer stops the transition from ending.
    @Test func aTransitionAnimatingANilBackgroundColourEnds() {
        let s = ControllerFixtures.swapReady()
        var completed: [Bool] = []
        let reports = Diagnostics.capture {
            s.parent.transition(from: s.from, to: s.to, duration: 0.3, animations: { s.to.view.backgroundColor = .red })
            { finished in
                completed.append(finished)
                s.from.removeFromParent()
                s.to.didMove(toParent: s.parent)
            }
            UIApplication.shared.runUntilIdle()
        }
        #expect(reports.isEmpty && completed == [true])
        #expect(s.from.appearanceState == .disappeared && s.to.appearanceState == .appeared)
        #expect(LeftoverStateChecker.check(s.window) == [])
    }

    /// A child added (documented sequence) to a controller leaving in a transition, then the window hidden
    /// before the next commit: the child's appearance is undone at once and it never gets viewDidAppear.
    @Test func aChildAddedToALeavingControllerDoesNotAppearInAHiddenWindow() {
        let s = ControllerFixtures.swapReady()
        let child = LoggingController("Child", log: s.log)
        s.parent.transition(from: s.from, to: s.to, duration: 0.3, animations: nil) { _ in
            s.from.removeFromParent()
            s.to.didMove(toParent: s.parent)
        }
        ControllerFixtures.embed(child, in: s.from)
        s.window.isHidden = true
        UIApplication.shared.runUntilIdle()
        #expect(
            s.log.lines.filter { $0.hasPrefix("Child") && $0.contains("ppear") } == [
                "Child viewWillAppear(false)", "Child viewWillDisappear(false)", "Child viewDidDisappear(false)",
            ])
        #expect(
            child.appearanceState == .disappeared && s.from.appearanceState == .disappeared
                && s.to.appearanceState == .disappeared)
        #expect(LeftoverStateChecker.check(s.window) == [])
    }

    /// transition(from:to:) to a controller that has already appeared, or from one already disappeared,
    /// reports the repeat as beginAppearanceTransition does, and goes on.
    @Test func aTransitionRepeatingAStateIsReportedAsUnbalanced() {
        let s = ControllerFixtures.swapReady()
        s.to.beginAppearanceTransition(true, animated: false)
        s.to.endAppearanceTransition()
        s.from.beginAppearanceTransition(false, animated: false)
        s.from.endAppearanceTransition()
        s.log.lines.removeAll()
        let reports = Diagnostics.capture { s.parent.transition(from: s.from, to: s.to, duration: 0, animations: nil) }
        #expect(reports.map(\.code) == [.unbalancedAppearanceTransition, .unbalancedAppearanceTransition])
        #expect(
            reports.map(\.message) == [
                "Unbalanced calls to begin/end appearance transitions for \(s.to).",
                "Unbalanced calls to begin/end appearance transitions for \(s.from).",
            ])
        UIApplication.shared.runUntilIdle()
        #expect(
            s.log.lines.filter { $0.contains("ppear") } == [
                "To viewWillAppear(false)", "From viewWillDisappear(false)", "From viewDidDisappear(false)",
                "To viewDidAppear(false)",
            ])
    }

    /// A window is its own window: moved under a plain view (and back out), it keeps its root controller
    /// appeared, and every view inside still answers that window.
    @Test func aWindowMovedUnderAPlainViewKeepsItsControllersOnScreen() {
        UIApplication.shared.reset()
        let log = LoggingController.Log()
        let root = LoggingController("Root", log: log)
        let window = ControllerFixtures.window(root: root)
        window.makeKeyAndVisible()
        UIApplication.shared.advance(by: 0)
        log.lines.removeAll()
        let plain = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        plain.addSubview(window)
        #expect(window.superview === plain && window.window === window && root.view.window === window)
        #expect(root.appearanceState == .appeared && log.lines.isEmpty)
        #expect(LeftoverStateChecker.check(window) == [])
        window.removeFromSuperview()
        UIApplication.shared.runUntilIdle()
        #expect(root.appearanceState == .appeared && log.lines.isEmpty && root.view.window === window)
        window.isHidden = true
        #expect(log.lines == ["Root viewWillDisappear(false)", "Root viewDidDisappear(false)"])
    }
}
