import Foundation
import Testing
@testable import OpenUIKit
import OpenUIKitTesting

/// The pre-iOS 4 API: `beginAnimations` … `commitAnimations` (duration 0.2 s by default, as
/// Apple's setAnimationDuration(_:) documentation says).
@MainActor
@Suite(.freshApplication) struct UIViewLegacyAnimationTests {
    @Test func theDefaultsAreUIKits() throws {
        let view = AnimationFixture.committedView()
        UIView.beginAnimations("move", context: nil)
        view.center.x = 105
        #expect(view.layer.animationKeys() == nil)
        UIView.commitAnimations()
        #expect(view.center.x == 105)
        let animation = try #require(view.layer.animation(forKey: "position") as? CABasicAnimation)
        #expect(animation.duration == 0.2 && animation.timingFunction == CAMediaTimingFunction(name: .easeInEaseOut))
        // easeInOut is symmetric: halfway in time is halfway in distance.
        UIApplication.shared.advance(by: 0.1)
        #expect(abs(try AnimationFixture.shownX(view) - 55) < 1e-4)
        UIApplication.shared.advance(by: 0.1)
        #expect(view.layer.animationKeys() == nil)
    }

    @Test func theParametersSetBeforeTheCommitApply() throws {
        let view = AnimationFixture.committedView()
        var stopped: [String] = []
        let pointer = UnsafeMutableRawPointer(bitPattern: 0x1234)
        UIView.beginAnimations("slide", context: pointer)
        view.center.x = 105
        view.alpha = 0
        UIView.setAnimationDuration(1)
        UIView.setAnimationCurve(.linear)
        UIView.setAnimationDidStop { id, finished, context in
            stopped.append("\(id ?? "nil") \(finished) \(context == pointer)")
        }
        UIView.commitAnimations()
        UIApplication.shared.advance(by: 0.25)
        #expect(abs(try AnimationFixture.shownX(view) - 30) < 1e-6)
        #expect(abs(CGFloat(try #require(view.layer.presentation()).opacity) - 0.75) < 1e-6)
        UIApplication.shared.advance(by: 0.75)
        #expect(stopped == ["slide true true"])
    }

    @Test func delayRepeatAndAutoreverse() throws {
        let view = AnimationFixture.committedView()
        var stopped: [Bool] = []
        UIView.beginAnimations(nil, context: nil)
        UIView.setAnimationDuration(1)
        UIView.setAnimationDelay(0.5)
        UIView.setAnimationRepeatCount(2)
        UIView.setAnimationRepeatAutoreverses(true)
        UIView.setAnimationDidStop { _, finished, _ in stopped.append(finished) }
        view.center.x = 105
        UIView.commitAnimations()
        UIApplication.shared.advance(by: 0.5)
        #expect(abs(try AnimationFixture.shownX(view) - 5) < 1e-6)
        // easeInOut (0.42, 0, 0.58, 1): 12.916 % after a quarter, on the way out and back.
        UIApplication.shared.advance(by: 0.25)
        #expect(abs(try AnimationFixture.shownX(view) - 17.916) < 1e-3)
        UIApplication.shared.advance(by: 1)
        #expect(abs(try AnimationFixture.shownX(view) - 92.084) < 1e-3)
        // Two passes out and back: 4 s after the 0.5 s delay.
        UIApplication.shared.advance(by: 2.74)
        #expect(stopped.isEmpty)
        UIApplication.shared.advance(by: 0.02)
        #expect(stopped == [true])
    }

    @Test func blocksNestAndEachCommitAnimatesItsOwnChanges() throws {
        let view = AnimationFixture.committedView()
        let other = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        UIApplication.shared.advance(by: 0)
        UIView.beginAnimations("outer", context: nil)
        view.center.x = 105
        UIView.beginAnimations("inner", context: nil)
        UIView.setAnimationDuration(2)
        other.center.x = 105
        UIView.commitAnimations()
        #expect((other.layer.animation(forKey: "position") as? CABasicAnimation)?.duration == 2)
        #expect(view.layer.animationKeys() == nil)
        UIView.commitAnimations()
        #expect((view.layer.animation(forKey: "position") as? CABasicAnimation)?.duration == 0.2)
    }

    @Test func aZeroDurationAppliesAtOnceAndStopsOnTheNextTurn() {
        let view = AnimationFixture.committedView()
        var stopped: [Bool] = []
        UIView.beginAnimations(nil, context: nil)
        UIView.setAnimationDuration(0)
        UIView.setAnimationDidStop { _, finished, _ in stopped.append(finished) }
        view.alpha = 0.5
        UIView.commitAnimations()
        #expect(view.layer.animationKeys() == nil && view.alpha == 0.5 && stopped.isEmpty)
        UIApplication.shared.advance(by: 0)
        #expect(stopped == [true])
    }

    @Test func removalStopsUnfinishedAndWillStartRunsAtTheCommit() {
        let view = AnimationFixture.committedView()
        var log: [String] = []
        UIView.beginAnimations("fade", context: nil)
        UIView.setAnimationWillStart { id, _ in log.append("start \(id ?? "nil")") }
        UIView.setAnimationDidStop { id, finished, _ in log.append("stop \(id ?? "nil") \(finished)") }
        view.alpha = 0
        #expect(log.isEmpty)
        UIView.commitAnimations()
        #expect(log == ["start fade"])
        UIApplication.shared.advance(by: 0.05)
        view.layer.removeAllAnimations()
        #expect(log == ["start fade", "stop fade false"])
    }

    @Test func callsOutsideABlockAreReportedAndIgnored() {
        let view = AnimationFixture.committedView()
        let reports = Diagnostics.capture {
            UIView.setAnimationDuration(3)
            UIView.commitAnimations()
        }
        #expect(reports.map(\.code) == [.invalidState, .invalidState])
        view.alpha = 0.5
        #expect(view.layer.animationKeys() == nil)
    }

    @Test func setAnimationsEnabledFalseAppliesChangesAtOnce() {
        let view = AnimationFixture.committedView()
        var finished: [Bool] = []
        UIView.setAnimationsEnabled(false)
        #expect(!UIView.areAnimationsEnabled)
        UIView.animate(withDuration: 1, animations: { view.alpha = 0.5 }, completion: { finished.append($0) })
        UIView.beginAnimations(nil, context: nil)
        view.center.x = 50
        UIView.commitAnimations()
        #expect(view.layer.animationKeys() == nil && view.alpha == 0.5 && view.center.x == 50)
        UIApplication.shared.advance(by: 0)
        #expect(finished == [true])
        UIView.setAnimationsEnabled(true)
        UIView.animate(withDuration: 1) { view.alpha = 1 }
        #expect(view.layer.animation(forKey: "opacity") != nil)
        UIView.setAnimationsEnabled(false)
        UIApplication.shared.reset()
        #expect(UIView.areAnimationsEnabled)
    }
}
