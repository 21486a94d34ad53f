import Foundation
import OpenCoreGraphics

/// Turns recorded render trees into images and compressed frames on several threads. Each worker has its
/// own compositor, which keeps its backing-store cache across the frames it draws.
package enum FrameRenderer {
    /// The images of `frames`, in order, each `size` points at `scale`, over `background`.
    package static func images(
        of frames: [RenderLayer], size: CGSize, scale: CGFloat, background: CGColor?, workers: Int = 2
    ) async -> [CGImage] {
        await parallelMap(frames, workers: workers) {
            let compositor = Compositor()
            return { compositor.image(of: $0, size: size, scale: scale, background: background) }
        }
    }

    /// An animated PNG of `images` (all of one size), each shown for 1/`fps` s: every frame after the
    /// first holds only the region that changed, compressed on several threads at zlib level 1
    /// (run-length strategy); nil for no images.
    package static func apng(of images: [CGImage], fps: Int, workers: Int = 2) async -> Data? {
        guard let first = images.first else { return nil }
        let delay = UInt16(clamping: fps)
        let frames = await parallelMap(Array(images.indices), workers: workers) {
            { index in
                index == 0
                    ? APNGEncoder.Frame(images[0], delayNumerator: 1, delayDenominator: delay, compressionLevel: 1)
                    : APNGEncoder.Frame(images[index], changedSince: images[index - 1], delayNumerator: 1, delayDenominator: delay, compressionLevel: 1)
            }
        }
        var encoder = APNGEncoder(width: first.width, height: first.height)
        for frame in frames { encoder.addFrame(frame) }
        return encoder.encode()
    }

    /// Maps `items` in order, splitting them into contiguous chunks, one per worker; `makeWorker` runs once
    /// on each worker's thread and returns the function that worker applies.
    private static func parallelMap<Item: Sendable, Result: Sendable>(
        _ items: [Item], workers: Int, makeWorker: @escaping @Sendable () -> (Item) -> Result
    ) async -> [Result] {
        let chunks = max(1, min(workers, items.count))
        let chunkSize = (items.count + chunks - 1) / chunks
        return await withTaskGroup(of: (Int, [Result]).self) { group in
            for chunk in 0..<chunks {
                let slice = Array(items[min(chunk * chunkSize, items.count)..<min((chunk + 1) * chunkSize, items.count)])
                group.addTask {
                    let work = makeWorker()
                    return (chunk, slice.map(work))
                }
            }
            var results = [[Result]](repeating: [], count: chunks)
            for await (chunk, mapped) in group { results[chunk] = mapped }
            return results.flatMap { $0 }
        }
    }
}
