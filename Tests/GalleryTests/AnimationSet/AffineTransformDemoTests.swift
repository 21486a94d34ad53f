import Foundation
import OpenCoreGraphics
import OpenUIKit
import OpenUIKitTesting
import Testing
@testable import Gallery

/// The app's CGAffineTransform screen at 390 × 844: the red 100-point square centred at (195, 372); a view's
/// transform applies about its centre. Each button's 1 s `UIView.animate` runs from one 30 fps frame after its tap,
/// and has ended 1.2 s after the tap.
@MainActor
@Suite(.freshApplication) struct AffineTransformDemoTests {
    let red = bytes(1, 0, 0)
    let white = bytes(1, 1, 1)
    static let titles = ["位移", "缩放", "旋转", "组合1", "组合2", "反转", "点应用", "区域应用"]

    @Test func theButtonsAnimateAndTheLastTwoOnlyLogInTheirBlocks() {
        let trace = callbackLines(AnimationSetRecordings.recorded(AffineTransformDemo.self).trace).filter {
            !$0.hasSuffix("LayoutSubviews")
        }
        var taps = zip(AffineTransformDemo.taps, Self.titles).map { String(format: "t=%.3f tap %@", $0, $1) }
        // 位移 notes that two translations of (100, 100) are equal; 反转 falls through to what 点应用 and 区域应用
        // do, which note (50, 50) translated by (100, 100) and 50 × 50 scaled by 2.
        taps.insert("t=1.333 t1 == t2: true", at: 1)
        taps.insert(contentsOf: ["t=7.833 point (150.0, 150.0)", "t=7.833 size 100.0 × 100.0"], at: 7)
        taps.insert("t=9.133 point (150.0, 150.0)", at: 10)
        taps.append("t=10.433 size 100.0 × 100.0")
        #expect(
            trace
                == AnimationSetTrace.opening
                + AnimationSetTrace.push(
                    to: "AffineTransformController", at: AffineTransformDemo.rowTime, row: "CGAffineTransform")
                + taps + AnimationSetTrace.pop(from: "AffineTransformController", at: AffineTransformDemo.backTime))
    }

    /// Whether the image is red at `inside` and white at `outside`.
    func check(_ image: CGImage, red inside: [(Int, Int)], white outside: [(Int, Int)]) -> Bool {
        inside.allSatisfy { image.pixel($0.0, $0.1, is: red) }
            && outside.allSatisfy { image.pixel($0.0, $0.1, is: white) }
    }

    @Test func eachTransformEndsWhereItsMatrixPutsTheSquare() {
        let recorded = AnimationSetRecordings.recorded(AffineTransformDemo.self)
        let end = { (index: Int) in recorded.image(at: AffineTransformDemo.taps[index] + 1.2) }
        // Translated by (100, 100): x 245…345, y 422…522.
        #expect(check(end(0), red: [(250, 427), (340, 517)], white: [(240, 470), (195, 372)]))
        // Scaled by 2 about the centre: x 95…295, y 272…472.
        #expect(check(end(1), red: [(100, 277), (290, 467)], white: [(90, 372), (195, 267)]))
        // A quarter turn of a square: the square again.
        #expect(check(end(2), red: [(150, 327), (240, 417)], white: [(140, 372), (195, 317)]))
        // A half turn of (p + (100, 100)) × 0.5: a 50-point square centred 50 up and left, x 120…170, y 297…347.
        #expect(check(end(3), red: [(125, 302), (165, 342)], white: [(195, 372), (115, 322), (145, 352)]))
        // A quarter turn, then half the size: a 50-point square in the middle, x 170…220, y 347…397.
        #expect(check(end(4), red: [(175, 352), (215, 392)], white: [(165, 372), (195, 342), (150, 327)]))
        // After 反转 and the two resets that follow it, and after 点应用 and 区域应用: the identity.
        for index in 5..<8 {
            #expect(check(end(index), red: [(150, 327), (240, 417)], white: [(140, 372), (195, 317)]), "\(index)")
        }
    }

    /// 反转 animates to a scale of 0.5, but the fall-through resets the transform to the identity at once, outside
    /// any block. Block animations are additive (UIKit's since iOS 8): the running one carries the offset from
    /// its new value back to where it began — from a scale of 2 relative to 0.5 down to none — over whatever the
    /// model is, now the identity: the square jumps to twice its size and shrinks back, 1.5 × half-way.
    @Test func theInverseFallsThroughToTheResetsAndShrinksFromTwiceItsSize() {
        let recorded = AnimationSetRecordings.recorded(AffineTransformDemo.self)
        let halfWay = recorded.image(at: AffineTransformDemo.taps[5] + 1.0 / 30 + 0.5)
        #expect(
            check(halfWay, red: [(125, 372), (265, 372), (195, 302)], white: [(115, 372), (275, 372), (195, 292)]))
    }

    @Test func halfWayThroughTheQuarterTurnTheSquareStandsOnACorner() {
        let recorded = AnimationSetRecordings.recorded(AffineTransformDemo.self)
        // Ease-in-ease-out is 0.5 half-way: an eighth of a turn, a diamond reaching 50√2 ≈ 70.7 from the centre.
        let diamond = recorded.image(at: AffineTransformDemo.taps[2] + 1.0 / 30 + 0.5)
        #expect(check(diamond, red: [(195, 372 - 66), (195 + 66, 372)], white: [(150, 327), (240, 417)]))
    }
}
