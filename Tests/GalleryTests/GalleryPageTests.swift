import Foundation
import Testing
@testable import Gallery
import OpenUIKit
import OpenUIKitTesting

/// A Core Animation demo with neither a stage nor a timed trace of its own: its lines get the time of the
/// frame they appeared on.
@MainActor
private final class UntimedDemo: GalleryDemo, CAAnimationDelegate {
    static let name = "untimed"
    static let title = "Untimed"
    static let summary = "A fade whose delegate calls are traced without times."
    let size = CGSize(width: 20, height: 20)
    let duration: TimeInterval = 1
    let keyFrames: [(time: TimeInterval, caption: String)] = [(0, "start")]
    private(set) var trace: [String] = []
    private let layer = CALayer()

    required init() {}

    func makeScene() -> CALayer {
        layer.bounds = CGRect(origin: .zero, size: size)
        return layer
    }

    func perform(at time: TimeInterval) {
        guard time == 0.2 || time == 0 else { return }
        trace.append("perform at \(time)")
        guard time == 0.2 else { return }
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 1
        fade.toValue = 0
        fade.duration = 0.45
        fade.delegate = self
        layer.add(fade, forKey: "fade")
    }

    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        trace.append(String(format: "stopped at %.3f", CACurrentMediaTime()))
    }
}

/// The timed traces behind the page, its data files and the page itself (the browser test plays it).
@MainActor
@Suite(.freshApplication) struct GalleryPageTests {
    /// Every demo's timed trace holds its trace's lines, in order, at times from 0 to its duration.
    @Test func everyDemosTraceLinesHaveTheirTimes() {
        for demo in GalleryCatalog.demos {
            let instance = demo.init()
            let recording = DemoRenderer.record(instance, fps: 30)
            let times = recording.timedTrace.map(\.time)
            #expect(recording.trace == instance.trace, "\(demo.name)")
            #expect(times == times.sorted(), "\(demo.name): times out of order")
            #expect(times.allSatisfy { $0 >= 0 && $0 <= demo.init().duration + 1e-9 }, "\(demo.name)")
        }
    }

    /// The modal-styles trace at its exact virtual times: Home appears at 0; the tap at 0.3 s is delivered
    /// on the run loop's next 1/60 s frame (0.3167 s), where the presentation begins; the 0.5 s slide ends at
    /// 0.8167 s.
    @Test func aUIKitDemosEventsCarryTheirVirtualTimes() {
        let timed = DemoRenderer.record(ModalStylesDemo.self, fps: 30).timedTrace.prefix(18)
        let expected: [(Double, String)] = [
            (0, "Home loadView"), (0, "Home viewDidLoad"), (0, "Home viewWillAppear(false)"),
            (0, "Home viewDidAppear(false)"), (0.3, "t=0.300 tap Present (coverVertical)"),
            (0.3 + 1 / 60, "Page loadView"), (0.3 + 1 / 60, "Page viewDidLoad"),
            (0.3 + 1 / 60, "Home present Page began"), (0.3 + 1 / 60, "Home viewWillDisappear(true)"),
            (0.3 + 1 / 60, "Page viewWillAppear(true)"),
            (0.3 + 1 / 60, "Home delegate presentationController presentationTransitionWillBegin"),
            (0.3 + 1 / 60, "Page animation view.position started"),
            (0.8 + 1 / 60, "Page animation view.position stopped (finished: true)"),
            (0.8 + 1 / 60, "Home context.completeTransition(true)"), (0.8 + 1 / 60, "Home present Page completed"),
            (0.8 + 1 / 60, "Home delegate presentationController presentationTransitionDidEnd(true)"),
            (0.8 + 1 / 60, "Page viewDidAppear(true)"), (0.8 + 1 / 60, "Home viewDidDisappear(true)"),
        ]
        #expect(timed.map(\.text) == expected.map(\.1))
        #expect(zip(timed, expected).allSatisfy { abs($0.time - $1.0) < 1e-6 })
        #expect(timed[5].formatted == "0.317 Page loadView")
    }

