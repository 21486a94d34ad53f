import Foundation
import OpenCoreGraphics

/// Draws a contents image stretched by its `contentsCenter`, as Core Animation does: the centre rectangle
/// (in unit coordinates of the image) stretches both ways, the edges beside it stretch along their length
/// only, and the four corners keep their natural size (image pixels ÷ `contentsScale`). When the frame is
/// shorter than the two caps of an axis together, the caps shrink in proportion and the centre vanishes.
/// UIKit's resizable images draw through it too, tiling the centre and edges in their `.tile` mode.
package enum ContentsNineSlice {
    /// One of the three bands of an axis: its pixel range in the image and its extent in the frame.
    private struct Band {
        var source: Range<Int>
        var origin: CGFloat
        var length: CGFloat
    }

    /// Whether `center` leaves any part of the image out of the stretchable centre (the unit rectangle or
    /// anything covering it stretches the whole image).
    package static func hasCaps(_ center: CGRect) -> Bool {
        let unit = center.standardized
        return unit.minX > 0 || unit.minY > 0 || unit.maxX < 1 || unit.maxY < 1
    }

    /// Draws `image` (whose natural size is its pixel size ÷ `scale`) into `frame`, upright in a y-down
    /// context. When `tiled`, the centre and edges repeat at their natural size from their top-left corner
    /// instead of stretching.
    package static func draw(
        _ image: CGImage, center: CGRect, scale: CGFloat, in frame: CGRect, context: CGContext, tiled: Bool = false
    ) {
        let unit = center.standardized
        let columns = bands(
            pixels: image.width, unitStart: unit.minX, unitEnd: unit.maxX, scale: scale,
            origin: frame.minX, length: frame.width)
        let rows = bands(
            pixels: image.height, unitStart: unit.minY, unitEnd: unit.maxY, scale: scale,
            origin: frame.minY, length: frame.height)
        for row in rows where row.length > 0 {
            for column in columns where column.length > 0 {
                let source = CGRect(
                    x: column.source.lowerBound, y: row.source.lowerBound,
                    width: column.source.count, height: row.source.count)
                guard let slice = image.cropping(to: source) else { continue }
                let piece = CGRect(x: column.origin, y: row.origin, width: column.length, height: row.length)
                let natural = CGSize(width: CGFloat(slice.width) / scale, height: CGFloat(slice.height) / scale)
                if tiled && piece.size != natural {
                    context.saveGState()
                    context.clip(to: piece)
                    context.draw(slice, in: CGRect(origin: piece.origin, size: natural), topAtMinY: true, tiled: true)
                    context.restoreGState()
                } else {
                    context.draw(slice, in: piece, topAtMinY: true)
                }
            }
        }
    }

    /// The leading cap, centre and trailing cap of one axis. Pixel boundaries round to whole pixels; an
    /// empty centre samples the single pixel at the split so it still has something to stretch.
    private static func bands(
        pixels: Int, unitStart: CGFloat, unitEnd: CGFloat, scale: CGFloat, origin: CGFloat, length: CGFloat
    ) -> [Band] {
        let split = { (unit: CGFloat) in min(max(Int((unit * CGFloat(pixels)).rounded()), 0), pixels) }
        let start = split(unitStart), end = max(split(unitEnd), split(unitStart))
        var middle = start..<end
        if middle.isEmpty { middle = start < pixels ? start..<start + 1 : max(start - 1, 0)..<start }
        var leading = CGFloat(start) / scale, trailing = CGFloat(pixels - end) / scale
        let caps = leading + trailing
        if caps > length, caps > 0 {
            leading *= length / caps
            trailing *= length / caps
        }
        let stretched = max(length - leading - trailing, 0)
        return [
            Band(source: 0..<start, origin: origin, length: leading),
            Band(source: middle, origin: origin + leading, length: stretched),
            Band(source: end..<pixels, origin: origin + leading + stretched, length: trailing),
        ]
    }
}
