import Foundation
import OpenCoreGraphics
import Testing
@testable import Gallery
@testable import OpenQuartzCore
import OpenUIKit
import OpenUIKitTesting

/// The gallery's index page in a real browser (headless Chromium through chromedriver): every demo of the
/// catalog rendered in-process at 1 pixel per point and 10 fps, then the page opened from the file system.
/// Its frames must decode in the browser's own APNG decoding (the page's script) to exactly the frames our
/// compositor drew, at the times the player claims; trace clicks and permalinks must land on the right frame;
/// the layout overlay must show the views and constraints of the frame shown; the demos must stand under the
/// catalog's section headings.
@MainActor
@Suite(.serialized, .freshApplication) struct GalleryPageBrowserTests {
    static let fps = 10

    @Test(.enabled(if: WebDriverSession.tools != nil, "\(WebDriverSession.missingToolsMessage)"))
    func theInspectorShowsEveryDemoFrameExactly() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("gallery-page-\(UUID())")
        defer { try? FileManager.default.removeItem(at: directory) }
        let options = try OutputOptions.parse([
            "--out", directory.path, "--fps", "\(Self.fps)", "--scale", "1", "--format", "apng",
        ])
        try await GalleryRun.render(GalleryCatalog.demos, options: options)
        let page = directory.appendingPathComponent("index.html")

