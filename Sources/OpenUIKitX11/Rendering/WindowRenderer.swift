import CCairo
import CX11
import Foundation
import OpenCoreGraphics
import OpenQuartzCore
import OpenUIKit

/// Draws frames into the live window: the compositor renders the render tree into an image surface of the
/// window's size (kept, with the compositor's backing stores, from frame to frame, so only changed layer
/// content is rasterised again), then one copy puts it in the window through cairo-xlib. Layers moved by
/// translations are placed on whole pixels (`snapsTranslationsToPixels`): a sliding screen is then copied,
/// not resampled, which keeps a 390 × 844 pt push at scale 2 near 5 ms a frame. Content wholly outside the
/// window is not rasterised in the frame; `prepare(_:until:)` rasterises it in the time left before the next.
@MainActor
final class WindowRenderer {
    private let compositor = Compositor()
    /// The frame composited last, before it is copied into the X11 window.
    let canvas: CGContext
    private let windowSurface: OpaquePointer
    private let windowContext: OpaquePointer
    private let scale: CGFloat

    /// A renderer for `window`, whose pixels are `scale` × its points.
    init(window: X11Window, scale: CGFloat) {
        self.scale = scale
        compositor.snapsTranslationsToPixels = true
        canvas = CGContext(width: window.width, height: window.height, flipped: true)
        windowSurface = cairo_xlib_surface_create(
            window.display, window.window, window.visual, Int32(window.width), Int32(window.height))
        windowContext = CCairo.cairo_create(windowSurface)
    }

    /// Releases the window's cairo surface (before the window closes).
    func close() {
        CCairo.cairo_destroy(windowContext)
        CCairo.cairo_surface_destroy(windowSurface)
    }

    /// Composites `tree` over black (what shows where no window covers the screen, as on iOS), adds
    /// `overlay` text in the top-left corner when given, and copies the frame into the window.
    func draw(_ tree: RenderLayer, overlay: String?) {
        canvas.setFillColor(CGColor(red: 0, green: 0, blue: 0, alpha: 1))
        canvas.fill(CGRect(x: 0, y: 0, width: canvas.width, height: canvas.height))
        compositor.render(tree, into: canvas, deviceTransform: CGAffineTransform(scaleX: scale, y: scale))
        if let overlay { drawOverlay(overlay) }
        let cr = windowContext
        CCairo.cairo_surface_flush(canvas.surface)
        CCairo.cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        CCairo.cairo_set_source_surface(cr, canvas.surface, 0, 0)
        CCairo.cairo_paint(cr)
        CCairo.cairo_surface_flush(windowSurface)
    }

    /// Rasterises, until the monotonic clock reaches `deadline`, the layer contents the last frame left out
    /// because they lay outside the window (a pushed screen before it slides in), so that the frames that
    /// bring them in only composite them: a new screen's cost is spread over the time between frames.
    func prepare(_ tree: RenderLayer, until deadline: TimeInterval) {
        compositor.prepareBackingStores(of: tree, scale: scale) { LiveClock.monotonicTime() < deadline }
    }

    /// White bold system-font text on a dark band in the bottom-left corner (clear of navigation bars),
    /// 12 points high, drawn by the text engine in the canvas's base space (pixels, y up).
    private func drawOverlay(_ text: String) {
        let size = 12 * scale
        let font = TextFont(family: TextFont.systemFamily, size: size, weight: 0.4)
        let measured = CGContext.measureText(text, font: font)
        let band = size * 1.8
        let cr = canvas.cairo
        CCairo.cairo_save(cr)
        CCairo.cairo_identity_matrix(cr)
        CCairo.cairo_set_source_rgba(cr, 0, 0, 0, 0.7)
        CCairo.cairo_rectangle(
            cr, 0, Double(CGFloat(canvas.height) - band), Double(measured.width + size), Double(band))
        CCairo.cairo_fill(cr)
        CCairo.cairo_restore(cr)
        canvas.saveGState()
        canvas.concatenate(canvas.ctm.inverted())
        canvas.drawText(
            text, font: font, color: CGColor(red: 1, green: 1, blue: 1, alpha: 1),
            at: CGPoint(x: size / 2, y: band - (band - measured.height) / 2))
        canvas.restoreGState()
    }
}
