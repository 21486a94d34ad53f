import Foundation
import OpenCoreGraphics
import Testing
@testable import Gallery
import OpenUIKitTesting

/// `gallery live` as a person uses it, under Xvfb: the mouse drags pages and taps rows, the photographs
/// show what happened, Esc quits with exit code 0. Skipped, saying why, where Xvfb, xdotool or xwd are
/// missing. The photographs are written to `$TMPDIR/openuikit-live/` (the README's comes from there).
@Suite(
    .serialized,
    .enabled(if: LiveSession.unavailableReason == nil, Comment(rawValue: LiveSession.unavailableReason ?? "")),
    .freshApplication)
struct LiveWindowTests {
    let first = bytes(0.85, 0.2, 0.2)
    let second = bytes(0.15, 0.6, 0.3)

    static let photoDirectory = FileManager.default.temporaryDirectory.appendingPathComponent("openuikit-live")

    func keep(_ image: CGImage, _ name: String) throws {
        try FileManager.default.createDirectory(at: Self.photoDirectory, withIntermediateDirectories: true)
        try PNGEncoder.encode(image, compressionLevel: 9).write(to: Self.photoDirectory.appendingPathComponent(name))
    }

    /// `gallery live page-scroll` at scale 1: a 390 × 844 window, the demo under a 44-point navigation bar,
    /// with the 240 × 320 pager centred in the safe area, its pages spanning x 75…315 and y 284…604; row 330 is clear of
    /// the titles. Then the wheel turns a page,
    /// and with the clock paused (P) a wheel turn waits until it runs again.
    @Test func aDragAcrossTheWindowMovesThePageAndItSettlesOnTheNext() throws {
        let session = try LiveSession(["page-scroll"])
        defer { session.stop() }
        let row = 330
        let start = try session.screenshot(within: 20, "the first page") { $0.pixel(195, row, is: first) }
        #expect([80, 195, 310].allSatisfy { start.pixel($0, row, is: first) })
        let dragging = try #require(
            try session.drag(from: (290, row), to: (110, row), steps: 12, interval: 0.02, photographAt: 6))
        try keep(dragging, "page-scroll-dragging.png")
        #expect(dragging.pixel(80, row, is: first) && dragging.pixel(310, row, is: second), "mid-drag both pages show")
        let settled = try session.screenshot(within: 10, "the second page to settle") { image in
            [76, 195, 314].allSatisfy { image.pixel($0, row, is: second) }
        }
        try keep(settled, "page-scroll-settled.png")
        let third = bytes(0.2, 0.45, 0.85)
        func shows(_ color: [Int]) -> (CGImage) -> Bool {
            { image in [76, 195, 314].allSatisfy { image.pixel($0, row, is: color) } }
        }
        try session.click(at: (195, row), button: 7)  // the wheel to the right: the next page
        _ = try session.screenshot(within: 10, "the wheel to turn to the third page", where: shows(third))
        try session.key("p")  // the clock paused: a wheel turn waits
        try session.click(at: (195, row), button: 6)
        Thread.sleep(forTimeInterval: 0.5)
        #expect(shows(third)(try session.screenshot()), "paused, the page does not move")
        try session.key("p")
        _ = try session.screenshot(within: 10, "the clock to run again and the page to turn back", where: shows(second))
        try session.key("Escape")
        let (status, _) = try session.waitForExit(timeout: 20)
        #expect(status == 0)
    }

    /// `gallery live --scale 2`: the home list (a 44-point navigation bar, then the sections' headers and
    /// rows); tapping the app's 动画暂停实例 row pushes the app's screen itself, full screen under the bar: its blue
    /// circle (160 points at (115, 173), its middle at (195, 253)) and its red 开始 button 30 points in and 30
    /// above the bottom (the headless screen has no home indicator: y 784…814). Esc quits with exit code 0 and the
    /// frame times printed.
    @Test @MainActor func tappingARowOfTheHomeListPushesTheDemo() throws {
        let session = try LiveSession(["--scale", "2"])
        defer { session.stop() }
        let rowY = try GalleryHomeController.rowMidY(ofDemoNamed: AnimationPauseDemo.name)
        let white = bytes(1, 1, 1)
        let home = try session.screenshot(within: 20, "the home list") { $0.pixel(700, Int(rowY * 2), is: white) }
        try keep(home, "home.png")
        try session.key("f")
        try session.click(at: (300, Int(rowY * 2)))
        let pushed = try session.screenshot(within: 20, "the app's paused-animation screen to be pushed") { image in
            image.pixel(390, 506, is: bytes(0.094, 0.11, 1)) && image.pixel(70, 1580, is: bytes(1, 0.085, 0.23))
        }
        try keep(pushed, "home-pushed-app-animation-pause.png")
        try session.key("Escape")
        let (status, output) = try session.waitForExit(timeout: 20)
        #expect(status == 0)
        let summary = try #require(output.split(separator: "\n").last { $0.contains("frames drawn") })
        print("gallery live --scale 2, push of app-animation-pause: \(summary)")
        #expect(summary.contains("frame time p50"))
    }

    /// A Core Animation demo's screen, then its window destroyed by another client: the gallery quits
    /// cleanly, exit code 0.
    @Test func destroyingTheWindowQuitsCleanly() throws {
        let session = try LiveSession(["path-morph"])
        defer { session.stop() }
        _ = try session.screenshot(within: 20, "the demo's dark background under its bar") {
            $0.pixel(10, 100, is: bytes(0.15, 0.15, 0.15))
        }
        try session.destroyWindow()
        let (status, output) = try session.waitForExit(timeout: 20)
        #expect(status == 0, "\(output)")
    }

    /// The window names itself as X11 clients should: its process, its class, its title in UTF-8 and in ASCII,
    /// and a fixed size.
    @Test func theWindowNamesItselfForWindowManagersAndTools() throws {
        let session = try LiveSession(["path-morph"])
        defer { session.stop() }
        let pid = session.galleryProcessIdentifier
        #expect(
            try session.run("xdotool", "search", "--pid", "\(pid)").split(separator: "\n").first.map(String.init)
                == session.window)
        #expect(try session.run("xdotool", "search", "--classname", "^gallery$").contains(session.window))
        #expect(try session.run("xdotool", "search", "--class", "^OpenUIKit$").contains(session.window))
        let properties = try session.run(
            "xprop", "-id", session.window, "_NET_WM_PID", "WM_CLASS", "_NET_WM_NAME", "WM_NAME", "WM_PROTOCOLS")
        #expect(
            properties.split(separator: "\n").map(String.init) == [
                "_NET_WM_PID(CARDINAL) = \(pid)",
                "WM_CLASS(STRING) = \"gallery\", \"OpenUIKit\"",
                "_NET_WM_NAME(UTF8_STRING) = \"OpenUIKit — path-morph\"",
                "WM_NAME(STRING) = \"OpenUIKit - path-morph\"",
                "WM_PROTOCOLS(ATOM): protocols  WM_DELETE_WINDOW",
            ])
        let hints = try session.run("xprop", "-id", session.window, "WM_NORMAL_HINTS")
        #expect(
            hints.contains(
                "program specified minimum size: \(Int(StandardScreen.width)) by \(Int(StandardScreen.height))"))
    }
}
