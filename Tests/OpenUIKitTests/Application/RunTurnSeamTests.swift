import Foundation
import Testing
@testable import OpenUIKit
import OpenUIKitTesting

/// The run loop's one seam (`runTurn(over:frameLength:)`): the headless `advance(by:)` runs it in frames of
/// 1/60 s; the live host runs it with one frame as long as the real time between its frames.
@MainActor
@Suite(.freshApplication) struct RunTurnSeamTests {
    /// Fires of a display link, by media time.
    final class Ticks {
        var times: [CFTimeInterval] = []
    }

    func countingLink() -> (CADisplayLink, Ticks) {
        let ticks = Ticks()
        let link = CADisplayLink { ticks.times.append($0.timestamp) }
        link.add(to: .main, forMode: .common)
        return (link, ticks)
    }

    @Test func oneFrameAsLongAsTheTurnWhenTheFrameLengthIsUnbounded() {
        let (link, ticks) = countingLink()
        UIApplication.shared.runTurn(over: 0.05, frameLength: .infinity)
        #expect(ticks.times == [0.05])
        #expect(CACurrentMediaTime() == 0.05)
        UIApplication.shared.runTurn(over: 0.008, frameLength: .infinity)
        #expect(ticks.times == [0.05, 0.058])
        link.invalidate()
    }

    @Test func advanceIsTheSameTurnInFramesOfOneSixtiethOfASecond() {
        let (link, ticks) = countingLink()
        UIApplication.shared.advance(by: 0.05)
        #expect(ticks.times.count == 3)
        #expect(CACurrentMediaTime() == 0.05)
        link.invalidate()
    }

    @Test func aTurnOfNoTimeDeliversQueuedTouchesAndMovesNothing() {
        let (log, _, _) = makeBoxScene(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let (link, ticks) = countingLink()
        UIApplication.shared.touchDown(at: CGPoint(x: 10, y: 20))
        UIApplication.shared.runTurn(over: 0, frameLength: .infinity)
        #expect(log.lines == ["box began (10, 20)"])
        #expect(ticks.times == [])
        #expect(CACurrentMediaTime() == 0)
        link.invalidate()
    }
}
