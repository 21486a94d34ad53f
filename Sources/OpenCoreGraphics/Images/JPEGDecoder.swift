import CJPEG
import Foundation

/// Decodes JPEG files with libjpeg-turbo into opaque RGBA images, rejecting corrupt or truncated input with a
/// ``JPEGDecodingError`` (libjpeg's errors are caught in C, never unwinding Swift frames).
///
/// Baseline and progressive JPEGs in greyscale, YCbCr, RGB, CMYK and YCCK decode; a file whose entropy data
/// is cut short or damaged is an error (iOS shows such files partly grey). The EXIF orientation, which the
/// pixels do not apply, is read by ``exifOrientation(of:)``.
public enum JPEGDecoder {
    /// The largest pixel count accepted (64 Mpx, as for PNG), so a forged header cannot demand gigabytes.
    public static let maximumPixelCount = PNGDecoder.maximumPixelCount

    /// Whether `data` starts with a JPEG start-of-image marker (FF D8 FF).
    public static func isJPEG(_ data: Data) -> Bool {
        data.count >= 3 && data.starts(with: [0xFF, 0xD8, 0xFF])
    }

    /// The image's pixels, upright as stored (the EXIF orientation is not applied).
    public static func decode(_ data: Data) throws -> CGImage {
        guard isJPEG(data) else { throw JPEGDecodingError.notJPEG }
        var width: Int32 = 0, height: Int32 = 0
        var pixels: UnsafeMutablePointer<UInt8>?
        var message = [CChar](repeating: 0, count: 256)
        let status = data.withUnsafeBytes { bytes in
            openuikit_jpeg_decode(
                bytes.bindMemory(to: UInt8.self).baseAddress, UInt(bytes.count), maximumPixelCount,
                &width, &height, &pixels, &message, Int32(message.count))
        }
        let text = JPEGDecodingError.text(message)
        switch status {
        case 0: break
        case 2: throw JPEGDecodingError.tooLarge(text)
        default: throw JPEGDecodingError.corrupt(text)
        }
        guard let pixels else { throw JPEGDecodingError.corrupt("no pixels") }
        defer { free(pixels) }
        let count = Int(width) * Int(height) * 4
        let bytes = [UInt8](UnsafeBufferPointer(start: pixels, count: count))
        guard let image = CGImage(width: Int(width), height: Int(height), premultipliedRGBA: bytes) else {
            throw JPEGDecodingError.corrupt("empty image")
        }
        return image
    }

    /// The EXIF orientation tag (1 … 8, TIFF's numbering) of a JPEG's APP1 "Exif" segment; 1 (upright) when
    /// there is none or it is malformed or out of range.
    public static func exifOrientation(of data: Data) -> Int {
        data.withUnsafeBytes { raw in
            let bytes = raw.bindMemory(to: UInt8.self)
            var offset = 2
            // Walk the markers before the image data (SOS) to the first APP1 segment that holds EXIF; only
            // that segment is copied.
            while offset + 4 <= bytes.count, bytes[offset] == 0xFF {
                let marker = bytes[offset + 1]
                if marker == 0xDA || marker == 0xD9 { break }
                let length = Int(bytes[offset + 2]) << 8 | Int(bytes[offset + 3])
                guard length >= 2, offset + 2 + length <= bytes.count else { break }
                if marker == 0xE1 {
                    let segment = Array(bytes[offset + 4..<offset + 2 + length])
                    if segment.starts(with: Array("Exif\0\0".utf8)),
                        let orientation = tiffOrientation(Array(segment.dropFirst(6)))
                    {
                        return orientation
                    }
                }
                offset += 2 + length
            }
            return 1
        }
    }

    /// The Orientation tag (0x0112) of IFD0 in a TIFF structure.
    private static func tiffOrientation(_ tiff: [UInt8]) -> Int? {
        guard tiff.count >= 8 else { return nil }
        let little: Bool
        switch (tiff[0], tiff[1]) {
        case (0x49, 0x49): little = true
        case (0x4D, 0x4D): little = false
        default: return nil
        }
        func read(_ at: Int, _ size: Int) -> Int? {
            guard at >= 0, at + size <= tiff.count else { return nil }
            let part = tiff[at..<at + size]
            return (little ? part.reversed() : Array(part)).reduce(0) { $0 << 8 | Int($1) }
        }
        guard let ifd = read(4, 4), let count = read(ifd, 2) else { return nil }
        for entry in 0..<count {
            let at = ifd + 2 + entry * 12
            guard let tag = read(at, 2) else { return nil }
            if tag == 0x0112, let value = read(at + 8, 2), (1...8).contains(value) { return value }
        }
        return nil
    }
}
