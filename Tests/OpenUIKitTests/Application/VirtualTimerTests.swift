import Testing
import OpenUIKitTesting
@testable import OpenUIKit

// No `import Foundation` here: with OpenUIKit alone, `Timer` is OpenUIKit's, as in a ported UIKit file.

/// `Timer` on the run loop's media clock: a timer fires at the first pass at or after its fire date, the run
/// loop wakes at each fire date (so the block reads the fire date exactly, between frames too), repeating
/// timers fire at first fire date + k × interval (Foundation's `Timer`).
@MainActor
@Suite(.freshApplication) struct VirtualTimerTests {
    /// Times at which a block ran, read from the media clock inside it.
    final class Firings {
        var times: [CFTimeInterval] = []
        var log: [String] = []
    }

    @Test func aRepeatingTimerFiresAtExactMultiplesOfItsInterval() {
        let firings = Firings()
        let timer = Timer.scheduledTimer(withTimeInterval: 0.25, repeats: true) { _ in
            firings.times.append(CACurrentMediaTime())
        }
        timer.tolerance = 0.1  // kept, and ignored: the virtual clock fires exactly
        UIApplication.shared.advance(by: 1)
        #expect(firings.times == [0.25, 0.5, 0.75, 1.0])
        #expect(timer.tolerance == 0.1)
        #expect(timer.isValid)
        #expect(timer.timeInterval == 0.25)
    }

    @Test func oneLongFrameStillFiresEveryTimerAtItsTime() {
        // The live host runs one frame as long as the real time between its frames; a host that skips
        // frames nothing observes would too. The run loop still wakes at each fire date.
        let firings = Firings()
        let displayLink = CADisplayLink { _ in firings.log.append("frame \(CACurrentMediaTime())") }
        displayLink.add(to: .main, forMode: .common)
        Timer.scheduledTimer(withTimeInterval: 0.25, repeats: true) { _ in
            firings.log.append("timer \(CACurrentMediaTime())")
        }
        UIApplication.shared.runTurn(over: 0.6, frameLength: .infinity)
        #expect(firings.log == ["timer 0.25", "timer 0.5", "frame 0.6"])
        displayLink.invalidate()
    }

    @Test func fireDatesBetweenFramesGetAPassAtExactlyThatTime() {
        let firings = Firings()
        Timer.scheduledTimer(withTimeInterval: 0.07, repeats: true) { _ in firings.times.append(CACurrentMediaTime()) }
        UIApplication.shared.advance(by: 0.3)
        // The first fire date is 0 + 0.07; the k-th repeat is that + k × 0.07 (Foundation's schedule).
        #expect(firings.times == [0.07, 0.07 + 0.07, 0.07 + 2 * 0.07, 0.07 + 3 * 0.07])
    }

    @Test func aRepeatingTimerKeepsItsScheduleAcrossAdvances() {
        let firings = Firings()
        Timer.scheduledTimer(withTimeInterval: 0.25, repeats: true) { _ in firings.times.append(CACurrentMediaTime()) }
        UIApplication.shared.advance(by: 0.3)
        #expect(firings.times == [0.25])
        UIApplication.shared.advance(by: 0.3)
        #expect(firings.times == [0.25, 0.5])
        UIApplication.shared.advance(by: 0.45)
        #expect(firings.times == [0.25, 0.5, 0.75, 1.0])
    }

    @Test func aNonRepeatingTimerFiresOnceThenIsInvalid() {
        let firings = Firings()
        let timer = Timer.scheduledTimer(withTimeInterval: 0.4, repeats: false) { timer in
            firings.times.append(CACurrentMediaTime())
            firings.log.append("valid in block: \(timer.isValid)")
        }
        #expect(timer.timeInterval == 0)  // Foundation: 0 for a non-repeating timer
        UIApplication.shared.advance(by: 1)
        #expect(firings.times == [0.4])
        // Core Foundation invalidates a one-shot timer after its callout.
        #expect(firings.log == ["valid in block: true"])
        #expect(!timer.isValid)
    }

    @Test func aTimerOnAFramesTimeFiresInThatFrameBeforeTheDisplayLinks() {
        let firings = Firings()
        let displayLink = CADisplayLink { _ in firings.log.append("link \(CACurrentMediaTime())") }
        displayLink.add(to: .main, forMode: .common)
        Timer.scheduledTimer(withTimeInterval: 1.0 / 60.0, repeats: false) { _ in
            firings.log.append("timer \(CACurrentMediaTime())")
        }
        UIApplication.shared.advance(by: 1.0 / 60.0)
        #expect(firings.log == ["timer \(1.0 / 60.0)", "link \(1.0 / 60.0)"])
        displayLink.invalidate()
    }

