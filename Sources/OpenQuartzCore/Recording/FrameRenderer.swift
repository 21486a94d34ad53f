import Foundation
import OpenCoreGraphics

/// Renders a recording on several workers while it is being recorded, and streams it into an animated PNG.
///
/// Each worker has its own compositor, which keeps its backing-store cache across the frames it draws.
/// Per frame a worker composites the image, hands it to `each` (other outputs), plans its APNG frame in
/// frame order (only the region that changed, see `APNGFramePlanner`) and compresses it; frames are
/// written in order as soon as they and all before them are done. At most `window` frames are in flight,
/// so memory stays at a few frames whatever the length of the recording.
package enum FrameRenderer {
    /// How the frames are drawn.
    package struct Canvas: Sendable {
        /// The size of the rendered area in points.
        package var size: CGSize
        /// Pixels per point.
        package var scale: CGFloat
        /// The colour under the layers (nil: transparent).
        package var background: CGColor?

        package init(size: CGSize, scale: CGFloat, background: CGColor?) {
            self.size = size
            self.scale = scale
            self.background = background
        }

        package var pixelWidth: Int { max(1, Int((size.width * scale).rounded(.up))) }
        package var pixelHeight: Int { max(1, Int((size.height * scale).rounded(.up))) }
    }

    /// zlib's settings for recordings, measured on the gallery's demos (docs/ARCHITECTURE.md, "Recording"):
    /// level 9's long match chains find the repeats of interface pictures (level 6 is 10–20 % larger; a
    /// chain of 1024 instead of 4096 is 5–12 % larger), but 2048 is as good within 0.3 % and a third
    /// cheaper on gradients.
    package static let deflateSettings = PNGDeflateSettings(level: 9, memoryLevel: 9, maximumChain: 2048)

    /// Records `recording` and renders every frame on `canvas`, writing an APNG into `sink` when given
    /// (each frame shown for 1/`fps` s, looping forever); `each` sees every image with its frame index, on
    /// the workers, in no particular order. Returns the sink and the number of frames.
    @MainActor
    package static func render<Sink: APNGByteSink & Sendable>(
        _ recording: inout LayerRecording, on canvas: Canvas, fps: Int, apng sink: Sink?,
        workers: Int = ProcessInfo.processInfo.activeProcessorCount, window: Int? = nil,
        each: @escaping @Sendable (Int, CGImage) async throws -> Void = { _, _ in }
    ) async throws -> (sink: Sink?, frameCount: Int) {
        // One colour type for the file: RGBA, even over an opaque background. Dropping alpha would save a
        // channel, but only alpha lets a region frame leave its unchanged pixels transparent and blend
        // `over` the canvas, which wins over a whole recording (measured on the gallery's demos: RGB is
        // 5–10 % smaller for slides and 20–30 % larger for a masked gradient).
        let colorType = PNGColorType.rgba
        let writer = try sink.map {
            try APNGStreamWriter(
                width: canvas.pixelWidth, height: canvas.pixelHeight, colorType: colorType, loopCount: 0, sink: $0)
        }
        let workers = max(1, workers)
        let pipeline = FramePipeline(window: window ?? 2 * workers, writer: writer)
        let encodes = sink != nil
        let delay = (UInt16(1), UInt16(clamping: fps))
        var frameCount = 0
        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<workers {
                group.addTask {
                    let compositor = Compositor()
                    while let (index, tree) = await pipeline.claim() {
                        let image = compositor.image(
                            of: tree, size: canvas.size, scale: canvas.scale, background: canvas.background)
                        do {
                            try await each(index, image)
                        } catch {
                            await pipeline.fail(error)
                            return
                        }
                        guard encodes else {
                            await pipeline.deliver(.skipped, index: index)
                            continue
                        }
                        switch await pipeline.plan(image, index: index) {
                        case nil: return
                        case .repeatLastFrame?:
                            await pipeline.deliver(.repeatLastFrame, index: index)
                        case .frame(let plan)?:
                            let frame = APNGEncoder.Frame(
                                plan, colorType: colorType, settings: deflateSettings, delay: delay)
                            await pipeline.deliver(
                                .frame(frame, disposeOfPrevious: plan.disposeOfPrevious), index: index)
                        }
                    }
                }
            }
            while let tree = recording.next(), await pipeline.submit(tree) {
                frameCount += 1
            }
            await pipeline.finishInput()
            await group.waitForAll()
        }
        return (try await pipeline.finish(), frameCount)
    }
}
