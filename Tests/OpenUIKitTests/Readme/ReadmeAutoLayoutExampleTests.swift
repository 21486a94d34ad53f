// swift-format-ignore-file
// (This file quotes the documentation, README.md and the DocC articles, verbatim: ReadmeCoverageTests checks it.)
import Foundation
import Testing
import OpenUIKitTesting
import OpenUIKit

/// What the documentation's Auto Layout example prints (this file's `print` records instead of writing).
@MainActor private var printedLines: [String] = []

@MainActor private func print(_ items: Any..., separator: String = " ", terminator: String = "\n") {
    printedLines += items.map { "\($0)" }.joined(separator: separator).components(separatedBy: "\n")
}

/// The documentation's Auto Layout example, line for line, checked against the documentation's output block.
@MainActor
@Suite(.freshApplication, .serialized) struct ReadmeAutoLayoutExampleTests {
    @Test func aConstantAnimatedFrameByFrame() throws {
        printedLines = []
        final class Banner: UIViewController {
            let card = UIView()
            var height: NSLayoutConstraint!
            override func viewDidLoad() {
                super.viewDidLoad()
                card.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(card)
                height = card.heightAnchor.constraint(equalToConstant: 100)
                NSLayoutConstraint.activate([
                    card.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
                    card.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
                    card.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
                    height,
                ])
            }
        }

        let banner = Banner()
        let window = UIWindow()
        window.rootViewController = banner
        window.makeKeyAndVisible()
        UIApplication.shared.advance(by: 0)
        print(banner.card.frame)
        UIView.animate(withDuration: 0.5, delay: 0, options: [.curveLinear]) {
            banner.height.constant = 300
            banner.view.layoutIfNeeded()
        }
        print(banner.card.frame)
        UIApplication.shared.advance(by: 0.25)
        print(banner.card.layer.presentation()!.frame)

        let example = try #require(try ReadmeDocument().example(startingWith: "final class Banner: UIViewController {"))
        #expect(printedLines == example.output)
        // Worked out from the equations: x = the root view's minimum margin 16 (a compact width), width
        // 390 − 2 × 16, y = 20; half of 100 → 300.
        let expected = [100, 300, 200].map { CGRect(x: 16, y: 20, width: 358, height: CGFloat($0)) }
        #expect(printedLines == expected.map { "\($0)" })
    }
}
