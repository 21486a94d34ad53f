import Foundation
import OpenCoreGraphics
import Testing
@testable import Gallery
@testable import OpenQuartzCore

/// The mask-pause-resume demo's key moments, checked in pixels. Geometry from the demo: a 240 × 320 scene,
/// both cards at (20, 20) sized 200 × 280 with a 12-point corner radius and a label 28 points high centred
/// vertically; the top card's mask is the rectangle (0, 0, 200, h) with h going linearly from 280 to 0 over
/// 3 s of animation time, so the boundary between the two colours lies `280 × (1 − t/3)` below the card top.
/// Pause at 1.2 s, resume at 2.2 s: from then on the animation time is the recording time − 1 s.
@MainActor
@Suite struct MaskPauseResumeDemoTests {
    let cardTop = 20.0
    let cardHeight = 280.0
    /// A column 20 points into the cards: clear of the rounded corners and of the centred label text.
    let x = 40
    let top = bytes(0.16, 0.42, 0.86)
    let bottom = bytes(0.98, 0.62, 0.16)

    /// Where (in scene points from the top) the top card stops after `t` seconds of animation time.
    func boundary(animationTime t: Double) -> Double {
        let y = cardTop + cardHeight * (1 - min(t, 3) / 3)
        return abs(y - y.rounded()) < 1e-6 ? y.rounded() : y
    }

    /// The last row wholly above the boundary and the first row wholly below it.
    func rows(around y: Double) -> (above: Int, below: Int) {
        (Int(y.rounded(.down)) - 1, Int(y.rounded(.up)))
    }

    /// Whether the top card's colour ends exactly at the boundary for `t` seconds of animation time.
    func boundaryMatches(_ image: CGImage, animationTime t: Double) -> Bool {
        let (above, below) = rows(around: boundary(animationTime: t))
        return image.pixel(x, above, is: top) && image.pixel(x, below, is: bottom)
            && image.pixel(x, above - 15, is: top) && image.pixel(x, below + 15, is: bottom)
    }

    @Test func keyFramesAreTheScriptedMoments() {
        let demo = RecordedDemo(MaskPauseResumeDemo.self)
        #expect(demo.size == CGSize(width: 240, height: 320))
        #expect(demo.frames.count == Int((4.4 * 30).rounded()) + 1)
        #expect(demo.keyFrames.map(\.index) == [0, 0.6, 1.2, 2.0, 2.8, 4.2].map { demo.index(at: $0) })
    }

    @Test func atZeroTheMaskCoversTheWholeCard() {
        let image = RecordedDemo(MaskPauseResumeDemo.self).image(at: 0)
        let cardBottom = Int(cardTop + cardHeight)
        #expect(image.pixel(x, cardBottom - 4, is: top))
        #expect(image.pixel(x, Int(cardTop) + 4, is: top))
        #expect(image.pixel(30, 100, is: top))
        #expect(image.pixel(x, cardBottom + 4, is: bytes(0.95, 0.95, 0.95)))
    }

    @Test func atPointSixTheBoundaryIsAFifthUp() {
        let image = RecordedDemo(MaskPauseResumeDemo.self).image(at: 0.6)
        #expect(boundary(animationTime: 0.6) == 244)
        #expect(image.pixel(x, 243, is: top))
        #expect(image.pixel(x, 244, is: bottom))
        #expect(boundaryMatches(image, animationTime: 0.6))
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
        // 2.8 s = resumed at 2.2 s + 0.6 s, so 1.2 + 0.6 = 1.8 s of animation.
        let demo = RecordedDemo(MaskPauseResumeDemo.self)
        let image = demo.image(at: 2.8)
        #expect(boundary(animationTime: 1.8) == 132)
        #expect(image.pixel(x, 131, is: top))
        #expect(image.pixel(x, 132, is: bottom))
        #expect(boundaryMatches(image, animationTime: 1.8))
        #expect(image.pixel(x, Int(cardTop + cardHeight) - 4, is: bottom))
        // Not where the animation would be without the pause (2.8 s of animation: boundary near 38.7).
        #expect(image.pixel(x, 45, is: top))
        // Resuming continues smoothly: 0.1 s later the boundary has moved by 280 × 0.1/3 points.
        #expect(boundaryMatches(demo.image(at: 2.3), animationTime: 1.3))
        #expect(boundaryMatches(demo.image(at: 3.5), animationTime: 2.5))
    }

    @Test func atFourPointTwoOnlyTheBottomViewShows() {
        let image = RecordedDemo(MaskPauseResumeDemo.self).image(at: 4.2)
        for y in [Int(cardTop) + 4, 100, 250, Int(cardTop + cardHeight) - 4] {
            #expect(image.pixel(x, y, is: bottom), "row \(y)")
        }
        #expect(image.pixel(30, 60, is: bottom))
    }

    @Test func traceRecordsPauseAndResume() {
        let trace = RecordedDemo(MaskPauseResumeDemo.self).trace
        #expect(trace.first == "t=0.000 add path animation (3 s)")
        #expect(trace.contains("t=1.200 pause: timeOffset = 1.200, speed = 0"))
        #expect(trace.contains("t=2.200 resume: beginTime = 1.000"))
        #expect(trace.filter { $0.hasSuffix("animationDidStart") }.count == 1)
        #expect(trace.last == "t=4.000 animationDidStop finished=true")
    }

    /// At frame rates where 1.2 s and 2.2 s are not frame times (24 fps: frames every 41.7 ms), the demo
    /// still pauses and resumes, on the first frame at or after each moment.
    @Test(arguments: [24, 25, 60])
    func pausesAndResumesAtAnyFrameRate(fps: Int) {
        let demo = RecordedDemo(MaskPauseResumeDemo.self, fps: fps)
        let frame = 1 / Double(fps)
        let pauseFrame = Int((1.2 * Double(fps) - 1e-9).rounded(.up)),
            resumeFrame = Int((2.2 * Double(fps) - 1e-9).rounded(.up))
        let paused = demo.image(at: Double(pauseFrame) * frame)
        #expect(paused == demo.image(at: Double(resumeFrame) * frame))
        #expect(paused != demo.image(at: Double(pauseFrame - 1) * frame))
        #expect(paused != demo.image(at: Double(resumeFrame + 1) * frame))
        #expect(demo.trace.contains { $0.contains("pause:") })
        #expect(demo.trace.contains { $0.contains("resume:") })
        #expect(demo.trace.last?.hasSuffix("animationDidStop finished=true") == true)
        #expect(demo.image(at: 4.2).pixel(x, 100, is: bottom))
    }
}
