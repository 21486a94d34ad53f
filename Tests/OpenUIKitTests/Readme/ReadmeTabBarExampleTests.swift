import Foundation
import Testing
import OpenUIKit

/// What the README's tab bar example prints (this file's `print` records instead of writing).
@MainActor private var printedLines: [String] = []

@MainActor private func print(_ items: Any..., separator: String = " ", terminator: String = "\n") {
    printedLines += items.map { "\($0)" }.joined(separator: separator).components(separatedBy: "\n")
}

/// The README's tab bar example, line for line, checked against the README's output block.
@MainActor
@Suite struct ReadmeTabBarExampleTests {
    @Test func aTabTappedWithItsTrace() throws {
        UIApplication.shared.reset()
        printedLines = []
        let first = UIViewController()
        first.title = "First"
        let second = UIViewController()
        second.title = "Second"

        let tabs = UITabBarController()
        tabs.title = "Tabs"
        tabs.viewControllers = [first, second]             // first: "First", second: "Second"
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

        let example = try #require(try ReadmeDocument().example(startingWith: "let tabs = UITabBarController()"))
        #expect(printedLines == example.output)
        #expect(LeftoverStateChecker.check(window) == [])
    }
}
