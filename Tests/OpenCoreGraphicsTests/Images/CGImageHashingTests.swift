import Foundation
import Testing
@testable import OpenCoreGraphics

/// Hashing an image through the digest of its pixels, computed once: equal images hash alike, and a change of
/// any one byte changes the digest.
@Suite struct CGImageHashingTests {
    /// 3 × 3 pixels: 36 bytes, four whole eight-byte words and a four-byte tail.
    static let bytes: [UInt8] = (0..<36).map { UInt8(($0 * 37 + 11) % 256) }

    @Test func equalImagesMadeApartHashAlikeAndAgain() throws {
        let a = try #require(CGImage(width: 3, height: 3, premultipliedRGBA: Self.bytes))
        let b = try #require(CGImage(width: 3, height: 3, premultipliedRGBA: Self.bytes))
        #expect(a == b)
        #expect(a.hashValue == b.hashValue)
        #expect(a.hashValue == a.hashValue)
        #expect(Set([a, b]).count == 1)
    }

    @Test func changingAnyOneByteChangesTheDigest() {
        let original = CGImage.pixelDigest(of: Self.bytes)
        for index in Self.bytes.indices {
            var changed = Self.bytes
            changed[index] ^= 0x01
            #expect(CGImage.pixelDigest(of: changed) != original, "byte \(index)")
        }
    }

    @Test func theSameBytesInAnotherShapeHashApart() throws {
        let square = try #require(CGImage(width: 3, height: 3, premultipliedRGBA: Self.bytes))
        let row = try #require(CGImage(width: 9, height: 1, premultipliedRGBA: Self.bytes))
        #expect(square != row)
        #expect(Set([square, row]).count == 2)
    }
}
