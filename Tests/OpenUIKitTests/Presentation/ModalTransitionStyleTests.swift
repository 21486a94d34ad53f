import Foundation
import Testing
@testable import OpenUIKit
import OpenUIKitTesting

/// The four built-in transition styles, in pixels at mid-transition and in frames, presented and dismissed.
@MainActor
@Suite(.freshApplication) struct ModalTransitionStyleTests {
    /// A presenter painted green and a presented controller painted red.
    private func setup(_ transitionStyle: UIModalTransitionStyle) -> PresentationSetup {
        let s = PresentationSetup(style: .fullScreen, transitionStyle: transitionStyle)
        s.root.view.backgroundColor = .green
        s.presented.loadViewIfNeeded()
        s.presented.view.backgroundColor = .red
        s.log.lines.removeAll()
        return s
    }

    /// The window as shown now, at 1 pixel per point; written to `OPENUIKIT_SNAPSHOTS` when set.
    private func shown(_ s: PresentationSetup, _ name: String) throws -> CGImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let image = UIGraphicsImageRenderer(size: s.window.bounds.size, format: format).image { _ in
            s.window.drawHierarchy(in: s.window.bounds, afterScreenUpdates: false)
        }
        if let folder = ProcessInfo.processInfo.environment["OPENUIKIT_SNAPSHOTS"], let data = image.pngData() {
            try data.write(to: URL(fileURLWithPath: folder).appendingPathComponent("\(name).png"))
        }
        return try #require(image.cgImage)
    }

    private func isRed(_ p: (r: UInt8, g: UInt8, b: UInt8, a: UInt8)) -> Bool { p.r > 200 && p.g < 60 && p.b < 60 }
    /// Green, or the lighter green of the curled page's back.
    private func isGreen(_ p: (r: UInt8, g: UInt8, b: UInt8, a: UInt8)) -> Bool {
        Int(p.g) > Int(p.r) + 60 && Int(p.g) > Int(p.b) + 60
    }

    @Test func coverVerticalSlidesUpFromTheBottom() throws {
        let s = setup(.coverVertical)
        s.present()
        UIApplication.shared.advance(by: 0.1)
        let top = PresentationSetup.shownFrame(s.presented.view).minY
        #expect(top > 0 && top < s.window.bounds.height)
        let image = try shown(s, "cover-vertical-mid")
        #expect(isGreen(image.pixel(x: 195, y: Int(top) - 5)))
        #expect(isRed(image.pixel(x: 195, y: Int(top) + 5)))
        UIApplication.shared.runUntilIdle()
        // UIKit's cover-vertical presentation lasts half a second.
        #expect(CACurrentMediaTime() <= 0.5 + 1e-9)
        s.dismiss()
        UIApplication.shared.advance(by: 0.1)
        let dismissingTop = PresentationSetup.shownFrame(s.presented.view).minY
        #expect(dismissingTop > 0)
        UIApplication.shared.runUntilIdle()
        #expect(LeftoverStateChecker.check(s.window) == [])
    }

    @Test func crossDissolveFadesWithUIKitsEaseInOut() throws {
        let s = setup(.crossDissolve)
        s.present()
        UIApplication.shared.advance(by: 0.125)
        // easeInOut (0.42, 0, 0.58, 1) at a quarter of the time.
        let expected = ReferenceCurve.easeInOut(0.25)
        let opacity = Double(s.presented.view.layer.presentation()?.opacity ?? -1)
        #expect(abs(opacity - expected) < 1e-4)
        UIApplication.shared.advance(by: 0.125)
        let image = try shown(s, "cross-dissolve-mid")
        let p = image.pixel(x: 195, y: 400)
        // Half red over green (UIColor.green is 0, 1, 0).
        #expect(abs(Int(p.r) - 128) <= 2 && abs(Int(p.g) - 127) <= 2)
        UIApplication.shared.runUntilIdle()
        s.dismiss()
        UIApplication.shared.advance(by: 0.25)
        #expect(abs(Double(s.presented.view.layer.presentation()?.opacity ?? -1) - 0.5) < 1e-4)
        UIApplication.shared.runUntilIdle()
        #expect(s.presented.view.alpha == 1)
        #expect(LeftoverStateChecker.check(s.window) == [])
    }

    @Test func flipHorizontalTurnsThePresenterAwayInPerspective() throws {
        let s = setup(.flipHorizontal)
        s.present()
        UIApplication.shared.advance(by: ModalTransitionMetrics.flipDuration * 0.25)
        let early = try shown(s, "flip-quarter")
        // A quarter of the way the green page has turned part way: narrower than the screen, centred.
        #expect(isGreen(early.pixel(x: 195, y: 422)))
        #expect(!isGreen(early.pixel(x: 2, y: 422)) || !isGreen(early.pixel(x: 387, y: 422)))
        UIApplication.shared.advance(by: ModalTransitionMetrics.flipDuration * 0.5)
        let late = try shown(s, "flip-three-quarters")
        #expect(isRed(late.pixel(x: 195, y: 422)))
        UIApplication.shared.runUntilIdle()
        #expect(s.root.view.window == nil)
        let done = try shown(s, "flip-done")
        #expect(isRed(done.pixel(x: 2, y: 2)))
        s.dismiss()
        UIApplication.shared.advance(by: ModalTransitionMetrics.flipDuration * 0.75)
        let back = try shown(s, "flip-back")
        #expect(isGreen(back.pixel(x: 195, y: 422)))
        UIApplication.shared.runUntilIdle()
        #expect(s.root.view.window === s.window)
        #expect(LeftoverStateChecker.check(s.window) == [])
    }

    @Test func partialCurlLiftsThePresentersPageAndKeepsItLifted() throws {
        let s = setup(.partialCurl)
        s.present()
        UIApplication.shared.runUntilIdle()
        #expect(s.lines.suffix(3) == ["B viewDidAppear(true)", "A viewDidDisappear(true)", "present completion"])
        let curled = try shown(s, "partial-curl-presented")
        // The page is curled up from the bottom: the presented view shows below, the page's back above.
        #expect(isRed(curled.pixel(x: 195, y: 830)))
        #expect(isGreen(curled.pixel(x: 195, y: 10)))
        UIApplication.shared.advance(by: 1)
        let later = try shown(s, "partial-curl-later")
        #expect(isGreen(later.pixel(x: 195, y: 10)))
        s.dismiss()
        UIApplication.shared.runUntilIdle()
        let done = try shown(s, "partial-curl-dismissed")
        #expect(isGreen(done.pixel(x: 195, y: 830)))
        #expect(s.root.view.window === s.window)
        #expect(LeftoverStateChecker.check(s.window) == [])
    }
}