        let browser = try await WebDriverSession()
        do {
            try await check(page, in: browser)
        } catch {
            await browser.quit()
            throw error
        }
        await browser.quit()
    }

    private func check(_ page: URL, in browser: WebDriverSession) async throws {
        try await browser.open(page)
        let summary = try await browser.evaluate("OpenUIKitGallery.decodeAll()") as? [String: [String: Any]] ?? [:]
        for demo in GalleryCatalog.demos {
            let instance = demo.init()
            let decoded = summary[demo.name] ?? [:]
            #expect(decoded["error"] == nil, "\(demo.name): \(decoded["error"] ?? "")")
            #expect(
                decoded["frames"] as? Int == Int((instance.duration * Double(Self.fps)).rounded()) + 1, "\(demo.name)")
            #expect(decoded["width"] as? Int == Int(instance.size.width.rounded(.up)), "\(demo.name)")
            #expect(decoded["height"] as? Int == Int(instance.size.height.rounded(.up)), "\(demo.name)")
        }

        // The demos under the catalog's section headings, the AnimationSet app's two first, in Chinese with their
        // English beside them.
        let grouped =
            try await browser.execute(
                """
                return [...document.querySelectorAll('h2.catalog-section')].map(heading => {
                    const names = [];
                    for (let e = heading.nextElementSibling; e && e.tagName === 'SECTION'; e = e.nextElementSibling) {
                        names.push(e.id);
                    }
                    return [heading.textContent, names];
                });
                """) as? [[Any]] ?? []
        #expect(grouped.compactMap { $0.first as? String } == GalleryCatalog.sections.map(\.title))
        #expect(grouped.compactMap { $0.last as? [String] } == GalleryCatalog.sections.map { $0.demos.map { $0.name } })
        #expect(grouped.first?.first as? String == "基础动画案例 — Basic animations")
        let contents =
            try await browser.execute("return [...document.querySelectorAll('nav p b')].map(b => b.textContent)")
            as? [String]
        #expect(contents == GalleryCatalog.sections.map(\.title))

        // Seeking to a time shows the frame rendered for that time, pixel for pixel.
        let modal = RecordedDemo(ModalStylesDemo.self, fps: Self.fps)
        for time in [0.0, 0.6, 1.4, 3.0, 7.9] {
            let state = try await browser.evaluate("OpenUIKitGallery.seek('modal-styles', \(time))") as? [String: Any]
            #expect(state?["frame"] as? Int == modal.index(at: time))
            #expect(state?["position"] as? String == String(format: "frame %d / %.3f s", modal.index(at: time), time))
            try await expectCanvas("modal-styles", in: browser, equals: modal.image(at: time), "seek to \(time) s")
        }

        // A real click on a trace line seeks to the first frame at or after the event.
        let lines = modal.timedTrace
        let clicked = try #require(
            lines.firstIndex { $0.time > 1 && ($0.time * Double(Self.fps)).rounded() != $0.time * Double(Self.fps) })
        let event = lines[clicked]
        try await browser.click("#modal-styles .trace li:nth-child(\(clicked + 1))")
        let frame = Int((event.time * Double(Self.fps) - 1e-6).rounded(.up))
        let state = try await browser.execute("return OpenUIKitGallery.state('modal-styles')") as? [String: Any]
        #expect(state?["frame"] as? Int == frame)
        #expect(state?["hash"] as? String == String(format: "#modal-styles@%.3f", Double(frame) / Double(Self.fps)))
        #expect((state?["current"] as? [String])?.contains(event.text) == true)
        try await expectCanvas(
            "modal-styles", in: browser, equals: modal.image(at: Double(frame) / Double(Self.fps)),
            "click \(event.text)")

        // Playback: frame i is due i / fps seconds after frame 0, divided by the speed.
        let played =
            try await browser.execute(
                """
                const player = OpenUIKitGallery.player('modal-styles');
                player.seek(0, false);
                player.speed = 0.5;
                player.playing = true;
                player.anchorTime = 0;
                player.tick(999);
                const early = player.frame;
                player.tick(1001);
                player.playing = false;
                return [early, player.frame];
                """) as? [Int]
        #expect(played == [4, 5])

        // A permalink opens the page at the demo and shows the frame for that time.
        let morph = RecordedDemo(PathMorphDemo.self, fps: Self.fps)
        var link = URLComponents(url: page, resolvingAgainstBaseURL: false)!
        link.fragment = "path-morph@1.5"
        try await browser.open(link.url!)
        let opened =
            try await browser.evaluate(
                "OpenUIKitGallery.player('path-morph').decode().then(() => OpenUIKitGallery.state('path-morph'))")
            as? [String: Any]
        #expect(opened?["frame"] as? Int == morph.index(at: 1.5))
        try await expectCanvas("path-morph", in: browser, equals: morph.image(at: 1.5), "permalink")

        // A permalink to no demo changes nothing and reports no error.
        link.fragment = "no-such-demo@2"
        try await browser.open(link.url!)
        let unchanged = try await browser.execute("return OpenUIKitGallery.state('path-morph')") as? [String: Any]
        #expect(unchanged?["frame"] as? Int == morph.index(at: 1.5))

        try await checkLayoutOverlay(in: browser)
        try await checkLayerTree(in: browser)

        let log = try await browser.browserLog()
        let severe = log.filter { $0.level == "SEVERE" }
        #expect(severe.isEmpty, "console errors: \(severe.map(\.message))")
        #expect(
            log.contains {
                $0.level == "WARNING" && $0.message.contains("no demo named") && $0.message.contains("no-such-demo")
            })
    }

    /// The layout overlay of constraint-animation at 1.8 s, after the card's height constant became 140: off
    /// at first; a real click on its toggle outlines every view of the frame on the canvas and lists each
    /// with its frame and the constraints that placed it; another click hides it. Expected values from the
    /// demo's constraints in its 240 × 320 window: the card 20 pt inside the leading, top and trailing edges
    /// (x 20, y 20, width 200) and 140 high; the stack 16 pt below it, rows 40 high and 8 apart.
    private func checkLayoutOverlay(in browser: WebDriverSession) async throws {
        typealias Card = ConstraintCardController
        let name = ConstraintAnimationDemo.name
        let state = { () async throws -> [String: Any] in
            let state = try await browser.execute("return OpenUIKitGallery.state('\(name)')") as? [String: Any]
            return state?["layout"] as? [String: Any] ?? [:]
        }
        _ = try await browser.evaluate("OpenUIKitGallery.seek('\(name)', 1.8)")
        let off = try await state()
        #expect(off["shown"] as? Bool == false)
        #expect((off["views"] as? [Any])?.isEmpty == true)

        try await browser.click("#\(name) .layout-toggle")
        let on = try await state()
        #expect(on["shown"] as? Bool == true)
        let views = (on["views"] as? [[String: Any]] ?? []).map {
            (name: $0["name"] as? String, frame: $0["frame"] as? String, constraints: $0["constraints"] as? [String])
        }
        let width = 240 - 2 * Card.inset, height = Card.expandedHeight
        let card = try #require(views.first { $0.frame == "frame (20 20; \(Int(width)) \(Int(height)))" })
        #expect(card.name == "UIView")
        #expect(
            card.constraints?.sorted() == [
                "UIStackView.top == self.bottom + \(Int(Card.gap))",
                "self.height == \(Int(height))", "self.leading == UIView.leading + \(Int(Card.inset))",
                "self.top == UIView.top + \(Int(Card.inset))",
                "self.trailing == UIView.trailing - \(Int(Card.inset))",
            ])
        let step = Int(Card.rowHeight + Card.spacing)
        let rows = views.filter { $0.constraints?.contains("self.height == \(Int(Card.rowHeight)) @999") == true }
        #expect(rows.map(\.frame) == (0..<3).map { "frame (0 \($0 * step); \(Int(width)) \(Int(Card.rowHeight)))" })
        // The outlines are the views' rectangles on screen: the card, and the rows under it from y 176.
        let rects = on["rects"] as? [[Double]] ?? []
        #expect(rects.count == views.count)
        #expect(rects.contains([20, 20, Double(width), Double(height)]))
        let stackTop = Double(Card.inset + height + Card.gap)
        for row in 0..<3 {
            #expect(rects.contains([20, stackTop + Double(row * step), Double(width), Double(Card.rowHeight)]))
        }

        try await browser.click("#\(name) .layout-toggle")
        let hidden = try await state()
        #expect(hidden["shown"] as? Bool == false)
        #expect((hidden["rects"] as? [Any])?.isEmpty == true)
    }

    /// The layer tree of path-morph at 1.5 s, half-way through the morph's second pass: off at first; a real
    /// click on its toggle lists every layer of that frame as the recording sampled it — names, presentation
    /// frames, opacities and the running path animation with where it stands — and another click hides it.
    private func checkLayerTree(in browser: WebDriverSession) async throws {
        let name = PathMorphDemo.name
        let state = { () async throws -> [String: Any] in
            let state = try await browser.execute("return OpenUIKitGallery.state('\(name)')") as? [String: Any]
            return state?["layers"] as? [String: Any] ?? [:]
        }
        _ = try await browser.evaluate("OpenUIKitGallery.seek('\(name)', 1.5)")
        #expect(try await state()["shown"] as? Bool == false)

        try await browser.click("#\(name) .layers-toggle")
        let on = try await state()
        #expect(on["shown"] as? Bool == true)
        let shown = (on["layers"] as? [[String: Any]] ?? []).map {
            [$0["name"] as? String, $0["frame"] as? String, $0["opacity"] as? String].compactMap { $0 }
                + ($0["animations"] as? [String] ?? [])
        }
        let recorded = DemoRenderer.record(PathMorphDemo.self, fps: Self.fps).layerTree
        let expected = recorded.snapshots[recorded.frames[15]].map { index in
            let layer = recorded.layers[index]
            let numbers = layer.frame?.map(Self.javaScriptNumber)
            return [
                recorded.names[layer.name],
                numbers.map { "frame (\($0[0]) \($0[1]); \($0[2]) \($0[3]))" } ?? "frame not finite",
                "opacity \(Self.javaScriptNumber(layer.opacity))\(layer.isHidden ? ", hidden" : "")",
            ] + layer.animations.map { recorded.animations[$0] }
        }
        #expect(!expected.isEmpty)
        #expect(shown == expected)
        #expect(shown.contains { $0.contains { $0.hasPrefix("morph") && $0.contains("path, t ") } })

        try await browser.click("#\(name) .layers-toggle")
        let hidden = try await state()
        #expect(hidden["shown"] as? Bool == false)
        #expect((hidden["layers"] as? [Any])?.isEmpty == true)
    }

    /// A number as JavaScript writes it: no fraction for whole numbers.
    private static func javaScriptNumber(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : "\(value)"
    }

    /// The demo's canvas, read back as a PNG, against `expected`: within 2 per channel (colour conversion).
    private func expectCanvas(
        _ name: String, in browser: WebDriverSession, equals expected: CGImage, _ what: String
    ) async throws {
        let url = try await browser.evaluate("OpenUIKitGallery.frameDataURL('\(name)')") as? String ?? ""
        let base64 = try #require(url.split(separator: ",").last.map(String.init))
        let shown = try PNGDecoder.decode(try #require(Data(base64Encoded: base64)))
        #expect(shown.width == expected.width && shown.height == expected.height, "\(what): size")
        guard shown.width == expected.width, shown.height == expected.height else { return }
        let worst = zip(shown.pixels, expected.pixels).map { abs(Int($0) - Int($1)) }.max() ?? 0
        #expect(worst <= 2, "\(what): the canvas differs from the compositor's frame by up to \(worst)")
    }
}
