import Foundation
import OpenCoreGraphics
import OpenUIKit
import OpenUIKitTesting
import Testing
@testable import Gallery

/// The app's paused animation at 390 × 844, its view from the xib: the two 160-point circles at (115, 173), the
/// three 57 × 30 buttons 30 points above the safe area's bottom (810). Each button acts one 30 fps frame after its
/// tap. 开始 at 1.3 starts the 5 s linear path animation at 1.3 + 1/30; 暂停 at 3.0 stops the mask's local time at
/// 3.0 + 1/30 (1.7 s into the animation); 恢复 at 4.2 sets beginTime to the 1.2 s it was paused, so the animation
/// ends at 1.3 + 1/30 + 1.2 + 5; 恢复 at 5.0 finds it running and does nothing. The blue circle shows over the top
/// `h` points of its square, h = 160 × (1 − elapsed / 5).
@MainActor
@Suite(.freshApplication) struct AnimationPauseDemoTests {
    let white = bytes(1, 1, 1)
    let green = bytes(0.065, 1, 0.17)
    let blue = bytes(0.094, 0.11, 1)
    let red = bytes(1, 0.085, 0.23)

    static let start = AnimationPauseDemo.taps[0].time + 1.0 / 30
    static let pause = AnimationPauseDemo.taps[1].time + 1.0 / 30
    static let resume = AnimationPauseDemo.taps[2].time + 1.0 / 30

    /// How long the animation has run at `time`: stopped between the pause and the resume.
    static func elapsed(at time: TimeInterval) -> Double {
        if time < pause { return time - start }
        if time < resume { return pause - start }
        return time - start - (resume - pause)
    }

    @Test func theButtonsStartPauseAndResumeInTheTrace() {
        let trace = callbackLines(AnimationSetRecordings.recorded(AnimationPauseDemo.self).trace).filter {
            !$0.hasSuffix("LayoutSubviews")
        }
        let taps = AnimationPauseDemo.taps.map { String(format: "t=%.3f tap %@", $0.time, $0.button) }
        #expect(
            trace
                == AnimationSetTrace.opening
                + AnimationSetTrace.push(
                    to: "MaskLayerPauseViewController", at: AnimationPauseDemo.rowTime, row: "动画暂停实例")
                + [
                    taps[0], String(format: "t=%.3f start: the path shrinks to no height over 5 s", Self.start),
                    taps[1],
                    String(format: "t=%.3f pause: timeOffset = %.3f, speed = 0", Self.pause, Self.pause),
                    taps[2], String(format: "t=%.3f resume: beginTime = %.3f", Self.resume, Self.resume - Self.pause),
                    taps[3],
                ] + AnimationSetTrace.pop(from: "MaskLayerPauseViewController", at: AnimationPauseDemo.backTime))
    }

    @Test func theXibLaysOutTheCirclesAndTheButtons() throws {
        let demo = AnimationPauseDemo()
        let live = LiveDemo(demo)
        live.run(to: 1.2)
        let screen = try #require(demo.app.screen as? MaskLayerPauseViewController)
        let down = try #require(screen.downImgview), up = try #require(screen.upImgview)
        for circle in [down, up] {
            #expect(circle.convert(circle.bounds, to: nil) == CGRect(x: 115, y: 173, width: 160, height: 160))
            #expect(circle.layer.cornerRadius == 80 && circle.layer.masksToBounds)
        }
        #expect(up.layer.mask === screen.maskLayer)
        #expect(up.superview === down.superview && up.superview?.subviews.last === up)
        // 30 from the left, centred (166.5 on the nearest third of a point), 30 from the right.
        let lefts = ["开始": 30.0, "暂停": 500.0 / 3, "恢复": 303.0]
        for (title, left) in lefts {
            let button = try #require(screen.button(titled: title))
            let frame = button.convert(button.bounds, to: nil)
            #expect(abs(frame.minX - left) < 1e-9 && frame.minY == 750 && frame.size == CGSize(width: 57, height: 30))
            #expect(button.backgroundColor == MaskLayerPauseViewController.buttonColor)
            #expect(button.titleColor(for: .normal) == .white)
        }
    }

    @Test func theResumedAnimationCarriesOnWhereItStopped() throws {
        let demo = AnimationPauseDemo()
        let live = LiveDemo(demo)
        live.run(to: 5.5)
        let screen = try #require(demo.app.screen as? MaskLayerPauseViewController)
        #expect(screen.maskLayer.speed == 1 && screen.maskLayer.timeOffset == 0)
        #expect(abs(screen.maskLayer.beginTime - (Self.resume - Self.pause)) < 1e-9)
        #expect(screen.isAnimating)
        live.run(to: 7.7)
        #expect(screen.maskLayer.animation(forKey: "pathAnimation") == nil)
    }

    @Test(arguments: [1.2, 2.2, 3.1, 4.1, 5.5, 7.0, 7.7])
    func theBlueCircleDrawsUpPausesAndCarriesOn(time: Double) {
        let image = AnimationSetRecordings.recorded(AnimationPauseDemo.self).image(at: time)
        let elapsed = Self.elapsed(at: time)
        let height = time < Self.start || elapsed >= 5 ? 160 : 160 * (1 - elapsed / 5)
        // Down the circles' middle (x 195): blue down to the mask's edge, green below it.
        if height > 4 { #expect(image.pixel(195, Int(173 + height) - 4, is: blue), "\(time): \(height)") }
        if height < 156 { #expect(image.pixel(195, Int(173 + height) + 4, is: green), "\(time): \(height)") }
        // The square's corners are outside both circles.
        #expect(image.pixel(118, 176, is: white) && image.pixel(272, 330, is: white))
        #expect(image.pixel(35, 755, is: red) && image.pixel(355, 775, is: red))
    }
}
