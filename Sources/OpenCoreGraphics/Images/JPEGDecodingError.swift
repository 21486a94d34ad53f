import Foundation

/// Why JPEG bytes could not be decoded or an image could not be encoded as JPEG.
public enum JPEGDecodingError: Error, Equatable, CustomStringConvertible {
    /// The bytes do not start with a JPEG start-of-image marker.
    case notJPEG
    /// libjpeg-turbo refused the data (its message): corrupt, truncated or unsupported.
    case corrupt(String)
    /// The image has more pixels than the decoder accepts.
    case tooLarge(String)

    /// The text of a NUL-terminated C message buffer.
    static func text(_ buffer: [CChar]) -> String {
        String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    public var description: String {
        switch self {
        case .notJPEG: return "not a JPEG file (no start-of-image marker)"
        case .corrupt(let message): return "corrupt or truncated JPEG data: \(message)"
        case .tooLarge(let size): return "JPEG image of \(size) is larger than the decoder accepts"
        }
    }
}
