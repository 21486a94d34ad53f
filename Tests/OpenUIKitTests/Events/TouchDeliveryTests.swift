import Testing
import OpenUIKitTesting
@testable import OpenUIKit

/// Touch injection through the host contract and delivery at the start of a run-loop turn: hit-tested once
/// at touch-down, then kept with that view.
@MainActor
@Suite(.freshApplication) struct TouchDeliveryTests {
    @Test func aTouchIsDeliveredAtTheNextTurnWithItsLocationsPhaseAndTime() throws {
        let (log, window, view) = makeBoxScene(frame: CGRect(x: 100, y: 200, width: 100, height: 100))
        let touch = UIApplication.shared.touchDown(at: CGPoint(x: 110, y: 230))
        #expect(log.lines.isEmpty)  // queued until the next turn
        UIApplication.shared.advance(by: 0)
        #expect(log.lines == ["box began (10, 30)"])
        #expect(touch.phase == .began && touch.view === view && touch.window === window)
        #expect(touch.timestamp == 0 && touch.tapCount == 1 && touch.type == .direct)
        #expect(touch.location(in: nil) == CGPoint(x: 110, y: 230))
        UIApplication.shared.advance(by: 0.5)
        UIApplication.shared.touchMove(touch, to: CGPoint(x: 400, y: 100))  // outside the view: still its touch
        UIApplication.shared.advance(by: 0)
        #expect(log.lines.last == "box moved (300, -100)")
        #expect(
            touch.phase == .moved && touch.timestamp == 0.5
                && UIApplication.shared.touchDispatcher.event.timestamp == 0.5)
        #expect(touch.previousLocation(in: view) == CGPoint(x: 10, y: 30))
        let event = try #require(UIApplication.shared.touchDispatcher.event.allTouches)
        #expect(event == [touch])
        #expect(UIApplication.shared.touchDispatcher.event.touches(for: view) == [touch])
        #expect(UIApplication.shared.touchDispatcher.event.touches(for: window) == [touch])
        UIApplication.shared.touchUp(touch)
        UIApplication.shared.advance(by: 0)
        #expect(log.lines.last == "box ended (300, -100)")
        #expect(touch.phase == .ended)
        #expect(UIApplication.shared.touchDispatcher.activeTouches.isEmpty)
    }

    @Test func queuedTouchesArriveAtTheStartOfAFrameBeforeDisplayLinks() {
        let (log, _, _) = makeBoxScene(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        var frame = 0
        let link = CADisplayLink { link in
            frame += 1
            log.append("link \(frame)")
            if frame == 1 { UIApplication.shared.touchDown(at: CGPoint(x: 5, y: 5)) }
        }
        link.add(to: .main, forMode: .common)
        UIApplication.shared.advance(by: 3 * CAMediaClock.frameDuration)
        #expect(log.lines == ["link 1", "box began (5, 5)", "link 2", "link 3"])
        link.invalidate()
    }

    @Test func tapRunsOneFrameAndCountsTapsInQuickSuccession() {
        let window = makeTouchWindow()
        var counts: [Int] = []
        final class CountingView: UIView {
            var onEnd: (UITouch) -> Void = { _ in }
            override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { touches.forEach(onEnd) }
        }
        let counter = CountingView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        counter.onEnd = { counts.append($0.tapCount) }
        window.addSubview(counter)
        let start = CACurrentMediaTime()
        UIApplication.shared.tap(at: CGPoint(x: 50, y: 50))
        // A tap lasts one frame of the 60 Hz display.
        #expect(CACurrentMediaTime() - start == 1.0 / 60)
        UIApplication.shared.advance(by: 0.2)
        UIApplication.shared.tap(at: CGPoint(x: 60, y: 70))  // 0.2 s later, 22 pt away: a double tap
        UIApplication.shared.advance(by: 0.3)
        UIApplication.shared.tap(at: CGPoint(x: 60, y: 70))  // 0.3 s later: a triple tap
        UIApplication.shared.advance(by: 0.4)
        UIApplication.shared.tap(at: CGPoint(x: 60, y: 70))  // 0.4 s later: too slow, a new first tap
        UIApplication.shared.tap(at: CGPoint(x: 200, y: 70))  // at once but 140 pt away: a new first tap
        #expect(counts == [1, 2, 3, 1, 1])
    }

    @Test func dragMovesOncePerFrameAlongTheLineAndLiftsAtTheEnd() {
        let (log, window, _) = makeBoxScene(frame: StandardScreen.bounds)
        var times: [TimeInterval] = []
        final class TimingView: UIView {
            var onTouch: (UITouch) -> Void = { _ in }
            override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { touches.forEach(onTouch) }
            override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { touches.forEach(onTouch) }
        }
        let timing = TimingView(frame: StandardScreen.bounds)
        timing.isUserInteractionEnabled = true
        window.addSubview(timing)
        timing.onTouch = { times.append($0.timestamp) }
        // 0.1 s is 6 frames: a move after each, 10 pt apart, then the lift at the end point.
        UIApplication.shared.drag(from: CGPoint(x: 10, y: 100), to: CGPoint(x: 70, y: 40), duration: 0.1)
        #expect(abs(CACurrentMediaTime() - 0.1) < 1e-12)
        timing.removeFromSuperview()
        let frame = CAMediaClock.frameDuration
        let expectedTimes = (1...6).map { Double($0) * frame } + [0.1]
        #expect(zip(times, expectedTimes).allSatisfy { abs($0 - $1) < 1e-12 } && times.count == 7)
        // The drag went to the timing view, on top; the same drag again reaches the view under it.
        UIApplication.shared.drag(from: CGPoint(x: 10, y: 100), to: CGPoint(x: 70, y: 40), duration: 0.05)
        #expect(
            log.lines == [
                "box began (10, 100)", "box moved (30, 80)", "box moved (50, 60)", "box moved (70, 40)",
                "box ended (70, 40)",
            ])
    }

    @Test func hitTestingSkipsHiddenTransparentDisabledAndAnimatingViews() {
        let log = EventLog()
        let window = makeTouchWindow()
        let back = RecordingView("back", frame: CGRect(x: 0, y: 0, width: 200, height: 200), log: log)
        let front = RecordingView("front", frame: CGRect(x: 0, y: 0, width: 100, height: 100), log: log)
        window.addSubview(back)
        back.addSubview(front)
        let point = CGPoint(x: 50, y: 50)
        for change in [{ front.isHidden = true }, { front.alpha = 0.009 }, { front.isUserInteractionEnabled = false }] {
            change()
            UIApplication.shared.tap(at: point)
            front.isHidden = false; front.alpha = 1; front.isUserInteractionEnabled = true
        }
        UIView.animate(withDuration: 1, animations: { front.center.x = 60 })
        UIApplication.shared.tap(at: point)  // animating without .allowUserInteraction
        UIApplication.shared.runUntilIdle()
        UIView.animate(withDuration: 1, delay: 0, options: [.allowUserInteraction], animations: { front.center.x = 50 })
        UIApplication.shared.tap(at: point)
        UIApplication.shared.runUntilIdle()
        #expect(
            log.lines == [
                "back began (50, 50)", "back ended (50, 50)", "back began (50, 50)", "back ended (50, 50)",
                "back began (50, 50)", "back ended (50, 50)", "back began (50, 50)", "back ended (50, 50)",
                "front began (50, 50)", "front ended (50, 50)",
            ])
    }

    @Test func aViewGetsOnlyItsFirstTouchUnlessMultipleTouchIsEnabled() {
        let (log, _, view) = makeBoxScene(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let first = UIApplication.shared.touchDown(at: CGPoint(x: 10, y: 10))
        let second = UIApplication.shared.touchDown(at: CGPoint(x: 20, y: 20))
        UIApplication.shared.advance(by: 0)
        UIApplication.shared.touchUp(first)
        UIApplication.shared.touchUp(second)
        UIApplication.shared.advance(by: 0)
        view.isMultipleTouchEnabled = true
        let third = UIApplication.shared.touchDown(at: CGPoint(x: 30, y: 30))
        let fourth = UIApplication.shared.touchDown(at: CGPoint(x: 40, y: 40))
        UIApplication.shared.advance(by: 0)
        #expect(UIApplication.shared.touchDispatcher.event.touches(for: view)?.count == 2)
        UIApplication.shared.touchUp(third)
        UIApplication.shared.touchUp(fourth)
        UIApplication.shared.advance(by: 0)
        #expect(
            log.lines == [
                "box began (10, 10)", "box ended (10, 10)",
                "box began (30, 30)", "box began (40, 40)", "box ended (30, 30)", "box ended (40, 40)",
            ])
    }

    @Test func anExclusiveTouchViewKeepsTheWindowToItself() {
        let log = EventLog()
        let window = makeTouchWindow()
        let exclusive = RecordingView("exclusive", frame: CGRect(x: 0, y: 0, width: 100, height: 100), log: log)
        let other = RecordingView("other", frame: CGRect(x: 200, y: 0, width: 100, height: 100), log: log)
        exclusive.isExclusiveTouch = true
        window.addSubview(exclusive)
        window.addSubview(other)
        let held = UIApplication.shared.touchDown(at: CGPoint(x: 10, y: 10))
        UIApplication.shared.advance(by: 0)
        UIApplication.shared.tap(at: CGPoint(x: 210, y: 10))  // blocked while the exclusive view holds a touch
        UIApplication.shared.touchUp(held)
        let otherHeld = UIApplication.shared.touchDown(at: CGPoint(x: 220, y: 10))
        UIApplication.shared.advance(by: 0)
        UIApplication.shared.tap(at: CGPoint(x: 20, y: 10))  // the exclusive view refuses while another view holds one
        UIApplication.shared.touchUp(otherHeld)
        UIApplication.shared.advance(by: 0)
        #expect(
            log.lines == [
                "exclusive began (10, 10)", "exclusive ended (10, 10)", "other began (20, 10)", "other ended (20, 10)",
            ])
    }

    @Test func cancellingATouchSendsTouchesCancelledAndTouchesTravelUpTheChain() {
        let log = EventLog()
        final class Controller: UIViewController {
            var log: EventLog?
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
                log?.append("controller began")
            }
            override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
                log?.append("controller cancelled")
            }
        }
        let controller = Controller()
        controller.log = log
        let window = makeTouchWindow()
        window.rootViewController = controller
        let plain = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        controller.view.addSubview(plain)
        let touch = UIApplication.shared.touchDown(at: CGPoint(x: 10, y: 10))
        UIApplication.shared.advance(by: 0)
        #expect(touch.view === plain)
        UIApplication.shared.touchCancel(touch)
        UIApplication.shared.advance(by: 0)
        #expect(touch.phase == .cancelled)
        #expect(log.lines == ["controller began", "controller cancelled"])
    }
}
