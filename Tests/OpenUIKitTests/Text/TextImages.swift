import Foundation
import OpenCoreGraphics
import OpenUIKit

/// Renders views for the text tests and keeps the PNGs in a temporary folder to be looked at.
@MainActor
enum TextImages {
    /// The folder the PNGs go to.
    static let folder = FileManager.default.temporaryDirectory.appendingPathComponent("openuikit-text")

    /// `view` on white at `scale`, written to `name`.png.
    static func render(_ view: UIView, scale: CGFloat = 2, name: String) -> CGImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = scale
        let image = UIGraphicsImageRenderer(size: view.bounds.size, format: format).image { context in
            context.cgContext.setFillColor(.white)
            context.cgContext.fill(view.bounds)
            view.drawHierarchy(in: view.bounds, afterScreenUpdates: true)
        }
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try? image.pngData()?.write(to: folder.appendingPathComponent("\(name).png"))
        return image.cgImage!
    }

    /// The dark pixels (every component below 128) of `image` in the rows `rows` and columns `columns`.
    static func inked(_ image: CGImage, rows: Range<Int>? = nil, columns: Range<Int>? = nil) -> Int {
        var count = 0
        for y in rows ?? 0..<image.height {
            for x in columns ?? 0..<image.width {
                let p = image.pixel(x: x, y: y)
                if p.r < 128 && p.g < 128 && p.b < 128 && p.a > 128 { count += 1 }
            }
        }
        return count
    }
}
