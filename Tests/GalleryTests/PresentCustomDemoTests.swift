import Foundation
import OpenCoreGraphics
import OpenUIKit
import Testing

@testable import Gallery
@testable import OpenQuartzCore
import OpenUIKitTesting

/// The present-custom demo: taps on the green First page's button present the red
/// Second page with the ported animators in turn — spring, slide, snapshot — and taps on Second's button
/// dismiss it. First sits in a navigation controller, which the presentations take as their presenter.
@MainActor
@Suite(.freshApplication) struct PresentCustomDemoTests {
    let first = bytes(0.2, 0.6, 0.35)
    let second = bytes(0.85, 0.2, 0.2)

    /// Where a mass-1 spring released from rest at 0 towards 1 is `t` seconds in, with the damping ratio
    /// and the stiffness whose envelope term (β/ω_d)·e^(−βD) is 0.1 % at `duration`, as measured on iOS 26.1.
    static func spring(_ t: Double, dampingRatio zeta: Double, duration: Double) -> Double {
        let omega0 = log(1000 * zeta / (1 - zeta * zeta).squareRoot()) / (zeta * duration)
        let omegaD = omega0 * (1 - zeta * zeta).squareRoot()
        return 1 - exp(-zeta * omega0 * t) * (cos(omegaD * t) + zeta * omega0 / omegaD * sin(omegaD * t))
    }

    /// The colour of `top` at `alpha` over `bottom`.
    static func blend(_ top: [Int], _ alpha: Double, over bottom: [Int]) -> [Int] {
        zip(top, bottom).map { Int((Double($0) * alpha + Double($1) * (1 - alpha)).rounded()) }
    }

    @Test func eachAnimatorPresentsAndDismissesInUIKitsOrder() {
        let trace = RecordedDemo(PresentCustomDemo.self).trace.filter {
            !$0.contains("animation ") && !$0.contains("LayoutSubviews")
        }
        let presentation = [
            "Second loadView", "Second viewDidLoad", "Nav delegate transitioning animationController(forPresented:)",
            "Nav delegate transitioning interactionControllerForPresentation", "Nav present Second began",
            "Nav viewWillDisappear(true)", "First viewWillDisappear(true)", "Second viewWillAppear(true)",
            "Nav delegate presentationController presentationTransitionWillBegin",
            "Nav context.completeTransition(true)", "Nav present Second completed",
            "Nav delegate presentationController presentationTransitionDidEnd(true)", "Second viewDidAppear(true)",
            "Nav viewDidDisappear(true)", "First viewDidDisappear(true)",
        ]
        let dismissal = [
            "Nav delegate transitioning animationController(forDismissed:)",
            "Nav delegate transitioning interactionControllerForDismissal", "Nav dismiss Second began",
            "Second viewWillDisappear(true)", "Nav viewWillAppear(true)", "First viewWillAppear(true)",
            "Nav delegate presentationController dismissalTransitionWillBegin",
            "Nav context.completeTransition(true)", "Nav dismiss Second completed",
            "Nav delegate presentationController dismissalTransitionDidEnd(true)", "Nav viewDidAppear(true)",
            "First viewDidAppear(true)", "Second viewDidDisappear(true)",
        ]
        var expected = [
            "Nav loadView", "Nav viewDidLoad", "First loadView", "First viewDidLoad", "Nav viewWillAppear(false)",
            "First viewWillAppear(false)", "Nav viewDidAppear(false)", "First viewDidAppear(false)",
        ]
        for (type, time) in PresentCustomDemo.presentations {
            expected.append(String(format: "t=%.3f tap Present (\(type))", time))
            expected += presentation
            expected.append(String(format: "t=%.3f tap Dismiss", time + PresentCustomDemo.dismissDelay))
            expected += dismissal
        }
        #expect(trace == expected)
    }

