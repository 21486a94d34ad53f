import Foundation
import OpenCoreGraphics
import OpenUIKit
import Testing

@testable import Gallery
@testable import OpenQuartzCore
import OpenUIKitTesting

/// The push-pop-custom demo: a tap on the Meadow row pushes its page with the detail's
/// `VCCustomTransitioning` — the poster flies from the row to the page —, a tap on the bar's back button
/// pops it and the poster flies back.
@MainActor
@Suite(.freshApplication) struct PushPopCustomDemoTests {
    let meadow = bytes(0.15, 0.6, 0.3)

    @Test func thePushAndThePopRunInUIKitsOrder() {
        let trace = RecordedDemo(PushPopCustomDemo.self).trace.filter {
            !$0.contains(" animation ") && !$0.hasSuffix("LayoutSubviews")
        }
        let name = Movie.movieList[PushPopCustomDemo.row].name
        let expected = [
            "Nav loadView", "Nav viewDidLoad", "Movies loadView", "Movies viewDidLoad", "Nav viewWillAppear(false)",
            "Movies viewWillAppear(false)", "Nav viewDidAppear(false)", "Movies viewDidAppear(false)",
            String(format: "t=%.3f tap \(name)", PushPopCustomDemo.tapRow), "\(name) willMove(toParent: Nav)",
            "\(name) loadView", "\(name) viewDidLoad", "Nav delegate animationControllerFor push",
            "Nav delegate interactionControllerFor", "Nav push Movies → \(name) began",
            "Movies viewWillDisappear(true)", "\(name) viewWillAppear(true)", "Nav delegate willShow \(name)",
            "Nav coordinator alongside animation", "Nav context.completeTransition(true)",
            "Nav push Movies → \(name) completed",
            "Movies viewDidDisappear(true)", "\(name) viewDidAppear(true)",
            "Nav coordinator completion (cancelled: false)",
            "\(name) didMove(toParent: Nav)", "Nav delegate didShow \(name)",
            String(format: "t=%.3f tap ‹ Movies", PushPopCustomDemo.tapBack), "\(name) willMove(toParent: nil)",
            "Nav delegate animationControllerFor pop", "Nav delegate interactionControllerFor",
            "Nav pop \(name) → Movies began", "\(name) viewWillDisappear(true)", "Movies viewWillAppear(true)",
            "Nav delegate willShow Movies", "Nav coordinator alongside animation",
            "Nav context.completeTransition(true)",
            "Nav pop \(name) → Movies completed", "\(name) viewDidDisappear(true)", "Movies viewDidAppear(true)",
            "Nav coordinator completion (cancelled: false)", "\(name) didMove(toParent: nil)",
            "Nav delegate didShow Movies",
        ]
        #expect(trace == expected)
    }

    /// Where the poster is in the window: on its row (the cell's image) and on the page.
    func posterFrames() throws -> (row: CGRect, page: CGRect) {
        let live = LiveDemo(PushPopCustomDemo())
        let list = try #require(live.demo.list)
        let cellImage = try #require(
            list.tableView?.cellForRow(at: IndexPath(row: PushPopCustomDemo.row, section: 0))?.imageView)
        let row = cellImage.convert(cellImage.bounds, to: nil)
        live.run(to: PushPopCustomDemo.tapBack - 0.1)
        let single = try #require(live.demo.navigation?.topViewController as? SingleViewController)
        let poster = try #require(single.posterView)
        return (row, poster.convert(poster.bounds, to: nil))
    }

    /// The frame between `from` and `to` at `fraction` of the way.
    func interpolated(_ from: CGRect, _ to: CGRect, _ fraction: Double) -> CGRect {
        let f = CGFloat(fraction)
        return CGRect(
            x: from.minX + (to.minX - from.minX) * f, y: from.minY + (to.minY - from.minY) * f,
            width: from.width + (to.width - from.width) * f, height: from.height + (to.height - from.height) * f)
    }

    @Test func thePosterFliesToThePageAndBack() throws {
        let frames = try posterFrames()
        #expect(frames.row.size == Movie.posterSize && frames.page.size == SingleViewController.posterSize)
        let recorded = RecordedDemo(PushPopCustomDemo.self)
        // Each flight starts when the tap's lift is delivered, one 30 fps frame after the finger went down.
        for (tap, time, from, to) in [
            (PushPopCustomDemo.tapRow, 0.6, frames.row, frames.page),
            (PushPopCustomDemo.tapBack, 1.8, frames.page, frames.row),
        ] {
            let flying = interpolated(from, to, ReferenceCurve.easeInOut((time - tap - 1.0 / 30) / 0.5))
            let image = recorded.image(at: time)
            // The snapshot's top-left area (the poster's colour above its band), just inside its edges.
            #expect(image.pixel(Int(flying.minX) + 3, Int(flying.minY) + 3, is: meadow))
            #expect(!image.pixel(Int(flying.minX) - 3, Int(flying.minY) + 3, is: meadow))
        }
        // Landed: the page's poster in place, then the row's again (and the row's while the page is gone).
        let pushed = recorded.image(at: 1.3)
        #expect(pushed.pixel(Int(frames.page.minX) + 3, Int(frames.page.minY) + 3, is: meadow))
        #expect(!pushed.pixel(Int(frames.page.minX) - 3, Int(frames.page.minY) + 3, is: meadow))
        #expect(recorded.image(at: 2.4).pixel(Int(frames.row.minX) + 3, Int(frames.row.minY) + 3, is: meadow))
        #expect(!recorded.image(at: 2.4).pixel(Int(frames.page.maxX) - 3, Int(frames.page.midY), is: meadow))
    }

    @Test func thePoppedPageAndItsAnimatorAreReleased() throws {
        let demo = PushPopCustomDemo()
        weak var single: SingleViewController?
        let live = LiveDemo(demo)
        live.run(to: PushPopCustomDemo.tapBack - 0.1)
        single = demo.navigation?.topViewController as? SingleViewController
        #expect(single != nil && demo.navigation?.delegate === single)
        live.run(to: demo.duration)
        UIApplication.shared.runUntilIdle()
        #expect(single == nil)
        #expect(demo.navigation?.delegate == nil)
        #expect(demo.navigation?.viewControllers.count == 1)
        #expect(LeftoverStateChecker.check(try #require(demo.window)) == [])
    }
}
