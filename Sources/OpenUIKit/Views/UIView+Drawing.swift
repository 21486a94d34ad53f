import Foundation
import OpenQuartzCore

/// Custom drawing: `draw(_:)` fills the view's backing store, which becomes its layer's contents.
///
/// UIKit gives a backing store only to views whose class overrides `draw(_:)`; Swift cannot ask whether a
/// method is overridden, so here every view's layer is displayed through the view (once when the view is
/// made, then after each `setNeedsDisplay()` or, with `contentMode == .redraw`, each bounds change), and the
/// bitmap is made only when `draw(_:)` asks for the current context. UIView's empty `draw(_:)` therefore costs
/// nothing and leaves the contents alone (nil, or what an image view or snapshot put there).
extension UIView {
    /// Marks the whole view as needing to be drawn at the next display pass (once per pass, however many
    /// times it is called).
    public func setNeedsDisplay() {
        layer.setNeedsDisplay()
    }

    /// Marks `rect` as needing to be drawn. Deliberate difference: the whole view is redrawn and
    /// `draw(_:)` receives the bounds, not the union of the marked rectangles, since the backing store is
    /// drawn afresh each time.
    public func setNeedsDisplay(_ rect: CGRect) {
        layer.setNeedsDisplay(rect)
    }

    // MARK: CALayerDelegate

    /// True for the layer classes of OpenQuartzCore, which never draw in `draw(in:)` themselves: the view
    /// then displays the layer with a bitmap made on demand (see ``display(_:)``). A layer class of its own
    /// may override `draw(in:)`, so its layer displays the standard way: Core Animation's bitmap,
    /// `draw(in:)`, whose default asks the view's ``draw(_:in:)``.
    public var providesLayerDisplay: Bool {
        UIView.isQuartzCoreLayerClass(type(of: layer))
    }

    /// Displays the layer: calls `draw(_:)` with the bounds, with a current context (origin top-left, at
    /// the screen's scale) made the first time the drawing asks for it. What was drawn becomes the contents;
    /// when nothing asked for the context, contents the view drew before are removed and others are kept.
    public func display(_ layer: CALayer) {
        let bounds = layer.bounds
        let scale = drawingScale
        guard let (width, height) = BackingStoreSize.pixels(forDisplaying: layer, scale: scale) else {
            return setDrawnContents(nil, of: layer)
        }
        let entry = UIGraphicsContextStack.Entry {
            let context = CGContext(width: width, height: height, flipped: true, scale: scale)
            context.translateBy(x: -bounds.minX, y: -bounds.minY)
            return context
        }
        UIGraphicsContextStack.push(entry)
        draw(bounds)
        UIGraphicsContextStack.pop()
        setDrawnContents(entry.context?.makeImage(), of: layer)
        if entry.context != nil {
            UIView.performWithoutAnimation { layer.contentsScale = scale }
        }
    }

    /// Before the standard display path makes its bitmap: the layer draws at the screen's scale.
    public func layerWillDraw(_ layer: CALayer) {
        let scale = drawingScale
        guard layer.contentsScale != scale else { return }
        UIView.performWithoutAnimation { layer.contentsScale = scale }
    }

    /// The standard display path's drawing: `draw(_:)` with the bounds, `ctx` being the current context.
    public func draw(_ layer: CALayer, in ctx: CGContext) {
        UIGraphicsPushContext(ctx)
        draw(layer.bounds)
        UIGraphicsPopContext()
    }

    // MARK: Private

    /// The scale of the screen the view is on (the main screen's when it is in no window).
    private var drawingScale: CGFloat {
        max(window?.screen.scale ?? UIScreen.main.scale, 0.01)
    }

    /// Puts `image` as the layer's contents and remembers it as the view's drawing; nil removes the
    /// view's previous drawing, if the contents are still that.
    private func setDrawnContents(_ image: CGImage?, of layer: CALayer) {
        if image == nil {
            guard let drawn = extras.drawnContents, (layer.contents as? CGImage) === drawn else { return }
        }
        extras.drawnContents = image
        UIView.performWithoutAnimation { layer.contents = image }
    }

    private static var quartzCoreLayerClasses: [ObjectIdentifier: Bool] = [:]

    private static func isQuartzCoreLayerClass(_ layerClass: CALayer.Type) -> Bool {
        let key = ObjectIdentifier(layerClass)
        if let known = quartzCoreLayerClasses[key] { return known }
        let isOwn = String(reflecting: layerClass).hasPrefix("OpenQuartzCore.")
        quartzCoreLayerClasses[key] = isOwn
        return isOwn
    }
}
