import CCairo
import Foundation

extension CGContext {
    /// The ascent and descent (both positive, in points) of the face `drawText` uses for these font
    /// parameters: where a line's baseline lies in its box. An OpenCoreGraphics addition for baseline layout.
    package static func fontLineMetrics(
        fontName: String?, fontSize: CGFloat, weight: CGFloat = 0
    )
        -> (ascent: CGFloat, descent: CGFloat)
    {
        let font = TextFont(name: fontName, size: fontSize, weight: weight)
        guard font.size > 0 else { return (0, 0) }
        let surface = cairo_image_surface_create(CAIRO_FORMAT_A8, 1, 1)!
        let cr = cairo_create(surface)!
        defer {
            cairo_destroy(cr)
            cairo_surface_destroy(surface)
        }
        font.apply(to: cr)
        return font.lineMetrics(cr)
    }
}
