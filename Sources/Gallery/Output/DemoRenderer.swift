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

/// Records a demo on the virtual clock, renders its frames and writes the animation, the contact sheet and
/// the trace into the output folder.
@MainActor
enum DemoRenderer {
    struct Options {
        var outputDirectory: URL
        var formats: [OutputFormat]
        var fps: Int
        var scale: CGFloat
    }

    static func render(_ demoType: any GalleryDemo.Type, options: Options, progress: @escaping @Sendable (Double) -> Void) async throws -> RenderedDemo {
        let (frames, keyIndices, demoSize, trace) = record(demoType, fps: options.fps)
        progress(0.2)
        let images = await FrameRenderer.images(of: frames, size: demoSize, scale: options.scale, background: .white)
        progress(0.6)
        let name = demoType.name
        let directory = options.outputDirectory
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        var animationFile: String?
        for format in options.formats {
            let file = try await AnimationWriter.write(images, format: format, fps: options.fps, name: name, in: directory)
            if animationFile == nil || format == .apng { animationFile = file }
        }
        progress(0.9)
        let sheet = ContactSheet.image(of: keyIndices.map { (images[$0.index], $0.caption) }, scale: options.scale)
        let sheetFile = "\(name)-contact-sheet.png"
        try PNGEncoder.encode(sheet).write(to: directory.appendingPathComponent(sheetFile))
        let traceFile = "\(name)-trace.txt"
        try (trace.joined(separator: "\n") + "\n").write(to: directory.appendingPathComponent(traceFile), atomically: true, encoding: .utf8)
        progress(1)
        return RenderedDemo(name: name, title: demoType.title, summary: demoType.summary, animationFile: animationFile,
                            contactSheetFile: sheetFile, traceFile: traceFile, frameCount: images.count)
    }

    /// Runs the demo on a fresh clock and a fresh application, through UIKit's run loop (Core Animation's
    /// frame loop plus UIKit's queued and after-commit work), and returns its frames, the frame indices of
    /// its key moments, its size and its trace.
    static func record(_ demoType: any GalleryDemo.Type, fps: Int) -> ([RenderLayer], [(index: Int, caption: String)], CGSize, [String]) {
        record(demoType.init(), fps: fps)
    }

    /// Records `demo`, made but not yet started, as `record(_:fps:)` does; the demo keeps its scene
    /// afterwards for inspection.
    static func record(_ demo: any GalleryDemo, fps: Int) -> ([RenderLayer], [(index: Int, caption: String)], CGSize, [String]) {
        UIApplication.shared.reset()
        let root = demo.makeScene()
        CATransaction.flush()
        let frames = LayerRecorder.record(root, duration: demo.duration, fps: fps,
                                          advance: { UIApplication.shared.advance(by: $0) }, script: demo.perform(at:))
        let keys = demo.keyFrames.map { (index: min(frames.count - 1, Int(($0.time * Double(fps)).rounded())), caption: $0.caption) }
        return (frames, keys, demo.size, demo.trace)
    }
}
