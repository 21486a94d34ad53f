import Foundation
import Testing
@testable import OpenUIKit

/// The first appearance of a controller laid out with constraints: the update pass, then the layout pass
/// between `viewWillAppear` and `viewDidAppear`. Known difference from iOS, which lays out once: the pass
/// runs twice, because the engine's frames set in the root view's `layoutSubviews()` resize its subviews,
/// and a resized layer marks its superlayer for layout (CALayer.h's rule as OpenQuartzCore applies it, even
/// during the superlayer's own layout), so the commit's layout loop runs the root view once more.
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

    @Test func theFirstAppearanceRunsTheUpdatePassOnceAndTheLayoutPassTwice() {
        let controller = Card()
        let window = UIWindow()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        UIApplication.shared.advance(by: 0.1)
        #expect(
            controller.log == [
                "viewWillAppear", "updateViewConstraints", "viewWillLayoutSubviews",
                "viewDidLayoutSubviews \(CGRect(x: 10, y: 10, width: 100, height: 100))", "viewWillLayoutSubviews",
                "viewDidLayoutSubviews \(CGRect(x: 10, y: 10, width: 100, height: 100))", "viewDidAppear",
            ])
    }
}
