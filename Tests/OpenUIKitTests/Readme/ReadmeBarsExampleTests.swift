// swift-format-ignore-file
// (This file quotes the documentation, README.md and the DocC articles, verbatim: ReadmeCoverageTests checks it.)
import Foundation
import Testing
import OpenUIKitTesting
import OpenUIKit

/// What the documentation's bars example prints (this file's `print` records instead of writing).
@MainActor private var printedLines: [String] = []

@MainActor private func print(_ items: Any..., separator: String = " ", terminator: String = "\n") {
    printedLines += items.map { "\($0)" }.joined(separator: separator).components(separatedBy: "\n")
}

/// The documentation's bars example, line for line, checked against the documentation's output block.
@MainActor
@Suite(.freshApplication, .serialized) struct ReadmeBarsExampleTests {
    @Test func contentUnderTheBarsWithTheSafeArea() throws {
        printedLines = []
        final class Inbox: UIViewController {
            let compose = UIButton(type: .system)
            override func viewDidLoad() {
                super.viewDidLoad()
                title = "Inbox"
                navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .edit, target: self, action: Inbox.edit)
                view.addSubview(compose)
            }
            override func viewDidLayoutSubviews() {
                super.viewDidLayoutSubviews()
                let bottom = view.bounds.height - view.safeAreaInsets.bottom
                compose.frame = CGRect(x: 20, y: bottom - 64, width: view.bounds.width - 40, height: 44)
            }
            func edit() {}
        }

        let inbox = Inbox()
        let tabs = UITabBarController()
        tabs.viewControllers = [UINavigationController(rootViewController: inbox)]
        let window = UIWindow()
        window.rootViewController = tabs
        window.makeKeyAndVisible()
        UIApplication.shared.advance(by: 0)
        print(inbox.view.frame, inbox.view.safeAreaInsets)
        print(inbox.compose.frame)

        let example = try #require(try ReadmeDocument().example(startingWith: "final class Inbox: UIViewController {"))
        #expect(printedLines == example.output)
        #expect(inbox.navigationController?.navigationBar.topItem?.title == nil)
        #expect(inbox.navigationItem.rightBarButtonItem?.systemItem == .edit)
    }
}
