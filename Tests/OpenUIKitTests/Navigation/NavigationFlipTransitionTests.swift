import Foundation
import Testing
@testable import OpenUIKit

/// Seed 000 §2's last example: a CATransition "oglFlip" from the left added to the navigation controller's
/// layer just before a push plays over the push.
@MainActor
@Suite struct NavigationFlipTransitionTests {
    final class TransitionViewController: UIViewController {
        override func viewDidLoad() {
            view.backgroundColor = .blue
        }
    }

    final class ListController: UIViewController {
        override func viewDidLoad() {
            view.backgroundColor = .red
        }

        /// The seed's `transitionViewController`, line by line.
        func transitionViewController() {
            self.navigationController!.view.backgroundColor = UIColor.white

            let transition = CATransition()
            transition.duration = 1
            transition.timingFunction = CAMediaTimingFunction(name: .easeOut)
            transition.type = CATransitionType(rawValue: "oglFlip") // page flip
            transition.subtype = .fromLeft
            self.navigationController!.view.layer.add(transition, forKey: nil)

            let vc = TransitionViewController()
            self.navigationController!.pushViewController(vc, animated: true)
        }
    }

    /// The window's pixel at (x, y), rendered at scale 1.
    private func pixel(_ window: UIWindow, _ x: Int, _ y: Int) throws -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let image = UIGraphicsImageRenderer(size: window.bounds.size, format: format).image { _ in
            window.drawHierarchy(in: window.bounds, afterScreenUpdates: true)
        }
        return try #require(image.cgImage).pixel(x: x, y: y)
    }

    /// The time at which the ease-out transition is `progress` of the way.
    private func time(atProgress progress: Double) -> Double {
        let curve = CAMediaTimingFunction(name: .easeOut)
        var (low, high) = (0.0, 1.0)
        for _ in 0..<60 {
            let mid = (low + high) / 2
            if Double(curve.solve(mid)) < progress { low = mid } else { high = mid }
        }
        return (low + high) / 2
    }

    @Test func theFlipPlaysOverThePush() throws {
        UIApplication.shared.reset()
        let list = ListController()
        let nav = UINavigationController(rootViewController: list)
        let window = UIWindow()
        window.rootViewController = nav
        window.makeKeyAndVisible()
        UIApplication.shared.advance(by: 0)
        list.transitionViewController()
        #expect(nav.view.layer.animation(forKey: "transition") is CATransition)
        // A quarter of the way: the old screen (red list) still faces the viewer, turned.
        UIApplication.shared.advance(by: time(atProgress: 0.25))
        #expect(try pixel(window, 195, 400) == (255, 0, 0, 255))
        // Half-way the page is edge-on: away from the middle the window behind shows (nothing drawn).
        UIApplication.shared.advance(by: time(atProgress: 0.5) - time(atProgress: 0.25))
        #expect(try pixel(window, 60, 400).a == 0)
        #expect(try pixel(window, 330, 400).a == 0)
        // Three quarters: the new screen, the pushed controller's blue view (its push is over by then).
        UIApplication.shared.advance(by: time(atProgress: 0.75) - time(atProgress: 0.5))
        #expect(try pixel(window, 195, 400) == (0, 0, 255, 255))
        UIApplication.shared.runUntilIdle()
        #expect(try pixel(window, 195, 400) == (0, 0, 255, 255))
        #expect(LeftoverStateChecker.check(window) == [])
    }
}
