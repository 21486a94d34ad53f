import Foundation
import OpenUIKit

/// Records a demo on the virtual clock and, while it records, renders its frames and streams them into the
/// animation files; then writes the contact sheet, the timed trace and the page's data file into the output
/// folder. Only a few frames are in memory at any time, plus the contact sheet's key frames.
@MainActor
enum DemoRenderer {
    struct Options {
        var outputDirectory: URL
        /// The formats asked for; the APNG is always written, because the index page's player reads it.
        var formats: [OutputFormat]
        var fps: Int
        var scale: CGFloat
    }

    /// A demo recorded without rendering: one render tree per frame, the key frames, the scene's size and
    /// the trace with each line's time (seconds from frame 0).
    struct Recording {
        let frames: [RenderLayer]
        let keyFrames: [(index: Int, caption: String)]
        let size: CGSize
        let timedTrace: [TimedTraceLine]
        /// Each frame's views, frames and the constraints that placed them.
        let layout: LayoutOverlay
        /// Each frame's layers as shown: presentation frames, opacities, running animations.
        let layerTree: LayerTreeOverlay
        var trace: [String] { timedTrace.map(\.text) }
    }

    static func render(
        _ demoType: any GalleryDemo.Type, options: Options, progress: @escaping @Sendable (Double) -> Void
    ) async throws -> RenderedDemo {
        let name = demoType.name
        let directory = options.outputDirectory
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let demo = demoType.init()
        var (recording, timedTrace, samplers) = start(demo, fps: options.fps)
        let keyFrames = keyFrames(of: demo, fps: options.fps, frameCount: recording.frameCount)
        let formats = options.formats.contains(.apng) ? options.formats : [.apng] + options.formats
        let writer = try AnimationWriter(
            formats: formats, fps: options.fps, name: name, in: directory, keyFrames: Set(keyFrames.map(\.index)))
        let canvas = FrameRenderer.Canvas(size: demo.size, scale: options.scale, background: .white)
        let total = Double(recording.frameCount)
        let (sink, frameCount) = try await FrameRenderer.render(
            &recording, on: canvas, fps: options.fps, apng: writer.apngSink
        ) { index, image in
            try await writer.take(image, index: index)
            progress(0.9 * Double(index + 1) / total)
        }
        let animationFiles = try await writer.finish(apng: sink)
        let kept = await writer.keyFrames
        let sheet = ContactSheet.image(
            of: keyFrames.compactMap { key in kept[key.index].map { ($0, key.caption) } }, scale: options.scale)
        let sheetFile = "\(name)-contact-sheet.png"
        try PNGEncoder.encode(sheet).write(to: directory.appendingPathComponent(sheetFile))
        let trace = timedTrace()
        let traceFile = "\(name)-trace.txt"
        try (trace.map(\.formatted).joined(separator: "\n") + "\n").write(
            to: directory.appendingPathComponent(traceFile), atomically: true, encoding: .utf8)
        let rendered = RenderedDemo(
            name: name, title: demoType.title, summary: demoType.summary, animationFiles: animationFiles,
            contactSheetFile: sheetFile,
            contactSheetSize: (sheet.width, sheet.height), traceFile: traceFile, dataFile: "data/\(name).js",
            frameCount: frameCount,
            fps: options.fps, pixelWidth: canvas.pixelWidth, pixelHeight: canvas.pixelHeight, keyFrames: keyFrames,
            trace: trace, layout: samplers.layout.overlay, layerTree: samplers.layerTree.overlay)
        try DemoDataFile.write(rendered, apng: directory.appendingPathComponent("\(name).png"), in: directory)
        progress(1)
        return rendered
    }

    /// Runs the demo on a fresh clock and a fresh application, through UIKit's run loop (Core Animation's
    /// frame loop plus UIKit's queued and after-commit work), and returns its frames, the frame indices of
    /// its key moments, its size and its timed trace.
    static func record(_ demoType: any GalleryDemo.Type, fps: Int) -> Recording {
        record(demoType.init(), fps: fps)
    }

    /// Records `demo`, made but not yet started, as `record(_:fps:)` does; the demo keeps its scene
    /// afterwards for inspection.
    static func record(_ demo: any GalleryDemo, fps: Int) -> Recording {
        var (recording, timedTrace, samplers) = start(demo, fps: fps)
        var frames: [RenderLayer] = []
        while let frame = recording.next() { frames.append(frame) }
        return Recording(
            frames: frames, keyFrames: keyFrames(of: demo, fps: fps, frameCount: frames.count), size: demo.size,
            timedTrace: timedTrace(), layout: samplers.layout.overlay, layerTree: samplers.layerTree.overlay)
    }

    /// Resets the application (virtual time 0, which is frame 0's time), builds the demo's scene and returns
    /// its recording, not yet started, with where the trace's times come from once it has run: the demo's
    /// own `timedTrace`, else the trace of the stage it showed (exact times of every event), else the
    /// frame each line appeared on; and the samplers of its layout overlay and layer tree, which sample each
    /// frame after the frame's script and commit.
    private static func start(
        _ demo: any GalleryDemo, fps: Int
    ) -> (
        LayerRecording, timedTrace: () -> [TimedTraceLine],
        samplers: (layout: LayoutSampler, layerTree: LayerTreeSampler)
    ) {
        UIApplication.shared.reset()
        let (root, stageTraces) = DemoStage.collectingTraces { demo.makeScene() }
        CATransaction.flush()
        let sampler = TraceSampler(demo)
        let layout = LayoutSampler(root: root, size: demo.size)
        let layerTree = LayerTreeSampler(root: root)
        let recording = LayerRecording(
            root, duration: demo.duration, fps: fps, advance: { UIApplication.shared.advance(by: $0) },
            script: { time in
                demo.perform(at: time)
                sampler.sample(at: time)
                CATransaction.flush()
                layout.sample()
                layerTree.sample()
            })
        return (
            recording,
            {
                if let own = demo.timedTrace { return own }
                let trace = demo.trace
                return stageTraces.first { $0.lines == trace }?.timedLines ?? sampler.lines
            },
            (layout, layerTree)
        )
    }

    private static func keyFrames(
        of demo: any GalleryDemo, fps: Int, frameCount: Int
    ) -> [(index: Int, caption: String)] {
        demo.keyFrames.map { (index: min(frameCount - 1, Int(($0.time * Double(fps)).rounded())), caption: $0.caption) }
    }
}
