import Foundation
import OpenCoreGraphics
import OpenUIKit
import OpenUIKitTesting
import Testing

@testable import Gallery

extension BubblePresentDemo: WindowedDemo {}
extension HalfPresentDemo: WindowedDemo {}
extension RevealLeftDemo: WindowedDemo {}
extension LeftTopPresentDemo: WindowedDemo {}

/// The catalog's demos of the 各类转场动画 screen's custom presentations, by name.
let customPresentationDemoNames = ["app-bubble-present", "app-half-present", "app-reveal-left", "app-lefttop-present"]

/// The trace lines of the custom presentation demos' shell in UIKit's order: the navigation controller (no title:
/// named by its class) over the home 动画集锦, pushes and pops between its screens, and the full-screen
/// presentation and dismissal of the second page, whose presenter is the navigation controller (the
/// presentation context of a full-screen presentation is the window's root).
enum TransitionListTrace {
    static let navigation = AnimationSetTrace.navigation
    static let home = AnimationSetTrace.home
    static let list = "各类转场动画"
    static let first = "TransitionFirstPageController"
    static let second = "TransitionSecondPageController"

    /// The tap at `time` on `row`, and the push from `from` to `to` — named `loading` until its `viewDidLoad` sets
    /// its title.
    static func push(from: String, to: String, loading: String? = nil, at time: TimeInterval, row: String) -> [String] {
        let loading = loading ?? to
        return [
            String(format: "t=%.3f tap %@", time, row), "\(loading) willMove(toParent: \(navigation))",
            "\(loading) loadView", "\(loading) viewDidLoad", "\(navigation) push \(from) → \(to) began",
            "\(from) viewWillDisappear(true)", "\(to) viewWillAppear(true)", "\(navigation) delegate willShow \(to)",
            "\(navigation) coordinator alongside animation", "\(navigation) context.completeTransition(true)",
            "\(navigation) push \(from) → \(to) completed", "\(from) viewDidDisappear(true)",
            "\(to) viewDidAppear(true)", "\(navigation) coordinator completion (cancelled: false)",
            "\(to) didMove(toParent: \(navigation))", "\(navigation) delegate didShow \(to)",
        ]
    }

    /// The tap at `time` on the back button, and the pop from `from` back to `to`.
    static func pop(from: String, to: String, at time: TimeInterval) -> [String] {
        [
            String(format: "t=%.3f tap ‹ %@", time, to), "\(from) willMove(toParent: nil)",
            "\(navigation) pop \(from) → \(to) began", "\(from) viewWillDisappear(true)", "\(to) viewWillAppear(true)",
            "\(navigation) delegate willShow \(to)", "\(navigation) coordinator alongside animation",
            "\(navigation) context.completeTransition(true)", "\(navigation) pop \(from) → \(to) completed",
            "\(from) viewDidDisappear(true)", "\(to) viewDidAppear(true)",
            "\(navigation) coordinator completion (cancelled: false)", "\(from) didMove(toParent: nil)",
            "\(navigation) delegate didShow \(to)",
        ]
    }

    /// The tap at `time` on “New” and the full-screen presentation of the second page with the delegate's
    /// animator: the presenter (the navigation controller) and the first page disappear, their views taken away
    /// once the presentation ends, after the second page's `viewDidAppear`.
    static func present(at time: TimeInterval) -> [String] {
        [
            String(format: "t=%.3f tap New", time), "\(second) loadView", "\(second) viewDidLoad",
            "\(navigation) delegate transitioning animationController(forPresented:)",
            "\(navigation) delegate transitioning interactionControllerForPresentation",
            "\(navigation) present \(second) began", "\(navigation) viewWillDisappear(true)",
            "\(first) viewWillDisappear(true)", "\(second) viewWillAppear(true)",
            "\(navigation) delegate presentationController presentationTransitionWillBegin",
            "\(navigation) context.completeTransition(true)", "\(navigation) present \(second) completed",
            "\(navigation) delegate presentationController presentationTransitionDidEnd(true)",
            "\(second) viewDidAppear(true)", "\(navigation) viewDidDisappear(true)", "\(first) viewDidDisappear(true)",
        ]
    }

    /// The tap at `time` on `target` and the dismissal: the presenter and the first page appear again.
    static func dismiss(at time: TimeInterval, tapping target: String) -> [String] {
        [
            String(format: "t=%.3f tap %@", time, target),
            "\(navigation) delegate transitioning animationController(forDismissed:)",
            "\(navigation) delegate transitioning interactionControllerForDismissal",
            "\(navigation) dismiss \(second) began", "\(second) viewWillDisappear(true)",
            "\(navigation) viewWillAppear(true)", "\(first) viewWillAppear(true)",
            "\(navigation) delegate presentationController dismissalTransitionWillBegin",
            "\(navigation) context.completeTransition(true)", "\(navigation) dismiss \(second) completed",
            "\(navigation) delegate presentationController dismissalTransitionDidEnd(true)",
            "\(navigation) viewDidAppear(true)", "\(first) viewDidAppear(true)", "\(second) viewDidDisappear(true)",
        ]
    }

