import Foundation
import Testing
@testable import OpenCoreGraphics

/// Images are equal when their pixels are, and hash alike then: the digest an image keeps of its pixels
/// (made the first time it is hashed) follows the pixels, not the instance.
@Suite struct CGImageEqualityTests {
    private func image(_ pixels: [UInt8], width: Int = 2) -> CGImage {
        CGImage(width: width, height: pixels.count / 4 / width, premultipliedRGBA: pixels)!
    }

    private static let pixels: [UInt8] = [255, 0, 0, 255, 0, 0, 255, 255, 0, 255, 0, 255, 10, 20, 30, 40]

    private func digest(_ image: CGImage) -> Int {
        var hasher = Hasher()
        hasher.combine(image)
        return hasher.finalize()
    }

    @Test func imagesWithThePixelsOfAnotherAreEqualAndHashAlike() {
        let a = image(Self.pixels), b = image(Self.pixels)
        #expect(a == b)
        #expect(digest(a) == digest(b))
        #expect(digest(a) == digest(a), "hashing again gives the digest kept")
        #expect(Set([a, b]).count == 1)
    }

    @Test func oneDifferentByteMakesADifferentImage() {
        var changed = Self.pixels
        changed[14] = 31
        let a = image(Self.pixels), b = image(changed)
        _ = digest(a)
        #expect(a != b)
        #expect(digest(a) != digest(b))
        #expect(Set([a, b, image(Self.pixels)]).count == 2)
    }

    @Test func theSameBytesInAnotherShapeAreAnotherImage() {
        let wide = image(Self.pixels, width: 4), tall = image(Self.pixels, width: 1)
        #expect(wide != tall)
        #expect(digest(wide) != digest(tall))
    }
}
