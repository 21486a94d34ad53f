import Foundation
import Testing
@testable import OpenUIKit
import OpenUIKitTesting

/// Misuse of UIView animations: defined behaviour, a diagnostic where UIKit warns or raises.
@MainActor
@Suite(.freshApplication) struct UIViewAnimationBadInputTests {
    /// The virtual time, to the millisecond.
    private func now() -> String {
        String(format: "%.3f", CACurrentMediaTime())
    }

    private func committedView() -> UIView {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        UIApplication.shared.advance(by: 0)
        return view
    }

    @Test func nonFiniteGeometryIsReportedAndLeavesTheViewAsItWas() {
        let view = committedView()
        var finished: [Bool] = []
        let reports = Diagnostics.capture {
            UIView.animate(
                withDuration: 1,
                animations: {
                    view.frame = CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10)
                    view.center = CGPoint(x: 5, y: CGFloat.infinity)
                    view.bounds = CGRect(x: 0, y: 0, width: -CGFloat.infinity, height: 10)
                }, completion: { finished.append($0) })
        }
        // CALayerInvalidGeometry on Apple platforms: an exception per setter; here a report each.
        #expect(reports.map(\.code) == [.invalidGeometry, .invalidGeometry, .invalidGeometry])
        #expect(reports.allSatisfy { $0.severity == .exception })
        #expect(view.frame == CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(view.center == CGPoint(x: 5, y: 5) && view.bounds == CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(view.layer.animationKeys() == nil)
        UIApplication.shared.advance(by: 0)
        #expect(finished == [true])
    }

    @Test func negativeOrNaNTimingIsReportedAndCompletesOnTheNextTurn() {
        let view = committedView()
        var finished: [String] = []
        let reports = Diagnostics.capture {
            UIView.animate(
                withDuration: -1, animations: { view.alpha = 0.5 }, completion: { finished.append("negative \($0)") })
            UIView.animate(
                withDuration: .nan, animations: { view.center.x = 50 }, completion: { finished.append("nan \($0)") })
            UIView.animateKeyframes(
                withDuration: -.infinity, delay: 0, options: [], animations: { view.alpha = 0.2 },
                completion: { finished.append("keyframes \($0)") })
        }
        #expect(reports.map(\.code) == [.invalidTiming, .invalidTiming, .invalidTiming])
        #expect(view.layer.animationKeys() == nil && abs(view.alpha - 0.2) < 1e-6 && view.center.x == 50)
        #expect(finished.isEmpty)
        UIApplication.shared.advance(by: 0)
        #expect(finished == ["negative true", "nan true", "keyframes true"])
    }

    @Test func aNegativeOrNaNDelayIsReportedAndTreatedAsNone() throws {
        let view = committedView()
        var finishedAt: [Double] = []
        let reports = Diagnostics.capture {
            UIView.animate(
                withDuration: 1, delay: -2, options: .curveLinear, animations: { view.alpha = 0 },
                completion: { _ in finishedAt.append(CACurrentMediaTime()) })
            UIView.animate(
                withDuration: 1, delay: .nan, options: .curveLinear, animations: { view.center.x = 105 },
                completion: { _ in finishedAt.append(CACurrentMediaTime()) })
        }
        #expect(reports.map(\.code) == [.invalidTiming, .invalidTiming])
        UIApplication.shared.advance(by: 0.5)
        #expect(abs(try #require(view.layer.presentation()).opacity - 0.5) < 1e-6)
        UIApplication.shared.runUntilIdle()
        #expect(finishedAt.count == 2 && finishedAt.allSatisfy { abs($0 - 1) < 1e-9 })
    }

    @Test func aViewInNoWindowStillAnimatesAndCompletesOnTime() throws {
        let view = committedView()
        #expect(view.window == nil)
        var finishedAt: [Double] = []
        UIView.animate(
            withDuration: 1, delay: 0, options: .curveLinear, animations: { view.center.x = 105 },
            completion: { if $0 { finishedAt.append(CACurrentMediaTime()) } })
        UIApplication.shared.advance(by: 0.5)
        #expect(abs(try #require(view.layer.presentation()).position.x - 55) < 1e-6)
        UIApplication.shared.runUntilIdle()
        #expect(finishedAt.count == 1 && abs(finishedAt[0] - 1) < 1e-9)
    }

    @Test func aCompletionMayStartTheNextAnimationOfTheSameView() throws {
        let view = committedView()
        var log: [String] = []
        UIView.animate(
            withDuration: 1, delay: 0, options: .curveLinear, animations: { view.center.x = 105 },
            completion: { first in
                log.append("first \(first) at \(now())")
                UIView.animate(
                    withDuration: 1, delay: 0, options: .curveLinear, animations: { view.center.x = 205 },
                    completion: { second in
                        log.append("second \(second) at \(now())")
                    })
            })
        UIApplication.shared.advance(by: 1)
        #expect(log == ["first true at 1.000"])
        #expect(view.center.x == 205)
        UIApplication.shared.advance(by: 0.5)
        // The second animation began at the commit after the completion (at 1 s): half-way at 1.5 s.
        #expect(abs(try #require(view.layer.presentation()).position.x - 155) < 1e-6)
        UIApplication.shared.runUntilIdle()
        #expect(log == ["first true at 1.000", "second true at 2.000"])
    }

    /// A view in a window at `inWindow`, in a detached container otherwise, animating its centre from x 5
    /// to 105 over 1 s; the completions are logged with their times.
    private func animatingSubview(inWindow: Bool) -> (view: UIView, root: UIView, log: () -> [String]) {
        let root: UIView =
            inWindow
            ? UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
            : UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        (root as? UIWindow)?.makeKeyAndVisible()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        root.addSubview(view)
        UIApplication.shared.advance(by: 0)
        var log: [String] = []
        UIView.animate(
            withDuration: 1, delay: 0, options: .curveLinear, animations: { view.center.x = 105 },
            completion: { log.append("\($0) at \(now())") })
        UIApplication.shared.advance(by: 0.5)
        return (view, root, { log })
    }

    @Test func removingAViewFromItsWindowMidAnimationStopsItUnfinished() {
        let (view, _, log) = animatingSubview(inWindow: true)
        view.removeFromSuperview()
        #expect(log().isEmpty && view.layer.animationKeys() == ["position"])
        UIApplication.shared.advance(by: 0)
        #expect(log() == ["false at 0.500"])
        #expect(view.layer.animationKeys() == nil && view.layer.presentation()?.position.x == 105)
    }

    @Test func movingAViewToAnotherSuperviewInTheWindowKeepsItsAnimation() {
        let (view, root, log) = animatingSubview(inWindow: true)
        let other = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        root.addSubview(other)
        other.addSubview(view)
        UIApplication.shared.runUntilIdle()
        #expect(log() == ["true at 1.000"])
    }

    @Test func removingAViewOutsideAnyWindowLetsItsAnimationFinish() throws {
        let (view, _, log) = animatingSubview(inWindow: false)
        view.removeFromSuperview()
        UIApplication.shared.advance(by: 0.25)
        #expect(abs(try #require(view.layer.presentation()).position.x - 80) < 1e-6)
        UIApplication.shared.runUntilIdle()
        #expect(log() == ["true at 1.000"])
    }

    @Test func removeAllAnimationsCompletesUnfinishedOnTheSameTurn() {
        let view = committedView()
        var log: [String] = []
        UIView.animate(
            withDuration: 1,
            animations: {
                view.alpha = 0.5
                view.center.x = 50
            }, completion: { log.append("block \($0)") })
        UIView.animateKeyframes(
            withDuration: 1, delay: 0, options: [],
            animations: {
                UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { view.bounds.size.width = 20 }
            }, completion: { log.append("keyframes \($0)") })
        UIApplication.shared.advance(by: 0.3)
        view.layer.removeAllAnimations()
        #expect(log == ["block false", "keyframes false"])
        #expect(abs(view.alpha - 0.5) < 1e-6 && view.center.x == 50 && view.bounds.width == 20)
        UIApplication.shared.advance(by: 1)
        #expect(log.count == 2)
    }
}
