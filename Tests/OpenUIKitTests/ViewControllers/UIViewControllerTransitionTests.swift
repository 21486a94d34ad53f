import Foundation
import Testing
import OpenUIKitTesting
@testable import OpenUIKit

/// transition(from:to:duration:options:animations:completion:), as UIViewController.h describes it.
@MainActor
@Suite(.freshApplication) struct UIViewControllerTransitionTests {
    private func setup() -> ControllerFixtures.Swap {
        ControllerFixtures.swapReady()
    }

    @Test func theDocumentedCycleWithAnimations() throws {
        let s = setup()
        let width = s.parent.view.bounds.width
        s.to.view.frame = CGRect(x: width, y: 0, width: width, height: 100)
        var completed: [Bool] = []
        s.parent.transition(
            from: s.from, to: s.to, duration: 1, options: [.curveLinear],
            animations: {
                s.from.view.frame = CGRect(x: -width, y: 0, width: width, height: 100)
                s.to.view.frame = CGRect(x: 0, y: 0, width: width, height: 100)
            },
            completion: { finished in
                completed.append(finished)
                s.from.removeFromParent()
                s.to.didMove(toParent: s.parent)
            })
        #expect(s.to.view.superview === s.parent.view)
        #expect(s.from.view.superview === s.parent.view)
        #expect(
            s.log.lines.filter { $0.contains("ppear") } == ["To viewWillAppear(true)", "From viewWillDisappear(true)"])
        UIApplication.shared.advance(by: 0.5)
        #expect(abs(try #require(s.to.view.layer.presentation()).position.x - width) < 1e-9)
        UIApplication.shared.advance(by: 0.5)
        #expect(completed == [true])
        #expect(s.from.viewIfLoaded?.superview == nil)
        // Facts 89/90's order for the ends, then the completion's didMove calls.
        #expect(
            s.log.lines.filter { !$0.contains("Layout") } == [
                "To loadView", "To viewDidLoad", "To viewWillAppear(true)", "From viewWillDisappear(true)",
                "From viewDidDisappear(true)", "To viewDidAppear(true)", "From didMove(toParent: nil)",
                "To didMove(toParent: Parent)",
            ])
        #expect(s.parent.children.map(ObjectIdentifier.init) == [ObjectIdentifier(s.to)])
        #expect(LeftoverStateChecker.check(s.window) == [])
    }

    @Test func aFlipFromLeftTransitionOfFourSeconds() throws {
        // A flip from the left over 4 s, as the appearance-forwarding demo runs it.
        let s = setup()
        var completed: [Bool] = []
        s.parent.transition(
            from: s.from, to: s.to, duration: 4, options: [.transitionFlipFromLeft], animations: nil,
            completion: { completed.append($0) })
        #expect(s.from.viewIfLoaded?.superview == nil)
        #expect(s.to.view.superview === s.parent.view)
        UIApplication.shared.advance(by: 2)
        let transition = try #require(s.parent.view.layer.animation(forKey: "transition") as? CATransition)
        #expect(transition.type.rawValue == "oglFlip" && transition.subtype == .fromLeft && transition.duration == 4)
        #expect(s.from.appearanceState == .disappearing && s.to.appearanceState == .appearing)
        UIApplication.shared.advance(by: 2)
        #expect(completed == [true])
        #expect(s.from.appearanceState == .disappeared && s.to.appearanceState == .appeared)
    }

    @Test func aZeroDurationTransitionIsNotAnimatedAndCompletesOnTheNextTurn() {
        let s = setup()
        var completed: [Bool] = []
        s.parent.transition(from: s.from, to: s.to, duration: 0, animations: nil, completion: { completed.append($0) })
        #expect(completed.isEmpty)
        UIApplication.shared.advance(by: 0)
        #expect(completed == [true])
        #expect(
            s.log.lines.filter { $0.contains("ppear") } == [
                "To viewWillAppear(false)", "From viewWillDisappear(false)",
                "From viewDidDisappear(false)", "To viewDidAppear(false)",
            ])
    }

    @Test func controllersThatAreNotChildrenAreReported() {
        let s = setup()
        let stranger = UIViewController()
        let reports = Diagnostics.capture {
            s.parent.transition(from: s.from, to: stranger, duration: 1, animations: nil)
            s.parent.transition(from: s.from, to: s.from, duration: 1, animations: nil)
        }
        #expect(reports.map(\.code) == [.invalidContainment, .invalidContainment])
        #expect(reports.first?.message.contains("must have a common parent view controller") == true)
        #expect(s.from.appearanceState == .appeared && !stranger.isViewLoaded)
        #expect(s.log.lines.isEmpty)
    }

    @Test func aManuallyForwardingContainerCannotTransition() {
        let parent = ManualForwardingController()
        let from = UIViewController()
        let to = UIViewController()
        parent.addChild(from)
        parent.view.addSubview(from.view)
        parent.addChild(to)
        let reports = Diagnostics.capture { parent.transition(from: from, to: to, duration: 1, animations: nil) }
        #expect(reports.map(\.code) == [.invalidContainment])
        #expect(!to.isViewLoaded && from.view.superview === parent.view)
    }

    @Test func aTransitionStartedBeforeThePreviousEndedIsUnbalanced() {
        let s = setup()
        s.parent.transition(from: s.from, to: s.to, duration: 1, animations: nil)
        let third = LoggingController("Third", log: s.log)
        s.parent.addChild(third)
        let reports = Diagnostics.capture { s.parent.transition(from: s.to, to: third, duration: 1, animations: nil) }
        #expect(reports.map(\.code) == [.unbalancedAppearanceTransition])
        UIApplication.shared.runUntilIdle()
        #expect(third.appearanceState == .appeared && s.to.appearanceState == .disappeared)
    }
}
