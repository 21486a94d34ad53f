// swift-format-ignore-file
// (This file quotes the documentation, README.md and the DocC articles, verbatim: ReadmeCoverageTests checks it.)
import Foundation
import Testing
import OpenUIKitTesting
import OpenUIKit

/// What the documentation's presentation and tab bar examples print (this file's `print` records instead of writing).
@MainActor private var printedLines: [String] = []

@MainActor private func print(_ items: Any..., separator: String = " ", terminator: String = "\n") {
    printedLines += items.map { "\($0)" }.joined(separator: separator).components(separatedBy: "\n")
}

/// The documentation's presentation and tab bar examples, line for line, each checked against the documentation's output
/// block.
@MainActor
@Suite(.freshApplication, .serialized) struct ReadmeContainerExampleTests {
    @Test func aCustomPresentationWithAPresentationController() throws {
        printedLines = []
        let home = UIViewController()
        home.title = "Home"
        let window = UIWindow()
        window.rootViewController = home
        window.makeKeyAndVisible()
        UIApplication.shared.advance(by: 0)
        let card = UIViewController()
        card.title = "Card"

        final class DimmingController: UIPresentationController {
            let dimming = UIView()

            override var frameOfPresentedViewInContainerView: CGRect {
                let bounds = containerView!.bounds
                return CGRect(x: 0, y: bounds.height / 2, width: bounds.width, height: bounds.height / 2)
            }

            override func presentationTransitionWillBegin() {
                dimming.backgroundColor = .black
                dimming.frame = containerView!.bounds
                dimming.alpha = 0
                containerView!.addSubview(dimming)
                presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in self.dimming.alpha = 0.4 })
            }

            override func dismissalTransitionDidEnd(_ completed: Bool) {
                if completed { dimming.removeFromSuperview() }
            }
        }

        final class HalfSheet: UIViewControllerTransitioningDelegate {
            func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                        source: UIViewController) -> UIPresentationController? {
                DimmingController(presentedViewController: presented, presenting: presenting)
            }
        }

        let halfSheet = HalfSheet()
        card.modalPresentationStyle = .custom
        card.transitioningDelegate = halfSheet
        let trace = LifecycleTrace(recording: home)
        home.present(card, animated: true) { print("presented") }
        UIApplication.shared.runUntilIdle()
        print(trace.lines.joined(separator: "\n"))
        print(card.view.frame)

        let example = try #require(try ReadmeDocument().example(startingWith: "let home = UIViewController()"))
        #expect(printedLines == example.output)
        card.dismiss(animated: true)
        UIApplication.shared.runUntilIdle()
        #expect(window.subviews.count == 1)
        #expect(LeftoverStateChecker.check(window) == [])
    }

    @Test func aTabTappedWithItsTrace() throws {
        printedLines = []
        let first = UIViewController()
        first.title = "First"
        let second = UIViewController()
        second.title = "Second"

        let tabs = UITabBarController()
        tabs.title = "Tabs"
        tabs.viewControllers = [first, second]
        let window = UIWindow()
        window.rootViewController = tabs
        window.makeKeyAndVisible()
        UIApplication.shared.advance(by: 0)
        print(first.isViewLoaded, second.isViewLoaded)     // only the selected tab has loaded its view
        let trace = LifecycleTrace(recording: tabs)
        UIApplication.shared.tap(at: CGPoint(x: 292, y: 820))   // the second item of the 49 pt bar
        UIApplication.shared.advance(by: 0.1)
        print(tabs.selectedIndex)
        print(trace.lines.filter { !$0.contains("LayoutSubviews") }.joined(separator: "\n"))

        let example = try #require(try ReadmeDocument().example(startingWith: "let first = UIViewController()"))
        #expect(printedLines == example.output)
        #expect(LeftoverStateChecker.check(window) == [])
    }
}
