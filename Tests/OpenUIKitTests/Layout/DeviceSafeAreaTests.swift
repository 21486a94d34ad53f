import Foundation
import Testing
@testable import OpenUIKit
import TestSupport

/// The device presets' status bar and home indicator as a window's safe area, propagated to the views and
/// controllers inside it and to the bars that UIKit places below the status bar and over the home
/// indicator. Expected values are the presets' insets (iPhone 14: 47 on top, 34 at the bottom) worked
/// through UIKit's rules.
@MainActor
@Suite(.freshApplication) struct DeviceSafeAreaTests {
    /// A controller recording its view's safe-area callbacks in a shared log.
    final class Recording: UIViewController {
        let log: Log
        init(log: Log) {
            self.log = log
            super.init(nibName: nil, bundle: nil)
        }
        required init?(coder: NSCoder) { nil }
        override func loadView() {
            view = RecordingView(name: "root", log: log)
        }
        override func viewSafeAreaInsetsDidChange() {
            super.viewSafeAreaInsetsDidChange()
            log.entries.append("controller.viewSafeAreaInsetsDidChange \(view.safeAreaInsets.top)")
        }
    }

    final class RecordingView: UIView {
        let name: String
        let log: Log
        init(name: String, log: Log) {
            self.name = name
            self.log = log
            super.init(frame: .zero)
        }
        required init?(coder: NSCoder) { nil }
        override func safeAreaInsetsDidChange() {
            super.safeAreaInsetsDidChange()
            log.entries.append("\(name).safeAreaInsetsDidChange \(safeAreaInsets.top) \(safeAreaInsets.bottom)")
        }
    }

    final class Log {
        var entries: [String] = []
    }

    @Test func theDefaultScreenHasNoInsetsAndThePresetsHaveTheirs() {
        #expect(UIScreen.main.device == .headless)
        #expect(UIWindow().safeAreaInsets == .zero)
        #expect(UIScreen.Device.iPhone14.safeAreaInsets == UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        #expect(UIScreen.Device.iPhoneSE.safeAreaInsets == UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
        #expect(UIScreen.Device.iPhone15ProMax.safeAreaInsets == UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        #expect(UIScreen.Device.iPadAir.safeAreaInsets == UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0))
        #expect(UIScreen.Device.headless.size == UIScreen.Device.iPhone14.size)
    }

