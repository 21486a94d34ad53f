import Foundation
import Testing
import OpenUIKitTesting
@testable import OpenUIKit

/// The headless run loop of the host contract: exact virtual time, commit timing, idling and its timeout.
@MainActor
@Suite(.freshApplication) struct UIApplicationRunLoopTests {
    @Test func advanceEndsExactlyAtStartPlusDuration() {
        UIApplication.shared.advance(by: 0.25)
        #expect(CACurrentMediaTime() == 0.25)
        UIApplication.shared.advance(by: 0.1)
        #expect(CACurrentMediaTime() == 0.35)
        let reports = Diagnostics.capture { UIApplication.shared.advance(by: -1) }
        #expect(reports.map(\.code) == [.invalidTiming])
        #expect(CACurrentMediaTime() == 0.35)
    }

    @Test func anAnimationAddedNowShowsItsStateAtExactlyTheAdvancedTime() throws {
        let layer = CALayer()
        CATransaction.flush()
        UIApplication.shared.advance(by: 1)
        let move = CABasicAnimation(keyPath: "position.x")
        move.fromValue = 0
        move.toValue = 100
        move.duration = 1
        layer.add(move, forKey: "move")
        UIApplication.shared.advance(by: 0.25)
        #expect(abs(try #require(layer.presentation()).position.x - 25) < 1e-9)
    }

    @Test func runUntilIdleStopsWhenTheLastAnimationEnds() {
        let layer = CALayer()
        CATransaction.flush()
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 0
        fade.toValue = 1
        fade.duration = 0.5
        layer.add(fade, forKey: "fade")
        let ran = UIApplication.shared.runUntilIdle()
        #expect(abs(ran - 0.5) < 1e-9)
        #expect(!UIApplication.shared.isBusy)
        #expect(layer.animationKeys() == nil)
    }

    @Test func runUntilIdleReportsWhatIsStillRunningAtTheTimeout() {
        let layer = CALayer()
        layer.name = "spinner"
        CATransaction.flush()
        let spin = CABasicAnimation(keyPath: "transform.rotation.z")
        spin.toValue = Double.pi * 2
        spin.repeatCount = .infinity
        layer.add(spin, forKey: "spin")
        var ran = 0.0
        let reports = Diagnostics.capture { ran = UIApplication.shared.runUntilIdle(timeout: 2) }
        #expect(abs(ran - 2) < 1e-9)
        #expect(reports.count == 1)
        #expect(reports.first?.message.contains("spinner") == true && reports.first?.message.contains("spin]") == true)
    }

    /// A second timeout that starts where the time left falls below the clock's resolution (6.1 − 3.1 − 3
    /// is 4.4e-16, which no longer moves a clock at 6.1) ends at its own end time, reported, instead of
    /// spinning without moving the clock.
    @Test func runUntilIdleEndsWhenTheTimeLeftIsBelowTheClocksResolution() {
        let box = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        UIApplication.shared.advance(by: 0)
        UIView.animate(withDuration: 1, delay: 0, options: [.repeat], animations: { box.center.x = 100 })
        UIApplication.shared.advance(by: 0.1)
        var first = 0.0
        let firstReports = Diagnostics.capture { first = UIApplication.shared.runUntilIdle(timeout: 3) }
        #expect(firstReports.map(\.code) == [.invalidState])
        #expect(abs(CACurrentMediaTime() - 3.1) < 1e-9 && abs(first - 3) < 1e-9)
        var second = 0.0
        let secondReports = Diagnostics.capture { second = UIApplication.shared.runUntilIdle(timeout: 3) }
        #expect(secondReports.map(\.code) == [.invalidState])
        #expect(abs(CACurrentMediaTime() - 6.1) < 1e-9 && abs(second - 3) < 1e-9)
        #expect(UIApplication.shared.isBusy)
    }

    @Test func runUntilIdleRefusesATimeoutThatIsNotAFiniteNonNegativeNumber() {
        let layer = CALayer()
        CATransaction.flush()
        let spin = CABasicAnimation(keyPath: "opacity")
        spin.repeatCount = .infinity
        layer.add(spin, forKey: "spin")
        for timeout in [-1, Double.nan, .infinity] {
            var ran = -1.0
            let reports = Diagnostics.capture { ran = UIApplication.shared.runUntilIdle(timeout: timeout) }
            #expect(reports.map(\.code) == [.invalidTiming] && ran == 0)
        }
        #expect(CACurrentMediaTime() == 0)
    }

    @Test func workQueuedForTheNextTurnRunsOnTheNextTurnInOrder() {
        var log: [String] = []
        UIApplication.shared.performOnNextTurn { log.append("first") }
        UIApplication.shared.performOnNextTurn {
            log.append("second")
            UIApplication.shared.performOnNextTurn { log.append("queued by second") }
        }
        #expect(log.isEmpty)
        #expect(UIApplication.shared.isBusy)
        UIApplication.shared.advance(by: 0)
        #expect(log == ["first", "second", "queued by second"])
    }

    @Test func theMainScreenIsAnIPhone14sWithoutInsetsUnlessChanged() {
        #expect(UIScreen.main.bounds == StandardScreen.bounds)
        #expect(UIScreen.main.scale == 3)
        #expect(UIScreen.main.nativeBounds.size == CGSize(width: 1170, height: 2532))
        #expect(UIScreen.main.maximumFramesPerSecond == 60)
        UIScreen.main.use(.iPhoneSE)
        #expect(UIScreen.main.bounds.size == CGSize(width: 375, height: 667) && UIScreen.main.scale == 2)
        UIApplication.shared.reset()
        #expect(UIScreen.main.device == .headless)
        #expect(
            UIScreen.main.device.size == UIScreen.Device.iPhone14.size && UIScreen.main.device.safeAreaInsets == .zero)
    }
}
