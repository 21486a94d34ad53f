import Foundation
import OpenUIKit
import Testing

@testable import Gallery

/// The live app's demo screens each show their demo in a window of its own: popping a screen lets that
/// window go (the application does not keep windows alive, as on iOS), so opening and closing screens
/// leaves `UIApplication.shared.windows` as it was.
@MainActor
@Suite(.freshApplication) struct LiveWindowReleaseTests {
    @Test func openingAndClosingDemoScreensLeavesTheApplicationsWindowsAsTheyWere() throws {
        let home = GalleryHomeController()
        let navigation = UINavigationController(rootViewController: home)
        let window = StandardWindow.shown(root: navigation)
        UIApplication.shared.runUntilIdle()
        #expect(UIApplication.shared.windows == [window])
        let demos: [any GalleryDemo.Type] = [
            PresentCustomDemo.self, PresentSlideDemo.self, ModalStylesDemo.self, MaskPauseResumeDemo.self,
        ]
        for demo in demos {
            weak var screen: DemoHostController?
            weak var stageWindow: UIWindow?
            do {
                let shown = DemoHostController(demo: demo)
                navigation.pushViewController(shown, animated: true)
                UIApplication.shared.runUntilIdle()
                screen = shown
                stageWindow = shown.stageWindow
                #expect(UIApplication.shared.windows == [window, shown.stageWindow], "\(demo.name)")
            }
            navigation.popViewController(animated: true)
            UIApplication.shared.runUntilIdle()
            #expect(screen == nil, "\(demo.name)")
            #expect(stageWindow == nil, "\(demo.name)")
            #expect(UIApplication.shared.windows == [window], "\(demo.name)")
            #expect(UIApplication.shared.keyWindow === window)
        }
    }
}
