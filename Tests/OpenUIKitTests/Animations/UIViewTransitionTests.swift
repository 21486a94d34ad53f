import Foundation
import Testing
@testable import OpenUIKit

/// UIView transitions: the option → CATransition mapping (fact 93), hierarchy changes (fact 95), completion.
@MainActor
@Suite struct UIViewTransitionTests {
    @Test func transitionOptionsMapToCoreAnimationTransitions() throws {
        UIApplication.shared.reset()
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
        UIApplication.shared.reset()
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
        UIView.transition(from: new, to: old, duration: 1, options: [.showHideTransitionViews, .transitionCrossDissolve])
        #expect(new.isHidden && new.superview === container && !old.isHidden)
    }

    @Test func withoutATransitionOptionChangesApplyAtOnce() {
        UIApplication.shared.reset()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        UIApplication.shared.advance(by: 0)
        var finished: [Bool] = []
        UIView.transition(with: view, duration: 1, options: [], animations: { view.alpha = 0.5 }) { finished.append($0) }
        #expect(view.layer.animationKeys() == nil && view.alpha == 0.5)
        UIApplication.shared.advance(by: 0)
        #expect(finished == [true])
        let orphan = UIView()
        let reports = Diagnostics.capture { UIView.transition(from: orphan, to: UIView(), duration: 1) }
        #expect(reports.count == 1)
    }
}
