import Foundation
import OpenCoreGraphics
import OpenUIKit
import Testing
@testable import Gallery
@testable import OpenQuartzCore

/// The segue-container demo (seed 001). Geometry: a 240 × 320 scene, the segmented control 44 points high,
/// the container below it (240 × 276). Taps at 0.5 s (curl up, 0.4 s), 1.4 s and 2.3 s (slides, 0.4 s,
/// ease out): going to FirstController it comes in from the left (its right edge, the red–blue boundary, at
/// 240 × p), going to SecondController from the right (boundary at 240 × (1 − p)), p = easeOut(elapsed/0.4).
@MainActor
@Suite struct SegueContainerDemoTests {
    let red = bytes(1, 0, 0)
    let blue = bytes(0, 0, 1)
    /// A row inside the container, clear of the centred title.
    let row = 100

    @Test func launchEmbedsTheContainerThenTheFirstControllerAndForwardsAppearance() {
        let trace = callbackLines(RecordedDemo(SegueContainerDemo.self).trace)
        #expect(
            Array(trace.prefix(18)) == [
                "ViewController loadView", "ViewController viewDidLoad",
                "ViewController segue \"ContainerController\" → ContainerController",
                "ContainerController willMove(toParent: ViewController)", "ContainerController loadView",
                "ContainerController viewDidLoad",
                "ContainerController segue \"FirstController\" → FirstController",
                "FirstController willMove(toParent: ContainerController)", "FirstController loadView",
                "FirstController viewDidLoad",
                "FirstController didMove(toParent: ContainerController)",
                "ContainerController didMove(toParent: ViewController)",
                // Fact 72: parent viewWillAppear → child viewWillAppear → parent viewDidAppear → child viewDidAppear.
                "ViewController viewWillAppear(false)", "ContainerController viewWillAppear(false)",
                "FirstController viewWillAppear(false)",
                "ViewController viewDidAppear(false)", "ContainerController viewDidAppear(false)",
                "FirstController viewDidAppear(false)",
            ])
    }

    /// Facts 76 and 89–90: to will appear, from will disappear, from did disappear, to did appear, then the
    /// completion's removeFromParent (didMove(nil)) and didMove(toParent:).
    @Test(arguments: [
        (0.5, "curl up", "FirstController", "SecondController"),
        (1.4, "slide, ease out", "SecondController", "FirstController"),
        (2.3, "slide, ease out", "FirstController", "SecondController"),
    ])
    func eachSwapSendsTheTransitionOrder(time: Double, style: String, from: String, to: String) throws {
        let trace = callbackLines(RecordedDemo(SegueContainerDemo.self).trace)
        let start = try #require(
            trace.firstIndex(
                of: String(format: "t=%.3f tap segment %d (%@)", time, to == "FirstController" ? 0 : 1, style)))
        #expect(
            Array(trace[(start + 1)...].prefix(11)) == [
                "ContainerController segue \"\(to)\" → \(to)",
                "\(from) willMove(toParent: nil)", "\(to) willMove(toParent: ContainerController)",
                "ContainerController transition \(from) → \(to)",
                "\(to) viewWillAppear(true)", "\(from) viewWillDisappear(true)",
                "ContainerController transition \(from) → \(to) ended (finished: true)",
                "\(from) viewDidDisappear(true)", "\(to) viewDidAppear(true)",
                "\(from) didMove(toParent: nil)", "\(to) didMove(toParent: ContainerController)",
            ])
    }

    @Test func theCurlEndsWithBlueFillingTheContainer() {
        let demo = RecordedDemo(SegueContainerDemo.self)
        let before = demo.image(at: 0.5), middle = demo.image(at: 0.7), after = demo.image(at: 1.0)
        for (x, y) in [(4, 48), (236, 48), (4, 316), (236, 316), (120, row)] {
            #expect(before.pixel(x, y, is: red), "(\(x), \(y))")
            #expect(after.pixel(x, y, is: blue), "(\(x), \(y))")
        }
        // Half-way the page is curling: blue shows underneath, but not everywhere yet.
        #expect(middle != before && middle != after)
        #expect(middle.pixel(120, 310, is: blue))
        #expect(!middle.pixel(120, 60, is: blue))
        // The segmented control shows the second segment selected.
        #expect(after.pixel(122, 2, is: bytes(0.2, 0.2, 0.2)))
        #expect(after.pixel(2, 2, is: bytes(0.9, 0.9, 0.9)))
    }

    @Test(arguments: [1.5, 1.6, 1.7])
    func slidingToFirstTheBoundaryFollowsEaseOut(time: Double) {
        let image = RecordedDemo(SegueContainerDemo.self).image(at: time)
        let boundary = 240 * easeOut((time - 1.4) / 0.4)
        #expect(image.boundary(at: boundary, row: row, left: red, right: blue), "boundary \(boundary)")
        #expect(image.boundary(at: boundary, row: 300, left: red, right: blue), "boundary \(boundary)")
    }

    @Test(arguments: [2.4, 2.5, 2.6])
    func slidingToSecondTheBoundaryFollowsEaseOut(time: Double) {
        let image = RecordedDemo(SegueContainerDemo.self).image(at: time)
        let boundary = 240 * (1 - easeOut((time - 2.3) / 0.4))
        #expect(image.boundary(at: boundary, row: row, left: red, right: blue), "boundary \(boundary)")
    }

    @Test func theMidSlideBoundaryIsNotLinear() {
        // At 1.6 s, half the time: ease out has gone 240 × 0.685 ≈ 164 points, not 120.
        let image = RecordedDemo(SegueContainerDemo.self).image(at: 1.6)
        #expect(abs(easeOut(0.5) - 0.6846) < 1e-3)
        #expect(image.pixel(150, row, is: red))
    }

    @Test func swappedOutChildrenAreReleasedAndEachSegueMakesANewDestination() throws {
        let live = LiveDemo(SegueContainerDemo())
        let container = try #require(live.demo.rootController?.containerVC)
        weak let firstFirst = container.children.first
        #expect(firstFirst is FirstController)
        live.run(to: 1.0)
        #expect(firstFirst == nil)
        weak let second = container.children.first
        #expect(second is SecondController)
        live.run(to: 2.0)
        #expect(second == nil)
        #expect(container.children.count == 1 && container.children.first is FirstController)
        live.run(to: 3.2)
        #expect(container.children.count == 1 && container.children.first is SecondController)
        #expect(container.currentSegue == container.segue2)
    }

    @Test func theScriptLeavesTheFinalSlideStyle() {
        let demo = SegueContainerDemo()
        _ = RecordedDemo(instance: demo)
        #expect(demo.rootController?.containerVC?.style == .slide(.curveEaseOut))
    }
}
