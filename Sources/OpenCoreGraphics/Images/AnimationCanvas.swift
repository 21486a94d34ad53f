/// The canvas an animated image's frames are composed on (premultiplied RGBA, canvas-sized), with the
/// operations GIF and APNG define: drawing a frame's region (replacing or over), clearing a region to
/// transparent, and saving or restoring the canvas.
struct AnimationCanvas {
    let width: Int
    let height: Int
    private(set) var pixels: [UInt8]

    init(width: Int, height: Int) {
        self.width = width
        self.height = height
        pixels = [UInt8](repeating: 0, count: width * height * 4)
    }

    /// The canvas as it is now.
    var image: CGImage { CGImage(width: width, height: height, premultipliedRGBA: pixels)! }

    /// Draws `image` with its top-left at `origin` (the part inside the canvas): its pixels replace the
    /// canvas's, or — when `over` — are composed over them (premultiplied source-over).
    mutating func draw(_ image: CGImage, at origin: (x: Int, y: Int), over: Bool) {
        for y in 0..<image.height where origin.y + y < height {
            for x in 0..<image.width where origin.x + x < width {
                let source = (y * image.width + x) * 4, target = ((origin.y + y) * width + origin.x + x) * 4
                let alpha = Int(image.pixels[source + 3])
                for c in 0..<4 {
                    let top = Int(image.pixels[source + c])
                    pixels[target + c] =
                        over ? UInt8(top + (Int(pixels[target + c]) * (255 - alpha) + 127) / 255) : UInt8(top)
                }
            }
        }
    }

    /// Sets one pixel (inside the canvas) to `rgba` (premultiplied).
    mutating func set(x: Int, y: Int, to rgba: (UInt8, UInt8, UInt8, UInt8)) {
        let i = (y * width + x) * 4
        (pixels[i], pixels[i + 1], pixels[i + 2], pixels[i + 3]) = rgba
    }

    /// Sets the pixels of `region` (clipped to the canvas) to `rgba` (premultiplied).
    mutating func fill(_ region: PixelRegion, with rgba: (UInt8, UInt8, UInt8, UInt8) = (0, 0, 0, 0)) {
        for y in max(region.y, 0)..<min(region.y + region.height, height) {
            for x in max(region.x, 0)..<min(region.x + region.width, width) {
                set(x: x, y: y, to: rgba)
            }
        }
    }
}
