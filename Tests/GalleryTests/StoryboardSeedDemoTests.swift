import Foundation
import OpenCoreGraphics
import OpenUIKit
import OpenUIKitTesting
import Testing
@testable import Gallery
@testable import OpenQuartzCore

/// The seed demos loaded from their storyboards against the same demos made in code: the storyboards load
/// without a report, and the same script gives the same timed trace, the same rendered frames and the same
/// view frames.
@MainActor
@Suite(.freshApplication) struct StoryboardSeedDemoTests {
    @Test(arguments: [
        ("segue-container", "segue-container-storyboard"), ("page-scroll", "page-scroll-storyboard"),
    ])
    func theStoryboardVersionRecordsTheSameTraceAndFrames(codeName: String, storyboardName: String) throws {
        let codeType = try #require(GalleryCatalog.demo(named: codeName))
        let storyboardType = try #require(GalleryCatalog.demo(named: storyboardName))
        let code = RecordedDemo(codeType)
        var recorded: RecordedDemo?
        let reports = Diagnostics.capture { recorded = RecordedDemo(storyboardType) }
        #expect(reports.map(\.message) == [])
        let storyboard = try #require(recorded)
        #expect(storyboard.trace == code.trace)
        #expect(storyboard.timedTrace.map(\.time) == code.timedTrace.map(\.time))
        #expect(storyboard.frames.count == code.frames.count)
        let times = (0..<min(code.frames.count, storyboard.frames.count)).map { Double($0) / Double(code.fps) }
        let differing = times.filter { storyboard.image(at: $0) != code.image(at: $0) }
        #expect(differing == [])
    }

    /// The frames of the views in the window, depth first, in window coordinates.
    func viewFrames(_ window: UIWindow?) -> [CGRect] {
        var frames: [CGRect] = []
        func visit(_ view: UIView) {
            frames.append(view.convert(view.bounds, to: nil))
            view.subviews.forEach(visit)
        }
        if let window { visit(window) }
        return frames
    }

    /// The view frames of `code` and `storyboard` run to `time`: equal, and more than `least` of them.
    func expectSameViewFrames(_ code: some StagedDemo, _ storyboard: some StagedDemo, at time: Double, least: Int) {
        let codeRun = LiveDemo(code)
        codeRun.run(to: time)
        let codeFrames = viewFrames(code.window)
        let storyboardRun = LiveDemo(storyboard)
        storyboardRun.run(to: time)
        #expect(viewFrames(storyboard.window) == codeFrames)
        #expect(codeFrames.count > least)
    }

    @Test(arguments: [0.0, 0.7, 1.0, 1.6, 2.0, 2.5, 3.2])
    func theSegueContainerViewsHaveTheSameFrames(time: Double) {
        expectSameViewFrames(SegueContainerDemo(), SegueContainerStoryboardDemo(), at: time, least: 5)
    }

    @Test(arguments: [0.2, 0.45, 1.7, 3.3, 4.7])
    func thePageScrollViewsHaveTheSameFrames(time: Double) {
        expectSameViewFrames(PageScrollDemo(), PageScrollStoryboardDemo(), at: time, least: 3)
    }

    @Test func theStoryboardDemosAreMadeFromTheirScenes() throws {
        let segues = LiveDemo(SegueContainerStoryboardDemo())
        let root = try #require(segues.demo.rootController)
        #expect(root.storyboard?.name == "SegueContainer")
        #expect(root.containerVC?.storyboard === root.storyboard)
        #expect(root.containerVC?.children.first is FirstController)
        let pages = LiveDemo(PageScrollStoryboardDemo())
        let pager = try #require(pages.demo.pager)
        #expect(pager.storyboard?.name == "PageScroll")
        #expect(pager.viewControllers.map { $0.storyboard === pager.storyboard } == [true, true, true])
        #expect(pager.viewControllers.map(\.title) == ["First", "Second", "Third"])
    }
}
