// swift-format-ignore-file
// (This file quotes the documentation, README.md and the DocC articles, verbatim: ReadmeCoverageTests checks it.)
import Foundation
import Testing
import OpenUIKitTesting
import OpenUIKit

/// What the documentation's page-view-controller example prints (this file's `print` records instead of writing).
@MainActor private var printedLines: [String] = []

@MainActor private func print(_ items: Any..., separator: String = " ", terminator: String = "\n") {
    printedLines += items.map { "\($0)" }.joined(separator: separator).components(separatedBy: "\n")
}

/// The documentation's page-curl example, line for line, checked against the documentation's output block.
@MainActor
@Suite(.freshApplication, .serialized) struct ReadmePageExampleTests {
    @Test func aCurlFinishedAndOneGivenUp() throws {
        printedLines = []
        final class Page: UIViewController {
            init(_ name: String) {
                super.init(nibName: nil, bundle: nil)
                title = name
            }
            required init?(coder: NSCoder) { nil }
            override func viewWillAppear(_ animated: Bool) { print(title!, "will appear") }
            override func viewDidAppear(_ animated: Bool) { print(title!, "did appear") }
            override func viewWillDisappear(_ animated: Bool) { print(title!, "will disappear") }
            override func viewDidDisappear(_ animated: Bool) { print(title!, "did disappear") }
        }

        final class Book: UIPageViewControllerDataSource {
            let pages = ["One", "Two", "Three"].map { Page($0) }
            func pageViewController(_ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController) -> UIViewController? {
                pages.firstIndex { $0 === viewController }.flatMap { $0 > 0 ? pages[$0 - 1] : nil }
            }
            func pageViewController(_ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController) -> UIViewController? {
                pages.firstIndex { $0 === viewController }.flatMap { $0 < pages.count - 1 ? pages[$0 + 1] : nil }
            }
        }

        let window = UIWindow()                                 // 390 × 844 points
        window.makeKeyAndVisible()
        let book = Book()
        let pager = UIPageViewController(transitionStyle: .pageCurl, navigationOrientation: .horizontal)
        pager.dataSource = book
        pager.setViewControllers([book.pages[0]], direction: .forward, animated: false)
        window.rootViewController = pager
        UIApplication.shared.runUntilIdle()
        print("-- 250 pt toward the spine, released")
        UIApplication.shared.drag(from: CGPoint(x: 350, y: 400), to: CGPoint(x: 100, y: 400), duration: 0.5)
        UIApplication.shared.runUntilIdle()
        print("-- 40 pt away from it, slowly, released")
        UIApplication.shared.drag(from: CGPoint(x: 100, y: 400), to: CGPoint(x: 140, y: 400), duration: 1)
        UIApplication.shared.runUntilIdle()
        print("showing", pager.viewControllers!.map { $0.title! })

        let readme = try ReadmeDocument()
        let example = try #require(readme.example(startingWith: "final class Page: UIViewController {"))
        #expect(printedLines == example.output)
    }
}