    @Test func whatABlockChangesBetweenFramesIsCommittedAtTheFireDate() throws {
        let layer = CALayer()
        CATransaction.flush()
        Timer.scheduledTimer(withTimeInterval: 0.01, repeats: false) { _ in
            let fade = CABasicAnimation(keyPath: "opacity")
            fade.fromValue = 0
            fade.toValue = 1
            fade.duration = 1
            layer.add(fade, forKey: "fade")
        }
        UIApplication.shared.advance(by: 0.005)
        #expect(layer.animation(forKey: "fade") == nil)
        UIApplication.shared.advance(by: 0.01)
        // The pass at 0.01 committed the animation: it began then, not at the next frame (1/60).
        #expect(try #require(layer.animation(forKey: "fade")).beginTime == 0.01)
    }

    @Test func timersDueAtTheSameTimeFireInTheOrderScheduled() {
        let firings = Firings()
        Timer.scheduledTimer(withTimeInterval: 0.5, repeats: false) { _ in firings.log.append("first") }
        Timer.scheduledTimer(withTimeInterval: 0.2, repeats: false) { _ in firings.log.append("early") }
        Timer.scheduledTimer(withTimeInterval: 0.5, repeats: false) { _ in firings.log.append("second") }
        UIApplication.shared.advance(by: 0.5)
        #expect(firings.log == ["early", "first", "second"])
    }

    @Test func invalidateStopsATimerAndASecondInvalidateDoesNothing() {
        let firings = Firings()
        let timer = Timer.scheduledTimer(withTimeInterval: 0.1, repeats: true) { timer in
            firings.times.append(CACurrentMediaTime())
            if firings.times.count == 2 { timer.invalidate() }
        }
        let reports = Diagnostics.capture {
            UIApplication.shared.advance(by: 1)
            timer.invalidate()
        }
        #expect(firings.times == [0.1, 0.1 + 0.1])
        #expect(!timer.isValid)
        #expect(reports.isEmpty)
    }

    @Test func fireRunsTheBlockNowWithoutChangingTheSchedule() {
        let firings = Firings()
        let repeating = Timer.scheduledTimer(withTimeInterval: 0.5, repeats: true) { _ in
            firings.log.append("repeating \(CACurrentMediaTime())")
        }
        let once = Timer.scheduledTimer(withTimeInterval: 0.5, repeats: false) { _ in
            firings.log.append("once \(CACurrentMediaTime())")
        }
        UIApplication.shared.advance(by: 0.2)
        repeating.fire()
        once.fire()
        #expect(!once.isValid)  // a non-repeating timer is invalidated by fire(), before its fire date
        once.fire()  // an invalid timer does nothing
        UIApplication.shared.advance(by: 0.3)
        #expect(firings.log == ["repeating 0.2", "once 0.2", "repeating 0.5"])
    }

