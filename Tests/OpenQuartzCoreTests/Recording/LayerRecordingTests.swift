import Foundation
import OpenCoreGraphics
import Testing
@testable import OpenQuartzCore
import OpenUIKitTesting

/// A recording's frames stay on their times: frame i is the scene i/fps s after frame 0, even when the
/// script runs the clock itself (as a UIKit tap does, 1/60 s).
@MainActor
@Suite(.freshApplication) struct LayerRecordingTests {
    typealias S = RenderingTestSupport

    /// The opacity each frame shows (kept in single precision, hence the 1e-6 tolerance below) of a 1 s linear fade from 0 to 1 added at frame 0, recorded at 10 fps
    /// for 0.6 s; `script` runs before each frame is taken.
    func opacities(script: @escaping (TimeInterval) -> Void) -> [Double] {
        let root = S.root(CGSize(width: 10, height: 10))
        let fading = S.solid(CALayer(), CGRect(x: 0, y: 0, width: 10, height: 10), S.red)
        root.addSublayer(fading)
        CATransaction.flush()
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 0
        fade.toValue = 1
        fade.duration = 1
        fade.timingFunction = CAMediaTimingFunction(name: .linear)
        fading.add(fade, forKey: "fade")
        var recording = LayerRecording(root, duration: 0.6, fps: 10, script: script)
        var shown: [Double] = []
        while let frame = recording.next() { shown.append(Double(frame.sublayers[0].opacity)) }
        return shown
    }

    @Test func framesAreTakenEveryStepOfTheClock() {
        let shown = opacities { _ in }
        #expect(shown.count == 7)
        #expect(zip(shown, [0, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6]).allSatisfy { abs($0 - $1) < 1e-6 }, "\(shown)")
    }

    @Test func aScriptThatRunsTheClockDoesNotShiftTheLaterFrames() {
        let shown = opacities { time in
            if abs(time - 0.2) < 1e-9 { CAMediaClock.advance(by: 1.0 / 60) }
        }
        // The frame taken right after the script ran the clock shows the clock's time; the others their own.
        let expected = [0, 0.1, 0.2 + 1.0 / 60, 0.3, 0.4, 0.5, 0.6]
        #expect(zip(shown, expected).allSatisfy { abs($0 - $1) < 1e-6 }, "\(shown)")
    }
}
