import CCairo
import Foundation
import OpenCoreGraphics

/// A layer's own content rasterised once into a surface: background, `contents` image, the subclass's
/// drawing (shape, gradient, text) and border. The surface covers the bounds, grown to include a shape
/// layer's path and stroke where they reach outside.
final class BackingStore {
    let key: Int
    let scale: CGFloat
    let context: CGContext
    let width: Int
    let height: Int
    /// Where the surface's top-left corner sits, in points relative to the bounds' origin.
    let origin: CGPoint
    /// The surface to composite: the context's own, or — when the content is opaque edge to edge — an
    /// RGB24 view of the same pixels, which pixman copies instead of blending.
    let paintSurface: OpaquePointer
    private let isOpaqueView: Bool

    /// The surface's pixel rectangle.
    var pixelBounds: CGRect { CGRect(x: 0, y: 0, width: width, height: height) }

    /// Rasterises `layer`'s own content, or returns nil when it draws nothing.
    init?(rasterizing layer: RenderLayer, scale: CGFloat) {
        guard BackingStore.drawsSomething(layer) else { return nil }
        let extent = BackingStore.extent(of: layer)
        guard let (width, height) = BackingStoreSize.pixels(for: extent.size, scale: scale) else { return nil }
        key = layer.backingStoreKey
        self.scale = scale
        origin = extent.origin
        self.width = width
        self.height = height
        context = CGContext(width: width, height: height, flipped: true)
        context.scaleBy(x: scale, y: scale)
        context.translateBy(x: -extent.origin.x - layer.bounds.origin.x, y: -extent.origin.y - layer.bounds.origin.y)
        LayerContentDrawing.draw(layer, in: context)
        isOpaqueView = BackingStore.fillsItsSurfaceOpaquely(layer, extent: extent, scale: scale)
        if isOpaqueView, let data = cairo_image_surface_get_data(context.surface) {
            cairo_surface_flush(context.surface)
            paintSurface = cairo_image_surface_create_for_data(
                data, CAIRO_FORMAT_RGB24, Int32(width), Int32(height), cairo_image_surface_get_stride(context.surface))
        } else {
            paintSurface = context.surface
        }
    }

    deinit {
        if isOpaqueView { cairo_surface_destroy(paintSurface) }
    }

    /// The rectangle a layer's store covers, in points relative to its bounds' origin: the bounds, grown to
    /// include a shape layer's path and stroke, on whole points.
    static func extent(of layer: RenderLayer) -> CGRect {
        var extent = CGRect(origin: .zero, size: layer.bounds.size)
        if case .shape(let shape) = layer.content, let path = shape.path, !path.isEmpty {
            let stroke = shape.strokeColor == nil ? 0 : max(shape.lineWidth, 0) * max(shape.miterLimit, 1) / 2
            let pathBox = path.boundingBoxOfPath.offsetBy(dx: -layer.bounds.origin.x, dy: -layer.bounds.origin.y)
            extent = extent.union(pathBox.insetBy(dx: -stroke - 1, dy: -stroke - 1))
        }
        return extent.integral
    }

    /// Whether every pixel of the store is opaque: an opaque background over square corners that covers the
    /// whole surface (the surface is the bounds, pixel-aligned), so nothing drawn on top can leave holes.
    private static func fillsItsSurfaceOpaquely(_ layer: RenderLayer, extent: CGRect, scale: CGFloat) -> Bool {
        guard let background = layer.backgroundColor, background.alpha >= 1 else { return false }
        guard layer.cornerRadius <= 0 || layer.maskedCorners.isEmpty else { return false }
        return extent == CGRect(origin: .zero, size: layer.bounds.size)
            && (layer.bounds.width * scale).rounded() == layer.bounds.width * scale
            && (layer.bounds.height * scale).rounded() == layer.bounds.height * scale
    }

    static func drawsSomething(_ layer: RenderLayer) -> Bool {
        if layer.backgroundColor.map({ $0.alpha > 0 }) == true || layer.contents != nil { return true }
        if layer.borderWidth > 0, layer.borderColor.map({ $0.alpha > 0 }) == true { return true }
        if case .none = layer.content { return false }
        return true
    }
}
