import Foundation
import Testing
@testable import OpenUIKit

/// Bar positions (`UIBarPositioning`): a navigation controller's bar at the top of a device's screen is
/// `.topAttached` and draws its background up behind the status bar while its frame stays below it; its
/// toolbar is `.bottom` and draws its background down over the home indicator; a bar of a controller's own
/// takes its delegate's `position(for:)`.
@MainActor
@Suite(.freshApplication) struct BarPositionTests {
    /// A delegate answering one position, recording the bars it was asked about.
    final class FixedPosition: UINavigationBarDelegate {
        let position: UIBarPosition
        var askedAbout: [ObjectIdentifier] = []
        init(_ position: UIBarPosition) { self.position = position }
        func position(for bar: any UIBarPositioning) -> UIBarPosition {
            askedAbout.append(ObjectIdentifier(bar))
            return position
        }
    }

    /// A delegate that does not implement `position(for:)`.
    final class Silent: UINavigationBarDelegate {}

    /// An iPhone 14 (a 47-point status bar, a 34-point home indicator) showing a navigation controller.
    static func navigationOnAPhone() -> (UINavigationController, UIWindow) {
        UIScreen.main.use(.iPhone14)
        let nav = UINavigationController(rootViewController: UIViewController())
        let window = UIWindow()
        window.rootViewController = nav
        window.makeKeyAndVisible()
        UIApplication.shared.advance(by: 0)
        return (nav, window)
    }