    /// A custom presentation demo's whole trace (its callbacks, without animation and layout lines).
    static func expected(
        type: HBLTransitionType, times: CustomPresentationTimes, dismissTarget: String = "返回"
    ) -> [String] {
        AnimationSetTrace.opening
            + push(from: home, to: list, loading: "TransitionListViewController", at: times.row, row: list)
            + push(from: list, to: first, at: times.listRow, row: type.rowTitle) + present(at: times.new)
            + dismiss(at: times.dismiss, tapping: dismissTarget) + pop(from: first, to: list, at: times.back)
            + pop(from: list, to: home, at: times.home)
    }
}

/// The four custom presentation demos: each plays the 各类转场动画 screen's row in the app's shell — the list and
/// its first page pushed, the second page presented full screen and dismissed with the row's animators — in
/// UIKit's order, draws what the animators do at the moments computed here (at 1 pixel per point, on frames of
/// the 30 fps recording), and leaves nothing behind — the last two checks also made of the list's three other
/// rows' demos (`TransitionListRowDemoTests`).
@MainActor
@Suite(.freshApplication) struct CustomPresentationDemoTests {
    static let purple = bytes(0.5, 0, 0.5)
    static let white = [255, 255, 255]
    static let black = [0, 0, 0]
    static let width = 390.0
    static let height = 844.0
    /// The round “New” button's centre: 34 points above the screen's bottom edge, 70 points wide.
    static let button = CGPoint(x: 195, y: 844 - 34 - 35)

    /// How far into the animation started by the tap at `tap` the frame at `time` is: a scripted tap lifts one
    /// 30 fps frame after it went down, and the button acts on the lift.
    static func elapsed(_ time: TimeInterval, since tap: TimeInterval) -> Double { time - tap - 1.0 / 30 }

    /// The callbacks of a recorded demo's trace, without the animation and layout lines.
    static func callbacks(_ recorded: RecordedDemo) -> [String] {
        recorded.trace.filter { !$0.contains(" animation ") && !$0.hasSuffix("LayoutSubviews") }
    }

    /// The pixel `distance` points from `center` towards `degrees` clockwise from straight up.
    static func pixel(from center: CGPoint, distance: Double, degrees: Double) -> (x: Int, y: Int) {
        let angle = degrees * .pi / 180
        return (Int((center.x + distance * sin(angle)).rounded()), Int((center.y - distance * cos(angle)).rounded()))
    }

    @Test func theBubbleGrowsFromNewAndShrinksBackIntoIt() {
        let recorded = RecordedDemo(BubblePresentDemo.self)
        let times = BubblePresentDemo.times
        #expect(Self.callbacks(recorded) == TransitionListTrace.expected(type: .bubble, times: times))
        // The disc's radius reaches from the screen's corner to (width, height); it grows from 0.001 of it.
        let radius = hypot(Self.width, Self.height)
        let growing = radius * (0.001 + 0.999 * ReferenceCurve.easeInOut(Self.elapsed(2.5, since: times.new) / 0.5))
        let frame = recorded.image(at: 2.5)
        // 15° left of straight up from the button, clear of the page growing inside the disc.
        let inside = Self.pixel(from: Self.button, distance: growing - 8, degrees: -15)
        let outside = Self.pixel(from: Self.button, distance: growing + 8, degrees: -15)
        #expect(frame.pixel(inside.x, inside.y, is: Self.purple))
        #expect(frame.pixel(outside.x, outside.y, is: Self.white))
        #expect(recorded.image(at: 3.4).pixel(60, 300, is: Self.purple))
        // The dismissal's disc shrinks back to the button; the first page shows around it.
        let shrinking = radius * (1 - 0.999 * ReferenceCurve.easeInOut(Self.elapsed(3.8, since: times.dismiss) / 0.5))
        let leaving = recorded.image(at: 3.8)
        #expect(leaving.pixel(195, Int((Self.button.y - shrinking + 8).rounded()), is: Self.purple))
        #expect(leaving.pixel(195, Int((Self.button.y - shrinking - 8).rounded()), is: Self.white))
        #expect(recorded.image(at: 4.5).pixel(60, 300, is: Self.white))
    }

