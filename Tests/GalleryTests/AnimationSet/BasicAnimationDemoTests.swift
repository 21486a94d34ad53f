import Foundation
import OpenCoreGraphics
import OpenUIKit
import OpenUIKitTesting
import Testing
@testable import Gallery

/// The app's CABasicAnimation screen at 390 × 844: the blue square is 100 points at (145, 322) — the app's
/// (width / 2 − 50, height / 2 − 100) — so its centre is (195, 372). A button acts one 30 fps frame after its tap
/// (the finger lifts on the next frame), which is when its animation begins; `CABasicAnimation`'s default pacing
/// is linear, `UIView.animate`'s ease-in-ease-out.
@MainActor
@Suite(.freshApplication) struct BasicAnimationDemoTests {
    let blue = bytes(0, 0, 1)
    let white = bytes(1, 1, 1)

    /// When the button tapped at `tap` acts.
    static func start(_ tap: TimeInterval) -> TimeInterval { tap + 1.0 / 30 }

    /// The recording's tap time of button `index`.
    static func tap(_ index: Int) -> TimeInterval {
        BasicAnimationDemo.taps.first { $0.button == index }?.time ?? 0
    }

    @Test func theRowPushesTheScreenItsButtonsAnimateAndTheBackButtonPops() {
        let trace = callbackLines(AnimationSetRecordings.recorded(BasicAnimationDemo.self).trace).filter {
            !$0.hasSuffix("LayoutSubviews")
        }
        let buttons = BasicAnimationDemo.taps.map { tap in
            String(format: "t=%.3f tap %@", tap.time, ["位移", "透明度", "缩放", "旋转", "背景色", "移动"][tap.button])
        }
        #expect(
            trace
                == AnimationSetTrace.opening
                + AnimationSetTrace.push(
                    to: "CABasicAnimation", loading: "BasicAnimationController", at: BasicAnimationDemo.rowTime,
                    row: "CABasicAnimation")
                + buttons + ["t=8.533 animationDidStart position", "t=9.533 animationDidStop position finished: true"]
                + AnimationSetTrace.pop(from: "CABasicAnimation", at: BasicAnimationDemo.backTime))
    }

    @Test func theSquareScalesRotatesChangesColourAndMoves() {
        let recorded = AnimationSetRecordings.recorded(BasicAnimationDemo.self)
        // The screen, pushed: the square in its place, the buttons grey.
        let shown = recorded.image(at: 1.2)
        #expect(shown.pixel(150, 327, is: blue) && shown.pixel(240, 417, is: blue))
        #expect(shown.pixel(195, 317, is: white) && shown.pixel(140, 372, is: white))
        #expect(shown.pixel(22, 712, is: bytes(0.5, 0.5, 0.5)))

        // 缩放 half-way: the x scale 1 − 0.8 × 0.5 = 0.6, the square 60 wide about x 195.
        let scaled = recorded.image(at: Self.start(Self.tap(2)) + 0.5)
        #expect(scaled.pixel(168, 372, is: blue) && scaled.pixel(222, 372, is: blue))
        #expect(scaled.pixel(162, 372, is: white) && scaled.pixel(228, 372, is: white))

        // 背景色 half-way: blue to green, linearly in each component.
        #expect(recorded.image(at: Self.start(Self.tap(4)) + 0.5).pixel(195, 372, is: bytes(0, 0.5, 0.5)))

        // 移动 half-way: translated 10 + 90 × 0.5 = 55 to the right, x 200…300.
        let moved = recorded.image(at: Self.start(Self.tap(5)) + 0.5)
        #expect(moved.pixel(203, 372, is: blue) && moved.pixel(297, 372, is: blue))
        #expect(moved.pixel(197, 372, is: white) && moved.pixel(303, 372, is: white))
    }

    @Test func theSquareFadesInTwiceAndMovesLateToTheRightEdgeWhereItStays() {
        let recorded = AnimationSetRecordings.recorded(BasicAnimationDemo.self)
        let fadeStart = Self.start(Self.tap(1))
        /// Blue at `opacity` over white.
        func faded(_ opacity: Double) -> [Int] { bytes(1 - opacity, 1 - opacity, 1) }
        // 透明度 1 s in: 0.1 + 0.9 × 0.5; the move, begun 1 s after its tap, has not started.
        let fading = recorded.image(at: fadeStart + 1)
        #expect(fading.pixel(195, 372, is: faded(0.55)))
        // 位移 half-way: the centre at (195, 844 / 2 − 75 = 347), so the top at 297; the fade 0.1 + 0.9 × t / 2.
        let moveStart = Self.start(Self.tap(0)) + 1
        let halfWay = moveStart + 0.5
        let opacity = 0.1 + 0.9 * (halfWay - fadeStart) / 2
        let moving = recorded.image(at: halfWay)
        #expect(moving.pixel(195, 300, is: faded(opacity)) && moving.pixel(195, 394, is: faded(opacity)))
        #expect(moving.pixel(195, 400, is: white))
        // Kept at the right edge: the square's left half, x 340…390, at y 297…397; the fade's two 2 s passes have
        // ended too (0.1 s before the back tap, 4.07 s after the fade began), kept at full opacity.
        let kept = recorded.image(at: BasicAnimationDemo.backTime - 0.1)
        #expect(BasicAnimationDemo.backTime - 0.1 - fadeStart > 4)
        #expect(kept.pixel(345, 347, is: blue) && kept.pixel(385, 300, is: blue))
        #expect(kept.pixel(335, 347, is: white) && kept.pixel(195, 372, is: white))
    }
}
