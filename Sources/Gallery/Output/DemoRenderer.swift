import Foundation
import OpenUIKit

/// What rendering one demo produced, for the index page.
struct RenderedDemo {
    let name: String
    let title: String
    let summary: String
    let animationFile: String?
    let contactSheetFile: String
    let traceFile: String
    let frameCount: Int
}

/// Records a demo on the virtual clock and, while it records, renders its frames and streams them into the
/// animation files; then writes the contact sheet and the trace into the output folder. Only a few frames
/// are in memory at any time, plus the contact sheet's key frames.
@MainActor
enum DemoRenderer {
    struct Options {
        var outputDirectory: URL
        var formats: [OutputFormat]
        var fps: Int
        var scale: CGFloat
    }

    static func render(
        _ demoType: any GalleryDemo.Type, options: Options, progress: @escaping @Sendable (Double) -> Void
    ) async throws -> RenderedDemo {
        let name = demoType.name
        let directory = options.outputDirectory
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let demo = demoType.init()
        var recording = start(demo, fps: options.fps)
        let keyFrames = keyFrames(of: demo, fps: options.fps, frameCount: recording.frameCount)
        let writer = try AnimationWriter(
            formats: options.formats, fps: options.fps, name: name, in: directory,
            keyFrames: Set(keyFrames.map(\.index)))
        let canvas = FrameRenderer.Canvas(size: demo.size, scale: options.scale, background: .white)
        let total = Double(recording.frameCount)
        let (sink, frameCount) = try await FrameRenderer.render(
            &recording, on: canvas, fps: options.fps, apng: writer.apngSink
        ) { index, image in
            try await writer.take(image, index: index)
            progress(0.9 * Double(index + 1) / total)
        }
        let animationFile = try await writer.finish(apng: sink)
        let kept = await writer.keyFrames
        let sheet = ContactSheet.image(
            of: keyFrames.compactMap { key in kept[key.index].map { ($0, key.caption) } }, scale: options.scale)
        let sheetFile = "\(name)-contact-sheet.png"
        try PNGEncoder.encode(sheet).write(to: directory.appendingPathComponent(sheetFile))
        let traceFile = "\(name)-trace.txt"
        try (demo.trace.joined(separator: "\n") + "\n").write(
            to: directory.appendingPathComponent(traceFile), atomically: true, encoding: .utf8)
        progress(1)
        return RenderedDemo(
            name: name, title: demoType.title, summary: demoType.summary, animationFile: animationFile,
            contactSheetFile: sheetFile, traceFile: traceFile, frameCount: frameCount)
    }

    /// Runs the demo on a fresh clock and a fresh application, through UIKit's run loop (Core Animation's
    /// frame loop plus UIKit's queued and after-commit work), and returns its frames, the frame indices of
    /// its key moments, its size and its trace.
    static func record(
        _ demoType: any GalleryDemo.Type, fps: Int
    ) -> ([RenderLayer], [(index: Int, caption: String)], CGSize, [String]) {
        record(demoType.init(), fps: fps)
    }

    /// Records `demo`, made but not yet started, as `record(_:fps:)` does; the demo keeps its scene
    /// afterwards for inspection.
    static func record(
        _ demo: any GalleryDemo, fps: Int
    ) -> ([RenderLayer], [(index: Int, caption: String)], CGSize, [String]) {
        var recording = start(demo, fps: fps)
        var frames: [RenderLayer] = []
        while let frame = recording.next() { frames.append(frame) }
        return (frames, keyFrames(of: demo, fps: fps, frameCount: frames.count), demo.size, demo.trace)
    }

    /// Resets the application, builds the demo's scene and returns its recording, not yet started.
    private static func start(_ demo: any GalleryDemo, fps: Int) -> LayerRecording {
        UIApplication.shared.reset()
        let root = demo.makeScene()
        CATransaction.flush()
        return LayerRecording(
            root, duration: demo.duration, fps: fps, advance: { UIApplication.shared.advance(by: $0) },
            script: demo.perform(at:))
    }

    private static func keyFrames(
        of demo: any GalleryDemo, fps: Int, frameCount: Int
    ) -> [(index: Int, caption: String)] {
        demo.keyFrames.map { (index: min(frameCount - 1, Int(($0.time * Double(fps)).rounded())), caption: $0.caption) }
    }
}