    @Test func theSpringScalesTheSecondPageInFromTheCorner() {
        let recorded = RecordedDemo(PresentCustomDemo.self)
        // 0.1 s after the tap (the spring starts at its lift) into the 0.5 s spring (damping 0.6): frame, transform and alpha all follow the spring x. The
        // frame grows from .zero (the seed sets it under the 0.001 scale) and the scale from 0.001, so the
        // page shows centred at (120x, 160x), (240 × 320) x × scale large, at alpha x.
        let x = Self.spring(0.1 - tapDelay, dampingRatio: 0.6, duration: 0.5)
        let scale = 0.001 + 0.999 * x
        let halfWidth = 120 * x * scale
        let halfHeight = 160 * x * scale
        let (left, right) = (120 * x - halfWidth, 120 * x + halfWidth)
        let (top, bottom) = (160 * x - halfHeight, 160 * x + halfHeight)
        // UIKit's mapping from (duration, damping) to the spring is the one measured on the iOS 26.1 simulator
        // (ω0 = ln(1000ζ/√(1 − ζ²))/(ζ·D)); the points stay 12 pt clear of the edges and the colour within 10,
        // for the compositor's filtering of the scaled page.
        let image = recorded.image(at: 0.4)
        let inside = Self.blend(second, x, over: first)
        let (middleX, middleY) = (Int(left) + 20, Int(top) + 20)
        #expect(image.pixel(Int(left) + 12, middleY, is: inside, tolerance: 10))
        #expect(image.pixel(Int(right) - 12, middleY, is: inside, tolerance: 10))
        #expect(image.pixel(Int(left) - 12, middleY, is: first))
        #expect(image.pixel(Int(right) + 12, middleY, is: first))
        #expect(image.pixel(middleX, Int(top) - 12, is: first))
        #expect(image.pixel(middleX, Int(bottom) - 12, is: inside, tolerance: 10))
        #expect(image.pixel(middleX, Int(bottom) + 12, is: first))
        #expect(recorded.image(at: 1.0).pixel(5, 5, is: second))
        // The dismissal fades Second out over 0.5 s (ease-in-out), here 0.3 s after the tap.
        let alpha = 1 - ReferenceCurve.easeInOut((0.3 - tapDelay) / 0.5)
        #expect(recorded.image(at: 1.6).pixel(5, 5, is: Self.blend(second, alpha, over: first), tolerance: 2))
    }

    @Test func theSlideAndTheSnapshotMoveOnTheEaseInOutCurve() {
        let recorded = RecordedDemo(PresentCustomDemo.self)
        // Each animation is 0.5 s long, from the tap's lift; the frames below are 0.3 s after the taps.
        let progress = ReferenceCurve.easeInOut((0.3 - tapDelay) / 0.5)
        // The slide: Second's left edge comes in from the right, then goes back out.
        #expect(recorded.image(at: 2.4).boundary(at: 240 * (1 - progress), row: 40, left: first, right: second))
        #expect(recorded.image(at: 3.4).boundary(at: 240 * progress, row: 40, left: first, right: second))
        // The snapshot of First slides down over Second to 80 % of the height (256 pt)…
        #expect(recorded.image(at: 4.2).boundary(at: 256 * progress, column: 5, above: second, below: first))
        // …then it stays, covering Second's lowest 64 pt…
        #expect(recorded.image(at: 4.6).boundary(at: 256, column: 5, above: second, below: first))
        // …until the dismissal finds it by its tag and slides it back up.
        #expect(recorded.image(at: 5.2).boundary(at: 256 * (1 - progress), column: 5, above: second, below: first))
        #expect(recorded.image(at: 5.6).pixel(5, 5, is: first))
    }

    @Test func theSnapshotIsFoundAgainAndEverySecondPageIsReleased() throws {
        let live = LiveDemo(PresentCustomDemo())
        let first = try #require(live.demo.first)
        live.run(to: 1.0)
        weak var springPage = first.secondVC
        #expect(springPage != nil)
        live.run(to: 2.1)
        #expect(springPage == nil)
        live.run(to: 4.6)
        let container = try #require(first.secondVC?.presentationController?.containerView)
        let snapshot = try #require(container.viewWithTag(HBLTransitionAnimator.imgViewTag))
        live.run(to: 5.2)
        #expect((first.dismissAnimator as? HBLTransitionAnimator)?.foundSnapshot === snapshot)
        live.run(to: live.demo.duration)
        UIApplication.shared.runUntilIdle()
        #expect(snapshot.superview == nil)
        #expect(first.secondVC == nil)
    }
}

extension CGImage {
    /// Whether, in column `x`, the colour `above` reaches down to the boundary at `y` and `below` starts
    /// under it: sampled two pixels either side, clear of the antialiased edge.
    func boundary(at y: Double, column x: Int, above: [Int], below: [Int]) -> Bool {
        pixel(x, Int(y.rounded(.down)) - 2, is: above) && pixel(x, Int(y.rounded(.up)) + 1, is: below)
    }
}
