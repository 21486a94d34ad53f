import Foundation
import OpenCoreGraphics
import Testing
@testable import Gallery
@testable import OpenQuartzCore
import OpenUIKitTesting

/// The mask-pause-resume demo: taps on its Start, Pause and Resume buttons, checked in its trace and in
/// pixels. Geometry from the demo: a 240 × 320 scene, both cards at (20, 20) sized 200 × 240 with a 12-point
/// corner radius and a label 28 points high centred vertically; the top card's mask is the rectangle
/// (0, 0, 200, h) with h going linearly from 240 to 0 over 3 s of animation time, so the boundary between the
/// two colours lies `240 × (1 − t/3)` below the card top. The buttons act on the tap's lift, `tapDelay` after
/// each tap: the animation starts at 1/60 s, pauses at 1.2 s + 1/60 and resumes at 2.2 s + 1/60.
@MainActor
@Suite(.freshApplication) struct MaskPauseResumeDemoTests {
    let cardTop = 20.0
    let cardHeight = 240.0
    /// A column 20 points into the cards: clear of the rounded corners and of the centred label text.
    let x = 40
    let top = bytes(0.16, 0.42, 0.86)
    let bottom = bytes(0.98, 0.62, 0.16)

    /// The animation's time at `time` seconds of the recording: running from the Start tap's lift, held at
    /// 1.2 s from the Pause tap's lift to the Resume tap's, then running again.
    func animationTime(at time: Double) -> Double {
        let start = tapDelay, pause = 1.2 + tapDelay, resume = 2.2 + tapDelay
        if time <= pause { return max(0, time - start) }
        if time <= resume { return pause - start }
        return min(3, time - (resume - pause) - start)
    }

    /// Where (in scene points from the top) the top card stops after `t` seconds of animation time.
    func boundary(animationTime t: Double) -> Double {
        let y = cardTop + cardHeight * (1 - min(t, 3) / 3)
        return abs(y - y.rounded()) < 1e-6 ? y.rounded() : y
    }

    /// Whether the top card's colour ends exactly at the boundary for `t` seconds of animation time: the
    /// last row wholly above the boundary is the top card's, the first row wholly below it the bottom's.
    func boundaryMatches(_ image: CGImage, animationTime t: Double) -> Bool {
        let y = boundary(animationTime: t)
        let (above, below) = (Int(y.rounded(.down)) - 1, Int(y.rounded(.up)))
        return image.pixel(x, above, is: top) && image.pixel(x, below, is: bottom)
            && image.pixel(x, above - 15, is: top) && image.pixel(x, below + 15, is: bottom)
    }

    @Test func keyFramesAreTheScriptedMoments() {
        let demo = RecordedDemo(MaskPauseResumeDemo.self)
        #expect(demo.size == CGSize(width: 240, height: 320))
        #expect(demo.frames.count == Int((4.4 * 30).rounded()) + 1)
        #expect(demo.keyFrames.map(\.index) == [0, 0.6, 1.2, 2.0, 2.8, 4.2].map { demo.index(at: $0) })
    }

