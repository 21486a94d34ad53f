import Testing
@testable import OpenUIKit

/// UIControl's tracking: the control events of a touch, in UIKit's order, with the touch slop.
@MainActor
@Suite struct UIControlTrackingTests {
    /// Logs every touch event of a control by name.
    private func record(_ control: UIControl, into log: EventLog) {
        let names: [(UIControl.Event, String)] = [
            (.touchDown, "touchDown"), (.touchDownRepeat, "touchDownRepeat"), (.touchDragInside, "dragInside"),
            (.touchDragOutside, "dragOutside"), (.touchDragEnter, "dragEnter"), (.touchDragExit, "dragExit"),
            (.touchUpInside, "touchUpInside"), (.touchUpOutside, "touchUpOutside"), (.touchCancel, "touchCancel"),
            (.valueChanged, "valueChanged"), (.primaryActionTriggered, "primaryAction"),
        ]
        for (event, name) in names {
            control.addAction(
                UIAction { action in
                    log.append("\(name) highlighted=\((action.sender as? UIControl)?.isHighlighted == true)")
                }, for: event)
        }
    }

    private func buttonScene() -> (EventLog, UIButton) {
        let log = EventLog()
        let window = makeTouchWindow()
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 100, y: 100, width: 100, height: 44)
        button.setTitle("Tap", for: .normal)
        window.addSubview(button)
        record(button, into: log)
        return (log, button)
    }

    @Test func aTapSendsTouchDownThenTouchUpInsideThenThePrimaryAction() {
        UIApplication.shared.reset()
        let (log, button) = buttonScene()
        let touch = UIApplication.shared.touchDown(at: CGPoint(x: 150, y: 120))
        UIApplication.shared.advance(by: 0)
        #expect(button.isTracking && button.isHighlighted && button.isTouchInside && button.state == .highlighted)
        #expect(button.titleLabel?.alpha == CGFloat(Float(UIButton.systemHighlightedAlpha)))  // the layer keeps a Float
        UIApplication.shared.touchUp(touch)
        UIApplication.shared.advance(by: 0)
        #expect(!button.isTracking && !button.isHighlighted && button.titleLabel?.alpha == 1)
        #expect(
            log.lines == [
                "touchDown highlighted=true", "touchUpInside highlighted=false", "primaryAction highlighted=false",
            ])
    }

    @Test func draggingOutPastTheSlopAndBackSendsExitAndEnter() {
        UIApplication.shared.reset()
        let (log, _) = buttonScene()
        let touch = UIApplication.shared.touchDown(at: CGPoint(x: 150, y: 120))
        // Bounds 100 × 44 at (100, 100): 70 pt of slop reach x = 270 on the right.
        for x in [250, 280, 290, 150] as [CGFloat] {
            UIApplication.shared.advance(by: 1.0 / 60)
            UIApplication.shared.touchMove(touch, to: CGPoint(x: x, y: 120))
        }
        UIApplication.shared.advance(by: 0)
        UIApplication.shared.touchMove(touch, to: CGPoint(x: 300, y: 120))
        UIApplication.shared.touchUp(touch)
        UIApplication.shared.advance(by: 0)
        #expect(
            log.lines == [
                "touchDown highlighted=true",
                "dragInside highlighted=true",
                "dragExit highlighted=false", "dragOutside highlighted=false",
                "dragOutside highlighted=false",
                "dragEnter highlighted=true", "dragInside highlighted=true",
                "dragExit highlighted=false", "dragOutside highlighted=false",
                "touchUpOutside highlighted=false",
            ])
        #expect(UIControl.touchSlop == 70)
    }

    @Test func aSecondQuickTapSendsTouchDownRepeat() {
        UIApplication.shared.reset()
        let (log, _) = buttonScene()
        UIApplication.shared.tap(at: CGPoint(x: 150, y: 120))
        UIApplication.shared.tap(at: CGPoint(x: 152, y: 121))
        #expect(
            log.lines.filter { $0.hasPrefix("touchDown") } == [
                "touchDown highlighted=true", "touchDown highlighted=true", "touchDownRepeat highlighted=true",
            ])
    }

    @Test func aPanOfAnAncestorCancelsTheControlsTouch() {
        UIApplication.shared.reset()
        let (log, button) = buttonScene()
        let pan = UIPanGestureRecognizer { log.append("pan \($0.state)") }
        button.superview?.addGestureRecognizer(pan)
        UIApplication.shared.drag(from: CGPoint(x: 150, y: 120), to: CGPoint(x: 150, y: 150), duration: 0.05)
        #expect(
            log.lines == [
                "touchDown highlighted=true", "touchCancel highlighted=false", "pan began", "pan changed",
                "pan changed", "pan ended",
            ])
    }

    @Test func aSingleTapRecognizerOfAnAncestorDoesNotBeatTheControl() {
        UIApplication.shared.reset()
        let (log, button) = buttonScene()
        let tap = UITapGestureRecognizer { _ in log.append("ancestor tap") }
        button.superview?.addGestureRecognizer(tap)
        UIApplication.shared.tap(at: CGPoint(x: 150, y: 120))
        UIApplication.shared.advance(by: 1)
        UIApplication.shared.tap(at: CGPoint(x: 20, y: 20))  // off the button: the recognizer taps
        #expect(
            log.lines == [
                "touchDown highlighted=true", "touchUpInside highlighted=false", "primaryAction highlighted=false",
                "ancestor tap",
            ])
    }

    @Test func aDisabledControlTracksNothingAndLooksDisabled() {
        UIApplication.shared.reset()
        let (log, button) = buttonScene()
        button.isEnabled = false
        #expect(button.state == .disabled && button.titleLabel?.alpha == CGFloat(Float(UIButton.systemDisabledAlpha)))
        UIApplication.shared.tap(at: CGPoint(x: 150, y: 120))
        #expect(log.lines.isEmpty && !button.isTracking)
    }

    @Test func actionsTargetsAndSendActions() {
        UIApplication.shared.reset()
        @MainActor final class Target {
            var log: [String] = []
            func tapped(_ sender: UIButton) { log.append("tapped \(sender.currentTitle ?? "")") }
            func plain() { log.append("plain") }
            func switched(_ sender: UISwitch) { log.append("switched") }
        }
        let button = UIButton(type: .system)
        button.setTitle("OK", for: .normal)
        let target = Target()
        button.addTarget(target, action: Target.tapped, for: .touchUpInside)
        button.addTarget(target, action: Target.plain, for: [.touchUpInside, .valueChanged])
        let first = UIAction(identifier: UIAction.Identifier("one")) { _ in target.log.append("first") }
        let replacement = UIAction(identifier: UIAction.Identifier("one")) { _ in target.log.append("replacement") }
        button.addAction(first, for: .touchUpInside)
        button.addAction(replacement, for: .touchUpInside)
        #expect(
            Diagnostics.capture { button.addTarget(target, action: Target.switched, for: .valueChanged) }.map(\.code)
                == [.invalidArgument])
        button.sendActions(for: [.touchUpInside, .valueChanged])
        #expect(target.log == ["tapped OK", "plain", "replacement", "plain"])
        #expect(button.allControlEvents == [.touchUpInside, .valueChanged])
        target.log = []
        button.removeTarget(target, for: .touchUpInside)
        button.removeAction(identifiedBy: UIAction.Identifier("one"), for: .touchUpInside)
        button.sendActions(for: [.touchUpInside, .valueChanged])
        #expect(target.log == ["plain"])
        #expect(button.allControlEvents == .valueChanged)
    }
}
