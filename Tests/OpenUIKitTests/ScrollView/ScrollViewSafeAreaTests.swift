import Foundation
import Testing
@testable import OpenUIKit
import OpenUIKitTesting

/// A scroll view adds the safe area to its insets (`contentInsetAdjustmentBehavior`), so content under a
/// translucent bar starts below it, and content resting at the top follows the insets when they change.
@MainActor
@Suite(.freshApplication) struct ScrollViewSafeAreaTests {
    /// A controller whose root view is a tall scroll view.
    final class ScrollingController: UIViewController {
        let scrollView = UIScrollView(frame: UIScreen.main.bounds)
        override func loadView() {
            scrollView.contentSize = CGSize(width: StandardScreen.width, height: 2000)
            view = scrollView
        }
    }

    @Test func aRootScrollViewInANavigationControllerStartsBelowTheBar() {
        let controller = ScrollingController()
        let (nav, window) = NavigationSetup.showing(controller)
        #expect(window.isKeyWindow)
        let scroll = controller.scrollView
        #expect(scroll.contentInsetAdjustmentBehavior == .automatic)
        #expect(scroll.contentInset == .zero)
        #expect(scroll.adjustedContentInset == UIEdgeInsets(top: 44, left: 0, bottom: 0, right: 0))
        #expect(scroll.contentOffset == CGPoint(x: 0, y: -44))
        // Hiding the bar: the insets go, and the content resting at the top follows.
        nav.setNavigationBarHidden(true, animated: false)
        #expect(scroll.adjustedContentInset == .zero)
        #expect(scroll.contentOffset == .zero)
        nav.setNavigationBarHidden(false, animated: false)
        // Scrolled away from the top, the content stays where it is.
        scroll.contentOffset = CGPoint(x: 0, y: 300)
        scroll.contentInsetAdjustmentBehavior = .never
        #expect(scroll.adjustedContentInset == .zero)
        #expect(scroll.contentOffset == CGPoint(x: 0, y: 300))
        scroll.contentInsetAdjustmentBehavior = .always
        #expect(scroll.adjustedContentInset == UIEdgeInsets(top: 44, left: 0, bottom: 0, right: 0))
    }

    @Test func scrollableAxesTakesOnlyTheInsetsOfAxesThatScroll() {
        let controller = UIViewController()
        let window = ControllerFixtures.window(root: controller)
        window.makeKeyAndVisible()
        let scroll = UIScrollView(frame: controller.view.bounds)
        scroll.contentInsetAdjustmentBehavior = .scrollableAxes
        scroll.contentSize = CGSize(width: StandardScreen.width, height: 500)
        controller.view.addSubview(scroll)
        controller.additionalSafeAreaInsets = UIEdgeInsets(top: 20, left: 10, bottom: 30, right: 10)
        // Not taller than the view and not bouncing: no vertical insets; not wider: no horizontal ones.
        #expect(scroll.safeAreaInsets == UIEdgeInsets(top: 20, left: 10, bottom: 30, right: 10))
        #expect(scroll.adjustedContentInset == .zero)
        scroll.alwaysBounceVertical = true
        #expect(scroll.adjustedContentInset == UIEdgeInsets(top: 20, left: 0, bottom: 30, right: 0))
    }
}