    @Test func aWindowOnAPresetScreenInsetsItsViewsInOrder() {
        let log = Log()
        UIScreen.main.use(.iPhone14)
        let controller = Recording(log: log)
        let window = UIWindow()
        #expect(window.safeAreaInsets == UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        window.rootViewController = controller
        let band = RecordingView(name: "band", log: log)
        band.frame = CGRect(x: 0, y: 20, width: StandardScreen.width, height: 100)
        let middle = RecordingView(name: "middle", log: log)
        middle.frame = CGRect(x: 0, y: 300, width: StandardScreen.width, height: 100)
        controller.view.addSubview(band)
        controller.view.addSubview(middle)
        window.makeKeyAndVisible()
        UIApplication.shared.advance(by: 0)
        // The root view fills the window: the window's insets. The band starts 20 points down: 47 − 20 = 27
        // of it lie under the status bar; the middle band is clear of both.
        #expect(controller.view.safeAreaInsets == UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        #expect(band.safeAreaInsets == UIEdgeInsets(top: 27, left: 0, bottom: 0, right: 0))
        #expect(middle.safeAreaInsets == .zero)
        #expect(
            controller.view.safeAreaLayoutGuide.layoutFrame
                == CGRect(x: 0, y: 47, width: StandardScreen.width, height: 844 - 47 - 34))
        #expect(
            log.entries == [
                "root.safeAreaInsetsDidChange 47.0 34.0", "controller.viewSafeAreaInsetsDidChange 47.0",
                "band.safeAreaInsetsDidChange 27.0 0.0",
            ])
    }

    @Test func switchingTheScreensDeviceMovesTheSafeAreaOfAVisibleWindow() {
        let log = Log()
        let controller = Recording(log: log)
        let window = UIWindow()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        UIApplication.shared.advance(by: 0)
        #expect(controller.view.safeAreaInsets == .zero)
        #expect(log.entries.isEmpty)
        UIScreen.main.use(
            UIScreen.Device(
                size: StandardScreen.size, scale: 3,
                safeAreaInsets: UIEdgeInsets(top: 20, left: 0, bottom: 10, right: 0)))
        #expect(window.safeAreaInsets == UIEdgeInsets(top: 20, left: 0, bottom: 10, right: 0))
        #expect(
            log.entries == ["root.safeAreaInsetsDidChange 20.0 10.0", "controller.viewSafeAreaInsetsDidChange 20.0"])
    }

    @Test func aWindowCoveringPartOfTheScreenGetsOnlyTheInsetsItCovers() {
        let screen = UIScreen(device: .iPhone14)
        let window = UIWindow(frame: CGRect(x: 0, y: 30, width: StandardScreen.width, height: 400))
        window.screen = screen
        // The status bar reaches 47 points down the screen: 47 − 30 = 17 of the window; the home indicator
        // begins at 844 − 34 = 810, below the window's bottom at 430.
        #expect(window.safeAreaInsets == UIEdgeInsets(top: 17, left: 0, bottom: 0, right: 0))
    }

    @Test func constraintsToTheSafeAreaGuideFollowTheStatusBar() {
        UIScreen.main.use(.iPhone15ProMax)
        let controller = UIViewController()
        let card = UIView()
        card.translatesAutoresizingMaskIntoConstraints = false
        controller.view.addSubview(card)
        NSLayoutConstraint.activate([
            card.topAnchor.constraint(equalTo: controller.view.safeAreaLayoutGuide.topAnchor, constant: 10),
            card.bottomAnchor.constraint(equalTo: controller.view.safeAreaLayoutGuide.bottomAnchor),
            card.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor),
            card.trailingAnchor.constraint(equalTo: controller.view.trailingAnchor),
        ])
        let window = UIWindow()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        UIApplication.shared.advance(by: 0)
        // top = 59 + 10; bottom = 932 − 34.
        #expect(card.frame == CGRect(x: 0, y: 69, width: 430, height: 932 - 34 - 69))
    }

    @Test func theNavigationBarSitsBelowTheStatusBar() {
        UIScreen.main.use(.iPhone14)
        let content = UIViewController()
        let navigation = UINavigationController(rootViewController: content)
        let window = UIWindow()
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        UIApplication.shared.advance(by: 0)
        #expect(
            navigation.navigationBar.frame
                == CGRect(x: 0, y: 47, width: StandardScreen.width, height: UINavigationBar.buttonHeight))
        // The content extends under the translucent bar: its safe area starts below bar and status bar.
        #expect(content.view.frame == StandardScreen.bounds)
        #expect(content.view.safeAreaInsets == UIEdgeInsets(top: 47 + 44, left: 0, bottom: 34, right: 0))
        navigation.setNavigationBarHidden(true, animated: false)
        #expect(content.view.safeAreaInsets == UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
    }

    @Test func anOpaqueNavigationBarPutsTheContentBelowBarAndStatusBar() {
        UIScreen.main.use(.iPhoneSE)
        let content = UIViewController()
        let navigation = UINavigationController(rootViewController: content)
        navigation.navigationBar.isTranslucent = false
        let window = UIWindow()
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        UIApplication.shared.advance(by: 0)
        #expect(navigation.navigationBar.frame.minY == 20)
        #expect(content.view.frame == CGRect(x: 0, y: 64, width: 375, height: 667 - 64))
        #expect(content.view.safeAreaInsets == .zero)
    }

    @Test func theTabBarReachesUnderTheHomeIndicator() {
        UIScreen.main.use(.iPhone14)
        let first = UIViewController()
        let tabs = UITabBarController()
        tabs.viewControllers = [first]
        let window = UIWindow()
        window.rootViewController = tabs
        window.makeKeyAndVisible()
        UIApplication.shared.advance(by: 0)
        // 49 points of items plus the 34-point home indicator: 83 high, from 844 − 83 = 761.
        #expect(tabs.tabBar.frame == CGRect(x: 0, y: 761, width: StandardScreen.width, height: 83))
        #expect(first.view.safeAreaInsets == UIEdgeInsets(top: 47, left: 0, bottom: 83, right: 0))
    }
}
