import Foundation

/// Why PNG bytes could not be decoded.
public enum PNGDecodingError: Error, Equatable, CustomStringConvertible {
    case notPNG
    case truncated
    case badChunkCRC(String)
    case missingHeader
    case invalidHeader(String)
    case unsupported(String)
    case corruptImageData(String)
    case tooLarge(width: Int, height: Int)
    /// An APNG whose frames (each a whole `width` × `height` canvas) together exceed
    /// ``PNGDecoder/maximumPixelCount`` pixels.
    case tooLargeAnimation(frames: Int, width: Int, height: Int)

    public var description: String {
        switch self {
        case .notPNG: return "not a PNG file (bad signature)"
        case .truncated: return "the PNG data ends in the middle of a chunk"
        case .badChunkCRC(let type): return "chunk \(type) has a wrong CRC"
        case .missingHeader: return "the PNG has no IHDR chunk first"
        case .invalidHeader(let why): return "invalid IHDR: \(why)"
        case .unsupported(let what): return "unsupported PNG feature: \(what)"
        case .corruptImageData(let why): return "corrupt image data: \(why)"
        case .tooLarge(let width, let height):
            return "image of \(width)×\(height) pixels is larger than the decoder accepts"
        case .tooLargeAnimation(let frames, let width, let height):
            return "animation of \(frames) frames of \(width)×\(height) pixels is larger than the decoder accepts"
        }
    }
}
