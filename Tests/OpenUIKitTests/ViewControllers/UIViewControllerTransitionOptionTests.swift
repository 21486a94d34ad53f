import Foundation
import Testing
import OpenUIKitTesting
@testable import OpenUIKit

/// Every UIView transition option through transition(from:to:), and the swapped-out child's release.
@MainActor
@Suite(.freshApplication) struct UIViewControllerTransitionOptionTests {
    @Test(arguments: [
        (
            UIView.AnimationOptions.transitionFlipFromLeft, "oglFlip",
            CATransitionSubtype.fromLeft as CATransitionSubtype?
        ),
        (.transitionFlipFromRight, "oglFlip", .fromRight),
        (.transitionFlipFromTop, "oglFlip", .fromTop),
        (.transitionFlipFromBottom, "oglFlip", .fromBottom),
        (.transitionCurlUp, "pageCurl", nil),
        (.transitionCurlDown, "pageUnCurl", nil),
        (.transitionCrossDissolve, "fade", nil),
    ])
    func eachTransitionOptionRunsItsEffectOnTheContainer(
        option: UIView.AnimationOptions, type: String, subtype: CATransitionSubtype?
    ) throws {
        let parent = UIViewController()
        let from = UIViewController()
        let to = UIViewController()
        ControllerFixtures.window(root: parent).makeKeyAndVisible()
        ControllerFixtures.embed(from, in: parent)
        UIApplication.shared.advance(by: 0)
        from.willMove(toParent: nil)
        parent.addChild(to)
        parent.transition(from: from, to: to, duration: 0.4, options: [option], animations: nil)
        UIApplication.shared.advance(by: 0.2)
        let transition = try #require(parent.view.layer.animation(forKey: "transition") as? CATransition)
        #expect(transition.type.rawValue == type && transition.subtype == subtype)
        UIApplication.shared.advance(by: 0.2)
        #expect(from.appearanceState == .disappeared && to.appearanceState == .appeared)
        #expect(parent.view.layer.animation(forKey: "transition") == nil)
    }

    @Test func theSwappedOutChildIsReleasedAfterTheCycle() {
        let parent = UIViewController()
        ControllerFixtures.window(root: parent).makeKeyAndVisible()
        let to = UIViewController()
        weak var weakFrom: UIViewController?
        weak var weakFromView: UIView?
        do {
            let from = UIViewController()
            weakFrom = from
            weakFromView = from.view
            ControllerFixtures.embed(from, in: parent)
            UIApplication.shared.advance(by: 0)
            from.willMove(toParent: nil)
            parent.addChild(to)
            parent.transition(
                from: from, to: to, duration: 0.25, options: [.curveEaseOut],
                animations: {
                    from.view.alpha = 0
                },
                completion: { _ in
                    from.removeFromParent()
                    to.didMove(toParent: parent)
                })
        }
        UIApplication.shared.runUntilIdle()
        #expect(weakFrom == nil)
        #expect(weakFromView == nil)
    }
}
