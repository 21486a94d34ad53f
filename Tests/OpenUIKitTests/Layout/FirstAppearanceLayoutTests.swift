import Foundation
import Testing
@testable import OpenUIKit

/// The first appearance of a controller laid out with constraints runs one layout pass, as on iOS: the
/// update pass, then `viewWillLayoutSubviews`/`viewDidLayoutSubviews` once between `viewWillAppear` and
/// `viewDidAppear`. The subviews the pass sizes do not mark their superview for a second pass.
@MainActor
@Suite(.freshApplication) struct FirstAppearanceLayoutTests {
    final class Card: UIViewController {
        var log: [String] = []
        let card = UIView()
        override func viewDidLoad() {
            super.viewDidLoad()
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
            log.append("viewDidLayoutSubviews \(card.frame)")
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

    @Test func theFirstAppearanceLaysOutOnce() {
        let controller = Card()
        let window = UIWindow()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        UIApplication.shared.advance(by: 0.1)
        #expect(
            controller.log == [
                "viewWillAppear", "updateViewConstraints", "viewWillLayoutSubviews",
                "viewDidLayoutSubviews \(CGRect(x: 10, y: 10, width: 100, height: 100))", "viewDidAppear",
            ])
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
        // Resizing the subview from outside still lays its superview out (CALayer.h).
        view.inner.frame = CGRect(x: 0, y: 0, width: 5, height: 5)
        #expect(view.layer.needsLayout())
    }
}
