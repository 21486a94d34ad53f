import Foundation
import OpenCoreGraphics
@testable import OpenQuartzCore
import Testing
import OpenUIKitTesting

/// CATransaction: properties and their nesting, commit of the outermost transaction, flush, completion
/// blocks after every animation of the transaction has ended, and unbalanced commits.
@Suite("CATransaction", .freshApplication)
struct TransactionTests {
    @Test @MainActor func defaults() {
        #expect(CATransaction.animationDuration() == 0.25)
        #expect(CATransaction.animationTimingFunction() == nil)
        #expect(!CATransaction.disableActions())
        #expect(CATransaction.completionBlock() == nil)
        #expect(kCATransactionAnimationDuration == "animationDuration")
        #expect(kCATransactionDisableActions == "disableActions")
    }

    @Test @MainActor func propertiesNestAndUnwind() {
        CATransaction.begin()
        CATransaction.setAnimationDuration(2)
        CATransaction.setValue("outer", forKey: "custom")
        CATransaction.begin()
        // Inherited from the enclosing transaction.
        #expect(CATransaction.animationDuration() == 2)
        #expect(CATransaction.value(forKey: "custom") as? String == "outer")
        CATransaction.setAnimationDuration(0.5)
        CATransaction.setDisableActions(true)
        #expect(CATransaction.animationDuration() == 0.5)
        #expect(CATransaction.disableActions())
        CATransaction.commit()
        #expect(CATransaction.animationDuration() == 2)
        #expect(!CATransaction.disableActions())
        CATransaction.commit()
        #expect(CATransaction.animationDuration() == 0.25)
        #expect(CATransaction.value(forKey: "custom") == nil)
    }

    @Test @MainActor func onlyTheOutermostCommitCommits() {
        let layer = CALayer()
        CATransaction.begin()
        CATransaction.begin()
        layer.position = CGPoint(x: 1, y: 1)
        CATransaction.commit()
        #expect(layer.presentation() == nil)
        CATransaction.flush()  // an explicit transaction is open: nothing happens
        #expect(layer.presentation() == nil)
        CATransaction.commit()
        #expect(layer.presentation()?.position == CGPoint(x: 1, y: 1))
    }

    @Test @MainActor func flushCommitsTheImplicitTransaction() {
        let layer = CALayer()
        layer.position = CGPoint(x: 3, y: 4)
        #expect(layer.presentation() == nil)
        CATransaction.flush()
        #expect(layer.presentation()?.position == CGPoint(x: 3, y: 4))
    }

    @Test @MainActor func beginTimeIsSetAtTheOutermostCommit() {
        let layer = makeCommittedLayer()
        CATransaction.begin()
        layer.add(basicAnimation("opacity", from: 0, to: 1, duration: 1), forKey: "fade")
        CAMediaClock.advance(by: 0.5)  // advance cannot commit an open explicit transaction
        #expect(layer.animation(forKey: "fade")?.beginTime == 0)
        #expect(isClose(layer.presentation()?.opacity, 1.0))
        CATransaction.commit()
        #expect(isClose(layer.animation(forKey: "fade")?.beginTime ?? .nan, 0.5))
        CAMediaClock.advance(by: 0.25)
        #expect(isClose(layer.presentation()?.opacity, 0.25))
    }

    @Test @MainActor func completionRunsAfterEveryAnimationEnds() {
        let log = EventLog()
        let a = makeCommittedLayer(name: "a")
        let b = makeCommittedLayer(name: "b")
        CATransaction.begin()
        CATransaction.setCompletionBlock { log.append("completion") }
        a.position = CGPoint(x: 200, y: 200)  // implicit, 0.25 s
        let long = basicAnimation("opacity", from: 0, to: 1, duration: 1)
        long.delegate = RecordingAnimationDelegate("long", log: log)
        b.add(long, forKey: "fade")
        CATransaction.commit()
        CAMediaClock.advance(by: 0.5)
        #expect(log.entries == ["start long"])
        CAMediaClock.advance(by: 0.5)
        #expect(log.entries == ["start long", "stop long true", "completion"])
        CAMediaClock.advance(by: 1)
        #expect(log.entries.filter { $0 == "completion" }.count == 1)
    }

    @Test @MainActor func completionWithoutAnimationsRunsAtCommit() {
        let log = EventLog()
        CATransaction.begin()
        CATransaction.setCompletionBlock { log.append("completion") }
        #expect(CATransaction.completionBlock() != nil)
        #expect(log.entries.isEmpty)
        CATransaction.commit()
        #expect(log.entries == ["completion"])
        // The same with the implicit transaction.
        CATransaction.setCompletionBlock { log.append("implicit") }
        let layer = CALayer()
        layer.opacity = 0.5
        #expect(log.entries == ["completion"])
        CATransaction.flush()
        #expect(log.entries == ["completion", "implicit"])
    }

    @Test @MainActor func completionRunsWhenTheAnimationsAreRemoved() {
        let log = EventLog()
        let layer = makeCommittedLayer()
        CATransaction.begin()
        CATransaction.setCompletionBlock { log.append("completion") }
        let animation = basicAnimation("opacity", from: 0, to: 1, duration: 10)
        animation.delegate = RecordingAnimationDelegate("fade", log: log)
        layer.add(animation, forKey: "fade")
        CATransaction.commit()
        CAMediaClock.advance(by: 1)
        #expect(log.entries == ["start fade"])
        layer.removeAllAnimations()
        #expect(log.entries == ["start fade", "stop fade false", "completion"])
    }

