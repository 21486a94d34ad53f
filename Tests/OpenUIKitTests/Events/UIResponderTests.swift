import Testing
@testable import OpenUIKit

/// The responder chain (`next`), the default forwarding of touches up the chain, and first-responder status.
@MainActor
@Suite struct UIResponderTests {
    final class FocusView: UIView {
        var refusesToResign = false
        override var canBecomeFirstResponder: Bool { true }
        override var canResignFirstResponder: Bool { !refusesToResign }
    }

    final class RecordingController: UIViewController {
        var log: [String] = []
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
            log.append("began \(touches.count)")
        }
        override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("moved") }
        override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("ended") }
        override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("cancelled") }
    }

    private func chain(from responder: UIResponder) -> [UIResponder] {
        var result: [UIResponder] = []
        var current: UIResponder? = responder
        while let next = current {
            result.append(next)
            current = next.next
        }
        return result
    }

    @Test func theChainGoesThroughControllersToTheWindowAndTheApplication() {
        UIApplication.shared.reset()
        let parent = UIViewController()
        let child = UIViewController()
        let window = UIWindow()
        window.rootViewController = parent
        window.makeKeyAndVisible()
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        let button = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        child.view.addSubview(button)
        let expected: [UIResponder] = [button, child.view, child, parent.view, parent, window, UIApplication.shared]
        #expect(chain(from: button).map(ObjectIdentifier.init) == expected.map(ObjectIdentifier.init))
        #expect(UIApplication.shared.next == nil)
    }

    @Test func aControllerWhoseViewIsOutOfTheHierarchyPassesToItsParent() {
        UIApplication.shared.reset()
        let parent = UIViewController()
        let child = UIViewController()
        parent.addChild(child)
        #expect(child.next === parent)
        #expect(UIViewController().next == nil)
        let loose = UIView()
        #expect(loose.next == nil)
    }

    @Test func uiKitClassesAreNSObjects() {
        UIApplication.shared.reset()
        let objects: [Any] = [UIView(), UIWindow(), UIViewController(), UIApplication.shared, UIEvent()]
        #expect(objects.allSatisfy { $0 is NSObject })
    }

    @Test func touchMethodsForwardUpTheChainByDefault() {
        UIApplication.shared.reset()
        let controller = RecordingController()
        let inner = UIView()
        controller.view.addSubview(inner)
        inner.touchesBegan([], with: nil)
        inner.touchesMoved([], with: nil)
        inner.touchesEnded([], with: nil)
        inner.touchesCancelled([], with: nil)
        #expect(controller.log == ["began 0", "moved", "ended", "cancelled"])
    }

    @Test func firstResponderNeedsAWindowAndAWillingPredecessor() {
        UIApplication.shared.reset()
        let window = UIWindow()
        window.makeKeyAndVisible()
        let first = FocusView()
        let second = FocusView()
        #expect(!first.becomeFirstResponder())  // not in a window
        window.addSubview(first)
        window.addSubview(second)
        #expect(!UIView().canBecomeFirstResponder)
        #expect(first.becomeFirstResponder() && first.isFirstResponder)
        first.refusesToResign = true
        #expect(!second.becomeFirstResponder())  // the current one refuses to resign
        #expect(first.isFirstResponder && !second.isFirstResponder)
        #expect(!first.resignFirstResponder() && first.isFirstResponder)
        first.refusesToResign = false
        #expect(second.becomeFirstResponder())
        #expect(!first.isFirstResponder && second.isFirstResponder)
        #expect(first.resignFirstResponder())  // not first responder: nothing to give up
        second.removeFromSuperview()  // leaving the window drops the status
        #expect(!second.isFirstResponder)
        #expect(!UIView().becomeFirstResponder())  // a plain view never accepts
    }
}
