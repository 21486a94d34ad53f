import Foundation
import OpenCoreGraphics
import OpenUIKit
import Testing
@testable import Gallery
@testable import OpenQuartzCore
import OpenUIKitTesting

/// The segue-container demo. Geometry: a 240 × 320 scene, the segmented control (8, 6, 224, 32)
/// in a strip 44 points high, the container below it (240 × 276). A finger taps the control's segments at
/// 0.5 s (curl up, 0.4 s), 1.4 s and 2.3 s (slides, 0.4 s, ease out); the lift one 30 fps frame later is
/// delivered, and the swap made, at the start of the next run-loop turn, so each swap starts 1/30 s after
/// its tap. Going to FirstController it comes in from the left (its right edge, the red–blue boundary, at
/// 240 × p), going to SecondController from the right (boundary at 240 × (1 − p)),
/// p = ReferenceCurve.easeOut(elapsed/0.4).
@MainActor
@Suite(.freshApplication) struct SegueContainerDemoTests {
    let red = bytes(1, 0, 0)
    let blue = bytes(0, 0, 1)
    /// A row inside the container, clear of the centred title.
    let row = 100

    /// When the swap of the tap at `tap` starts.
    static func swapStart(_ tap: TimeInterval) -> TimeInterval { tap + 1.0 / 30 }

    /// The embed segue is performed while ViewController's view loads, before its `viewDidLoad()`, as a
    /// storyboard performs a container view's embed segue.
    @Test func launchEmbedsTheContainerThenTheFirstControllerAndForwardsAppearance() {
        let trace = callbackLines(RecordedDemo(SegueContainerDemo.self).trace)
        #expect(
            Array(trace.prefix(18)) == [
                "ViewController loadView",
                "ViewController segue \"ContainerController\" → ContainerController",
                "ContainerController willMove(toParent: ViewController)", "ContainerController loadView",
                "ContainerController viewDidLoad",
                "ContainerController segue \"FirstController\" → FirstController",
                "FirstController willMove(toParent: ContainerController)", "FirstController loadView",
                "FirstController viewDidLoad",
                "FirstController didMove(toParent: ContainerController)",
                "ContainerController didMove(toParent: ViewController)", "ViewController viewDidLoad",
                // A contained child of an appearing parent: parent viewWillAppear → child viewWillAppear →
                // parent viewDidAppear → child viewDidAppear.
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
        let before = demo.image(at: 0.5), middle = demo.image(at: 0.75), after = demo.image(at: 1.0)
        for (x, y) in [(4, 48), (236, 48), (4, 316), (236, 316), (120, row)] {
            #expect(before.pixel(x, y, is: red), "(\(x), \(y))")
            #expect(after.pixel(x, y, is: blue), "(\(x), \(y))")
        }
        // Half-way the page is curling: blue shows underneath, but not everywhere yet.
        #expect(middle != before && middle != after)
        #expect(middle.pixel(120, 310, is: blue))
        #expect(!middle.pixel(120, 60, is: blue))
        // The segmented control's white thumb moves from the first segment to the second; the track is grey.
        let track = bytes(238 / 255, 238 / 255, 239 / 255), white = bytes(1, 1, 1)
        #expect(before.pixel(30, 12, is: white) && before.pixel(140, 12, is: track))
        #expect(after.pixel(30, 12, is: track) && after.pixel(140, 12, is: white))
        // Outside the control, the root view's white.
        #expect(after.pixel(2, 2, is: white))
    }

    @Test(arguments: [1.5, 1.6, 1.7])
    func slidingToFirstTheBoundaryFollowsEaseOut(time: Double) {
        let image = RecordedDemo(SegueContainerDemo.self).image(at: time)
        let boundary = 240 * ReferenceCurve.easeOut((time - Self.swapStart(1.4)) / 0.4)
        #expect(image.boundary(at: boundary, row: row, left: red, right: blue), "boundary \(boundary)")
        #expect(image.boundary(at: boundary, row: 300, left: red, right: blue), "boundary \(boundary)")
    }

    @Test(arguments: [2.4, 2.5, 2.6])
    func slidingToSecondTheBoundaryFollowsEaseOut(time: Double) {
        let image = RecordedDemo(SegueContainerDemo.self).image(at: time)
        let boundary = 240 * (1 - ReferenceCurve.easeOut((time - Self.swapStart(2.3)) / 0.4))
        #expect(image.boundary(at: boundary, row: row, left: red, right: blue), "boundary \(boundary)")
    }

    @Test func theMidSlideBoundaryIsNotLinear() {
        // Half the time in: ease out has gone 240 × 0.685 ≈ 164 points, not 120.
        let image = RecordedDemo(SegueContainerDemo.self).image(at: Self.swapStart(1.4) + 0.2)
        #expect(abs(ReferenceCurve.easeOut(0.5) - 0.6846) < 1e-3)
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

    @Test func aTapOnTheSelectedSegmentSendsNoValueChanged() throws {
        let live = LiveDemo(SegueContainerDemo())
        live.run(to: 0.2)
        let root = try #require(live.demo.rootController)
        let linesBefore = live.demo.trace.count
        UIApplication.shared.tap(at: try #require(root.segmentCenterInWindow(0)), in: live.demo.window)
        UIApplication.shared.runUntilIdle()
        #expect(root.segSwitch.selectedSegmentIndex == 0)
        #expect(root.containerVC?.children.first is FirstController)
        #expect(live.demo.trace.count == linesBefore)
    }

    @Test func eachSwapHappensWhenTheLiftIsDelivered() throws {
        let timed = RecordedDemo(SegueContainerDemo.self).timedTrace
        for (time, tap) in SegueContainerDemo.taps {
            let to = tap.segment == 0 ? "FirstController" : "SecondController"
            let note = try #require(timed.firstIndex { $0.text.hasPrefix(String(format: "t=%.3f tap segment", time)) })
            #expect(abs(timed[note].time - time) < 1e-6)
            #expect(timed[note + 1].text == "ContainerController segue \"\(to)\" → \(to)")
            #expect(abs(timed[note + 1].time - Self.swapStart(time)) < 1e-6)
        }
    }
}
