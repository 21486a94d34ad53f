import Foundation
import Testing
import OpenUIKitTesting
@testable import OpenUIKit

/// Lazy view loading (UIViewController.h: `view`, `isViewLoaded`, `viewIfLoaded`, `loadViewIfNeeded()`).
@MainActor
@Suite(.freshApplication) struct UIViewControllerLoadingTests {
    @Test func theViewLoadsOnFirstAccessAndViewDidLoadRunsOncePerLoad() {
        let log = LoggingController.Log()
        let controller = LoggingController("A", log: log)
        #expect(!controller.isViewLoaded)
        #expect(controller.viewIfLoaded == nil)
        #expect(log.lines.isEmpty)
        let view: UIView = controller.view
        #expect(controller.isViewLoaded && controller.viewIfLoaded === view)
        _ = controller.view
        controller.loadViewIfNeeded()
        #expect(log.lines == ["A loadView", "A viewDidLoad"])
        #expect(view.frame == UIScreen.main.bounds)
    }

    @Test func loadViewIfNeededLoadsWithoutTouchingView() {
        let log = LoggingController.Log()
        let controller = LoggingController("A", log: log)
        controller.loadViewIfNeeded()
        #expect(controller.isViewLoaded)
        #expect(log.lines == ["A loadView", "A viewDidLoad"])
    }

    @Test func releasingTheViewLoadsItAgainWithViewDidLoad() {
        let log = LoggingController.Log()
        let controller = LoggingController("A", log: log)
        _ = controller.view
        controller.view = nil
        #expect(!controller.isViewLoaded)
        _ = controller.view
        #expect(log.lines == ["A loadView", "A viewDidLoad", "A loadView", "A viewDidLoad"])
    }

    @Test func aCustomLoadViewProvidesTheView() {
        final class Custom: UIViewController {
            override func loadView() { view = UIImageView(frame: CGRect(x: 0, y: 0, width: 10, height: 20)) }
        }
        let controller = Custom()
        #expect(controller.view is UIImageView)
        #expect(controller.view.frame == CGRect(x: 0, y: 0, width: 10, height: 20))
        #expect(controller.nibName == nil && controller.nibBundle == nil)
    }

    @Test func aLoadViewThatSetsNoViewIsReportedAndGetsAPlainView() {
        final class Forgetful: UIViewController {
            override func loadView() {}
        }
        let controller = Forgetful()
        var view: UIView?
        let reports = Diagnostics.capture { view = controller.view }
        #expect(reports.map(\.code) == [.invalidState])
        #expect(view != nil && view?.frame == UIScreen.main.bounds)
    }
}

extension UIViewControllerLoadingTests {
    @Test func theDefaultViewFollowsItsSuperviewsSize() {
        let controller = UIViewController()
        #expect(controller.view.autoresizingMask == [.flexibleWidth, .flexibleHeight])
        let container = UIView(frame: UIScreen.main.bounds)
        container.addSubview(controller.view)
        container.bounds.size = CGSize(width: 200, height: 300)
        #expect(controller.view.frame == CGRect(x: 0, y: 0, width: 200, height: 300))
    }
}
