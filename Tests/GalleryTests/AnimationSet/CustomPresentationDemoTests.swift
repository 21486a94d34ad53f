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
    static let navigation = "UINavigationController"
    static let home = "动画集锦"
    static let list = "各类转场动画"
    static let first = "TransitionFirstPageController"
    static let second = "TransitionSecondPageController"

    static let opening = [
        "\(navigation) loadView", "\(navigation) viewDidLoad", "AnimationSetHomeController loadView",
        "AnimationSetHomeController viewDidLoad", "\(navigation) viewWillAppear(false)", "\(home) viewWillAppear(false)",
        "\(navigation) viewDidAppear(false)", "\(home) viewDidAppear(false)",
    ]

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
        opening + push(from: home, to: list, loading: "TransitionListViewController", at: times.row, row: list)
            + push(from: list, to: first, at: times.listRow, row: type.rowTitle) + present(at: times.new)
            + dismiss(at: times.dismiss, tapping: dismissTarget) + pop(from: first, to: list, at: times.back)
            + pop(from: list, to: home, at: times.home)
    }
}

/// The four custom presentation demos: each plays the 各类转场动画 screen's row in the app's shell — the list and
/// its first page pushed, the second page presented full screen and dismissed with the row's animators — in
/// UIKit's order, draws what the animators do at the moments computed here, and leaves nothing behind.
@MainActor
@Suite(.freshApplication) struct CustomPresentationDemoTests {
    static let purple = bytes(0.5, 0, 0.5)
    static let white = [255, 255, 255]

    /// The callbacks of a recorded demo's trace, without the animation and layout lines.
    func callbacks(_ demo: any GalleryDemo.Type) -> [String] {
        RecordedDemo(demo).trace.filter { !$0.contains(" animation ") && !$0.hasSuffix("LayoutSubviews") }
    }

    @Test func eachDemoRunsInUIKitsOrder() {
        #expect(
            callbacks(BubblePresentDemo.self)
                == TransitionListTrace.expected(type: .bubble, times: BubblePresentDemo.times))
        #expect(
            callbacks(HalfPresentDemo.self)
                == TransitionListTrace.expected(
                    type: .halfPresent, times: HalfPresentDemo.times, dismissTarget: "the screen above the card"))
        #expect(
            callbacks(RevealLeftDemo.self)
                == TransitionListTrace.expected(type: .revealLeft, times: RevealLeftDemo.times))
        #expect(
            callbacks(LeftTopPresentDemo.self)
                == TransitionListTrace.expected(type: .leftTopPresent, times: LeftTopPresentDemo.times))
    }
}