    @Test func atZeroTheMaskCoversTheWholeCardAndTheButtonsShow() {
        let image = RecordedDemo(MaskPauseResumeDemo.self).image(at: 0)
        let cardBottom = Int(cardTop + cardHeight)
        #expect(image.pixel(x, cardBottom - 4, is: top))
        #expect(image.pixel(x, Int(cardTop) + 4, is: top))
        #expect(image.pixel(30, 100, is: top))
        #expect(image.pixel(x, cardBottom + 4, is: bytes(0.95, 0.95, 0.95)))
        // The three buttons' dark backgrounds, above their titles.
        for left in [20, 88, 156] { #expect(image.pixel(left + 30, 275, is: bytes(0.25, 0.25, 0.25))) }
    }

    @Test func atPointSixTheMaskHasShrunkFromTheStartTapsLift() {
        let image = RecordedDemo(MaskPauseResumeDemo.self).image(at: 0.6)
        #expect(abs(animationTime(at: 0.6) - (0.6 - 1.0 / 60)) < 1e-9)
        #expect(boundaryMatches(image, animationTime: animationTime(at: 0.6)))
    }

    @Test func pausedFramesAreIdentical() {
        let demo = RecordedDemo(MaskPauseResumeDemo.self)
        let paused = demo.image(at: 1.2)
        #expect(paused == demo.image(at: 2.0))
        #expect(paused == demo.image(at: 1.6))
        #expect(paused == demo.image(at: 2.2))
        #expect(boundaryMatches(paused, animationTime: 1.2))
        #expect(paused != demo.image(at: 1.1))
        #expect(paused != demo.image(at: 2.3))
    }

    @Test func resumedStateContinuesFromThePause() {
        let demo = RecordedDemo(MaskPauseResumeDemo.self)
        let image = demo.image(at: 2.8)
        // 0.6 s after the Resume tap: 1.2 s + 0.6 s of animation, less the lift's 1/60 s.
        #expect(abs(animationTime(at: 2.8) - (1.8 - 1.0 / 60)) < 1e-9)
        #expect(boundaryMatches(image, animationTime: animationTime(at: 2.8)))
        #expect(image.pixel(x, Int(cardTop + cardHeight) - 4, is: bottom))
        // Not where the animation would be without the pause (2.8 s of animation: the boundary near 36).
        #expect(image.pixel(x, 45, is: top))
        // Resuming continues smoothly.
        #expect(boundaryMatches(demo.image(at: 2.3), animationTime: animationTime(at: 2.3)))
        #expect(boundaryMatches(demo.image(at: 3.5), animationTime: animationTime(at: 3.5)))
    }

    @Test func atFourPointTwoOnlyTheBottomViewShows() {
        let image = RecordedDemo(MaskPauseResumeDemo.self).image(at: 4.2)
        for y in [Int(cardTop) + 4, 100, 200, Int(cardTop + cardHeight) - 4] {
            #expect(image.pixel(x, y, is: bottom), "row \(y)")
        }
        #expect(image.pixel(30, 60, is: bottom))
    }

    @Test func theTraceShowsEachTapAndWhatItsButtonDid() {
        #expect(
            RecordedDemo(MaskPauseResumeDemo.self).trace == [
                "t=0.000 tap Start", "t=0.017 add path animation (3 s)", "t=0.017 animationDidStart",
                "t=1.200 tap Pause", "t=1.217 pause: timeOffset = 1.217, speed = 0", "t=2.200 tap Resume",
                "t=2.217 resume: beginTime = 1.000", "t=4.017 animationDidStop finished=true",
            ])
    }

    @Test func resumeWhileAnimatingDoesNothing() throws {
        let demo = MaskPauseResumeDemo()
        _ = RecordedDemo(instance: demo)
        let controller = try #require(demo.controller)
        let beginTime = controller.maskLayer.beginTime
        controller.resumeAnimation()
        #expect(controller.maskLayer.beginTime == beginTime && controller.isAnimating)
    }

    /// At frame rates where 1.2 s and 2.2 s are not frame times (24 fps: frames every 41.7 ms), the demo
    /// still taps Pause and Resume, on the first frame at or after each moment.
    @Test(arguments: [24, 25, 60])
    func pausesAndResumesAtAnyFrameRate(fps: Int) {
        let demo = RecordedDemo(MaskPauseResumeDemo.self, fps: fps)
        let frame = 1 / Double(fps)
        let pauseFrame = Int((1.2 * Double(fps) - 1e-9).rounded(.up)),
            resumeFrame = Int((2.2 * Double(fps) - 1e-9).rounded(.up))
        let paused = demo.image(at: Double(pauseFrame) * frame)
        #expect(paused == demo.image(at: Double(resumeFrame) * frame))
        #expect(paused != demo.image(at: Double(pauseFrame - 1) * frame))
        #expect(paused != demo.image(at: Double(resumeFrame) * frame + 0.05))
        #expect(demo.trace.contains { $0.contains("pause:") })
        #expect(demo.trace.contains { $0.contains("resume:") })
        #expect(demo.trace.last?.hasSuffix("animationDidStop finished=true") == true)
        #expect(demo.image(at: 4.2).pixel(x, 100, is: bottom))
    }
}