    @Test @MainActor func nestedCompletionWaitsForTheOutermostCommit() {
        let log = EventLog()
        let layer = makeCommittedLayer()
        CATransaction.begin()
        CATransaction.setCompletionBlock { log.append("outer") }
        CATransaction.begin()
        CATransaction.setCompletionBlock { log.append("inner") }
        layer.add(basicAnimation("opacity", from: 0, to: 1, duration: 0.5), forKey: "fade")
        CATransaction.commit()
        #expect(log.entries.isEmpty)
        layer.add(basicAnimation("position.x", from: 0, to: 1, duration: 1), forKey: "move")
        CATransaction.commit()
        #expect(log.entries.isEmpty)
        CAMediaClock.advance(by: 0.5)
        // The inner transaction only waited for the fade; the outer one waits for both.
        #expect(log.entries == ["inner"])
        CAMediaClock.advance(by: 0.5)
        #expect(log.entries == ["inner", "outer"])
    }

    @Test @MainActor func completionWaitsOnlyForAnimationsAddedAfterIt() {
        // Apple: the block is called "as soon as all animations subsequently added by this transaction group
        // have completed"; with none added after it, it runs at the commit.
        let log = EventLog()
        let layer = makeCommittedLayer()
        CATransaction.begin()
        layer.add(basicAnimation("opacity", from: 0, to: 1, duration: 1), forKey: "before")
        CATransaction.setCompletionBlock { log.append("completion") }
        CATransaction.commit()
        #expect(log.entries == ["completion"])
    }

    @Test @MainActor func replacedCompletionBlockKeepsItsOwnAnimations() {
        let log = EventLog()
        let layer = makeCommittedLayer()
        CATransaction.begin()
        CATransaction.setCompletionBlock { log.append("first") }
        layer.add(basicAnimation("opacity", from: 0, to: 1, duration: 1), forKey: "fade")
        CATransaction.setCompletionBlock { log.append("second") }
        #expect(CATransaction.completionBlock() != nil)
        layer.add(basicAnimation("position.x", from: 0, to: 1, duration: 0.5), forKey: "move")
        CATransaction.commit()
        #expect(log.entries.isEmpty)
        CAMediaClock.advance(by: 0.5)
        #expect(log.entries == ["second"])
        CAMediaClock.advance(by: 0.5)
        #expect(log.entries == ["second", "first"])
    }

    @Test @MainActor func completionRunsOutsideTheCommittedTransaction() {
        // Lockwood, listing 7.3: a change made in the completion block of a 1 s transaction animates with
        // the default 0.25 s, because the transaction has been committed and popped by then.
        let layer = makeCommittedLayer()
        CATransaction.begin()
        CATransaction.setAnimationDuration(1)
        CATransaction.setCompletionBlock {
            layer.setAffineTransform(layer.affineTransform().rotated(by: .pi / 2))
        }
        layer.backgroundColor = color(0, 0, 1)
        CATransaction.commit()
        #expect(layer.animation(forKey: "backgroundColor")?.duration == 1)
        CAMediaClock.advance(by: 1)
        #expect(layer.animation(forKey: "transform")?.duration == 0.25)
        #expect(isClose(layer.transform, CATransform3DMakeRotation(.pi / 2, 0, 0, 1), 1e-12))
    }

    @Test @MainActor func timingFunctionOfTheTransactionPacesImplicitAnimations() {
        let layer = makeCommittedLayer(frame: CGRect(x: -50, y: -50, width: 100, height: 100))
        CATransaction.begin()
        CATransaction.setAnimationDuration(1)
        CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .linear))
        layer.position = CGPoint(x: 100, y: 0)
        CATransaction.commit()
        #expect(layer.animation(forKey: "position")?.duration == 1)
        CAMediaClock.advance(by: 0.3)
        #expect(isClose(presented(layer, "position.x"), 30, 1e-9))
    }

    @Test @MainActor func unbalancedCommitIsReported() {
        let layer = CALayer()
        layer.opacity = 0.5  // opens the implicit transaction
        let reports = Diagnostics.capture { CATransaction.commit() }
        #expect(reports.map(\.code) == [.invalidState])
        // The implicit transaction is still pending and commits normally.
        #expect(layer.presentation() == nil)
        CATransaction.flush()
        #expect(isClose(layer.presentation()?.opacity, 0.5))
        let again = Diagnostics.capture { CATransaction.commit() }
        #expect(again.map(\.code) == [.invalidState])
    }

    @Test @MainActor func invalidAnimationDurationIsReported() {
        CATransaction.begin()
        let reports = Diagnostics.capture {
            CATransaction.setAnimationDuration(-1)
            CATransaction.setAnimationDuration(.nan)
        }
        #expect(reports.map(\.code) == [.invalidTiming, .invalidTiming])
        #expect(CATransaction.animationDuration() == 0.25)
        CATransaction.commit()
    }
}
