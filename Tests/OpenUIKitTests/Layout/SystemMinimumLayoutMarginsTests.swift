import Foundation
import Testing
@testable import OpenUIKit
import TestSupport

/// A view controller's root view and UIKit's system minimum margins (`systemMinimumLayoutMargins`:
/// 16 points leading and trailing in a compact width, 20 in a regular one, 0 on top and at the bottom;
/// `viewRespectsSystemMinimumLayoutMargins`). Expected frames are the margins guide's equations.
@MainActor
@Suite(.freshApplication) struct SystemMinimumLayoutMarginsTests {
    /// A controller whose card is pinned to its root view's margins guide, shown in a window.
    private func shown(_ configure: (UIViewController) -> Void = { _ in }) -> (UIViewController, UIView) {
        let controller = UIViewController()
        let card = UIView()
        card.translatesAutoresizingMaskIntoConstraints = false
        controller.view.addSubview(card)
        let guide = controller.view.layoutMarginsGuide
        NSLayoutConstraint.activate([
            card.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            card.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
            card.topAnchor.constraint(equalTo: guide.topAnchor),
            card.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
        ])
        configure(controller)
        let window = UIWindow()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        UIApplication.shared.advance(by: 0)
        return (controller, card)
    }

    @Test func aRootViewOnAPhoneHasSixteenPointSideMargins() {
        let (controller, card) = shown()
        #expect(
            controller.systemMinimumLayoutMargins
                == NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16))
        #expect(controller.viewRespectsSystemMinimumLayoutMargins)
        #expect(controller.view.directionalLayoutMargins == controller.systemMinimumLayoutMargins)
        // 390 − 2 × 16 = 358 wide; no top or bottom margin on the headless screen's zero safe area.
        #expect(card.frame == CGRect(x: 16, y: 0, width: 358, height: StandardScreen.height))
    }

    @Test func onAnIPadTheMinimumIsTwentyAndTheSafeAreaAddsToTheMargins() {
        UIScreen.main.use(.iPadAir)
        let (controller, card) = shown()
        #expect(
            controller.systemMinimumLayoutMargins
                == NSDirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20))
        // Margins measured from the safe area (24 on top, 20 at the bottom): y 24, height 1180 − 24 − 20.
        #expect(card.frame == CGRect(x: 20, y: 24, width: 820 - 40, height: 1180 - 44))
    }

    @Test func smallerMarginsSetOnTheRootViewAreRaisedToTheMinimum() {
        let (controller, card) = shown {
            $0.view.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 30)
        }
        // leading max(5, 16) = 16, trailing max(30, 16) = 30, top and bottom max(5, 0) = 5.
        #expect(
            controller.view.directionalLayoutMargins
                == NSDirectionalEdgeInsets(top: 5, leading: 16, bottom: 5, trailing: 30))
        #expect(
            card.frame == CGRect(x: 16, y: 5, width: StandardScreen.width - 16 - 30, height: StandardScreen.height - 10)
        )
    }

    @Test func aControllerThatDoesNotRespectTheMinimumTakesTheMarginsSet() {
        let (controller, card) = shown {
            $0.view.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
        }
        controller.viewRespectsSystemMinimumLayoutMargins = false
        controller.view.layoutIfNeeded()
        #expect(
            controller.view.directionalLayoutMargins
                == NSDirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5))
        #expect(card.frame == CGRect(x: 5, y: 5, width: 380, height: 834))
        controller.viewRespectsSystemMinimumLayoutMargins = true
        controller.view.layoutIfNeeded()
        #expect(card.frame == CGRect(x: 16, y: 5, width: 358, height: 834))
    }

    @Test func subviewsKeepTheirEightPointMargins() {
        let (controller, _) = shown()
        let inner = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        controller.view.addSubview(inner)
        #expect(inner.directionalLayoutMargins == NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8))
        #expect(UIView().layoutMargins == UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
    }
}
