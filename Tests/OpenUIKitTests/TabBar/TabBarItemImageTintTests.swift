import Foundation
import Testing
import OpenUIKitTesting
import TestSupport
@testable import OpenUIKit

/// Tab bar and navigation bar item images drawn as UIKit draws them: templates in the selected tint, the
/// unselected tint or the bar's tint, unless their rendering mode is `.alwaysOriginal`.
@MainActor
@Suite(.freshApplication) struct TabBarItemImageTintTests {
    /// The colour at the centre of an item's image view as drawn.
    private func centre(of imageView: UIImageView) -> [Int] {
        let pixels = ImageFixtureFactory.pixels(of: imageView)
        return pixels.rgba(pixels.width / 2, pixels.height / 2)
    }

    private func rgba(_ color: UIColor) -> [Int] {
        let c = color.cgColor
        return [c.red, c.green, c.blue, c.alpha].map { Int(($0 * 255).rounded()) }
    }

    @Test func itemImagesAreTemplatesInTheSelectedAndUnselectedTints() {
        let s = TabSetup()
        let bar = s.tabs.tabBar
        bar.tintColor = .orange
        bar.unselectedItemTintColor = .purple
        s.a.tabBarItem.image = ImageFixtureFactory.solid(.red, CGSize(width: 25, height: 25))
        s.b.tabBarItem.image = ImageFixtureFactory.solid(.red, CGSize(width: 25, height: 25))
        s.c.tabBarItem.image = ImageFixtureFactory.solid(.red, CGSize(width: 25, height: 25)).withRenderingMode(
            .alwaysOriginal)
        #expect(centre(of: bar.itemViews[0].imageView) == rgba(.orange))
        #expect(centre(of: bar.itemViews[1].imageView) == rgba(.purple))
        #expect(centre(of: bar.itemViews[2].imageView) == [255, 0, 0, 255])
        s.tabs.selectedIndex = 1
        #expect(centre(of: bar.itemViews[0].imageView) == rgba(.purple))
        #expect(centre(of: bar.itemViews[1].imageView) == rgba(.orange))
    }

    @Test func barButtonImagesTakeTheItemsOrTheBarsTint() throws {
        let root = UIViewController()
        let navigation = UINavigationController(rootViewController: root)
        let window = ControllerFixtures.window(root: navigation)
        window.makeKeyAndVisible()
        let tinted = UIBarButtonItem()
        tinted.image = ImageFixtureFactory.solid(.red, CGSize(width: 20, height: 20))
        tinted.tintColor = .green
        root.navigationItem.rightBarButtonItem = tinted
        UIApplication.shared.advance(by: 0)
        let button = try #require(navigation.navigationBar.rightButtons.first)
        let imageView = try #require(button.subviews.compactMap { $0 as? UIImageView }.first)
        #expect(centre(of: imageView) == [0, 255, 0, 255])
    }
}
