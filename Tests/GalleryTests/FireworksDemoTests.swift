import Foundation
import OpenCoreGraphics
import OpenUIKitTesting
import Testing
@testable import Gallery
@testable import OpenQuartzCore

/// The fireworks demo: an emitter turned off and on by taps on its button, checked in its trace and pixels.
/// From the demo: a 240 × 320 scene, the sky (0.04, 0.05, 0.12) above y = 264; rockets live 1 s and their
/// burst sparks at most 1.3 s; the taps at 2.0 s and 5.0 s act on their lift `tapDelay` later, and the
/// layer's implicit action takes `birthRate` to 0 over 0.25 s — so the last rocket is born before 2.27 s and
/// its last spark dies before 4.57 s.
@MainActor
@Suite(.freshApplication) struct FireworksDemoTests {
    let sky = bytes(0.04, 0.05, 0.12)

    /// The pixels of the sky that are not the sky's colour (lit by particles).
    func litPixels(_ image: CGImage) -> Int {
        (0..<264).reduce(0) { count, y in
            count + (0..<240).filter { !image.pixel($0, y, is: sky) }.count
        }
    }

    @Test func keyFramesAreTheScriptedMoments() {
        let demo = RecordedDemo(FireworksDemo.self)
        #expect(demo.frames.count == Int((6.4 * 30).rounded()) + 1)
        #expect(demo.keyFrames.map(\.index) == [0.9, 1.9, 2.3, 3.0, 4.7, 6.2].map { demo.index(at: $0) })
    }

    @Test func theTapsTurnTheEmitterOffAndOn() {
        let trace = RecordedDemo(FireworksDemo.self).trace
        #expect(
            trace == [
                String(format: "t=%.3f tap Stop", 2.0), String(format: "t=%.3f birthRate = 0", 2.0 + tapDelay),
                String(format: "t=%.3f tap Start", 5.0), String(format: "t=%.3f birthRate = 1", 5.0 + tapDelay),
            ])
    }

    @Test func theSkyIsLitWhileFiringAndDarkOnceTheLastSparksDie() {
        let demo = RecordedDemo(FireworksDemo.self)
        #expect(litPixels(demo.image(at: 0)) == 0)
        #expect(litPixels(demo.image(at: 1.9)) > 200)
        #expect(litPixels(demo.image(at: 3.0)) > 50)
        #expect(litPixels(demo.image(at: 4.7)) == 0)
        #expect(litPixels(demo.image(at: 6.2)) > 20)
    }

    @Test func aFrameIsTheSameAtAnyFrameRate() {
        let thirty = RecordedDemo(FireworksDemo.self, fps: 30), twentyFour = RecordedDemo(FireworksDemo.self, fps: 24)
        for time in [1.5, 3.0, 6.0] {
            #expect(
                CGImage.changedRegion(from: thirty.image(at: time), to: twentyFour.image(at: time)) == nil, "\(time)")
        }
    }
}
