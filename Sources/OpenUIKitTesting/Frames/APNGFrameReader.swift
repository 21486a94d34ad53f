import Foundation
import OpenCoreGraphics

/// Reads back the whole-canvas animated PNGs that `FrameRecording` writes: each frame's data (the `IDAT`
/// of the first, the `fdAT` of the others, after its `fcTL`) becomes a PNG of its own, decoded with the
/// project's PNG decoder. Files whose frames do not cover the whole canvas are refused (nil): compositing
/// partial frames is a player's job, not a snapshot's.
enum APNGFrameReader {
    static func read(_ data: Data) -> (frames: [CGImage], fps: Int)? {
        let bytes = [UInt8](data)
        guard bytes.count > 8, Array(bytes[0..<8]) == PNGChunkWriter.signature else { return nil }
        var offset = 8
        var header: [UInt8] = []
        var frameData: [[UInt8]] = []
        var delay = (numerator: 1, denominator: 60)
        var canvas = (width: 0, height: 0)
        while offset + 12 <= bytes.count {
            let length = Int(uint32(bytes, offset))
            guard offset + 12 + length <= bytes.count else { return nil }
            let type = String(decoding: bytes[offset + 4..<offset + 8], as: UTF8.self)
            let body = Array(bytes[offset + 8..<offset + 8 + length])
            switch type {
            case "IHDR":
                header = body
                canvas = (Int(uint32(body, 0)), Int(uint32(body, 4)))
            case "fcTL":
                guard body.count >= 26, Int(uint32(body, 4)) == canvas.width, Int(uint32(body, 8)) == canvas.height,
                    uint32(body, 12) == 0, uint32(body, 16) == 0
                else { return nil }
                delay = (Int(body[20]) << 8 | Int(body[21]), max(Int(body[22]) << 8 | Int(body[23]), 1))
                frameData.append([])
            case "IDAT" where !frameData.isEmpty:
                frameData[frameData.count - 1] += body
            case "fdAT" where !frameData.isEmpty && body.count >= 4:
                frameData[frameData.count - 1] += body[4...]
            default:
                break
            }
            offset += 12 + length
        }
        guard !header.isEmpty, !frameData.isEmpty else { return nil }
        var frames: [CGImage] = []
        for compressed in frameData {
            let png =
                PNGChunkWriter.signature + PNGChunkWriter.chunk("IHDR", header)
                + PNGChunkWriter.chunk("IDAT", compressed)
                + PNGChunkWriter.chunk("IEND", [])
            guard let image = try? PNGDecoder.decode(Data(png)) else { return nil }
            frames.append(image)
        }
        let fps = delay.numerator > 0 ? Int((Double(delay.denominator) / Double(delay.numerator)).rounded()) : 60
        return (frames, fps)
    }

    private static func uint32(_ bytes: [UInt8], _ at: Int) -> UInt32 {
        UInt32(bytes[at]) << 24 | UInt32(bytes[at + 1]) << 16 | UInt32(bytes[at + 2]) << 8 | UInt32(bytes[at + 3])
    }
}
