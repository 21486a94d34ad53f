import Foundation

/// A PNG file's chunks, checked (signature, lengths, CRCs, IHDR first, IEND present) and sorted into what the
/// decoders need: the header, the palette and transparency, the default image's data, and — for APNG — the
/// animation chunks in file order.
struct PNGChunks {
    /// An APNG animation chunk: a frame control (`fcTL`) or a frame's data (`fdAT`, sequence number removed);
    /// `IDAT` chunks that follow a frame control are listed as frame data too.
    enum AnimationChunk {
        case frameControl([UInt8])
        case frameData([UInt8])
    }

    let header: PNGDecoder.Header
    var palette: [UInt8] = []
    var transparency: [UInt8] = []
    /// The concatenated `IDAT` data.
    var imageData: [UInt8] = []
    /// The `acTL` chunk's body, nil for a still PNG.
    var animationControl: [UInt8]?
    var animationChunks: [AnimationChunk] = []

    init(_ data: Data) throws {
        let bytes = [UInt8](data)
        guard bytes.count >= 8, Array(bytes[0..<8]) == PNGChunkWriter.signature else { throw PNGDecodingError.notPNG }
        var header: PNGDecoder.Header?
        var offset = 8
        var sawEnd = false
        var sawFrameControl = false
        while offset < bytes.count && !sawEnd {
            guard offset + 12 <= bytes.count else { throw PNGDecodingError.truncated }
            let length = Int(PNGDecoder.readUInt32(bytes, offset))
            guard length <= bytes.count - offset - 12 else { throw PNGDecodingError.truncated }
            let type = String(decoding: bytes[offset + 4..<offset + 8], as: UTF8.self)
            let body = Array(bytes[offset + 8..<offset + 8 + length])
            let storedCRC = PNGDecoder.readUInt32(bytes, offset + 8 + length)
            guard PNGChunkWriter.crc(bytes[offset + 4..<offset + 8 + length]) == storedCRC else {
                throw PNGDecodingError.badChunkCRC(type)
            }
            if header == nil && type != "IHDR" { throw PNGDecodingError.missingHeader }
            switch type {
            case "IHDR":
                guard header == nil else { throw PNGDecodingError.invalidHeader("more than one IHDR") }
                header = try PNGDecoder.Header(body)
            case "PLTE": palette = body
            case "tRNS": transparency = body
            case "IDAT":
                imageData += body
                if sawFrameControl { animationChunks.append(.frameData(body)) }
            case "acTL": animationControl = body
            case "fcTL":
                sawFrameControl = true
                animationChunks.append(.frameControl(body))
            case "fdAT":
                guard body.count >= 4 else { throw PNGDecodingError.corruptImageData("fdAT without a sequence number") }
                animationChunks.append(.frameData(Array(body.dropFirst(4))))
            case "IEND": sawEnd = true
            default: break
            }
            offset += length + 12
        }
        guard let header else { throw PNGDecodingError.missingHeader }
        guard sawEnd else { throw PNGDecodingError.truncated }
        self.header = header
    }
}
