import Foundation
import OpenCoreGraphics

/// Renders a layer tree offscreen into images (Apple's `CARenderer` idea: there it draws into a Metal
/// texture; here it draws into a `CGImage`). The renderer keeps backing stores between frames, so
/// rendering successive frames of an animation re-rasterises only what changed.
@preconcurrency @MainActor
public final class CARenderer {
    /// The root of the tree to render; its frame is placed in a space of ``size`` points.
    public var layer: CALayer?
    /// The size of the rendered area, in points.
    public var size: CGSize
    /// Pixels per point.
    public var scale: CGFloat
    /// The colour under the layers (nil: transparent).
    public var backgroundColor: CGColor?
    /// Whether backing stores are kept between frames (true by default). Turning it off rasterises every
    /// layer's content again each frame — only useful to measure what the cache saves.
    public var cachesBackingStores = true

    package private(set) var compositor = Compositor()
    private var target: CGContext?

    public init(layer: CALayer?, size: CGSize, scale: CGFloat = 1) {
        self.layer = layer
        self.size = size
        self.scale = scale
    }

    /// Composites the tree at `time` (the current media time by default) into the renderer's own surface,
    /// reused from frame to frame. Returns false when there is nothing to render (no layer, empty size).
    @discardableResult
    public func render(atTime time: CFTimeInterval? = nil) -> Bool {
        guard let layer, size.width > 0, size.height > 0, scale > 0 else { return false }
        let width = max(1, Int((size.width * scale).rounded(.up))),
            height = max(1, Int((size.height * scale).rounded(.up)))
        let tree = layer.renderTree(atMediaTime: time ?? CACurrentMediaTime())
        let surface: CGContext
        if let target, target.width == width, target.height == height {
            surface = target
            if backgroundColor?.alpha != 1 && !tree.paintsOpaquely(over: CGRect(origin: .zero, size: size)) {
                surface.clear(CGRect(x: 0, y: 0, width: width, height: height))
            }
        } else {
            surface = CGContext(width: width, height: height, flipped: true)
            target = surface
        }
        if let backgroundColor {
            surface.setFillColor(backgroundColor)
            surface.fill(CGRect(x: 0, y: 0, width: width, height: height))
        }
        if !cachesBackingStores { compositor = Compositor() }
        compositor.render(tree, into: surface, deviceTransform: CGAffineTransform(scaleX: scale, y: scale))
        return true
    }

    /// The image of the tree at `time` (the current media time by default): presentation values, running
    /// transitions and all.
    public func image(atTime time: CFTimeInterval? = nil) -> CGImage? {
        guard render(atTime: time) else { return nil }
        return target?.makeImage()
    }

    /// Records the tree as an animated PNG: steps the media clock at `fps` for `duration` seconds (frame 0
    /// at the current time), calling `script` with the elapsed time before each frame, while frames already
    /// recorded are composited and compressed on several threads.
    public func recordAPNG(
        duration: TimeInterval, fps: Int = 60, script: (TimeInterval) -> Void = { _ in }
    ) async -> Data? {
        guard let layer, fps > 0, duration >= 0, size.width > 0, size.height > 0, scale > 0 else { return nil }
        return await withoutActuallyEscaping(script) { script in
            var recording = LayerRecording(layer, duration: duration, fps: fps, script: script)
            let canvas = FrameRenderer.Canvas(size: size, scale: scale, background: backgroundColor)
            // Writing to memory cannot fail.
            let result = try? await FrameRenderer.render(&recording, on: canvas, fps: fps, apng: APNGMemorySink())
            return result?.sink.map { Data($0.bytes) }
        }
    }
}

extension CALayer {
    /// Draws the layer and its sublayers into `ctx` in the layer's own coordinate space (its bounds'
    /// origin at the context's origin), as Apple's `render(in:)` does. A layer marked as needing display is
    /// displayed first, as Core Animation draws one that was never displayed (an off-screen label's text is
    /// drawn). Presentation values at the current media time are drawn (Apple draws the model values; drawing
    /// what is on screen is what snapshot code wants, and equals the model when nothing animates).
    public func render(in ctx: CGContext) {
        displaySubtreeIfNeeded()
        render(in: ctx, committedState: false)
    }

    /// Displays every layer of the subtree (masks included) that is marked as needing display.
    private func displaySubtreeIfNeeded() {
        displayIfNeeded()
        state.mask?.displaySubtreeIfNeeded()
        for sublayer in sublayerStorage { sublayer.displaySubtreeIfNeeded() }
    }

    /// Draws the layer subtree as the last commit put it on screen (see `renderTree(atMediaTime:committedState:)`),
    /// without committing: what UIKit's `drawHierarchy(in:afterScreenUpdates: false)` shows.
    package func renderCommittedState(in ctx: CGContext) {
        render(in: ctx, committedState: true)
    }

    private func render(in ctx: CGContext, committedState: Bool) {
        var tree = renderTree(atMediaTime: CACurrentMediaTime(), committedState: committedState)
        tree.transform = CATransform3DIdentity
        tree.anchorPoint = .zero
        tree.position = tree.bounds.origin
        Compositor().render(tree, into: ctx, deviceTransform: ctx.deviceMatrix)
    }
}