    @Test func theHalfPresentRaisesACardAndATapAboveItDropsIt() {
        let recorded = RecordedDemo(HalfPresentDemo.self)
        let times = HalfPresentDemo.times
        #expect(
            Self.callbacks(recorded)
                == TransitionListTrace.expected(
                    type: .halfPresent, times: times, dismissTarget: "the screen above the card"))
        // The card's top rises from the bottom edge to half-way on the spring (damping 0.6, 0.5 s) while the screen
        // behind shrinks to 0.9 about its centre, showing the black window at its sides.
        for (time, tap, rising) in [(2.4, times.new, true), (3.4, times.new, true), (3.8, times.dismiss, false)] {
            let t = Self.elapsed(time, since: tap)
            let x = rising ? PresentCustomDemoTests.spring(t, dampingRatio: 0.6, duration: 0.5) : 1
            let q = rising ? 0 : ReferenceCurve.easeInOut(t / 0.5)
            let top = Self.height - Self.height / 2 * x + Self.height / 2 * q
            let scale = 1 - 0.1 * x * (1 - q)
            let left = Self.width / 2 * (1 - scale)
            let frame = recorded.image(at: time)
            #expect(frame.pixel(60, Int(top.rounded()) + 4, is: Self.purple), "\(time)")
            #expect(frame.pixel(60, Int(top.rounded()) - 4, is: Self.white), "\(time)")
            #expect(frame.pixel(Int(left.rounded()) - 4, 300, is: Self.black), "\(time)")
            #expect(frame.pixel(Int(left.rounded()) + 4, 300, is: Self.white), "\(time)")
        }
        #expect(recorded.image(at: 4.5).pixel(5, 300, is: Self.white))
    }

    @Test func theRevealSlidesTheScreenRightAndBack() {
        let recorded = RecordedDemo(RevealLeftDemo.self)
        let times = RevealLeftDemo.times
        #expect(Self.callbacks(recorded) == TransitionListTrace.expected(type: .revealLeft, times: times))
        // The picture of the first page slides right until 40 points of it are left (spring, damping 0.6, 1 s),
        // the purple page beneath it; then back (critically damped, 1 s).
        let slid =
            350 * PresentCustomDemoTests.spring(Self.elapsed(2.6, since: times.new), dampingRatio: 0.6, duration: 1)
        let back =
            350
            * (1 - CustomPresentationAnimatorTests.criticalSpring(Self.elapsed(4.4, since: times.dismiss), duration: 1))
        for (time, edge) in [(2.6, slid), (3.9, 350), (4.4, back)] {
            let frame = recorded.image(at: time)
            #expect(frame.boundary(at: edge, row: 600, left: Self.purple, right: Self.white), "\(time)")
        }
        #expect(recorded.image(at: 5.5).pixel(60, 600, is: Self.white))
    }

    @Test func theTopLeftPresentGrowsOutOfTheCornerAndShrinksBackIntoIt() {
        let recorded = RecordedDemo(LeftTopPresentDemo.self)
        let times = LeftTopPresentDemo.times
        #expect(Self.callbacks(recorded) == TransitionListTrace.expected(type: .leftTopPresent, times: times))
        // Bounds and centre grow from zero at the corner and the scale from 0.001, so the page shows
        // (390 × 844)·x·scale large, centred at (195, 422)·x, at alpha x — on the spring (damping 0.6, 1 s)
        // growing, ease-in-out (1 s) shrinking.
        let growing = PresentCustomDemoTests.spring(Self.elapsed(2.4, since: times.new), dampingRatio: 0.6, duration: 1)
        let shrinking = 1 - ReferenceCurve.easeInOut(Self.elapsed(4.4, since: times.dismiss))
        for (time, x) in [(2.4, growing), (4.4, shrinking)] {
            let scale = 0.001 + 0.999 * x
            let right = Self.width / 2 * x * (1 + scale)
            let bottom = Self.height / 2 * x * (1 + scale)
            let frame = recorded.image(at: time)
            let inside = PresentCustomDemoTests.blend(Self.purple, min(x, 1), over: Self.white)
            #expect(frame.pixel(Int(right) - 10, Int(bottom) - 10, is: inside, tolerance: 3), "\(time)")
            #expect(frame.pixel(Int(right) + 10, Int(bottom) + 10, is: Self.white), "\(time)")
        }
        #expect(recorded.image(at: 3.9).pixel(300, 600, is: Self.purple))
    }

    @Test(arguments: customPresentationDemoNames + transitionListRowDemoNames)
    func sizeFramesAndKeyFrames(name: String) throws {
        let type = try #require(GalleryCatalog.demo(named: name) as? any WindowedDemo.Type)
        let demo = type.init()
        let recorded = RecordedDemo(instance: demo)
        #expect(recorded.size == CGSize(width: 390, height: 844))
        #expect(demo.window?.safeAreaInsets == UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        #expect(recorded.frames.count == Int((demo.duration * 30).rounded()) + 1)
        #expect(recorded.keyFrames.map(\.index) == demo.keyFrames.map { recorded.index(at: $0.time) })
        #expect(demo.keyFrames.allSatisfy { $0.time <= demo.duration })
    }

    @Test(arguments: customPresentationDemoNames + transitionListRowDemoNames)
    func everyControllerIsReleasedAndNothingIsLeftOver(name: String) throws {
        let type = try #require(GalleryCatalog.demo(named: name))
        let everything = LifecycleTrace()
        let demo = try #require(type.init() as? any AnimationSetDemo)
        _ = RecordedDemo(instance: demo)
        UIApplication.shared.runUntilIdle()
        // Back on the home: the lists, the pages, the tab bar controller and the animators are gone, and with
        // them the navigation controller's delegate.
        #expect(demo.app.screen == nil)
        #expect(demo.app.navigation?.delegate == nil)
        #expect(demo.app.navigation?.viewControllers.map(\.title) == ["动画集锦"])
        #expect(LeftoverStateChecker.check(try #require(demo.window)) == [])
        #expect(everything.controllersStillInMemory == ["UINavigationController", "动画集锦"])
    }
}
