import Foundation
import Testing
@testable import OpenUIKit

/// The first appearance of a controller laid out with constraints runs one layout pass, as on iOS: the
/// update pass, then `viewWillLayoutSubviews`, the root view's `layoutSubviews`, `viewDidLayoutSubviews`
/// and the subviews' own `layoutSubviews`, each once, between `viewWillAppear` and `viewDidAppear`
/// (UIViewController.h: the controller's pair brackets its view's `layoutSubviews`). The subviews that the
/// root view's `layoutSubviews` sizes do not mark it for a second pass: Core Animation lays a layer out
/// once per pass, and a superview that sizes its subviews in `layoutSubviews` is not laid out again for it.
@MainActor
@Suite(.freshApplication) struct FirstAppearanceLayoutTests {
    /// A view that logs its `layoutSubviews` into the controller's log.
    final class LoggingView: UIView {
        var name = ""
        var log: (String) -> Void = { _ in }
        override func layoutSubviews() {
            super.layoutSubviews()
            log("\(name) layoutSubviews \(frame)")
        }
    }

    final class Card: UIViewController {
        var log: [String] = []
        let card = LoggingView()
        override func loadView() {
            let root = LoggingView()
            root.name = "root"
            root.log = { [unowned self] in log.append($0) }
            view = root
        }
        override func viewDidLoad() {
            super.viewDidLoad()
            card.name = "card"
            card.log = { [unowned self] in log.append($0) }
            card.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(card)
            NSLayoutConstraint.activate([
                card.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 10),
                card.topAnchor.constraint(equalTo: view.topAnchor, constant: 10),
                card.widthAnchor.constraint(equalToConstant: 100),
                card.heightAnchor.constraint(equalToConstant: 100),
            ])
        }
        override func viewWillAppear(_ animated: Bool) {
            log.append("viewWillAppear")
            super.viewWillAppear(animated)
        }
        override func viewDidAppear(_ animated: Bool) {
            log.append("viewDidAppear")
            super.viewDidAppear(animated)
        }
        override func updateViewConstraints() {
            log.append("updateViewConstraints")
            super.updateViewConstraints()
        }
        override func viewWillLayoutSubviews() {
            log.append("viewWillLayoutSubviews")
            super.viewWillLayoutSubviews()
        }
        override func viewDidLayoutSubviews() {
            log.append("viewDidLayoutSubviews card \(card.frame)")
            super.viewDidLayoutSubviews()
        }
    }

    /// A view that sizes its one subview in `layoutSubviews`, counting its passes.
    final class Sizing: UIView {
        var passes = 0
        let inner = UIView()
        override func layoutSubviews() {
            passes += 1
            if inner.superview == nil { addSubview(inner) }
            inner.frame = bounds.insetBy(dx: 10, dy: 10)
        }
    }

    @Test func theFirstAppearanceRunsTheUpdatePassAndTheLayoutPassOnce() {
        let controller = Card()
        let window = UIWindow()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        UIApplication.shared.advance(by: 0.1)
        let screen = window.bounds
        #expect(
            controller.log == [
                "viewWillAppear", "updateViewConstraints", "viewWillLayoutSubviews",
                "root layoutSubviews \(screen)",
                "viewDidLayoutSubviews card \(CGRect(x: 10, y: 10, width: 100, height: 100))",
                "card layoutSubviews \(CGRect(x: 10, y: 10, width: 100, height: 100))", "viewDidAppear",
            ])
    }

    /// Starts a transition from inside its first layout pass (`viewDidLayoutSubviews`): a presentation
    /// or a push of a `Card`.
    final class Starter: UIViewController {
        let card = Card()
        var start: (Starter) -> Void = { _ in }
        private var started = false
        override func viewDidLayoutSubviews() {
            super.viewDidLayoutSubviews()
            guard !started else { return }
            started = true
            start(self)
        }
    }

    /// A transition started inside a layout pass still ends with the new controller's view at its final frame
    /// (the whole screen) and laid out by its constraints: marks made from outside a layer's own layout (a
    /// container added, a view resized by an animator) still lay it out.
    @Test(arguments: ["present", "push"])
    func aTransitionStartedInsideTheLayoutPassLaysOutTheNewView(kind: String) {
        let starter = Starter()
        let window = UIWindow()
        if kind == "present" {
            starter.card.modalPresentationStyle = .fullScreen
            starter.start = { $0.present($0.card, animated: true) }
            window.rootViewController = starter
        } else {
            starter.start = { $0.navigationController?.pushViewController($0.card, animated: true) }
            window.rootViewController = UINavigationController(rootViewController: starter)
        }
        window.makeKeyAndVisible()
        UIApplication.shared.runUntilIdle()
        let card = starter.card
        #expect(card.view.window === window)
        #expect(card.view.convert(card.view.bounds, to: nil).size == window.bounds.size)
        #expect(card.card.frame == CGRect(x: 10, y: 10, width: 100, height: 100))
        // Under a navigation bar too: the pushed view extends under the bar (`edgesForExtendedLayout`).
        #expect(card.view.convert(card.card.frame, to: nil).origin == CGPoint(x: 10, y: 10))
        #expect(card.log.filter { $0 == "viewDidAppear" }.count == 1)
    }

    @Test func aViewSizingItsSubviewsLaysOutOncePerChange() {
        let view = Sizing(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.layoutIfNeeded()
        #expect(view.passes == 1)
        #expect(view.inner.frame == CGRect(x: 10, y: 10, width: 80, height: 80))
        view.frame = CGRect(x: 0, y: 0, width: 200, height: 100)
        UIApplication.shared.advance(by: 0)
        #expect(view.passes == 2)
        #expect(view.inner.frame == CGRect(x: 10, y: 10, width: 180, height: 80))
        // Resizing the subview from outside its superview's layout still lays the superview out (CALayer.h).
        view.inner.frame = CGRect(x: 0, y: 0, width: 5, height: 5)
        #expect(view.layer.needsLayout())
    }
}
