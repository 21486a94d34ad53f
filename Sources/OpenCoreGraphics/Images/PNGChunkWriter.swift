import CZlib

/// PNG chunks (length, type, data, CRC-32 of type and data; PNG specification §5.3) and the IHDR payload,
/// shared by the PNG and APNG encoders.
package enum PNGChunkWriter {
    package static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// One chunk's bytes.
    package static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        var bytes = bigEndian(UInt32(data.count))
        bytes.reserveCapacity(data.count + 12)
        bytes += Array(type.utf8)
        bytes += data
        bytes += bigEndian(crc(bytes[4...]))
        return bytes
    }

    /// The CRC-32 of a chunk's type and data.
    package static func crc(_ typeAndData: ArraySlice<UInt8>) -> UInt32 {
        UInt32(typeAndData.withUnsafeBufferPointer { crc32(0, $0.baseAddress, uInt($0.count)) })
    }

    /// The IHDR payload: 8 bits per sample in `colorType`, deflate, filter method 0, not interlaced.
    package static func header(width: Int, height: Int, colorType: PNGColorType = .rgba) -> [UInt8] {
        bigEndian(UInt32(width)) + bigEndian(UInt32(height)) + [8, colorType.rawValue, 0, 0, 0]
    }

    package static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }

    package static func bigEndian(_ value: UInt16) -> [UInt8] {
        [UInt8(value >> 8), UInt8(value & 0xFF)]
    }
}
