import OpenUIKitTesting
import Testing
@testable import OpenUIKit

/// `init(target:action:)`, `removeTarget(_:action:)` and target retention on gesture recognizers and controls.
@MainActor
@Suite(.freshApplication) struct GestureTargetActionTests {
    /// A target with two methods of different signatures and one without argument, each logging its call.
    @MainActor
    final class Handler {
        let log: EventLog
        init(log: EventLog) { self.log = log }
        func tapped(_ recognizer: UITapGestureRecognizer) { log.append("tapped \(recognizer.state)") }
        func panned(_ recognizer: UIPanGestureRecognizer) { log.append("panned \(recognizer.state)") }
        func poked() { log.append("poked") }
        func pressed(_ sender: UIButton) { log.append("pressed \(sender.tag)") }
    }

    @Test func initTargetActionSendsTheTypedMethodWithTheRecognizer() {
        let (log, _, view) = makeBoxScene(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let handler = Handler(log: log)
        let tap = UITapGestureRecognizer(target: handler, action: Handler.tapped)
        tap.addTarget(handler, action: Handler.poked)
        view.addGestureRecognizer(tap)
        UIApplication.shared.tap(at: CGPoint(x: 40, y: 50))
        #expect(log.lines == ["box began (40, 50)", "box cancelled (40, 50)", "tapped ended", "poked"])
    }

    @Test func removeTargetActionRemovesOnlyThatMethod() {
        let (log, _, view) = makeBoxScene(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let handler = Handler(log: log)
        let tap = UITapGestureRecognizer(target: handler, action: Handler.tapped)
        tap.cancelsTouchesInView = false
        tap.addTarget(handler, action: Handler.poked)
        view.addGestureRecognizer(tap)
        tap.removeTarget(handler, action: Handler.tapped)
        UIApplication.shared.tap(at: CGPoint(x: 40, y: 50))
        tap.removeTarget(handler, action: Handler.poked)
        UIApplication.shared.tap(at: CGPoint(x: 40, y: 50))
        #expect(
            log.lines == [
                "box began (40, 50)", "poked", "box ended (40, 50)",
                "box began (40, 50)", "box ended (40, 50)",
            ])
    }

    @Test func removeTargetWithANilTargetRemovesThatMethodOfEveryTarget() {
        let (log, _, view) = makeBoxScene(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let first = Handler(log: log)
        let second = Handler(log: log)
        let tap = UITapGestureRecognizer(target: first, action: Handler.tapped)
        tap.cancelsTouchesInView = false
        tap.addTarget(second, action: Handler.tapped)
        tap.addTarget(second, action: Handler.poked)
        view.addGestureRecognizer(tap)
        tap.removeTarget(nil, action: Handler.tapped)
        UIApplication.shared.tap(at: CGPoint(x: 40, y: 50))
        #expect(log.lines == ["box began (40, 50)", "poked", "box ended (40, 50)"])
    }

    @Test func aMethodForAnotherRecognizerClassIsRefused() {
        let (log, _, _) = makeBoxScene(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let handler = Handler(log: log)
        let tap = UITapGestureRecognizer(target: handler, action: Handler.panned)
        #expect(tap.actions.isEmpty)
        #expect(FreshApplicationTrait.reports.map(\.code) == [.invalidArgument])
        #expect(
            FreshApplicationTrait.reports.first?.message
                == "addTarget(_:action:): the action takes a UIPanGestureRecognizer, not a UITapGestureRecognizer")
    }

    @Test func aReleasedTargetIsNotRetainedAndItsActionIsDroppedWithADiagnostic() {
        let (log, _, view) = makeBoxScene(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        var handler: Handler? = Handler(log: log)
        weak let released = handler
        let tap = UITapGestureRecognizer(target: handler!, action: Handler.tapped)
        tap.cancelsTouchesInView = false
        view.addGestureRecognizer(tap)
        handler = nil
        #expect(released == nil)
        UIApplication.shared.tap(at: CGPoint(x: 40, y: 50))
        UIApplication.shared.tap(at: CGPoint(x: 40, y: 50))
        #expect(log.lines == ["box began (40, 50)", "box ended (40, 50)", "box began (40, 50)", "box ended (40, 50)"])
        #expect(tap.actions.isEmpty)
        #expect(FreshApplicationTrait.reports.map(\.code) == [.invalidState])
        #expect(FreshApplicationTrait.reports.first?.severity == .warning)
    }

    @Test func aControlRemovesOneTargetMethodForSomeEvents() {
        let log = EventLog()
        let handler = Handler(log: log)
        let button = UIButton(type: .system)
        button.tag = 7
        button.addTarget(handler, action: Handler.pressed, for: [.touchUpInside, .touchDown])
        button.addTarget(handler, action: Handler.poked, for: .touchUpInside)
        button.removeTarget(handler, action: Handler.pressed, for: .touchDown)
        button.sendActions(for: [.touchDown, .touchUpInside])
        button.removeTarget(handler, action: Handler.pressed, for: .touchUpInside)
        button.sendActions(for: [.touchDown, .touchUpInside])
        button.removeTarget(nil, action: Handler.poked, for: .allEvents)
        button.sendActions(for: [.touchDown, .touchUpInside])
        #expect(log.lines == ["pressed 7", "poked", "poked"])
        #expect(button.allControlEvents == [])
    }

    @Test func aControlDropsTheActionOfAReleasedTarget() {
        let log = EventLog()
        var handler: Handler? = Handler(log: log)
        let button = UIButton(type: .system)
        button.addTarget(handler!, action: Handler.poked, for: .touchUpInside)
        button.addAction(UIAction { _ in log.append("action") }, for: .touchUpInside)
        handler = nil
        button.sendActions(for: .touchUpInside)
        button.sendActions(for: .touchUpInside)
        #expect(log.lines == ["action", "action"])
        #expect(FreshApplicationTrait.reports.map(\.code) == [.invalidState])
    }
}
