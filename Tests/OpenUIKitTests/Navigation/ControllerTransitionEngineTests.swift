import Foundation
import Testing
@testable import Gallery
@testable import OpenUIKit
import OpenUIKitTesting

/// The engine's rules for every transition: the context's documented answers, completeTransition exactly
/// once, an animator that never completes, percentages out of range, the coordinator, ownership.
@MainActor
@Suite(.freshApplication) struct ControllerTransitionEngineTests {
    /// An animator that records what the context tells it and completes only when told to.
    final class RecordingAnimator: UIViewControllerAnimatedTransitioning {
        var context: (any UIViewControllerContextTransitioning)?
        var completesAtOnce = false

        func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
            0.3
        }

        func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
            context = transitionContext
            let toView = transitionContext.view(forKey: .to)!
            toView.frame = transitionContext.finalFrame(for: transitionContext.viewController(forKey: .to)!)
            transitionContext.containerView.addSubview(toView)
            if completesAtOnce { transitionContext.completeTransition(true) }
        }
    }

    private func pushWith(_ animator: RecordingAnimator) -> (NavigationSetup, LoggingController) {
        let s = NavigationSetup()
        s.delegate.animator = { _ in animator }
        let b = s.controller("B")
        s.nav.pushViewController(b, animated: true)
        return (s, b)
    }

    @Test func theContextAnswersAsDocumented() throws {
        let animator = RecordingAnimator()
        let (s, b) = pushWith(animator)
        let context = try #require(animator.context)
        #expect(context.containerView === s.nav.contentView)
        #expect(context.isAnimated)
        #expect(!context.isInteractive)
        #expect(!context.transitionWasCancelled)
        #expect(context.presentationStyle == .none)
        #expect(context.targetTransform == .identity)
        #expect(context.viewController(forKey: .from) === s.root)
        #expect(context.viewController(forKey: .to) === b)
        #expect(context.view(forKey: .from) === s.root.view)
        #expect(context.view(forKey: .to) === b.view)
        let bounds = s.nav.contentView.bounds
        #expect(context.initialFrame(for: s.root) == bounds)
        #expect(context.finalFrame(for: s.root) == .zero)
        #expect(context.initialFrame(for: b) == .zero)
        #expect(context.finalFrame(for: b) == bounds)
        #expect(context.initialFrame(for: UIViewController()) == .zero)
        context.completeTransition(true)
        UIApplication.shared.runUntilIdle()
        #expect(LeftoverStateChecker.check(s.window) == [])
    }

    @Test func completeTransitionTwiceIsReportedAndIgnored() throws {
        let animator = RecordingAnimator()
        let (s, b) = pushWith(animator)
        let context = try #require(animator.context)
        context.completeTransition(true)
        s.log.lines.removeAll()
        let reports = Diagnostics.capture { context.completeTransition(false) }
        #expect(reports.map(\.code) == [.invalidTransition])
        #expect(reports.first?.message.hasPrefix("completeTransition(false) called again") == true)
        #expect(s.lines == [])
        #expect(s.nav.viewControllers == [s.root, b])
    }

    @Test func anAnimatorThatNeverCompletesIsReportedAndTheTransitionCompleted() {
        let animator = RecordingAnimator()
        let (s, b) = pushWith(animator)
        #expect(LeftoverStateChecker.check(s.window).contains(.transitionInFlight("push A → B")))
        var reports: [Diagnostic] = []
        reports = Diagnostics.capture {
            UIApplication.shared.advance(by: 0.3 + ControllerTransition.completionTimeout - 0.1)
        }
        #expect(reports == [])
        #expect(s.nav.transitionCoordinator != nil)
        reports = Diagnostics.capture { UIApplication.shared.runUntilIdle() }
        #expect(reports.map(\.code) == [.invalidTransition])
        #expect(reports.first?.message.contains("did not call completeTransition(_:) within 4.0 s") == true)
        #expect(s.nav.transitionCoordinator == nil)
        #expect(b.appearanceState == .appeared)
        #expect(s.nav.contentView.subviews == [b.view])
        #expect(LeftoverStateChecker.check(s.window) == [])
    }

    @Test func percentagesOutOfRangeAreClampedAndNaNIgnored() throws {
        let interaction = UIPercentDrivenInteractiveTransition()
        let s = NavigationSetup()
        let b = s.controller("B")
        s.nav.pushViewController(b, animated: false)
        s.delegate.animator = { _ in SlidePopAnimator() }
        s.delegate.interaction = interaction
        s.nav.popViewController(animated: true)
        let reports = Diagnostics.capture {
            interaction.update(1.5)
            interaction.update(.nan)
            interaction.update(-0.2)
        }
        #expect(
            reports.map(\.message) == [
                "UIPercentDrivenInteractiveTransition.update(_:): percentComplete 1.5 is outside 0…1; using 1.0",
                "UIPercentDrivenInteractiveTransition.update(_:): percentComplete NaN is not a number; ignored",
                "UIPercentDrivenInteractiveTransition.update(_:): percentComplete -0.2 is outside 0…1; using 0.0",
            ])
        #expect(interaction.percentComplete == 0)
        #expect(s.nav.transitionCoordinator?.percentComplete == 0)
        interaction.cancel()
        UIApplication.shared.runUntilIdle()
        #expect(LeftoverStateChecker.check(s.window) == [])
    }

    @Test func theContextClampsAndReportsPercentagesItIsGivenDirectly() throws {
        let interaction = IntObject(.navigation)
        let s = NavigationSetup()
        s.nav.pushViewController(s.controller("B"), animated: false)
        s.delegate.animator = { _ in FadeInAnimator(type: .pop) }
        s.delegate.interaction = interaction
        s.nav.popViewController(animated: true)
        let context = try #require(interaction.context)
        let reports = Diagnostics.capture {
            context.updateInteractiveTransition(2)
            context.updateInteractiveTransition(.nan)
        }
        #expect(
            reports.map(\.message) == [
                "updateInteractiveTransition(_:): percentComplete 2.0 is outside 0…1; using 1.0",
                "updateInteractiveTransition(_:): percentComplete NaN is not a number; ignored",
            ])
        #expect(s.nav.transitionCoordinator?.percentComplete == 1)
        interaction.finish()
        UIApplication.shared.runUntilIdle()
        #expect(s.nav.viewControllers == [s.root])
        #expect(LeftoverStateChecker.check(s.window) == [])
    }

    @Test func theCoordinatorDuringTheBuiltInPush() {
        let s = NavigationSetup()
        let b = s.controller("B")
        var seen: [String] = []
        var alongsideRanInsideWillAppear = false
        var insideWillAppear = false
        b.onViewWillAppear = { controller in
            guard let coordinator = controller.transitionCoordinator else { return seen.append("no coordinator") }
            #expect(s.root.transitionCoordinator === coordinator)
            #expect(s.nav.transitionCoordinator === coordinator)
            seen.append(
                "duration \(coordinator.transitionDuration), style \(coordinator.presentationStyle), velocity \(coordinator.completionVelocity), curve \(coordinator.completionCurve), animated \(coordinator.isAnimated), interactive \(coordinator.initiallyInteractive) \(coordinator.isInteractive), percent \(coordinator.percentComplete), identity \(coordinator.targetTransform == .identity)"
            )
            insideWillAppear = true
            let accepted = coordinator.animate(
                alongsideTransition: { _ in
                    alongsideRanInsideWillAppear = insideWillAppear
                    s.log.lines.append("alongside")
                },
                completion: { context in
                    s.log.lines.append("coordinator completion cancelled \(context.isCancelled)")
                })
            insideWillAppear = false
            seen.append("accepted \(accepted)")
        }
        b.onViewDidAppear = { controller in
            seen.append("didAppear coordinator \(controller.transitionCoordinator != nil)")
        }
        s.nav.pushViewController(b, animated: true)
        UIApplication.shared.runUntilIdle()
        #expect(
            seen == [
                "duration 0.35, style none, velocity 1.0, curve easeInOut, animated true, interactive false false, percent 0.0, identity true",
                "accepted true", "didAppear coordinator true",
            ])
        #expect(!alongsideRanInsideWillAppear)
        #expect(
            s.lines == [
                "B willMove(toParent: Nav)", "B loadView", "B viewDidLoad",
                "delegate animationControllerFor push A → B",
                "A viewWillDisappear(true)", "B viewWillAppear(true)", "delegate willShow B (true)", "alongside",
                "A viewDidDisappear(true)", "B viewDidAppear(true)", "coordinator completion cancelled false",
                "B didMove(toParent: Nav)", "delegate didShow B (true)",
            ])
        #expect(b.transitionCoordinator == nil)
    }

    @Test func aTransitionOwnsBothControllersAppearanceFromStartToEnd() throws {
        let animator = RecordingAnimator()
        let (s, b) = pushWith(animator)
        #expect(s.root.appearanceOwner == .transition)
        #expect(b.appearanceOwner == .transition)
        // The leaving view moved out of the window and back by the animator: the window leaves the leaving
        // controller to the transition.
        s.log.lines.removeAll()
        s.root.view.removeFromSuperview()
        s.nav.contentView.insertSubview(s.root.view, at: 0)
        #expect(s.lines == [])
        try #require(animator.context).completeTransition(true)
        #expect(s.root.appearanceOwner == nil)
        #expect(b.appearanceOwner == nil)
        #expect(
            s.lines == [
                "A viewDidDisappear(true)", "B viewDidAppear(true)", "B didMove(toParent: Nav)",
                "delegate didShow B (true)",
            ])
    }

    @Test func aViewTakenOffScreenBySomeoneElseLeavesTheTransition() throws {
        let animator = RecordingAnimator()
        let (s, b) = pushWith(animator)
        s.log.lines.removeAll()
        b.view.removeFromSuperview()
        #expect(s.lines == ["B viewWillDisappear(false)", "B viewDidDisappear(false)"])
        #expect(b.appearanceOwner == nil)
        s.log.lines.removeAll()
        try #require(animator.context).completeTransition(true)
        // Put back by the navigation controller at the end, B appears through the window, after the commit.
        #expect(
            s.lines == [
                "B viewWillAppear(false)", "A viewDidDisappear(true)", "B didMove(toParent: Nav)",
                "delegate didShow B (true)",
            ])
        UIApplication.shared.runUntilIdle()
        #expect(s.lines.last == "B viewDidAppear(false)")
        #expect(LeftoverStateChecker.check(s.window) == [])
    }
}
