import Foundation

extension CGImage {
    /// The smallest pixel rectangle outside which `previous` and `next` are equal; nil when they are
    /// equal everywhere. Images of different sizes differ everywhere.
    package static func changedRegion(from previous: CGImage, to next: CGImage) -> PixelRegion? {
        let whole = PixelRegion(width: next.width, height: next.height)
        guard previous.width == next.width, previous.height == next.height else { return whole }
        let rowBytes = next.width * 4
        return previous.pixels.withUnsafeBufferPointer { a in
            next.pixels.withUnsafeBufferPointer { b -> PixelRegion? in
                func rowDiffers(_ y: Int) -> Bool {
                    memcmp(a.baseAddress! + y * rowBytes, b.baseAddress! + y * rowBytes, rowBytes) != 0
                }
                guard let top = (0..<next.height).first(where: rowDiffers),
                    let bottom = (0..<next.height).reversed().first(where: rowDiffers)
                else { return nil }
                let words = (
                    UnsafeRawPointer(a.baseAddress!).assumingMemoryBound(to: UInt32.self),
                    UnsafeRawPointer(b.baseAddress!).assumingMemoryBound(to: UInt32.self)
                )
                var left = next.width, right = -1
                for y in top...bottom {
                    let row = y * next.width
                    var x = 0
                    while x < left && words.0[row + x] == words.1[row + x] { x += 1 }
                    left = min(left, x)
                    var r = next.width - 1
                    while r > right && words.0[row + r] == words.1[row + r] { r -= 1 }
                    right = max(right, r)
                }
                return PixelRegion(x: left, y: top, width: right - left + 1, height: bottom - top + 1)
            }
        }
    }
}
