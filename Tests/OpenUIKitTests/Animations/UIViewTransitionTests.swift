import Foundation
import Testing
import OpenUIKitTesting
@testable import OpenUIKit
import OpenQuartzCore

/// UIView transitions: the option → CATransition mapping (flips are "oglFlip", curls "pageCurl" and
/// "pageUnCurl"), hierarchy changes (Apple's transition(from:to:duration:options:completion:) documentation),
/// completion.
@MainActor
@Suite(.freshApplication) struct UIViewTransitionTests {
    @Test func transitionOptionsMapToCoreAnimationTransitions() throws {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        UIApplication.shared.advance(by: 0)
        let cases: [(UIView.AnimationOptions, String, CATransitionSubtype?)] = [
            (.transitionFlipFromLeft, "oglFlip", .fromLeft), (.transitionFlipFromRight, "oglFlip", .fromRight),
            (.transitionCurlUp, "pageCurl", nil), (.transitionCurlDown, "pageUnCurl", nil),
            (.transitionCrossDissolve, "fade", nil), (.transitionFlipFromTop, "oglFlip", .fromTop),
            (.transitionFlipFromBottom, "oglFlip", .fromBottom),
        ]
        for (option, type, subtype) in cases {
            UIView.transition(with: view, duration: 4, options: option, animations: { view.backgroundColor = .red })
            let transition = try #require(view.layer.animation(forKey: "transition") as? CATransition)
            #expect(transition.type.rawValue == type && transition.subtype == subtype && transition.duration == 4)
            #expect(view.layer.animation(forKey: "backgroundColor") == nil)
        }
    }

    @Test func transitionFromToSwapsTheViewsAndCompletesAfterTheDuration() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let old = UIView(frame: container.bounds), new = UIView(frame: container.bounds)
        container.addSubview(old)
        UIApplication.shared.advance(by: 0)
        var finished: [Bool] = []
        UIView.transition(from: old, to: new, duration: 1, options: [.transitionFlipFromLeft]) { finished.append($0) }
        #expect(old.superview == nil && new.superview === container)
        UIApplication.shared.advance(by: 0.5)
        #expect(finished.isEmpty)
        UIApplication.shared.advance(by: 0.5)
        #expect(finished == [true])
        UIView.transition(
            from: new, to: old, duration: 1, options: [.showHideTransitionViews, .transitionCrossDissolve])
        #expect(new.isHidden && new.superview === container && !old.isHidden)
    }

    @Test func withoutATransitionOptionChangesApplyAtOnce() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        UIApplication.shared.advance(by: 0)
        var finished: [Bool] = []
        UIView.transition(with: view, duration: 1, options: [], animations: { view.alpha = 0.5 }) {
            finished.append($0)
        }
        #expect(view.layer.animationKeys() == nil && view.alpha == 0.5)
        UIApplication.shared.advance(by: 0)
        #expect(finished == [true])
        let orphan = UIView()
        let reports = Diagnostics.capture { UIView.transition(from: orphan, to: UIView(), duration: 1) }
        #expect(reports.count == 1)
    }
}

/// Transitions: bad durations, the repeat/autoreverse/allowUserInteraction options, progress and removal.
@MainActor
@Suite(.freshApplication) struct UIViewTransitionOptionTests {
    @Test func aNegativeOrNaNDurationIsReportedAndAppliesAtOnce() {
        let (container, subview) = AnimationFixture.container()
        var finished: [Bool] = []
        let reports = Diagnostics.capture {
            UIView.transition(
                with: subview, duration: -1, options: .transitionCrossDissolve, animations: { subview.alpha = 0.5 }
            ) { finished.append($0) }
            UIView.transition(with: subview, duration: .nan, options: .transitionFlipFromLeft, animations: nil) {
                finished.append($0)
            }
            UIView.transition(from: subview, to: UIView(), duration: -.infinity, options: .transitionCurlUp) {
                finished.append($0)
            }
        }
        #expect(reports.map(\.code) == [.invalidTiming, .invalidTiming, .invalidTiming])
        #expect(
            subview.layer.animationKeys() == nil && container.layer.animationKeys() == nil && subview.superview == nil)
        #expect(finished.isEmpty)
        UIApplication.shared.advance(by: 0)
        #expect(finished == [true, true, true])
    }

    @Test func repeatAndAutoreverseGoToTheTransition() throws {
        let (_, subview) = AnimationFixture.container()
        UIView.transition(
            with: subview, duration: 1, options: [.transitionCrossDissolve, .repeat, .autoreverse], animations: nil)
        let transition = try #require(subview.layer.animation(forKey: "transition") as? CATransition)
        #expect(transition.repeatCount == .infinity && transition.autoreverses)
        UIView.transition(with: subview, duration: 1, options: [.transitionCrossDissolve], animations: nil)
        let plain = try #require(subview.layer.animation(forKey: "transition") as? CATransition)
        #expect(plain.repeatCount == 0 && !plain.autoreverses)
    }

    @Test func halfwayACrossDissolveShowsProgressOneHalf() throws {
        let (_, subview) = AnimationFixture.container()
        subview.backgroundColor = .red
        UIApplication.shared.advance(by: 0)
        UIView.transition(
            with: subview, duration: 1, options: .transitionCrossDissolve,
            animations: { subview.backgroundColor = .blue })
        UIApplication.shared.advance(by: 0.5)
        let shown = try #require(subview.layer.renderTree(atMediaTime: CACurrentMediaTime()).transition)
        // easeInOut at half time is one half.
        #expect(shown.type == .fade && abs(shown.progress - 0.5) < 1e-4)
        #expect(shown.previous.layer.backgroundColor == UIColor.red.cgColor)
        UIApplication.shared.advance(by: 0.25)
        let later = try #require(subview.layer.renderTree(atMediaTime: CACurrentMediaTime()).transition)
        #expect(abs(later.progress - (1 - 0.12916)) < 1e-4)
    }

    @Test func aRemovedTransitionCompletesWithFalse() {
        let (container, subview) = AnimationFixture.container()
        var finished: [Bool] = []
        UIView.transition(from: subview, to: UIView(), duration: 1, options: .transitionFlipFromTop) {
            finished.append($0)
        }
        UIApplication.shared.advance(by: 0.4)
        container.layer.removeAllAnimations()
        #expect(finished == [false])
    }

    @Test func theViewIgnoresTouchesDuringATransitionUnlessAllowed() {
        let (container, subview) = AnimationFixture.container()
        let point = CGPoint(x: 15, y: 15)
        UIView.transition(with: subview, duration: 1, options: .transitionCrossDissolve, animations: nil)
        #expect(container.hitTest(point, with: nil) === container)
        UIApplication.shared.advance(by: 1)
        #expect(container.hitTest(point, with: nil) === subview)
        UIView.transition(
            with: subview, duration: 1, options: [.transitionCrossDissolve, .allowUserInteraction], animations: nil)
        UIApplication.shared.advance(by: 0.5)
        #expect(container.hitTest(point, with: nil) === subview)
    }
}
