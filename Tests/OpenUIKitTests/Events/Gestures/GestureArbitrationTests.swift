import Testing
import OpenUIKitTesting
@testable import OpenUIKit

/// How recognizers of a view and its ancestors share touches, as UIKit arbitrates them.
@MainActor
@Suite(.freshApplication) struct GestureArbitrationTests {
    @MainActor final class Delegate: UIGestureRecognizerDelegate {
        var simultaneous = false
        var shouldBegin = true
        var receives = true
        var requiresFailureOf: UIGestureRecognizer?
        func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { shouldBegin }
        func gestureRecognizer(
            _ gestureRecognizer: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith other: UIGestureRecognizer
        ) -> Bool { simultaneous }
        func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
            receives
        }
        func gestureRecognizer(
            _ gestureRecognizer: UIGestureRecognizer, shouldRequireFailureOf other: UIGestureRecognizer
        ) -> Bool { other === requiresFailureOf }
    }

    private func scene() -> (log: EventLog, parent: UIView, child: RecordingView) {
        let log = EventLog()
        let window = makeTouchWindow()
        let parent = UIView(frame: StandardScreen.bounds)
        let child = RecordingView("child", frame: CGRect(x: 50, y: 50, width: 200, height: 200), log: log)
        window.addSubview(parent)
        parent.addSubview(child)
        return (log, parent, child)
    }

    @Test func theDeepestTapWinsUnlessBothMayRecognize() {
        let (log, parent, child) = scene()
        let outer = UITapGestureRecognizer { _ in log.append("outer tap") }
        let inner = UITapGestureRecognizer { _ in log.append("inner tap") }
        parent.addGestureRecognizer(outer)
        child.addGestureRecognizer(inner)
        UIApplication.shared.tap(at: CGPoint(x: 100, y: 100))
        let delegate = Delegate()
        delegate.simultaneous = true
        outer.delegate = delegate
        UIApplication.shared.tap(at: CGPoint(x: 100, y: 100))
        #expect(
            log.lines == [
                "child began (50, 50)", "child cancelled (50, 50)", "inner tap",
                "child began (50, 50)", "child cancelled (50, 50)", "inner tap", "outer tap",
            ])
        #expect(outer.state == .possible && inner.state == .possible)
    }

    @Test func aPanOnTheParentBeatsATapOnTheChildWhenTheFingerMoves() {
        let (log, parent, child) = scene()
        let pan = UIPanGestureRecognizer { log.append("pan \($0.state)") }
        let tap = UITapGestureRecognizer { _ in log.append("tap") }
        parent.addGestureRecognizer(pan)
        child.addGestureRecognizer(tap)
        UIApplication.shared.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 100, y: 130), duration: 0.05)
        UIApplication.shared.tap(at: CGPoint(x: 100, y: 100))
        #expect(
            log.lines == [
                "child began (50, 50)", "child cancelled (50, 60)", "pan began", "pan changed", "pan changed",
                "pan ended",
                "child began (50, 50)", "child cancelled (50, 50)", "tap",
            ])
    }

    @Test func theTouchSeesItsRecognizersDeepestFirst() throws {
        let (_, parent, child) = scene()
        let outer = UIPanGestureRecognizer()
        let inner = UIPanGestureRecognizer()
        let second = UITapGestureRecognizer()
        parent.addGestureRecognizer(outer)
        child.addGestureRecognizer(inner)
        child.addGestureRecognizer(second)
        let touch = UIApplication.shared.touchDown(at: CGPoint(x: 100, y: 100))
        UIApplication.shared.advance(by: 0)
        let seen = try #require(touch.gestureRecognizers)
        #expect(seen.count == 3 && seen[0] === inner && seen[1] === second && seen[2] === outer)
        #expect(UIApplication.shared.touchDispatcher.event.touches(for: outer) == [touch])
        #expect(child.gestureRecognizers?.count == 2 && UIView().gestureRecognizers == nil)
        UIApplication.shared.touchUp(touch)
        UIApplication.shared.advance(by: 0)
    }

    @Test func theDelegateCanRefuseToBeginOrToReceiveAndCanRequireFailure() {
        let (log, parent, child) = scene()
        let delegate = Delegate()
        let tap = UITapGestureRecognizer { _ in log.append("tap") }
        tap.delegate = delegate
        child.addGestureRecognizer(tap)
        delegate.shouldBegin = false
        UIApplication.shared.tap(at: CGPoint(x: 100, y: 100))
        delegate.shouldBegin = true
        delegate.receives = false
        UIApplication.shared.tap(at: CGPoint(x: 100, y: 100))
        delegate.receives = true
        let pan = UIPanGestureRecognizer { log.append("pan \($0.state)") }
        parent.addGestureRecognizer(pan)
        delegate.requiresFailureOf = pan  // the tap waits for the pan to fail: it does as the finger lifts
        UIApplication.shared.tap(at: CGPoint(x: 100, y: 100))
        #expect(
            log.lines == [
                "child began (50, 50)", "child ended (50, 50)",
                "child began (50, 50)", "child ended (50, 50)",
                "child began (50, 50)", "child cancelled (50, 50)", "tap",
            ])
    }

    @Test func delaysTouchesBeganHoldsTheViewUntilTheRecognizerFails() {
        let (log, _, child) = scene()
        let pan = UIPanGestureRecognizer { log.append("pan \($0.state)") }
        pan.delaysTouchesBegan = true
        child.addGestureRecognizer(pan)
        UIApplication.shared.tap(at: CGPoint(x: 100, y: 100))  // the pan fails: began, then ended
        // never seen
        UIApplication.shared.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 100, y: 130), duration: 0.05)
        #expect(
            log.lines == [
                "child began (50, 50)", "child ended (50, 50)", "pan began", "pan changed", "pan changed", "pan ended",
            ])
    }

    @Test func disablingOrRemovingARecognizerMidGestureCancelsIt() {
        let (log, parent, _) = scene()
        let pan = UIPanGestureRecognizer { log.append("pan \($0.state)") }
        parent.addGestureRecognizer(pan)
        let touch = UIApplication.shared.touchDown(at: CGPoint(x: 300, y: 300))
        UIApplication.shared.advance(by: 0.1)
        UIApplication.shared.touchMove(touch, to: CGPoint(x: 300, y: 330))
        UIApplication.shared.advance(by: 0)
        pan.isEnabled = false
        UIApplication.shared.touchMove(touch, to: CGPoint(x: 300, y: 360))
        UIApplication.shared.touchUp(touch)
        UIApplication.shared.advance(by: 0)
        pan.isEnabled = true
        let second = UIApplication.shared.touchDown(at: CGPoint(x: 300, y: 300))
        UIApplication.shared.advance(by: 0.1)
        UIApplication.shared.touchMove(second, to: CGPoint(x: 300, y: 330))
        UIApplication.shared.advance(by: 0)
        parent.removeGestureRecognizer(pan)
        #expect(pan.view == nil && parent.gestureRecognizers == nil)
        UIApplication.shared.touchUp(second)
        UIApplication.shared.advance(by: 0)
        #expect(log.lines == ["pan began", "pan cancelled", "pan began", "pan cancelled"])
    }

    @Test func actionsRunInTheOrderAddedAndTargetsCanBeRemoved() {
        @MainActor final class Target {
            var log: [String] = []
            func tapped(_ recognizer: UITapGestureRecognizer) {
                log.append("tapped \(recognizer.numberOfTapsRequired)")
            }
            func plain() { log.append("plain") }
            func panned(_ recognizer: UIPanGestureRecognizer) { log.append("panned") }
        }
        let window = makeTouchWindow()
        let target = Target()
        let tap = UITapGestureRecognizer { _ in target.log.append("handler") }
        tap.addTarget(target, action: Target.tapped)
        tap.addTarget(target, action: Target.plain)
        let reports = Diagnostics.capture { tap.addTarget(target, action: Target.panned) }  // wrong recognizer class
        #expect(reports.map(\.code) == [.invalidArgument])
        window.addGestureRecognizer(tap)
        UIApplication.shared.tap(at: CGPoint(x: 10, y: 10))
        tap.removeTarget(target)
        UIApplication.shared.advance(by: 1)
        UIApplication.shared.tap(at: CGPoint(x: 10, y: 10))
        tap.removeTarget(nil)
        UIApplication.shared.advance(by: 1)
        UIApplication.shared.tap(at: CGPoint(x: 10, y: 10))
        #expect(target.log == ["handler", "tapped 1", "plain", "handler"])
    }

    @Test func aRecognizerAddedToASecondViewMovesThereWithAWarning() {
        let (log, parent, child) = scene()
        let tap = UITapGestureRecognizer { $0.view.map { _ in log.append("tap") } }
        parent.addGestureRecognizer(tap)
        let reports = Diagnostics.capture { child.addGestureRecognizer(tap) }
        #expect(reports.map(\.code) == [.invalidArgument] && reports.first?.severity == .warning)
        #expect(tap.view === child && parent.gestureRecognizers == nil && child.gestureRecognizers?.count == 1)
        #expect(Diagnostics.capture { child.addGestureRecognizer(tap) }.isEmpty)  // again on the same view: nothing
        UIApplication.shared.tap(at: CGPoint(x: 300, y: 300))  // the parent no longer taps
        #expect(log.lines.isEmpty)
    }

    @Test func invalidStateChangesAreReportedAndIgnored() {
        let tap = UITapGestureRecognizer()
        let reports = Diagnostics.capture { tap.state = .changed }
        #expect(
            reports.map(\.message) == [
                "UITapGestureRecognizer: a transition from possible to changed is not allowed; ignored"
            ])
        #expect(tap.state == .possible)
    }
}
