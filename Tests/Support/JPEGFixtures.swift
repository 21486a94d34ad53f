import Foundation

/// JPEG helpers shared by the test targets: an EXIF orientation segment inserted by hand, and comparing
/// colours with JPEG's loss.
public enum JPEGFixtures {
    /// `jpeg` with an APP1 EXIF segment holding the Orientation tag `orientation` inserted after the SOI
    /// marker, in Intel (little-endian) or Motorola byte order.
    public static func withOrientation(_ jpeg: Data, _ orientation: UInt16, littleEndian: Bool = false) -> Data {
        func u16(_ v: UInt16) -> [UInt8] {
            littleEndian ? [UInt8(v & 0xFF), UInt8(v >> 8)] : [UInt8(v >> 8), UInt8(v & 0xFF)]
        }
        func u32(_ v: UInt32) -> [UInt8] {
            littleEndian
                ? u16(UInt16(v & 0xFFFF)) + u16(UInt16(v >> 16)) : u16(UInt16(v >> 16)) + u16(UInt16(v & 0xFFFF))
        }
        // TIFF header, IFD0 at offset 8 with one entry: tag 0x0112, type SHORT (3), count 1, the value.
        let order: [UInt8] = littleEndian ? [0x49, 0x49] : [0x4D, 0x4D]
        let tiff =
            order + u16(42) + u32(8) + u16(1) + u16(0x0112) + u16(3) + u32(1) + u16(orientation) + u16(0) + u32(0)
        let body = Array("Exif\0\0".utf8) + tiff
        let length = body.count + 2
        var bytes = [UInt8](jpeg)
        bytes.insert(contentsOf: [0xFF, 0xE1, UInt8(length >> 8), UInt8(length & 0xFF)] + body, at: 2)
        return Data(bytes)
    }

    /// Whether each component is within `tolerance` of `expected` (JPEG's chroma subsampling and
    /// quantisation move flat colours by a few levels, least at a block's centre).
    public static func near(_ actual: [Int], _ expected: [Int], tolerance: Int = 8) -> Bool {
        actual.count == expected.count && zip(actual, expected).allSatisfy { abs($0 - $1) <= tolerance }
    }
}