    @Test func theFireDateReadsAgainstTheDateNowAndMovesTheSchedule() {
        let firings = Firings()
        let timer = Timer.scheduledTimer(withTimeInterval: 0.25, repeats: true) { _ in
            firings.times.append(CACurrentMediaTime())
        }
        #expect(abs(timer.fireDate.timeIntervalSinceNow - 0.25) < 0.01)
        timer.fireDate = Date(timeIntervalSinceNow: 0.6)
        UIApplication.shared.advance(by: 1.2)
        #expect(firings.times.count == 3)
        // 0.6, then every 0.25 from there; the Date read against the wall clock costs microseconds.
        for (time, expected) in zip(firings.times, [0.6, 0.85, 1.1]) { #expect(abs(time - expected) < 1e-3) }
    }

    @Test func aLateRepeatingTimerFiresOnceAndGoesOnFromTheNextFireDateAhead() {
        let firings = Firings()
        let timer = Timer.scheduledTimer(withTimeInterval: 0.25, repeats: true) { _ in
            firings.times.append(CACurrentMediaTime())
        }
        UIApplication.shared.advance(by: 0.1)
        timer.fireDate = Date(timeIntervalSinceNow: -1)  // fire dates -0.9, -0.65, -0.4, -0.15 have passed
        UIApplication.shared.advance(by: 0.3)
        // One firing for all four, at the pass that starts advance(by:) (0.1); then the first of
        // -0.9 + k × 0.25 after 0.1: 0.35 (the Date read against the wall clock costs microseconds).
        #expect(firings.times.count == 2)
        #expect(firings.times.first == 0.1)
        #expect(firings.times.dropFirst().first.map { abs($0 - 0.35) < 1e-3 } == true)
    }

    @Test func aNonPositiveIntervalIsOneTenThousandthOfASecond() {
        let firings = Firings()
        let repeating = Timer(timeInterval: 0, repeats: true) { _ in }
        #expect(repeating.timeInterval == 0.0001)
        Timer.scheduledTimer(withTimeInterval: -3, repeats: false) { _ in firings.times.append(CACurrentMediaTime()) }
        UIApplication.shared.advance(by: 0.01)
        #expect(firings.times == [0.0001])
    }

    @Test func aNaNOrInfiniteIntervalIsReportedAndTheTimerIsInvalid() {
        let firings = Firings()
        var timers: [Timer] = []
        let reports = Diagnostics.capture {
            timers.append(
                Timer.scheduledTimer(withTimeInterval: .nan, repeats: true) { _ in firings.log.append("nan") })
            timers.append(Timer(timeInterval: .infinity, repeats: false) { _ in firings.log.append("infinity") })
        }
        #expect(reports.map(\.code) == [.invalidTiming, .invalidTiming])
        #expect(timers.allSatisfy { !$0.isValid })
        RunLoop.main.add(timers[1], forMode: .default)
        UIApplication.shared.advance(by: 1)
        #expect(firings.log.isEmpty)
        #expect(!UIApplication.shared.isBusy)
    }

    @Test func aTimerAddedToTheMainRunLoopFiresOnTheVirtualClockOnce() {
        let firings = Firings()
        let timer = Timer(timeInterval: 0.3, repeats: false) { _ in firings.times.append(CACurrentMediaTime()) }
        UIApplication.shared.advance(by: 0.1)
        RunLoop.main.add(timer, forMode: .common)
        RunLoop.main.add(timer, forMode: .default)  // scheduled already: nothing more
        UIApplication.shared.advance(by: 1)
        #expect(firings.times == [0.3])  // the fire date counts from the timer's creation, as Foundation's
    }

    @Test func aTimerMadeWithAFireDateStartsThereAndRepeatsFromIt() {
        let firings = Firings()
        let timer = Timer(fire: Date(timeIntervalSinceNow: 0.3), interval: 0.2, repeats: true) { _ in
            firings.times.append(CACurrentMediaTime())
        }
        RunLoop.main.add(timer, forMode: .default)
        UIApplication.shared.advance(by: 0.8)
        #expect(firings.times.count == 3)
        // 0.3, 0.5, 0.7 (the Date read against the wall clock costs microseconds).
        for (time, expected) in zip(firings.times, [0.3, 0.5, 0.7]) { #expect(abs(time - expected) < 1e-3) }
    }

    @Test func aTargetTimerCanCallAMethodWithoutArguments() {
        final class Blinker: NSObject {
            var blinks = 0
            func blink() { blinks += 1 }
        }
        let blinker = Blinker()
        Timer.scheduledTimer(timeInterval: 0.3, target: blinker, selector: Blinker.blink, userInfo: nil, repeats: false)
        UIApplication.shared.advance(by: 1)
        #expect(blinker.blinks == 1)
    }

    @Test func aTargetTimerCallsTheTypedMethodAndHoldsItsTargetUntilInvalidated() {
        final class Clock: NSObject {
            var ticks: [CFTimeInterval] = []
            func tick(_ timer: Timer) { ticks.append(CACurrentMediaTime()) }
        }
        var clock: Clock? = Clock()
        weak let weakClock = clock
        let timer = Timer.scheduledTimer(
            timeInterval: 0.5, target: clock!, selector: Clock.tick, userInfo: "info", repeats: true)
        clock = nil
        UIApplication.shared.advance(by: 1)
        #expect(weakClock?.ticks == [0.5, 1.0])
        #expect(timer.userInfo as? String == "info")
        timer.invalidate()
        #expect(weakClock == nil)
    }

    @Test func repeatingTimersDoNotKeepTheRunLoopBusyButOneShotsDo() {
        let firings = Firings()
        Timer.scheduledTimer(withTimeInterval: 0.1, repeats: true) { _ in firings.log.append("tick") }
        #expect(!UIApplication.shared.isBusy)
        #expect(UIApplication.shared.runUntilIdle() == 0)
        Timer.scheduledTimer(withTimeInterval: 0.5, repeats: false) { _ in
            firings.log.append("once")
            firings.times.append(CACurrentMediaTime())
        }
        #expect(UIApplication.shared.isBusy)
        let ran = UIApplication.shared.runUntilIdle()
        #expect(firings.times == [0.5])
        // It stops after the frame step (1/60 s) whose pass fired the one-shot timer.
        #expect(ran >= 0.5 && ran < 0.5 + 1.0 / 60.0 + 1e-9)
        #expect(firings.log == ["tick", "tick", "tick", "tick", "tick", "once"])
    }

    @Test func resetInvalidatesEveryTimer() {
        let firings = Firings()
        let timer = Timer.scheduledTimer(withTimeInterval: 0.1, repeats: false) { _ in firings.log.append("fired") }
        UIApplication.shared.reset()
        #expect(!timer.isValid)
        #expect(!UIApplication.shared.isBusy)
        UIApplication.shared.advance(by: 1)
        #expect(firings.log.isEmpty)
    }
}
