import Foundation
import OpenCoreGraphics
import OpenUIKit
import Testing
@testable import Gallery
@testable import OpenQuartzCore
import OpenUIKitTesting

/// The appearance-forwarding demo. Geometry: a 240 × 320 screen, a caption 40 points high, the
/// children below it (240 × 244), a row of five buttons 36 points high at the bottom; the manual
/// container's child inset at (30, 30, 180, 90) inside it. A finger taps the buttons; each tap's callbacks
/// come after its trace line, when the lift is delivered 1/30 s later.
@MainActor
@Suite(.freshApplication) struct AppearanceForwardingDemoTests {
    /// The callback lines from a script line on, up to (not including) the next script line.
    func part(_ trace: [String], from note: String) throws -> [String] {
        let start = try #require(trace.firstIndex(of: note))
        let rest = trace[(start + 1)...]
        return Array(rest.prefix { !$0.hasPrefix("t=") })
    }

    @Test func addSubviewBeforeAddChildDeliversViewDidAppearTwiceWithADiagnostic() throws {
        let trace = callbackLines(RecordedDemo(AppearanceForwardingDemo.self).trace)
        #expect(
            Array(trace.prefix(3)) == [
                "Container loadView", "Container viewDidLoad", "Container viewWillAppear(false)",
            ])
        #expect(
            try part(trace, from: "t=0.000 (c) addSubview before addChild while Container appears") == [
                "TTViewController viewWillAppear(false)",
                "TTViewController willMove(toParent: Container)", "TTViewController didMove(toParent: Container)",
                "TTViewController viewDidAppear(false)", "Container viewDidAppear(false)",
                "TTViewController viewDidAppear(false)",
            ])
        let diagnostics = trace.filter { $0.hasPrefix("t=0.000 diagnostic ") }
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?.hasPrefix("t=0.000 diagnostic duplicateAppearance: ") == true)
        #expect(diagnostics.first?.contains("call addChild before addSubview") == true)
        #expect(trace.filter { $0.hasPrefix("TTViewController viewDidAppear") }.count == 2)
    }

    @Test func theAddAndRemoveSequences() throws {
        let trace = callbackLines(RecordedDemo(AppearanceForwardingDemo.self).trace)
        // Facts 69–71: addChild sends willMove; the view entering the window sends viewWillAppear; viewDidAppear after the commit.
        #expect(
            try part(trace, from: "t=1.200 tap Add") == [
                "Child willMove(toParent: Container)", "Child loadView", "Child viewDidLoad",
                "Child viewWillAppear(false)",
                "Child didMove(toParent: Container)", "Child viewDidAppear(false)",
            ])
        #expect(
            try part(trace, from: "t=2.200 tap Remove") == [
                "Child willMove(toParent: nil)", "Child viewWillDisappear(false)", "Child viewDidDisappear(false)",
                "Child didMove(toParent: nil)",
            ])
        #expect(
            try part(trace, from: "t=0.800 tap Remove") == [
                "TTViewController willMove(toParent: nil)", "TTViewController viewWillDisappear(false)",
                "TTViewController viewDidDisappear(false)", "TTViewController didMove(toParent: nil)",
            ])
    }

    @Test func theManualContainerForwardsFromItsOwnCallbacks() throws {
        let trace = callbackLines(RecordedDemo(AppearanceForwardingDemo.self).trace)
        // Forwarding by hand (UIViewController.h: beginAppearanceTransition / endAppearanceTransition): each
        // of the container's callbacks is followed by the child's, which it sends itself.
        #expect(
            try part(trace, from: "t=2.600 tap Manual") == [
                "Manual willMove(toParent: Container)", "Manual loadView", "Manual viewDidLoad",
                "Inner willMove(toParent: Manual)", "Inner loadView", "Inner viewDidLoad",
                "Inner didMove(toParent: Manual)",
                "Manual viewWillAppear(false)", "Inner viewWillAppear(false)", "Manual didMove(toParent: Container)",
                "Manual viewDidAppear(false)", "Inner viewDidAppear(false)",
            ])
        #expect(
            try part(trace, from: "t=3.800 tap Remove") == [
                "Manual willMove(toParent: nil)", "Manual viewWillDisappear(false)", "Inner viewWillDisappear(false)",
                "Manual viewDidDisappear(false)", "Inner viewDidDisappear(false)", "Manual didMove(toParent: nil)",
            ])
    }

    @Test func theFlipExampleSendsTheTransitionOrder() throws {
        let trace = callbackLines(RecordedDemo(AppearanceForwardingDemo.self).trace)
        #expect(
            try part(trace, from: "t=4.200 tap Three") == [
                "Example willMove(toParent: Container)", "Example loadView", "Example viewDidLoad",
                "First willMove(toParent: Example)", "Second willMove(toParent: Example)",
                "Third willMove(toParent: Example)",
                "Third loadView", "Third viewDidLoad", "Third didMove(toParent: Example)",
                "Example viewWillAppear(false)", "Third viewWillAppear(false)", "Example didMove(toParent: Container)",
                "Example viewDidAppear(false)", "Third viewDidAppear(false)",
            ])
        // Facts 76, 89–90: to will appear, from will disappear, from did disappear, to did appear, completion.
        #expect(
            try part(trace, from: "t=4.800 tap Flip") == [
                "First loadView", "First viewDidLoad", "Example transition Third → First", "First viewWillAppear(true)",
                "Third viewWillDisappear(true)", "Example transition Third → First ended (finished: true)",
                "Third viewDidDisappear(true)", "First viewDidAppear(true)",
                "First didMove(toParent: Example)",
            ])
        #expect(
            try part(trace, from: "t=9.000 tap Remove") == [
                "First willMove(toParent: nil)", "First viewWillDisappear(false)", "First viewDidDisappear(false)",
                "First didMove(toParent: nil)",
            ])
        #expect(!trace.contains { $0.hasPrefix("Second ") && !$0.contains("willMove") })
    }

    @Test func theFirstChildAppearsWhenTheFourSecondFlipEnds() throws {
        let live = LiveDemo(AppearanceForwardingDemo())
        live.run(to: 4.7)
        let example = try #require(live.demo.example)
        #expect(example.thirdViewController.appearanceState == .appeared)
        live.run(to: 8.7)
        #expect(example.firstViewController.appearanceState == .appearing)
        #expect(example.thirdViewController.appearanceState == .disappearing)
        live.run(to: 8.9)
        #expect(example.firstViewController.appearanceState == .appeared)
        #expect(example.thirdViewController.appearanceState == .disappeared)
        #expect(example.thirdViewController.viewIfLoaded?.superview == nil)
    }

    @Test func eachPartShowsItsChildren() {
        let demo = RecordedDemo(AppearanceForwardingDemo.self)
        #expect(demo.image(at: 0).pixel(20, 270, is: bytes(0.95, 0.5, 0.15)))
        #expect(demo.image(at: 1.0).pixel(20, 270, is: bytes(1, 1, 1)))
        #expect(demo.image(at: 1.5).pixel(20, 270, is: bytes(0.15, 0.6, 0.3)))
        let manual = demo.image(at: 3.0)
        #expect(manual.pixel(40, 80, is: bytes(0.95, 0.75, 0.1)))
        #expect(manual.pixel(20, 270, is: bytes(0.45, 0.25, 0.65)))
        #expect(demo.image(at: 4.5).pixel(20, 270, is: bytes(0.15, 0.6, 0.3)))
        // Mid-flip the stage shows neither the third child alone nor the first.
        let flipping = demo.image(at: 5.6)
        #expect(flipping != demo.image(at: 4.5) && flipping != demo.image(at: 8.9))
        #expect(demo.image(at: 8.9).pixel(20, 270, is: bytes(0.85, 0.2, 0.2)))
        #expect(demo.image(at: 9.3).pixel(20, 270, is: bytes(0.35, 0.35, 0.35)))
    }

    @Test func atTheEndTheExampleKeepsItsOtherChildren() throws {
        let demo = AppearanceForwardingDemo()
        _ = RecordedDemo(instance: demo)
        let example = try #require(demo.example)
        #expect(example.children.map(\.title) == ["Second", "Third"])
        #expect(demo.container?.children.map(\.title) == ["Example"])
    }

    /// Which buttons are enabled, in the row's order (Add, Manual, Three, Flip, Remove).
    func enabled(_ container: ForwardingContainerController) -> [Bool] {
        ForwardingContainerController.Command.allCases.map { container.buttons[$0]?.isEnabled == true }
    }

    @Test func theButtonsAreEnabledWhenTheyHaveSomethingToDo() throws {
        let live = LiveDemo(AppearanceForwardingDemo())
        let container = try #require(live.demo.container)
        #expect(enabled(container) == [false, false, false, false, true])
        live.run(to: 1.0)
        #expect(enabled(container) == [true, true, true, false, false])
        live.run(to: 4.5)
        #expect(enabled(container) == [false, false, false, true, true])
        live.run(to: 5.0)
        #expect(enabled(container) == [false, false, false, false, false])
        live.run(to: 8.95)
        #expect(enabled(container) == [false, false, false, false, true])
        live.run(to: 9.4)
        #expect(enabled(container) == [false, false, false, false, true])
        #expect(container.captionLabel.text == "(d) remove sequence: First")
    }

    @Test func aTapOnADisabledButtonChangesNothing() throws {
        let live = LiveDemo(AppearanceForwardingDemo())
        live.run(to: 0.5)
        let container = try #require(live.demo.container)
        let linesBefore = live.demo.trace.count
        let flip = try #require(container.buttons[.flip]?.centerInWindow)
        UIApplication.shared.tap(at: flip, in: live.demo.window)
        UIApplication.shared.runUntilIdle()
        #expect(live.demo.trace.count == linesBefore)
        #expect(container.children.map(\.title) == ["TTViewController"])
        #expect(container.captionLabel.text == "(c) addSubview, then addChild")
    }

    @Test func theButtonRowShowsTheCommands() {
        let image = RecordedDemo(AppearanceForwardingDemo.self).image(at: 1.0)
        let grey = bytes(0.9, 0.9, 0.9), white = bytes(1, 1, 1)
        // Five white buttons on the grey bar, 48 points apart, 4 points of bar between them.
        for index in 0..<5 {
            #expect(image.pixel(index * 48 + 1, 286, is: grey), "gap \(index)")
            #expect(image.pixel(index * 48 + 8, 290, is: white), "button \(index)")
        }
    }

    @Test func eachTapActsWhenTheLiftIsDelivered() throws {
        let timed = RecordedDemo(AppearanceForwardingDemo.self).timedTrace
        for (time, command) in AppearanceForwardingDemo.taps {
            let note = try #require(
                timed.firstIndex { $0.text == String(format: "t=%.3f tap ", time) + command.rawValue })
            #expect(abs(timed[note + 1].time - (time + 1.0 / 30)) < 1e-6, "\(command) at \(time)")
        }
    }
}
