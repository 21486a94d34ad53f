import Testing
@testable import OpenUIKit

/// The tracking methods a UIControl subclass overrides, in order with the events they lead to.
@MainActor
@Suite struct UIControlSubclassTrackingTests {
    final class Slider: UIControl {
        var log: [String] = []
        var stopAfterMoves = Int.max
        private var moves = 0
        override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
            log.append("begin \(touch.location(in: self).x)")
            return true
        }
        override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
            moves += 1
            log.append("continue \(touch.location(in: self).x)")
            return moves < stopAfterMoves
        }
        override func endTracking(_ touch: UITouch?, with event: UIEvent?) { log.append("end") }
        override func cancelTracking(with event: UIEvent?) { log.append("cancel") }
    }

    private func makeSlider() -> Slider {
        let window = makeTouchWindow()
        let slider = Slider(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
        window.addSubview(slider)
        for (event, name) in [
            (UIControl.Event.touchDown, "touchDown"), (.touchDragInside, "dragInside"),
            (.touchUpInside, "touchUpInside"), (.touchCancel, "touchCancel"),
        ] {
            slider.addAction(UIAction { [unowned slider] _ in slider.log.append(name) }, for: event)
        }
        return slider
    }

    @Test func trackingMethodsRunAroundTheirEvents() {
        UIApplication.shared.reset()
        let slider = makeSlider()
        UIApplication.shared.drag(from: CGPoint(x: 10, y: 20), to: CGPoint(x: 30, y: 20), duration: 2.0 / 60)
        #expect(
            slider.log == [
                "begin 10.0", "touchDown", "dragInside", "continue 20.0", "dragInside", "continue 30.0", "end",
                "touchUpInside",
            ])
    }

    @Test func continueTrackingReturningFalseEndsTrackingAndCancelSendsTouchCancel() {
        UIApplication.shared.reset()
        let slider = makeSlider()
        slider.stopAfterMoves = 1
        UIApplication.shared.drag(from: CGPoint(x: 10, y: 20), to: CGPoint(x: 30, y: 20), duration: 2.0 / 60)
        #expect(slider.log == ["begin 10.0", "touchDown", "dragInside", "continue 20.0", "end"])
        #expect(!slider.isTracking)
        slider.log = []
        let touch = UIApplication.shared.touchDown(at: CGPoint(x: 10, y: 20))
        UIApplication.shared.advance(by: 0)
        UIApplication.shared.touchCancel(touch)
        UIApplication.shared.advance(by: 0)
        #expect(slider.log == ["begin 10.0", "touchDown", "cancel", "touchCancel"])
    }
}
