import Foundation
import Testing
@testable import OpenUIKit
import OpenUIKitTesting

/// The built-in push and pop, frame by frame, against the curve computed here: a critically damped spring
/// (mass 1) whose response brings it within 0.1 % of its target at 0.35 s. For ζ = 1 the remaining distance
/// from rest is (1 + ωt)·e^(−ωt); ω·0.35 = x solves x = ln 1000 + ln(1 + x).
@MainActor
@Suite(.freshApplication) struct NavigationDefaultAnimationTests {
    private static let omega: Double = {
        var x = log(1000.0)
        for _ in 0..<200 { x = log(1000.0) + log(1 + x) }
        return x / 0.35
    }()

    /// How far the built-in transition is `t` seconds in.
    private static func progress(_ t: Double) -> Double {
        1 - (1 + omega * t) * exp(-omega * t)
    }

    /// The dimming view the built-in animator puts in the container.
    private func dimming(in s: NavigationSetup) -> UIView? {
        s.nav.contentView.subviews.first { $0.owningViewController == nil }
    }

    @Test func thePushSlidesInFromTheRightOverTheParallaxedOldView() throws {
        let s = NavigationSetup()
        let b = s.controller("B")
        s.nav.pushViewController(b, animated: true)
        let width = s.nav.contentView.bounds.width
        let dimmingView = try #require(dimming(in: s))
        #expect(s.nav.contentView.subviews == [s.root.view, dimmingView, b.view])
        for frame in 1...20 {
            UIApplication.shared.advance(by: 1.0 / 60)
            let p = Self.progress(Double(frame) / 60)
            #expect(abs(NavigationSetup.shownX(b.view) - width * (1 - p)) < 1e-6, "frame \(frame)")
            #expect(abs(NavigationSetup.shownX(s.root.view) - (-117 * p)) < 1e-6, "frame \(frame)")
            let shownAlpha = Double((dimmingView.layer.presentation() ?? dimmingView.layer).opacity)
            #expect(abs(shownAlpha - 0.1 * p) < 1e-6, "frame \(frame)")
        }
        // At 0.35 s the spring is within 0.1 % of the end (under 0.4 pt): the animator ends there exactly,
        // without a visible jump.
        #expect(abs(width * (1 - Self.progress(0.35))) < 0.4)
        UIApplication.shared.advance(by: 1.0 / 60)
        #expect(NavigationSetup.shownX(b.view) == 0)
        #expect(NavigationSetup.shownX(s.root.view) == -117)
        UIApplication.shared.runUntilIdle()
        #expect(dimmingView.superview == nil)
        #expect(b.view.frame.minX == 0)
        #expect(LeftoverStateChecker.check(s.window) == [])
    }

    @Test func thePopIsTheReverse() throws {
        let s = NavigationSetup()
        let b = s.controller("B")
        s.nav.pushViewController(b, animated: false)
        s.nav.popViewController(animated: true)
        let width = s.nav.contentView.bounds.width
        let dimmingView = try #require(dimming(in: s))
        #expect(s.nav.contentView.subviews == [s.root.view, dimmingView, b.view])
        for frame in [1, 5, 10, 15, 20] {
            // The set-up ran at time 0 and the non-animated push took no time: the pop started at 0.
            UIApplication.shared.advance(by: Double(frame) / 60 - CACurrentMediaTime())
            let p = Self.progress(Double(frame) / 60)
            #expect(abs(NavigationSetup.shownX(b.view) - width * p) < 1e-6, "frame \(frame)")
            #expect(abs(NavigationSetup.shownX(s.root.view) - (-117 * (1 - p))) < 1e-6, "frame \(frame)")
            let shownAlpha = Double((dimmingView.layer.presentation() ?? dimmingView.layer).opacity)
            #expect(abs(shownAlpha - 0.1 * (1 - p)) < 1e-6, "frame \(frame)")
        }
        UIApplication.shared.runUntilIdle()
        #expect(s.nav.contentView.subviews == [s.root.view])
        #expect(LeftoverStateChecker.check(s.window) == [])
    }
}
