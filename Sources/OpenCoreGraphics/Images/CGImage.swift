import Foundation
import Synchronization

/// How the alpha channel of an image is stored (Core Graphics' `CGImageAlphaInfo`). OpenCoreGraphics images
/// are always 8-bit RGBA with premultiplied alpha last.
public enum CGImageAlphaInfo: UInt32, Sendable {
    case none = 0, premultipliedLast = 1, premultipliedFirst = 2, last = 3, first = 4, noneSkipLast = 5, noneSkipFirst =
        6, alphaOnly = 7
}

/// An immutable bitmap image (Core Graphics' `CGImage`): 8 bits per component, RGBA, premultiplied alpha
/// (`premultipliedLast`), rows top to bottom with no padding (`bytesPerRow = width × 4`).
///
/// Images are equal when their pixels are. An image hashes its pixels once and keeps the digest, so a
/// render tree that holds the same image frame after frame (a view's drawing as its layer's contents) costs
/// no pass over the pixels when its layers' keys are computed again.
public final class CGImage: Sendable, Hashable {
    public let width: Int
    public let height: Int
    /// The premultiplied RGBA bytes, row by row from the top.
    package let pixels: [UInt8]
    /// `pixelDigest(of:)` of the pixels once the image has been hashed, 0 before: an image a layer shows is
    /// hashed into its backing-store key and subtree signature every frame it is drawn.
    private let digest = Atomic<UInt64>(0)

    public var bitsPerComponent: Int { 8 }
    public var bitsPerPixel: Int { 32 }
    public var bytesPerRow: Int { width * 4 }
    public var alphaInfo: CGImageAlphaInfo { .premultipliedLast }
    public var colorSpace: CGColorSpace? { CGColorSpace.deviceRGB }
    /// The bytes, as Apple's `dataProvider?.data`.
    public var dataProvider: CGDataProvider? { CGDataProvider(data: Data(pixels)) }

    /// An image over premultiplied RGBA bytes; nil when the byte count does not match the size.
    package init?(width: Int, height: Int, premultipliedRGBA pixels: [UInt8]) {
        guard width > 0, height > 0, pixels.count == width * height * 4 else { return nil }
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// The image inside `rect` (in pixels, intersected with the image), or nil when nothing is left.
    public func cropping(to rect: CGRect) -> CGImage? {
        let area = rect.standardized.integral.intersection(CGRect(x: 0, y: 0, width: width, height: height))
        guard !area.isNull, area.width > 0, area.height > 0 else { return nil }
        let x0 = Int(area.minX), y0 = Int(area.minY), w = Int(area.width), h = Int(area.height)
        var cropped = [UInt8](repeating: 0, count: w * h * 4)
        for row in 0..<h {
            let source = ((y0 + row) * width + x0) * 4
            cropped.replaceSubrange(row * w * 4..<(row + 1) * w * 4, with: pixels[source..<source + w * 4])
        }
        return CGImage(width: w, height: h, premultipliedRGBA: cropped)
    }

    /// The premultiplied RGBA components of one pixel (0 … 255 each); for tests and pixel checks.
    package func pixel(x: Int, y: Int) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        let i = (y * width + x) * 4
        return (pixels[i], pixels[i + 1], pixels[i + 2], pixels[i + 3])
    }

    public static func == (lhs: CGImage, rhs: CGImage) -> Bool {
        lhs === rhs || (lhs.width == rhs.width && lhs.height == rhs.height && lhs.pixels == rhs.pixels)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(width)
        hasher.combine(height)
        var known = digest.load(ordering: .relaxed)
        if known == 0 {
            // Two threads may both compute it; they store the same value.
            known = Self.pixelDigest(of: pixels)
            digest.store(known, ordering: .relaxed)
        }
        hasher.combine(known)
    }

    /// A 64-bit digest of `bytes`, eight bytes at a time (a multiply–xorshift mix), never 0. Equal bytes give
    /// equal digests; hashing the digest instead of every byte makes hashing an image about as fast as reading
    /// it once.
    package static func pixelDigest(of bytes: [UInt8]) -> UInt64 {
        bytes.withUnsafeBytes { raw in
            @inline(__always) func mix(_ state: UInt64, _ word: UInt64) -> UInt64 {
                let product = (state ^ word) &* 0x9E37_79B9_7F4A_7C15
                return product ^ (product >> 31)
            }
            var state = UInt64(truncatingIfNeeded: raw.count) &+ 0x243F_6A88_85A3_08D3
            let words = raw.count / 8
            for index in 0..<words { state = mix(state, raw.loadUnaligned(fromByteOffset: index * 8, as: UInt64.self)) }
            var tail: UInt64 = 0
            for index in words * 8..<raw.count { tail = tail << 8 | UInt64(raw[index]) }
            state = mix(state, tail)
            return state == 0 ? 1 : state
        }
    }
}
