/// A rectangle of whole pixels, origin top-left: the part of an image a PNG or APNG frame stores.
package struct PixelRegion: Sendable, Hashable {
    package var x: Int
    package var y: Int
    package var width: Int
    package var height: Int

    package init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// The whole of an image of this size.
    package init(width: Int, height: Int) {
        self.init(x: 0, y: 0, width: width, height: height)
    }

    package var area: Int { width * height }
}
