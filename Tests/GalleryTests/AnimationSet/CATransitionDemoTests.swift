import Foundation
import OpenCoreGraphics
import OpenUIKit
import OpenUIKitTesting
import Testing
@testable import Gallery

/// The app's CATransition screen at 390 × 844: the card is 180 × 260 at (105, 222) — the app's
/// (width / 2 − 90, height / 2 − 200) — its faces cyan, magenta, orange, purple in turn, each tap moving it on by
/// one (it starts on cyan, so the fade shows magenta). A transition runs 3 s, linearly (no timing function),
/// from one 30 fps frame after its tap. Pixels are read on row 240, clear of the number in the card's middle.
@MainActor
@Suite(.freshApplication) struct CATransitionDemoTests {
    let faces = [bytes(0, 1, 1), bytes(1, 0, 1), bytes(1, 0.5, 0), bytes(0.5, 0, 0.5)]
    let white = bytes(1, 1, 1)
    let row = 240

    static func start(_ index: Int) -> TimeInterval { CATransitionDemo.taps[index] + 1.0 / 30 }

    /// The face shown after tap `index`: one on from the first.
    func face(after index: Int) -> [Int] { faces[(index + 1) % 4] }

    @Test func everyButtonRunsItsTransitionInTurn() {
        let trace = callbackLines(AnimationSetRecordings.recorded(CATransitionDemo.self).trace).filter {
            !$0.hasSuffix("LayoutSubviews")
        }
        let taps = zip(CATransitionDemo.taps, TransitionController.types).map {
            String(format: "t=%.3f tap %@", $0, $1.title)
        }
        #expect(
            trace
                == AnimationSetTrace.opening
                + AnimationSetTrace.push(
                    to: "CATransition", loading: "TransitionController", at: CATransitionDemo.rowTime,
                    row: "CATransition") + taps
                + AnimationSetTrace.pop(from: "CATransition", at: CATransitionDemo.backTime))
        #expect(
            TransitionController.types.map(\.type.rawValue) == [
                "fade", "moveIn", "push", "reveal", "cube", "suckEffect", "oglFlip", "rippleEffect", "pageCurl",
                "pageUnCurl", "cameraIrisHollowOpen", "cameraIrisHollowClose",
            ])
    }

    @Test func thePublicTypesHalfWay() {
        let recorded = AnimationSetRecordings.recorded(CATransitionDemo.self)
        #expect(recorded.image(at: 1.2).pixel(110, row, is: faces[0]))
        #expect(recorded.image(at: 1.2).pixel(100, row, is: white))
        // fade: cyan and magenta, half each.
        #expect(recorded.image(at: Self.start(0) + 1.5).pixel(150, row, is: bytes(0.5, 0.5, 1)))
        // moveIn from the right, shown from progress 0.3 to 0.6: half-way 0.45, the orange face's left edge at
        // 105 + 180 × (1 − 0.45) = 204 over the magenta one.
        #expect(
            recorded.image(at: Self.start(1) + 1.5).boundary(at: 204, row: row, left: faces[1], right: faces[2]))
        // push from the left: purple pushes orange out to the right, the edge between them at 105 + 90.
        #expect(
            recorded.image(at: Self.start(2) + 1.5).boundary(at: 195, row: row, left: faces[3], right: faces[2]))
        // reveal from the left: purple slides out to the right, uncovering cyan.
        #expect(
            recorded.image(at: Self.start(3) + 1.5).boundary(at: 195, row: row, left: faces[0], right: faces[3]))
    }

    @Test func eachTransitionEndsOnTheNextFace() {
        let recorded = AnimationSetRecordings.recorded(CATransitionDemo.self)
        for index in TransitionController.types.indices {
            let end = recorded.image(at: Self.start(index) + 3.05)
            #expect(end.pixel(110, row, is: face(after: index)), "\(TransitionController.types[index].title)")
            #expect(end.pixel(280, 470, is: face(after: index)), "\(TransitionController.types[index].title)")
            #expect(end.pixel(100, row, is: white) && end.pixel(290, row, is: white))
        }
    }

    @Test func thePrivateTypesChangeTheCardWhileTheyRun() {
        let recorded = AnimationSetRecordings.recorded(CATransitionDemo.self)
        // Half-way through each private transition the card is neither wholly the old face nor wholly the new.
        for index in 4..<TransitionController.types.count {
            let image = recorded.image(at: Self.start(index) + 1.5)
            let samples = stride(from: 110, through: 280, by: 10).flatMap { x in
                stride(from: 230, through: 470, by: 20).map { y in image.rgba(x, y) }
            }
            let old = face(after: index - 1), new = face(after: index)
            #expect(
                !samples.allSatisfy { zip($0, old).allSatisfy { abs($0 - $1) <= 2 } }
                    && !samples.allSatisfy { zip($0, new).allSatisfy { abs($0 - $1) <= 2 } },
                "\(TransitionController.types[index].title)")
        }
    }
}
