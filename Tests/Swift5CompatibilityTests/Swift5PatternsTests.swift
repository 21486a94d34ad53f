import OpenUIKit
import OpenUIKitTesting
import Testing

// This target compiles in the Swift 5 language mode, as most UIKit apps still do. Swift imports UIKit's main-actor
// annotations as `@preconcurrency` (SE-0337), so the patterns below compile against UIKit in Swift 5 mode (with
// at most warnings). They must compile against OpenUIKit the same way: a failure here is a compile error.

/// A controller whose observer block — `@Sendable` in Foundation's signature — touches its view, and whose
/// `deinit` (nonisolated) calls main-actor API, as countless apps written before Swift 6 do.
final class ObservingController: UIViewController {
    static let ping = Notification.Name("Swift5PatternsPing")
    var observer: NSObjectProtocol?
    var pings = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        observer = NotificationCenter.default.addObserver(forName: Self.ping, object: nil, queue: nil) {
            [weak self] _ in
            self?.pings += 1
            self?.view.backgroundColor = .red
        }
    }

    deinit {
        if let observer { NotificationCenter.default.removeObserver(observer) }
        view.layer.removeAllAnimations()
    }
}

/// A controller that wires a recognizer and a button with target–action in its `viewDidLoad`.
final class GestureController: UIViewController {
    var pans = 0
    var presses = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addGestureRecognizer(UIPanGestureRecognizer(target: self, action: GestureController.pan))
        let button = UIButton(type: .system)
        button.addTarget(self, action: GestureController.press, for: .touchUpInside)
        view.addSubview(button)
    }

    func pan(_ recognizer: UIPanGestureRecognizer) { pans += 1 }
    func press(_ sender: UIButton) { presses += 1 }
}

/// A plain (nonisolated) class whose stored property's initialiser makes a controller and a view.
final class ScreenFactory {
    let controller = UIViewController()
    let badge = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
    lazy var navigation = UINavigationController(rootViewController: controller)
}

/// A delegate declared without `@MainActor`, conforming to main-actor protocols as Swift 5 code does.
final class PlainAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.25 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        transitionContext.completeTransition(true)
    }
}

/// A nonisolated function using UIKit types, as Swift 5 helpers do.
func makeTitledController(_ title: String) -> UIViewController {
    let controller = UIViewController()
    controller.title = title
    return controller
}

@Suite(.freshApplication) struct Swift5PatternsTests {
    @MainActor
    @Test func anObserverBlockTouchesTheViewAndTheDeinitRuns() {
        var controller: ObservingController? = ObservingController()
        controller?.loadViewIfNeeded()
        NotificationCenter.default.post(name: ObservingController.ping, object: nil)
        #expect(controller?.pings == 1)
        #expect(controller?.view.backgroundColor == .red)
        weak let released = controller
        controller = nil
        #expect(released == nil)
        NotificationCenter.default.post(name: ObservingController.ping, object: nil)
    }

    @MainActor
    @Test func aNonisolatedClassMakesControllersInItsPropertyInitialisers() {
        let factory = ScreenFactory()
        #expect(factory.navigation.viewControllers == [factory.controller])
        #expect(factory.badge.frame == CGRect(x: 0, y: 0, width: 20, height: 20))
        #expect(makeTitledController("Inbox").title == "Inbox")
    }

    @MainActor
    @Test func targetActionWiringCompilesAndSends() {
        let controller = GestureController()
        controller.loadViewIfNeeded()
        (controller.view.subviews.first as? UIButton)?.sendActions(for: .touchUpInside)
        #expect(controller.presses == 1)
        #expect(controller.view.gestureRecognizers?.count == 1)
    }

    @MainActor
    @Test func aDelegateWithoutMainActorDrivesAPresentation() {
        final class Delegate: NSObject, UIViewControllerTransitioningDelegate {
            let animator = PlainAnimator()
            func animationController(
                forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
            ) -> UIViewControllerAnimatedTransitioning? { animator }
        }
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = UIViewController()
        window.makeKeyAndVisible()
        let delegate = Delegate()
        let presented = UIViewController()
        presented.modalPresentationStyle = .custom
        presented.transitioningDelegate = delegate
        window.rootViewController?.present(presented, animated: true)
        UIApplication.shared.runUntilIdle()
        #expect(window.rootViewController?.presentedViewController === presented)
    }
}
