import Foundation
import Testing
@testable import OpenUIKit
import OpenUIKitTesting

/// `safeAreaInsets`: a controller's insets on its root view, passed down to the subviews they cover, with
/// `safeAreaInsetsDidChange()` then `viewSafeAreaInsetsDidChange()` when they change.
@MainActor
@Suite(.freshApplication) struct UIViewSafeAreaTests {
    /// A view that logs its safe-area changes.
    final class LoggingView: UIView {
        /// Not made from Interface Builder files: the coder gives no object.
        required init?(coder: NSCoder) {
            return nil
        }

        var log: [String] = []
        let name: String
        init(_ name: String, frame: CGRect) {
            self.name = name
            super.init(frame: frame)
        }
        override func safeAreaInsetsDidChange() {
            super.safeAreaInsetsDidChange()
            log.append("\(name) safeAreaInsetsDidChange \(safeAreaInsets)")
        }
    }

    /// A controller whose root view is a `LoggingView` writing into `log`.
    final class LoggingSafeAreaController: UIViewController {
        let root = LoggingView("view", frame: UIScreen.main.bounds)
        override func loadView() { view = root }
        override func viewSafeAreaInsetsDidChange() {
            super.viewSafeAreaInsetsDidChange()
            root.log.append("controller viewSafeAreaInsetsDidChange \(view.safeAreaInsets)")
        }
    }

    @Test func aWindowAndItsPlainViewsHaveNoInsets() {
        let window = UIWindow()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(view)
        window.makeKeyAndVisible()
        #expect(window.safeAreaInsets == .zero)
        #expect(view.safeAreaInsets == .zero)
    }

    @Test func additionalInsetsPassDownToTheSubviewsTheyCover() {
        let controller = LoggingSafeAreaController()
        let window = ControllerFixtures.window(root: controller)
        window.makeKeyAndVisible()
        let top = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let bottom = UIView(frame: CGRect(x: 0, y: 830, width: StandardScreen.width, height: 14))
        let inside = UIView(frame: CGRect(x: 20, y: 40, width: 100, height: 100))
        let nested = UIView(frame: CGRect(x: 0, y: 4, width: StandardScreen.width, height: 10))
        controller.view.addSubview(top)
        controller.view.addSubview(bottom)
        controller.view.addSubview(inside)
        bottom.addSubview(nested)
        controller.additionalSafeAreaInsets = UIEdgeInsets(top: 10, left: 5, bottom: 20, right: 15)
        #expect(controller.view.safeAreaInsets == UIEdgeInsets(top: 10, left: 5, bottom: 20, right: 15))
        // The top-left corner view: 10 of its top, 5 of its left.
        #expect(top.safeAreaInsets == UIEdgeInsets(top: 10, left: 5, bottom: 0, right: 0))
        // The strip at the bottom lies wholly below 844 − 20 = 824: its whole height (14) is inset.
        #expect(bottom.safeAreaInsets == UIEdgeInsets(top: 0, left: 5, bottom: 14, right: 15))
        // Its subview at y 4…14 of it: all of it is below the safe area (inset 10, its height).
        #expect(nested.safeAreaInsets == UIEdgeInsets(top: 0, left: 5, bottom: 10, right: 15))
        #expect(inside.safeAreaInsets == .zero)
        // Moving a view into the covered part changes its insets.
        inside.frame.origin = CGPoint(x: 20, y: 4)
        #expect(inside.safeAreaInsets == UIEdgeInsets(top: 6, left: 0, bottom: 0, right: 0))
        inside.removeFromSuperview()
        #expect(inside.safeAreaInsets == .zero)
    }

    @Test func theViewHearsFirstThenItsControllerAndOnlyOnChange() {
        let controller = LoggingSafeAreaController()
        let window = ControllerFixtures.window(root: controller)
        window.makeKeyAndVisible()
        let child = LoggingView("child", frame: CGRect(x: 0, y: 0, width: StandardScreen.width, height: 100))
        child.log = []
        controller.view.addSubview(child)
        controller.additionalSafeAreaInsets = UIEdgeInsets(top: 30, left: 0, bottom: 0, right: 0)
        controller.additionalSafeAreaInsets = UIEdgeInsets(top: 30, left: 0, bottom: 0, right: 0)
        controller.additionalSafeAreaInsets = .zero
        #expect(
            controller.root.log == [
                "view safeAreaInsetsDidChange {30.0, 0.0, 0.0, 0.0}",
                "controller viewSafeAreaInsetsDidChange {30.0, 0.0, 0.0, 0.0}",
                "view safeAreaInsetsDidChange {0.0, 0.0, 0.0, 0.0}",
                "controller viewSafeAreaInsetsDidChange {0.0, 0.0, 0.0, 0.0}",
            ])
        #expect(
            child.log == [
                "child safeAreaInsetsDidChange {30.0, 0.0, 0.0, 0.0}",
                "child safeAreaInsetsDidChange {0.0, 0.0, 0.0, 0.0}",
            ])
    }
}
