import Foundation
import OpenCoreGraphics
import OpenUIKitTesting
import Testing
@testable import Gallery

/// The transition-types demo: a finger taps Next every 0.8 s from 0.2 s; each tap's lift (1/60 s later)
/// adds the next type's 0.6 s linear CATransition to the 180 × 180 card at (30, 48) and flips it between
/// orange "A" and blue "B" (after tap i the card shows "B" for even i). Key frames are 0.3 s after a tap:
/// progress (0.3 − 1/60) / 0.6 ≈ 0.472. Pixels are read clear of the white letter (about ±35 pt around the
/// card's centre (120, 138) across) and of the stripes (window rows 78–84, 138–144, 198–204).
@MainActor
@Suite(.freshApplication) struct TransitionTypesDemoTests {
    let orange = bytes(0.98, 0.62, 0.16)
    let blue = bytes(0.16, 0.42, 0.86)
    let black = bytes(0, 0, 0)
    let names = TransitionTypesController.types.map(\.name)

    /// The transition's progress at `time` for the type tapped at `tap`.
    func progress(at time: Double, tappedAt tap: Double) -> Double { (time - tap - tapDelay) / 0.6 }

    @Test func everyTypeRunsInTurnOnTheTapsLift() throws {
        let recorded = RecordedDemo(TransitionTypesDemo.self)
        let untimed = recorded.trace.map { String($0.drop { $0 != " " }.dropFirst()) }
        let expected = names.enumerated().flatMap { index, name in
            [
                "tap Next", "add \(name) transition, show \(index % 2 == 0 ? "B" : "A")", "\(name) did start",
                "\(name) did stop finished=true",
            ]
        }
        #expect(untimed == expected)
        #expect(names.count == 17)
        let taps = recorded.trace.filter { $0.hasSuffix("tap Next") }.map { String($0.prefix { $0 != " " }) }
        #expect(taps == TransitionTypesDemo.taps.map { String(format: "t=%.3f", $0) })
    }

    @Test func theCardStartsOrangeAndEndsBlue() {
        let recorded = RecordedDemo(TransitionTypesDemo.self)
        #expect(recorded.image(at: 0.1).pixel(35, 55, is: orange))
        // A stripe: half-transparent white over orange.
        #expect(recorded.image(at: 0.1).pixel(35, 80, is: bytes(0.99, 0.81, 0.58)))
        #expect(recorded.image(at: 14).pixel(35, 55, is: blue))
    }

    @Test func rippleSpreadsTheNewStateFromTheCentre() {
        // Tapped at 9.8 from A to B. Front R = p × (half diagonal 127.3 + ring 45): at 10.1 about 81 pt, short
        // of the corner (35, 55) 118.8 pt from the centre; at 10.3 (p ≈ 0.806) about 139 pt, and (40, 180),
        // 90.4 pt from the centre, lies behind the ring (R − 45 ≈ 94).
        let recorded = RecordedDemo(TransitionTypesDemo.self)
        #expect(progress(at: 10.1, tappedAt: 9.8) * (hypot(180.0, 180) / 2 + 45) < hypot(85.0, 83))
        #expect(recorded.image(at: 10.1).pixel(35, 55, is: orange))
        #expect(progress(at: 10.3, tappedAt: 9.8) * (hypot(180.0, 180) / 2 + 45) - 45 > hypot(80.0, 42))
        #expect(recorded.image(at: 10.3).pixel(40, 180, is: blue))
    }

    @Test func suckTakesTheOldCardIntoTheBottomLeftCorner() {
        // Tapped at 10.6 from B to A; at 10.9 the old card's top has slid to 180 × q², q = (p − ¼)/¾ ≈ 0.296,
        // about 15.8 pt, and its right edge near the bottom has bent to about 11 pt from the left edge.
        let recorded = RecordedDemo(TransitionTypesDemo.self)
        let image = recorded.image(at: 10.9)
        #expect(image.pixel(205, 55, is: orange))
        #expect(image.pixel(205, 220, is: orange))
        #expect(image.pixel(40, 100, is: blue))
    }

    @Test func theIrisesCloseAndOpen() {
        let recorded = RecordedDemo(TransitionTypesDemo.self)
        // cameraIris (tapped at 11.4, A to B) is nearly shut at 11.7: black blades in the card's corners.
        #expect(recorded.image(at: 11.7).pixel(35, 55, is: black))
        // cameraIrisHollowClose (12.2, B to A): the aperture (apothem ≈ 67 pt) over the old blue card, the new
        // orange one through the hollow blades.
        let closing = recorded.image(at: 12.5)
        #expect(closing.pixel(60, 130, is: blue))
        #expect(closing.pixel(35, 55, is: orange))
        // cameraIrisHollowOpen (13.0, A to B): the new blue card in the aperture (apothem ≈ 60 pt).
        let opening = recorded.image(at: 13.3)
        #expect(opening.pixel(70, 130, is: blue))
        #expect(opening.pixel(35, 55, is: orange))
    }
}
