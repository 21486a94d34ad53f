import Foundation
import OpenCoreGraphics
import OpenUIKit
import OpenUIKitTesting
import Testing
@testable import Gallery

/// The app's UIView class-method transitions at 390 × 844: the red 100-point square centred at (195, 372), the
/// blue 60-point square at (10, 80) once it replaces it (its top under the bar, which ends at 91). Each button acts
/// one 30 fps frame after its tap; both transitions last 1 s.
@MainActor
@Suite(.freshApplication) struct ViewTransitionsDemoTests {
    let red = bytes(1, 0, 0)
    let blue = bytes(0, 0, 1)
    let white = bytes(1, 1, 1)

    static func start(_ index: Int) -> TimeInterval { ViewTransitionsDemo.taps[index] + 1.0 / 30 }

    @Test func bothTransitionsCompleteInTurn() {
        let trace = callbackLines(AnimationSetRecordings.recorded(ViewTransitionsDemo.self).trace).filter {
            !$0.hasSuffix("LayoutSubviews")
        }
        let taps = zip(ViewTransitionsDemo.taps, ["单视图", "双视图"]).map { String(format: "t=%.3f tap %@", $0, $1) }
        #expect(
            trace
                == AnimationSetTrace.opening
                + AnimationSetTrace.push(
                    to: "ViewTransitionController", at: ViewTransitionsDemo.rowTime, row: "UIView类方法实现转场动画")
                + [
                    taps[0], String(format: "t=%.3f transition(with:) finished: true", Self.start(0) + 1), taps[1],
                    String(format: "t=%.3f transition(from:to:) finished: true", Self.start(1) + 1),
                ] + AnimationSetTrace.pop(from: "ViewTransitionController", at: ViewTransitionsDemo.backTime))
    }

    @Test func theSquareCurlsToItselfThenTheScreenCurlsToTheBlueSquare() throws {
        let recorded = AnimationSetRecordings.recorded(ViewTransitionsDemo.self)
        let before = recorded.image(at: 1.2)
        #expect(before.pixel(150, 327, is: red) && before.pixel(240, 417, is: red) && before.pixel(40, 120, is: white))
        // Half-way through the curl the square is not all there: some of its points show the background.
        let curling = recorded.image(at: Self.start(0) + 0.5)
        let square = stride(from: 150, through: 240, by: 10).flatMap { x in
            stride(from: 327, through: 417, by: 10).map { y in curling.rgba(x, y) }
        }
        #expect(!square.allSatisfy { zip($0, red).allSatisfy { abs($0 - $1) <= 2 } })
        // Faded back in after the curl: red again.
        let after = recorded.image(at: Self.start(1) - 0.1)
        #expect(after.pixel(150, 327, is: red) && after.pixel(240, 417, is: red))
        // After 双视图 the blue square has taken the red one's place in the view.
        let replaced = recorded.image(at: Self.start(1) + 1.05)
        #expect(replaced.pixel(40, 120, is: blue) && replaced.pixel(65, 135, is: blue))
        #expect(replaced.pixel(195, 372, is: white) && replaced.pixel(75, 120, is: white))
    }

    @Test func theTwoViewTransitionSwapsTheViewsInTheHierarchy() throws {
        let demo = ViewTransitionsDemo()
        let live = LiveDemo(demo)
        live.run(to: 1.2)
        let screen = try #require(demo.app.screen as? ViewTransitionController)
        #expect(screen.demoView.superview === screen.view && screen.toView.superview == nil)
        live.run(to: Self.start(1) + 1.05)
        #expect(screen.demoView.superview == nil && screen.toView.superview === screen.view)
        #expect(screen.toView.frame == CGRect(x: 10, y: 80, width: 60, height: 60))
    }
}
