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
    /// A column through the middle of the cards, away from the rounded corners; the label is centred
    /// horizontally, so rows are chosen outside it (the label spans rows 146 ..< 174).
    let x = 120
    let top = bytes(0.16, 0.42, 0.86)
    let bottom = bytes(0.98, 0.62, 0.16)

    /// The row (from the scene top) where the top card stops, after `t` seconds of animation time.
    func boundary(animationTime t: Double) -> Int {
        let y = cardTop + cardHeight * (1 - min(t, 3) / 3)
        #expect(y == y.rounded(), "choose times whose boundary falls on a pixel edge")
        return Int(y)
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
        let edge = boundary(animationTime: 0.6)
        #expect(edge == 244)
        #expect(image.pixel(x, edge - 1, is: top))
        #expect(image.pixel(x, edge, is: bottom))
        #expect(image.pixel(x, edge - 20, is: top))
        #expect(image.pixel(x, edge + 20, is: bottom))
    }

    @Test func pausedFramesAreIdentical() {
        let demo = RecordedDemo(MaskPauseResumeDemo.self)
        let paused = demo.image(at: 1.2)
        #expect(paused == demo.image(at: 2.0))
        #expect(paused == demo.image(at: 1.6))
        #expect(paused == demo.image(at: 2.2))
        let edge = boundary(animationTime: 1.2)
        #expect(paused.pixel(x, edge - 1, is: top))
        #expect(paused.pixel(x, edge, is: bottom))
        #expect(paused != demo.image(at: 1.1))
        #expect(paused != demo.image(at: 2.3))
    }

    @Test func resumedStateContinuesFromThePause() {
        // 2.8 s = resumed at 2.2 s + 0.6 s, so 1.2 + 0.6 = 1.8 s of animation.
        let demo = RecordedDemo(MaskPauseResumeDemo.self)
        let image = demo.image(at: 2.8)
        let edge = boundary(animationTime: 1.8)
        #expect(edge == 132)
        #expect(image.pixel(x, edge - 1, is: top))
        #expect(image.pixel(x, edge, is: bottom))
        #expect(image.pixel(x, edge - 20, is: top))
        #expect(image.pixel(x, Int(cardTop + cardHeight) - 4, is: bottom))
        // The mask did not jump to where the un-paused animation would be (2.8 s → boundary at 58).
        #expect(image.pixel(x, boundary(animationTime: 2.8) + 4, is: top) == false)
        #expect(image.pixel(x, boundary(animationTime: 2.8) + 4, is: top))
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
}
