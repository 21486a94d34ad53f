// swift-format-ignore-file
// (This file quotes the documentation, README.md and the DocC articles, verbatim: ReadmeCoverageTests checks it.)
import Foundation
import Testing
import OpenUIKitTesting
import OpenUIKit

/// What the documentation's app example prints (this file's `print` records instead of writing).
@MainActor private var printedLines: [String] = []

@MainActor private func print(_ items: Any..., separator: String = " ", terminator: String = "\n") {
    printedLines += items.map { "\($0)" }.joined(separator: separator).components(separatedBy: "\n")
}

/// The documentation's "Run your own app on Linux" example, line for line, checked against the documentation's output block.
@MainActor
@Suite(.freshApplication, .serialized) struct ReadmeLifecycleExampleTests {
    @Test func anAppDelegateLaunchedHeadless() throws {
        printedLines = []
        final class AppDelegate: UIResponder, UIApplicationDelegate {   // `@main` in your executable
            var window: UIWindow?

            func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                window = UIWindow()
                window?.rootViewController = UIViewController()
                window?.makeKeyAndVisible()
                return true
            }

            func applicationDidEnterBackground(_ application: UIApplication) { print("saved") }
        }

        UIApplication.shared.launch(delegate: AppDelegate())
        print(UIApplication.shared.applicationState)
        UIApplication.shared.enterBackground()
        print(UIApplication.shared.applicationState)

        let example = try #require(try ReadmeDocument().example(startingWith: "final class AppDelegate: UIResponder, UIApplicationDelegate {   // `@main` in your executable"))
        #expect(printedLines == example.output)
        #expect(UIApplication.shared.keyWindow != nil)
    }
}
