import Foundation
import OpenCoreGraphics
import OpenUIKit
import OpenUIKitTesting
import Testing
@testable import Gallery

/// The app's CAAnimationGroup screen at 390 × 844: the blue 100-point square centred at (195, 372). The move
/// passes six points evenly spaced in time — (0, 372), (130, 372), (130, 472), (260, 472), (260, 372),
/// (390, 372) — so half-way it is midway between the third and fourth, at (195, 472); the scale runs from 0.8 to 2
/// and the rotation to 4π, linearly (Core Animation's default pacing), so half-way the square is 1.4 × 100 wide
/// and turned twice round: upright.
@MainActor
@Suite(.freshApplication) struct AnimationGroupDemoTests {
    let blue = bytes(0, 0, 1)
    let white = bytes(1, 1, 1)

    static func start(_ index: Int) -> TimeInterval {
        (AnimationGroupDemo.taps.first { $0.button == index }?.time ?? 0) + 1.0 / 30
    }

    @Test func theRowPushesTheScreenItsButtonsRunAndTheBackButtonPops() {
        let trace = callbackLines(AnimationSetRecordings.recorded(AnimationGroupDemo.self).trace).filter {
            !$0.hasSuffix("LayoutSubviews")
        }
        let taps = AnimationGroupDemo.taps.map {
            String(format: "t=%.3f tap %@", $0.time, ["同时1", "同时2", "连续"][$0.button])
        }
        #expect(
            trace
                == AnimationSetTrace.opening
                + AnimationSetTrace.push(
                    to: "CAAnimationGroup", loading: "AnimationGroupController", at: AnimationGroupDemo.rowTime,
                    row: "CAAnimationGroup")
                + taps + AnimationSetTrace.pop(from: "CAAnimationGroup", at: AnimationGroupDemo.backTime))
    }

    /// Whether the square, centred at `center` and `side` wide, upright, is blue inside and white outside.
    func isUprightSquare(_ image: CGImage, center: CGPoint, side: Double) -> Bool {
        let half = side / 2
        let (x, y) = (Int(center.x), Int(center.y))
        return image.pixel(Int(center.x - half) + 3, y, is: blue) && image.pixel(Int(center.x + half) - 3, y, is: blue)
            && image.pixel(x, Int(center.y - half) + 3, is: blue) && image.pixel(x, Int(center.y + half) - 3, is: blue)
            && image.pixel(Int(center.x - half) - 3, y, is: white)
            && image.pixel(Int(center.x + half) + 3, y, is: white)
            && image.pixel(x, Int(center.y - half) - 3, is: white)
            && image.pixel(x, Int(center.y + half) + 3, is: white)
    }

    @Test func togetherInAGroupOrOneByOneTheThreeRunAlike() {
        let recorded = AnimationSetRecordings.recorded(AnimationGroupDemo.self)
        #expect(isUprightSquare(recorded.image(at: 1.2), center: CGPoint(x: 195, y: 372), side: 100))
        for index in [0, 1] {
            let halfWay = recorded.image(at: Self.start(index) + 2)
            #expect(isUprightSquare(halfWay, center: CGPoint(x: 195, y: 472), side: 140), "\(index)")
        }
    }

    @Test func inARowEachBeginsWhenTheOneBeforeEndsAndStays() {
        let recorded = AnimationSetRecordings.recorded(AnimationGroupDemo.self)
        let start = Self.start(2)
        // The slide from (0, 347) to (195, 347) half-way, before the scale has begun (no backwards fill).
        #expect(isUprightSquare(recorded.image(at: start + 0.5), center: CGPoint(x: 97.5, y: 347), side: 100))
        // The scale half-way, the slide kept at its end.
        #expect(isUprightSquare(recorded.image(at: start + 1.5), center: CGPoint(x: 195, y: 347), side: 140))
        // Two frames into the turns: 4π × (2 / 30) ≈ 48°, at twice the size. The point 120 above the centre is
        // inside the turned 200-point square (within 100 / cos 48° ≈ 134.6 of it), the upright corner is not.
        let turning = recorded.image(at: start + 2 + 2.0 / 30)
        let angle = 4 * Double.pi * (2.0 / 30)
        #expect(120 < 100 / max(cos(angle), sin(angle)))
        #expect(turning.pixel(195, 347 - 120, is: blue))
        #expect(turning.pixel(195 - 92, 347 - 92, is: white))
        // Kept: twice the size, upright after two turns.
        #expect(
            isUprightSquare(
                recorded.image(at: AnimationGroupDemo.backTime - 0.1), center: CGPoint(x: 195, y: 347), side: 200))
    }
}
