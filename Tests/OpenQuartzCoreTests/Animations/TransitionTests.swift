import Foundation
import OpenCoreGraphics
@testable import OpenQuartzCore
import Testing
import OpenUIKitTesting

/// CATransition: it captures the layer subtree as last committed (the old state), runs its progress from
/// startProgress to endProgress over the duration, and is stored under "transition".
@Suite("CATransition", .freshApplication)
struct TransitionTests {
    @MainActor private func container(with childName: String) -> CALayer {
        let container = CALayer()
        container.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
        container.backgroundColor = color(1, 0, 0)
        let child = CALayer()
        child.name = childName
        container.addSublayer(child)
        CATransaction.flush()
        return container
    }

    @Test @MainActor func defaults() {
        let transition = CATransition()
        #expect(transition.type == .fade)
        #expect(transition.subtype == nil)
        #expect(transition.startProgress == 0 && transition.endProgress == 1)
        #expect(transition.filter == nil)
    }

    @Test @MainActor func capturesThePreviousCommittedState() throws {
        let layer = container(with: "old")
        let replacement = CALayer()
        replacement.name = "new"
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        layer.sublayers = [replacement]
        layer.backgroundColor = color(0, 0, 1)
        let transition = CATransition()
        transition.type = .push
        transition.subtype = .fromRight
        transition.duration = 1
        layer.add(transition, forKey: nil)
        CATransaction.commit()

        #expect(layer.animationKeys() == ["transition"])
        let running = try #require(layer.animation(forKey: "transition") as? CATransition)
        #expect(running.type == .push && running.subtype == .fromRight)
        let previous = try #require(running.previousState)
        #expect(previous.sublayers?.map(\.name) == ["old"])
        #expect(previous.backgroundColor == color(1, 0, 0))
        // The model is the new state.
        #expect(layer.sublayers?.map(\.name) == ["new"])
        #expect(layer.backgroundColor == color(0, 0, 1))
    }

    @Test @MainActor func previousStateWithoutChangesIsTheCurrentTree() throws {
        let layer = container(with: "same")
        layer.add(CATransition(), forKey: "fade")
        let running = try #require(layer.animation(forKey: "fade") as? CATransition)
        #expect(running.previousState?.sublayers?.map(\.name) == ["same"])
    }

    @Test @MainActor func progressRunsFromStartToEndProgress() throws {
        let log = EventLog()
        let layer = container(with: "old")
        let transition = CATransition()
        transition.duration = 1
        transition.startProgress = 0.2
        transition.endProgress = 0.8
        transition.delegate = RecordingAnimationDelegate("transition", log: log)
        layer.add(transition, forKey: nil)
        CATransaction.flush()
        let running = try #require(layer.animation(forKey: "transition") as? CATransition)
        func progress() -> Double? {
            running.progress(atParentTime: layer.convertTime(CACurrentMediaTime(), from: nil))
        }
        // startProgress and endProgress are Floats, as Apple's: compare at Float precision.
        let start = Double(Float(0.2)), end = Double(Float(0.8))
        #expect(isClose(progress() ?? .nan, start))
        CAMediaClock.advance(by: 0.25)
        #expect(isClose(progress() ?? .nan, start + (end - start) * 0.25))
        CAMediaClock.advance(by: 0.5)
        #expect(isClose(progress() ?? .nan, start + (end - start) * 0.75))
        CAMediaClock.advance(by: 0.25)
        #expect(progress() == nil)
        #expect(layer.animationKeys() == nil)
        #expect(log.entries == ["start transition", "stop transition true"])
    }

    @Test @MainActor func progressFollowsTheTimingFunction() throws {
        let layer = container(with: "old")
        let transition = CATransition()
        transition.duration = 1
        transition.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        layer.add(transition, forKey: nil)
        CAMediaClock.advance(by: 0.25)
        let running = try #require(layer.animation(forKey: "transition") as? CATransition)
        let progress = running.progress(atParentTime: layer.convertTime(CACurrentMediaTime(), from: nil)) ?? .nan
        #expect(isClose(progress, Curve.easeInEaseOut(0.25), curveTolerance))
    }

    @Test @MainActor func invalidProgressIsReportedAndNotAdded() {
        let layer = container(with: "old")
        let transition = CATransition()
        transition.startProgress = 1.5
        let reports = Diagnostics.capture { layer.add(transition, forKey: nil) }
        #expect(reports.map(\.code) == [.invalidTiming])
        #expect(layer.animationKeys() == nil)
        // An unknown type is reported as a warning and still runs (drawn as a fade).
        let odd = CATransition()
        odd.type = CATransitionType(rawValue: "genieEffect")
        let warnings = Diagnostics.capture { layer.add(odd, forKey: nil) }
        #expect(warnings.map(\.code) == [.invalidArgument])
        #expect(warnings.first?.severity == .warning)
        #expect(layer.animationKeys() == ["transition"])
    }
}
