import Foundation
import OpenUIKit
import TestSupport
import Testing
@testable import OpenUIKitX11
import OpenUIKitTesting

/// The mouse as a finger: button down, motion and up become a touch's began, moved and ended through touch
/// injection (delivered at the start of the next run-loop turn); leaving the window cancels it.
@MainActor
@Suite(.freshApplication) struct PointerTouchesTests {
    /// A view that logs its touch methods with the touch's location in the window.
    final class LoggingView: UIView {
        var lines: [String] = []
        private func log(_ phase: String, _ touches: Set<UITouch>) {
            for touch in touches {
                let point = touch.location(in: nil)
                lines.append("\(phase) \(Int(point.x)),\(Int(point.y))")
            }
        }
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { log("began", touches) }
        override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { log("moved", touches) }
        override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { log("ended", touches) }
        override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { log("cancelled", touches) }
    }

    func scene() -> (UIWindow, LoggingView) {
        let window = UIWindow(frame: StandardScreen.bounds)
        let view = LoggingView(frame: window.bounds)
        window.addSubview(view)
        window.makeKeyAndVisible()
        UIApplication.shared.advance(by: 0)
        return (window, view)
    }

    @Test func aPressMovesAndReleaseAreOneTouch() {
        let (window, view) = scene()
        var pointer = PointerTouches()
        pointer.handle(.moved(CGPoint(x: 5, y: 5)), in: window)  // no button: nothing
        pointer.handle(.down(CGPoint(x: 10, y: 20)), in: window)
        pointer.handle(.down(CGPoint(x: 90, y: 90)), in: window)  // a second press: nothing
        UIApplication.shared.advance(by: 1.0 / 60)
        pointer.handle(.moved(CGPoint(x: 30, y: 20)), in: window)
        pointer.handle(.moved(CGPoint(x: 30, y: 20)), in: window)  // the same point: nothing
        UIApplication.shared.advance(by: 1.0 / 60)
        pointer.handle(.up(CGPoint(x: 40, y: 25)), in: window)
        UIApplication.shared.advance(by: 0)
        #expect(view.lines == ["began 10,20", "moved 30,20", "moved 40,25", "ended 40,25"])
        #expect(pointer.touch == nil)
        pointer.handle(.up(CGPoint(x: 40, y: 25)), in: window)  // no finger down: nothing
        UIApplication.shared.advance(by: 0)
        #expect(view.lines.count == 4)
    }

    @Test func leavingTheWindowCancelsTheTouch() {
        let (window, view) = scene()
        var pointer = PointerTouches()
        pointer.handle(.down(CGPoint(x: 10, y: 20)), in: window)
        pointer.handle(.left, in: window)
        pointer.handle(.moved(CGPoint(x: 50, y: 50)), in: window)
        UIApplication.shared.advance(by: 0)
        #expect(view.lines == ["began 10,20", "cancelled 10,20"])
    }

    @Test func pixelsBecomePointsAtTheWindowScale() {
        #expect(PointerEvent.down(CGPoint(x: 200, y: 90)).inPoints(scale: 2) == .down(CGPoint(x: 100, y: 45)))
        #expect(
            PointerEvent.wheel(CGVector(dx: 0, dy: 1), at: CGPoint(x: 8, y: 4)).inPoints(scale: 2)
                == .wheel(CGVector(dx: 0, dy: 1), at: CGPoint(x: 4, y: 2)))
        #expect(PointerEvent.left.inPoints(scale: 2) == .left)
    }
}