    @Test func aNavigationControllersBarReachesUpBehindTheStatusBarAndItsToolbarDownOverTheHomeIndicator() {
        let (nav, window) = Self.navigationOnAPhone()
        #expect(window.safeAreaInsets == UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        let bar = nav.navigationBar
        #expect(bar.delegate === nav)
        #expect(bar.barPosition == .topAttached)
        // The frame stays below the status bar; the background goes 47 points up, to the top of the screen.
        #expect(bar.frame == CGRect(x: 0, y: 47, width: 390, height: 44))
        #expect(bar.barBackground.frame == CGRect(x: 0, y: -47, width: 390, height: 47 + 44))
        #expect(
            bar.barBackground.convert(bar.barBackground.bounds, to: window)
                == CGRect(x: 0, y: 0, width: 390, height: 91))
        #expect(bar.backgroundColor == nil)
        #expect(bar.barBackground.backgroundColor == UIColor(white: 0.97, alpha: UINavigationBar.translucentAlpha))
        // The toolbar sits on the safe area's bottom (844 − 34 − 44 = 766); its background covers the 34 points
        // below it.
        nav.setToolbarHidden(false, animated: false)
        UIApplication.shared.advance(by: 0)
        let toolbar = nav.toolbar!
        #expect(toolbar.barPosition == .bottom)
        #expect(toolbar.frame == CGRect(x: 0, y: 766, width: 390, height: 44))
        #expect(toolbar.barBackground.frame == CGRect(x: 0, y: 0, width: 390, height: 44 + 34))
        // The background does not take touches: a tap in the status bar's strip finds the navigation
        // controller's view, not the bar.
        #expect(window.hitTest(CGPoint(x: 200, y: 20), with: nil) !== bar)
        #expect(window.hitTest(CGPoint(x: 200, y: 20), with: nil)?.isDescendant(of: bar) == false)
    }

    @Test func onAScreenWithoutAStatusBarTheBackgroundIsTheBarsOwnRectangle() {
        let s = NavigationSetup()
        #expect(s.nav.navigationBar.barPosition == .topAttached)
        #expect(s.nav.navigationBar.frame == CGRect(x: 0, y: 0, width: StandardScreen.width, height: 44))
        #expect(s.nav.navigationBar.barBackground.frame == CGRect(x: 0, y: 0, width: StandardScreen.width, height: 44))
    }

    @Test func aNavigationControllerBelowTheTopOfItsWindowHasItsBarAtTheTopOnly() {
        UIScreen.main.use(.iPhone14)
        let container = UIViewController()
        let window = UIWindow()
        window.rootViewController = container
        window.makeKeyAndVisible()
        let nav = UINavigationController(rootViewController: UIViewController())
        container.addChild(nav)
        nav.view.frame = CGRect(x: 0, y: 200, width: 390, height: 400)
        container.view.addSubview(nav.view)
        nav.didMove(toParent: container)
        UIApplication.shared.advance(by: 0)
        #expect(nav.navigationBar.barPosition == .top)
        // Clear of the status bar, the child's view has no top inset: the bar is at its top, its background
        // its own rectangle.
        #expect(nav.navigationBar.frame == CGRect(x: 0, y: 0, width: 390, height: 44))
        #expect(nav.navigationBar.barBackground.frame == CGRect(x: 0, y: 0, width: 390, height: 44))
    }

    @Test func aBarOfAControllersOwnTakesItsDelegatesPosition() {
        UIScreen.main.use(.iPhone14)
        let controller = UIViewController()
        let window = UIWindow()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        let bar = UINavigationBar(frame: CGRect(x: 0, y: 47, width: 390, height: 44))
        controller.view.addSubview(bar)
        UIApplication.shared.advance(by: 0)
        // No delegate: at the top of its view, its background its own rectangle.
        #expect(bar.barPosition == .top)
        #expect(bar.barBackground.frame == CGRect(x: 0, y: 0, width: 390, height: 44))
        // A delegate that does not answer leaves it there.
        let silent = Silent()
        bar.delegate = silent
        #expect(bar.barPosition == .top)
        // Top-attached: the background reaches the 47 points up to the top of the screen at the next layout.
        let attached = FixedPosition(.topAttached)
        bar.delegate = attached
        #expect(bar.barPosition == .topAttached)
        #expect(attached.askedAbout == [ObjectIdentifier(bar)])
        UIApplication.shared.advance(by: 0)
        #expect(bar.frame == CGRect(x: 0, y: 47, width: 390, height: 44))
        #expect(bar.barBackground.frame == CGRect(x: 0, y: -47, width: 390, height: 91))
        // The delegate is weak: one that nobody else holds is gone at once, and the bar is back at the top.
        bar.delegate = FixedPosition(.bottom)
        UIApplication.shared.advance(by: 0)
        #expect(bar.delegate == nil)
        #expect(bar.barPosition == .top)
        #expect(bar.barBackground.frame == CGRect(x: 0, y: 0, width: 390, height: 44))
    }

    @Test func theDelegateOfAControllersBarCannotBeSet() {
        let (nav, _) = Self.navigationOnAPhone()
        let other = FixedPosition(.bottom)
        let reports = Diagnostics.capture { nav.navigationBar.delegate = other }
        #expect(reports.map(\.code) == [.invalidState])
        #expect(
            reports.first?.message
                == "Cannot manually set the delegate on a UINavigationBar managed by a controller.")
        #expect(nav.navigationBar.delegate === nav)
        #expect(nav.navigationBar.barPosition == .topAttached)
        #expect(other.askedAbout.isEmpty)
        // Setting the controller itself again is no misuse.
        #expect(Diagnostics.capture { nav.navigationBar.delegate = nav }.isEmpty)
    }

    @Test func theStatusBarsStripShowsTheBarsColour() throws {
        let (nav, window) = Self.navigationOnAPhone()
        nav.navigationBar.isTranslucent = false
        nav.navigationBar.barTintColor = .red
        nav.topViewController?.view.backgroundColor = .blue
        UIApplication.shared.advance(by: 0)
        let image = ImageFixtureFactory.pixels(of: window)
        func pixel(x: Int, y: Int) -> [UInt8] {
            let value = image.pixel(x: x, y: y)
            return [value.r, value.g, value.b]
        }
        // The strip above the bar (y 0–46), the bar (47–90): red; below the opaque bar, the blue content.
        for y in [0, 20, 46, 47, 90] { #expect(pixel(x: 200, y: y) == [255, 0, 0], "y \(y)") }
        #expect(pixel(x: 200, y: 92) == [0, 0, 255])
    }
}
