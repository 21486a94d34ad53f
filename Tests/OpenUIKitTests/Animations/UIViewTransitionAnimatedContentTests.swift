import Foundation
import Testing
@testable import OpenUIKit

/// `UIView.transition(with:…)` and `.allowAnimatedContent`: with the option an `animate` block nested in the
/// transition's block animates inside the transition, as in UIKit; without it the block's changes apply at once.
@MainActor
@Suite(.freshApplication) struct UIViewTransitionAnimatedContentTests {
    private func transition(_ options: UIView.AnimationOptions) throws -> (container: UIView, subview: UIView) {
        let (container, subview) = AnimationFixture.container()
        UIView.transition(with: container, duration: 1, options: options.union(.transitionCrossDissolve)) {
            UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) { subview.center.x = 70 }
        }
        return (container, subview)
    }

    @Test func withAllowAnimatedContentTheNestedBlockAnimates() throws {
        let (container, subview) = try transition(.allowAnimatedContent)
        #expect(container.layer.animation(forKey: "transition") is CATransition)
        #expect(subview.layer.animation(forKey: "position") != nil)
        UIApplication.shared.advance(by: 0.5)
        // Linear, half-way from 20 to 70.
        #expect(abs(try AnimationFixture.shownX(subview) - 45) < 1e-9)
        UIApplication.shared.runUntilIdle()
        #expect(try AnimationFixture.shownX(subview) == 70 && container.layer.animationKeys() == nil)
    }

    @Test func withoutItTheNestedBlockAppliesAtOnce() throws {
        let (container, subview) = try transition([])
        #expect(container.layer.animation(forKey: "transition") is CATransition)
        #expect(subview.layer.animationKeys() == nil)
        UIApplication.shared.advance(by: 0.5)
        #expect(try AnimationFixture.shownX(subview) == 70)
    }
}
