import Foundation
import OpenUIKit
import Testing
@testable import Gallery
import OpenUIKitTesting

/// A demo whose scene is a UIKit window.
@MainActor
protocol WindowedDemo: GalleryDemo {
    var window: UIWindow? { get }
}

extension MaskPauseResumeDemo: WindowedDemo {}
extension SegueContainerDemo: WindowedDemo {}
extension NewsChildrenDemo: WindowedDemo {}
extension AppearanceForwardingDemo: WindowedDemo {}
extension InteractivePopDemo: WindowedDemo {}
extension NavOglFlipDemo: WindowedDemo {}
extension TransitionTypesDemo: WindowedDemo {}
extension PageScrollDemo: WindowedDemo {}
extension ModalStylesDemo: WindowedDemo {}
extension PresentCustomDemo: WindowedDemo {}
extension PresentSlideDemo: WindowedDemo {}
extension InteractiveDismissDemo: WindowedDemo {}
extension PushPopCustomDemo: WindowedDemo {}
extension TabSlideDemo: WindowedDemo {}
extension TabInteractiveDemo: WindowedDemo {}
extension CollectionUpdatesDemo: WindowedDemo {}
extension ConstraintAnimationDemo: WindowedDemo {}
extension FireworksDemo: WindowedDemo {}

/// The catalog's UIKit demos, by name.
let uikitDemoNames = [
    "mask-pause-resume", "present-custom", "push-pop-custom", "tab-slide", "nav-ogl-flip", "transition-types",
    "news-children", "segue-container", "segue-container-storyboard",
    "appearance-forwarding", "page-scroll", "page-scroll-storyboard", "modal-styles", "present-slide",
    "interactive-dismiss", "interactive-pop",
    "tab-interactive", "collection-updates", "constraint-animation", "fireworks",
]

/// What every UIKit demo shares: a 240 × 320 window, key frames on frames of the recording, listed in the
/// catalog, and nothing left over once the run loop is idle after the recording.
@MainActor
@Suite(.freshApplication) struct UIKitDemoTests {
    /// The UIKit demo of the catalog named `name`.
    func demoType(named name: String) throws -> any WindowedDemo.Type {
        try #require(GalleryCatalog.demo(named: name) as? any WindowedDemo.Type)
    }

    @Test func everyUIKitDemoOfTheCatalogIsTested() {
        let windowed = GalleryCatalog.demos.compactMap { ($0 as? any WindowedDemo.Type)?.name }
        // The app's screens at device size are tested in AnimationSetAppTests, CustomPresentationDemoTests and
        // TransitionListRowDemoTests.
        #expect(
            windowed.sorted()
                == (uikitDemoNames + appDemoNames + customPresentationDemoNames + transitionListRowDemoNames).sorted())
    }

    @Test(arguments: uikitDemoNames)
    func sizeFramesAndKeyFrames(name: String) throws {
        let type = try demoType(named: name)
        let demo = type.init()
        let recorded = RecordedDemo(instance: demo)
        #expect(recorded.size == CGSize(width: 240, height: 320))
        #expect(recorded.frames.count == Int((demo.duration * 30).rounded()) + 1)
        #expect(recorded.keyFrames.map(\.index) == demo.keyFrames.map { recorded.index(at: $0.time) })
        #expect(demo.keyFrames.allSatisfy { $0.time <= demo.duration })
        #expect(type.name == name)
        #expect(demo.window?.layer.sublayers?.isEmpty == false)
    }

    @Test(arguments: uikitDemoNames)
    func nothingIsLeftOverAtTheEnd(name: String) throws {
        let demo = try demoType(named: name).init()
        _ = RecordedDemo(instance: demo)
        UIApplication.shared.runUntilIdle()
        #expect(LeftoverStateChecker.check(try #require(demo.window)) == [])
    }

    @Test(arguments: uikitDemoNames)
    func everyControllerIsReleasedWithTheScene(name: String) throws {
        let type = try demoType(named: name)
        let everything = LifecycleTrace()
        do {
            let demo = type.init()
            _ = RecordedDemo(instance: demo)
            UIApplication.shared.runUntilIdle()
            #expect(!everything.controllersStillInMemory.isEmpty)
        }
        UIApplication.shared.reset()
        #expect(everything.controllersStillInMemory == [])
    }
}