    /// The Core Animation demos time their own lines: mask-pause-resume's buttons are tapped at 0, 1.2 s and
    /// 2.2 s and act on the lift 1/60 s later; its 3 s animation, paused for 1 s, stops 4 s after it started.
    @Test func theCoreAnimationDemosTimeTheirOwnLines() {
        let mask = DemoRenderer.record(MaskPauseResumeDemo.self, fps: 30).timedTrace
        let lift = 1.0 / 60
        let expected = [0, lift, lift, 1.2, 1.2 + lift, 2.2, 2.2 + lift, 4 + lift]
        #expect(mask.count == expected.count)
        #expect(zip(mask, expected).allSatisfy { abs($0.time - $1) < 1e-6 }, "\(mask.map(\.formatted))")
        let morph = DemoRenderer.record(PathMorphDemo.self, fps: 30).timedTrace
        #expect(
            morph.map(\.formatted) == [
                "0.000 t=0.000 add path animation circle→square, autoreverses, repeatCount 2",
                "0.000 animationDidStart", "4.000 animationDidStop finished=true",
            ])
    }

    /// A demo that gives no times gets the time of the frame each line appeared on: at 10 fps the fade
    /// added at 0.2 s for 0.45 s stops between frames and shows on frame 7 (0.7 s).
    @Test func untimedLinesGetTheirFramesTime() {
        let timed = DemoRenderer.record(UntimedDemo(), fps: 10).timedTrace
        #expect(timed.map(\.text) == ["perform at 0.0", "perform at 0.2", "stopped at 0.650"])
        #expect(timed.map(\.time) == [0, 0.2, 0.7])
    }

    /// The data script hands the page the demo's frames, timed trace, layout overlay and layer tree as JSON, which reads
    /// back intact.
    @Test func theDataScriptRegistersItsContent() throws {
        let content = DemoDataFile.Content(
            name: "demo", fps: 30, frameCount: 2, width: 4, height: 3,
            keyFrames: [.init(frame: 1, time: 1.0 / 30, caption: "a </script> \"b\"")],
            trace: [TimedTraceLine(time: 0.25, text: "Home viewWillAppear(true)")],
            layout: LayoutOverlay(
                width: 4, height: 3, names: ["UIWindow", "UIView"], constraints: ["self.width == 2"],
                snapshots: [
                    [
                        .init(name: 0, depth: 0, shown: [0, 0, 4, 3], frame: [0, 0, 4, 3], constraints: []),
                        .init(name: 1, depth: 1, shown: nil, frame: [1, 0.5, 2, 1], constraints: [0]),
                    ]
                ], frames: [0, 0]),
            layerTree: LayerTreeOverlay(
                names: ["CALayer", "UIView"], animations: ["fade: CABasicAnimation opacity, t 0.100 of 0.250 s"],
                layers: [
                    .init(name: 0, depth: 0, frame: [0, 0, 4, 3], opacity: 1, isHidden: false, animations: []),
                    .init(name: 1, depth: 1, frame: nil, opacity: 0.4, isHidden: false, animations: [0]),
                ], snapshots: [[0, 1]], frames: [0, 0]),
            apng: "iVBORw0KGgo=")
        let script = try DemoDataFile.script(for: content)
        #expect(script.hasPrefix("OpenUIKitGallery.register({"))
        #expect(script.hasSuffix("});\n"))
        let json = script.dropFirst("OpenUIKitGallery.register(".count).dropLast(3)
        #expect(try JSONDecoder().decode(DemoDataFile.Content.self, from: Data(json.utf8)) == content)
    }

    /// The page groups the demos under the sections' headings, in the sections' order, with a line of links per
    /// section in its table of contents; the demos no section names follow without a heading.
    @Test func thePageGroupsTheDemosBySection() throws {
        func demo(_ name: String) -> RenderedDemo {
            RenderedDemo(
                name: name, title: name, summary: "", animationFiles: ["\(name).png"],
                contactSheetFile: "\(name)-contact-sheet.png", contactSheetSize: (10, 10),
                traceFile: "\(name)-trace.txt",
                dataFile: "data/\(name).js", frameCount: 1, fps: 30, pixelWidth: 10, pixelHeight: 10, keyFrames: [],
                trace: [],
                layout: LayoutOverlay(width: 10, height: 10, names: [], constraints: [], snapshots: [[]], frames: [0]),
                layerTree: LayerTreeOverlay(names: [], animations: [], layers: [], snapshots: [[]], frames: [0]))
        }
        let page = try GalleryPage.html(
            for: [demo("a"), demo("b"), demo("c")],
            sections: [(title: "基础动画案例 — Basic animations", names: ["c", "a"]), (title: "Empty", names: ["z"])],
            ffmpegInstalled: false)
        #expect(
            page.contains(
                ##"<nav><p><b>基础动画案例 — Basic animations</b>: <a href="#c">c</a> · <a href="#a">a</a></p>"##
                    + "\n" + ##"<p><a href="#b">b</a></p></nav>"##))
        let heading = try #require(page.range(of: #"<h2 class="catalog-section">基础动画案例 — Basic animations</h2>"#))
        let order = ["id=\"c\"", "id=\"a\"", "id=\"b\""].compactMap { page.range(of: $0)?.lowerBound }
        #expect(order.count == 3 && heading.upperBound < order[0] && order[0] < order[1] && order[1] < order[2])
        #expect(!page.contains("Empty"))
        #expect(page.components(separatedBy: "<h2 class=\"catalog-section\">").count == 2)
    }

    /// The page lists each demo with its player, its trace at virtual times, key frames and files, and says
    /// how to get GIF/MP4 — with ffmpeg's install command when ffmpeg is missing.
    @Test func thePageHoldsEachDemosInspector() throws {
        let demo = RenderedDemo(
            name: "modal-styles", title: "Modal <styles>", summary: "four styles", animationFiles: ["modal-styles.png"],
            contactSheetFile: "modal-styles-contact-sheet.png", contactSheetSize: (1000, 700),
            traceFile: "modal-styles-trace.txt",
            dataFile: "data/modal-styles.js", frameCount: 280, fps: 30, pixelWidth: 480, pixelHeight: 640,
            keyFrames: [(index: 6, caption: "Home")], trace: [TimedTraceLine(time: 0.3167, text: "Page loadView")],
            layout: LayoutOverlay(width: 240, height: 320, names: [], constraints: [], snapshots: [[]], frames: [0]),
            layerTree: LayerTreeOverlay(names: [], animations: [], layers: [], snapshots: [[]], frames: [0]))
        let page = try GalleryPage.html(for: [demo], ffmpegInstalled: false)
        // The style sheet, the APNG decoder and the player, inlined from the gallery's resource files.
        #expect(page.contains("<style>\n/* The page's style sheet. */\nbody {"))
        #expect(page.contains("const PNG_SIGNATURE = Uint8Array.of(137, 80, 78, 71, 13, 10, 26, 10);"))
        #expect(page.contains("window.addEventListener(\"hashchange\", openPermalink);"))
        #expect(page.contains(#"<section class="demo" id="modal-styles" data-fps="30" data-frames="280""#))
        #expect(page.contains(#"<canvas width="480" height="640">"#))
        // The layout overlay: a toggle, an outline layer over the canvas and a list beside the trace, hidden.
        #expect(page.contains(#"<svg class="overlay" preserveAspectRatio="none" hidden></svg>"#))
        #expect(page.contains(#"<input type="checkbox" class="layout-toggle"> layout overlay</label>"#))
        #expect(page.contains(#"<ol class="layout" hidden></ol>"#))
        // The layer tree: a toggle and a list beside the trace, hidden.
        #expect(page.contains(#"<input type="checkbox" class="layers-toggle"> layer tree</label>"#))
        #expect(page.contains(#"<ol class="layers" hidden></ol>"#))
        #expect(page.contains(#"<h3>Modal &lt;styles&gt; "#))
        #expect(page.contains(#"data-time="0.3167" data-text="Page loadView"><span class="time">0.317</span>"#))
        #expect(page.contains(#"max="279" step="1""#))
        #expect(page.contains(#"<img src="modal-styles-contact-sheet.png" width="1000" height="700""#))
        #expect(page.contains(#"<button data-frame="6" title="frame 6">Home</button>"#))
        #expect(page.contains(#"<a href="modal-styles.png">APNG</a> · <a href="modal-styles-trace.txt">trace</a>"#))
        #expect(page.contains("GIF/MP4 need ffmpeg: <code>apt-get install -y ffmpeg</code>"))
        let withFFmpeg = try GalleryPage.html(for: [demo], ffmpegInstalled: true)
        #expect(withFFmpeg.contains("GIF/MP4: <code>gallery render modal-styles --format gif --format mp4</code>"))
    }
}
