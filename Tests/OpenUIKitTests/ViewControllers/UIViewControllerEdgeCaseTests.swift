import Foundation
import Testing
@testable import OpenUIKit

/// Appearance edge cases: containment changed from inside callbacks, transitions off screen or into views
/// already shown, hidden windows, and what the checker and memory warnings make of them.
@MainActor
@Suite struct UIViewControllerEdgeCaseTests {
    @Test func aChildRemovedByASiblingsCallbackIsNotForwardedTo() {
        UIApplication.shared.reset()
        let log = LoggingController.Log()
        let root = LoggingController("Root", log: log)
        let first = LoggingController("C1", log: log)
        let second = LoggingController("C2", log: log)
        root.onViewDidLoad = { root in
            for child in [first, second] {
                ControllerFixtures.embed(child, in: root)
            }
        }
        first.onViewWillAppear = { _ in
            second.willMove(toParent: nil)
            second.view.removeFromSuperview()
            second.removeFromParent()
        }
        let window = ControllerFixtures.window(root: root)
        window.makeKeyAndVisible()
        UIApplication.shared.advance(by: 0)
        #expect(
            log.lines.filter { $0.contains("Appear") } == [
                "Root viewWillAppear(false)", "C1 viewWillAppear(false)",
                "Root viewDidAppear(false)", "C1 viewDidAppear(false)",
            ])
        #expect(second.appearanceState == .disappeared)
        #expect(LeftoverStateChecker.check(window) == [])
    }

    @Test func aTransitionStartedFromViewWillAppearIsUnbalancedAndKeepsItsChildren() {
        UIApplication.shared.reset()
        let root = UIViewController()
        let from = UIViewController()
        let to = UIViewController()
        ControllerFixtures.embed(from, in: root)
        final class Starter: UIViewController {
            var start: (() -> Void)?
            override func viewWillAppear(_ animated: Bool) { start?() }
        }
        let container = Starter()
        ControllerFixtures.embed(root, in: container)
        let window = ControllerFixtures.window(root: container)
        window.makeKeyAndVisible()
        UIApplication.shared.advance(by: 0)
        window.rootViewController = nil
        container.start = {
            from.willMove(toParent: nil)
            root.addChild(to)
            root.transition(from: from, to: to, duration: 0.5, animations: nil) { _ in
                from.removeFromParent()
                to.didMove(toParent: root)
            }
        }
        root.title = "Root"
        from.title = "From"
        to.title = "To"
        let trace = LifecycleTrace(recording: root)
        let reports = Diagnostics.capture { window.rootViewController = container }
        // Twice: From has not appeared yet when the transition makes it disappear (as beginAppearanceTransition
        // reports it), and Root's forwarding then finds From leaving in the transition.
        #expect(
            reports.map(\.code) == [.unbalancedAppearanceTransition, .unbalancedAppearanceTransition], "\(reports)")
        UIApplication.shared.runUntilIdle()
        // The transition keeps From (no window-driven appearance in between); To's appearance ends with the
        // root's forwarding, before the transition's own end.
        #expect(
            trace.lines.filter { $0.hasPrefix("From") || $0.hasPrefix("To") } == [
                "From willMove(toParent: nil)", "To willMove(toParent: Root)", "To loadView", "To viewDidLoad",
                "To viewWillAppear(true)", "From viewWillDisappear(true)", "To viewDidAppear(true)",
                "From viewDidDisappear(true)", "From didMove(toParent: nil)", "To didMove(toParent: Root)",
            ])
        #expect(from.appearanceState == .disappeared && to.appearanceState == .appeared)
        #expect(LeftoverStateChecker.check(window) == [])
    }

    @Test func aTransitionIntoAViewAlreadyShownIsReported() {
        UIApplication.shared.reset()
        let parent = UIViewController()
        let from = UIViewController()
        let to = UIViewController()
        ControllerFixtures.window(root: parent).makeKeyAndVisible()
        for child in [from, to] {
            ControllerFixtures.embed(child, in: parent)
        }
        UIApplication.shared.advance(by: 0)
        let reports = Diagnostics.capture { parent.transition(from: from, to: to, duration: 0.3, animations: nil) }
        #expect(reports.map(\.code) == [.invalidContainment])
        #expect(from.appearanceState == .appeared && to.appearanceState == .appeared)
        #expect(from.view.superview === parent.view)
    }

    @Test func offScreenTransitionsSwapViewsWithoutAppearance() {
        UIApplication.shared.reset()
        let log = LoggingController.Log()
        let parent = LoggingController("Parent", log: log)
        let from = LoggingController("From", log: log)
        let to = LoggingController("To", log: log)
        ControllerFixtures.embed(from, in: parent)
        parent.addChild(to)
        var finished: [Bool] = []
        parent.transition(from: from, to: to, duration: 0.3, animations: nil) { finished.append($0) }
        UIApplication.shared.runUntilIdle()
        #expect(finished == [true])
        #expect(log.lines.filter { $0.contains("ppear") }.isEmpty)
        #expect(to.view.superview === parent.view && from.view.superview == nil)
        let window = ControllerFixtures.window(root: parent)
        window.makeKeyAndVisible()
        UIApplication.shared.advance(by: 0)
        #expect(to.appearanceState == .appeared && from.appearanceState == .disappeared)
    }

    @Test func hidingAndShowingAWindowTakesItsRootOffAndBackOnScreen() {
        UIApplication.shared.reset()
        let log = LoggingController.Log()
        let root = LoggingController("Root", log: log)
        let window = ControllerFixtures.window(root: root)
        window.makeKeyAndVisible()
        UIApplication.shared.advance(by: 0)
        log.lines.removeAll()
        window.isHidden = true
        #expect(log.lines == ["Root viewWillDisappear(false)", "Root viewDidDisappear(false)"])
        #expect(LeftoverStateChecker.check(window) == [])
        window.isHidden = false
        UIApplication.shared.advance(by: 0)
        #expect(
            log.lines.filter { $0.contains("ppear") }.suffix(2) == [
                "Root viewWillAppear(false)", "Root viewDidAppear(false)",
            ])
        #expect(root.appearanceState == .appeared)
    }

    @Test func aMemoryWarningKeepsAViewThatIsStillInASuperview() {
        UIApplication.shared.reset()
        let container = UIViewController()
        container.releasesInvisibleChildViewsOnMemoryWarning = true
        let child = UIViewController()
        container.addChild(child)
        let holder = UIView()
        holder.addSubview(child.view)
        ControllerFixtures.window(root: container).makeKeyAndVisible()
        UIApplication.shared.simulateMemoryWarning()
        #expect(child.isViewLoaded && child.view.superview === holder)
    }

    @Test func theCheckerAcceptsPagesAManualContainerKeepsInTheWindowButSeesStrayControllers() {
        UIApplication.shared.reset()
        let root = ManualForwardingController()
        let page = UIViewController()
        ControllerFixtures.embed(page, in: root)
        let window = ControllerFixtures.window(root: root)
        window.makeKeyAndVisible()
        UIApplication.shared.advance(by: 0)
        #expect(LeftoverStateChecker.check(window) == [])
        let stray = UIViewController()
        stray.title = "Stray"
        window.addSubview(stray.view)
        stray.beginAppearanceTransition(false, animated: false)
        #expect(
            LeftoverStateChecker.check(window) == [
                .inconsistentAppearance(controller: "Stray", state: "disappearing", viewInWindow: true)
            ])
    }

    @Test func aReleasedTraceStopsListening() {
        UIApplication.shared.reset()
        do {
            let trace = LifecycleTrace()
            #expect(AnimationEngine.lifecycleObservers.count == 1)
            trace.removeAll()
        }
        #expect(AnimationEngine.lifecycleObservers.isEmpty)
    }
}

extension UIViewControllerEdgeCaseTests {
    @Test func aViewReAddedWhileItsControllerLeavesStaysWithTheTransition() {
        UIApplication.shared.reset()
        let log = LoggingController.Log()
        let parent = UIViewController()
        let from = LoggingController("From", log: log)
        let to = LoggingController("To", log: log)
        ControllerFixtures.window(root: parent).makeKeyAndVisible()
        ControllerFixtures.embed(from, in: parent)
        UIApplication.shared.advance(by: 0)
        log.lines.removeAll()
        from.willMove(toParent: nil)
        parent.addChild(to)
        parent.transition(from: from, to: to, duration: 0.4, options: .transitionCurlUp, animations: nil)
        UIApplication.shared.advance(by: 0.2)
        parent.view.addSubview(from.view)
        UIApplication.shared.runUntilIdle()
        #expect(
            log.lines.filter { $0.hasPrefix("From") && $0.contains("ppear") } == [
                "From viewWillDisappear(true)", "From viewDidDisappear(true)",
            ])
        #expect(from.viewIfLoaded?.superview == nil && from.appearanceState == .disappeared)
    }
}
