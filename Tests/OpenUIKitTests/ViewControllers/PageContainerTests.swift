import Foundation
import Testing
import OpenUIKitTesting
@testable import OpenUIKit

/// A page container in the style of `TTPageScrollViewController`: pages are children added up front, each page's view is loaded only
/// when it is first shown, and the container tells pages when they come and go with manual forwarding
/// while a spring settles the strip of pages.
@MainActor
@Suite(.freshApplication) struct PageContainerTests {
    final class PageScrollController: UIViewController {
        var viewControllers: [UIViewController] = [] {
            didSet { for page in viewControllers { addChild(page) } }
        }
        private(set) var currentIndex = 0
        let strip = UIView()

        override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }

        override func viewDidLoad() {
            strip.frame = CGRect(
                x: 0, y: 0, width: view.bounds.width * CGFloat(viewControllers.count), height: view.bounds.height)
            view.addSubview(strip)
            place(0)
        }

        override func viewWillAppear(_ animated: Bool) {
            viewControllers[currentIndex].beginAppearanceTransition(true, animated: animated)
        }

        override func viewDidAppear(_ animated: Bool) {
            viewControllers[currentIndex].endAppearanceTransition()
        }

        /// Loads and places a page on first use.
        private func place(_ index: Int) {
            let page = viewControllers[index]
            guard page.viewIfLoaded?.superview == nil else { return }
            page.view.frame = CGRect(
                x: view.bounds.width * CGFloat(index), y: 0, width: view.bounds.width, height: view.bounds.height)
            strip.addSubview(page.view)
            page.didMove(toParent: self)
        }

        /// Scrolls to `index` with a spring (as the seed's `usingSpringWithDamping` call does).
        func scroll(to index: Int) {
            guard index != currentIndex else { return }
            let from = viewControllers[currentIndex]
            let to = viewControllers[index]
            place(index)
            to.beginAppearanceTransition(true, animated: true)
            from.beginAppearanceTransition(false, animated: true)
            currentIndex = index
            UIView.animate(
                withDuration: 0.5, delay: 0, usingSpringWithDamping: 0.8, initialSpringVelocity: 0, options: [],
                animations: {
                    self.strip.frame.origin.x = -self.view.bounds.width * CGFloat(index)
                },
                completion: { _ in
                    from.endAppearanceTransition()
                    to.endAppearanceTransition()
                })
        }
    }

    @Test func pagesLoadLazilyAndAppearOncePerShowing() throws {
        let log = LoggingController.Log()
        let pages = ["First", "Second", "Third"].map { LoggingController($0, log: log) }
        let container = PageScrollController()
        container.viewControllers = pages
        ControllerFixtures.window(root: container).makeKeyAndVisible()
        UIApplication.shared.advance(by: 0)
        let width = container.view.bounds.width
        #expect(
            log.lines.filter { !$0.contains("Layout") && !$0.contains("Move") } == [
                "First loadView", "First viewDidLoad", "First viewWillAppear(false)", "First viewDidAppear(false)",
            ])
        log.lines.removeAll()
        container.scroll(to: 1)
        UIApplication.shared.advance(by: 0.25)
        // The spring of `usingSpringWithDamping: 0.8` over 0.5 s as measured on iOS 26.1: mass 1,
        // ω0 = ln(1000ζ / √(1 − ζ²)) / (ζ × 0.5); underdamped step response at 0.25 s.
        let zeta = 0.8, omega0 = Foundation.log(1000 * zeta / (1 - zeta * zeta).squareRoot()) / (zeta * 0.5), t = 0.25
        let omegaD = omega0 * (1 - zeta * zeta).squareRoot()
        let progress = 1 - exp(-zeta * omega0 * t) * (cos(omegaD * t) + zeta * omega0 / omegaD * sin(omegaD * t))
        let x = try #require(container.strip.layer.presentation()).position.x - container.strip.bounds.width / 2
        #expect(abs(x - (-width * progress)) < 1e-6)
        #expect(x < -width)
        UIApplication.shared.runUntilIdle()
        container.scroll(to: 0)
        UIApplication.shared.runUntilIdle()
        #expect(
            log.lines.filter { !$0.contains("Layout") && !$0.contains("Move") } == [
                "Second loadView", "Second viewDidLoad", "Second viewWillAppear(true)", "First viewWillDisappear(true)",
                "First viewDidDisappear(true)", "Second viewDidAppear(true)",
                "First viewWillAppear(true)", "Second viewWillDisappear(true)", "Second viewDidDisappear(true)",
                "First viewDidAppear(true)",
            ])
        #expect(!pages[2].isViewLoaded)
        #expect(container.strip.frame.origin.x == 0)
    }
}
