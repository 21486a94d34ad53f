import Foundation

/// Decodes animated PNG (APNG) files into their frames with their delays, composing each frame region onto
/// the canvas by its blend and dispose operations (the APNG specification's `fcTL`). A PNG without an `acTL`
/// chunk decodes as one frame. Malformed frame data throws a ``PNGDecodingError``, and so does an animation whose
/// frames together hold more than ``PNGDecoder/maximumPixelCount`` pixels (each frame is a whole canvas).
public enum APNGDecoder {
    /// The frames of `data` (the default image is a frame only when a frame control precedes it, as the
    /// specification says).
    public static func decode(_ data: Data) throws -> DecodedAnimation {
        let file = try PNGChunks(data)
        guard let control = file.animationControl else {
            let image = try PNGDecoder.decodeImage(file.imageData, header: file.header, file: file)
            return DecodedAnimation(frames: [image], delays: [DecodedAnimation.clampedDelay(0)], loopCount: 0)
        }
        guard control.count == 8 else { throw PNGDecodingError.corruptImageData("acTL of \(control.count) bytes") }
        let width = file.header.width, height = file.header.height
        let list = try frameList(file.animationChunks)
        // Every frame is a whole canvas: a few bytes per frame (a 1 × 1 region) must not demand gigabytes, so the
        // frames together are held to one still image's limit before anything is allocated.
        guard list.count <= PNGDecoder.maximumPixelCount / (width * height) else {
            throw PNGDecodingError.tooLargeAnimation(frames: list.count, width: width, height: height)
        }
        var canvas = AnimationCanvas(width: width, height: height)
        var frames: [CGImage] = [], delays: [Double] = []
        for (frame, data) in list {
            guard frame.width > 0, frame.height > 0, frame.x >= 0, frame.y >= 0, frame.x + frame.width <= width,
                frame.y + frame.height <= height
            else { throw PNGDecodingError.corruptImageData("frame region outside the image") }
            let header = try file.header.resized(width: frame.width, height: frame.height)
            let image = try PNGDecoder.decodeImage(data, header: header, file: file)
            let saved = frame.dispose == 2 && !frames.isEmpty ? canvas : nil
            canvas.draw(image, at: (frame.x, frame.y), over: frame.blend == 1)
            frames.append(canvas.image)
            delays.append(DecodedAnimation.clampedDelay(frame.delay))
            if let saved {
                canvas = saved
            } else if frame.dispose != 0 {
                canvas.fill(PixelRegion(x: frame.x, y: frame.y, width: frame.width, height: frame.height))
            }
        }
        guard !frames.isEmpty else { throw PNGDecodingError.corruptImageData("an APNG without frames") }
        return DecodedAnimation(frames: frames, delays: delays, loopCount: Int(PNGDecoder.readUInt32(control, 4)))
    }

    /// One `fcTL`: the frame's region, delay and operations.
    struct FrameControl {
        let width: Int, height: Int, x: Int, y: Int
        let delay: Double
        let dispose: UInt8, blend: UInt8

        init(_ body: [UInt8]) throws {
            guard body.count == 26 else { throw PNGDecodingError.corruptImageData("fcTL of \(body.count) bytes") }
            width = Int(PNGDecoder.readUInt32(body, 4))
            height = Int(PNGDecoder.readUInt32(body, 8))
            x = Int(PNGDecoder.readUInt32(body, 12))
            y = Int(PNGDecoder.readUInt32(body, 16))
            let numerator = Double(UInt16(body[20]) << 8 | UInt16(body[21]))
            let denominator = Double(UInt16(body[22]) << 8 | UInt16(body[23]))
            delay = numerator / (denominator == 0 ? 100 : denominator)
            dispose = body[24]
            blend = body[25]
            guard dispose <= 2, blend <= 1 else { throw PNGDecodingError.corruptImageData("fcTL operation") }
        }
    }

    /// Each frame control with the data that follows it (up to the next frame control).
    private static func frameList(_ chunks: [PNGChunks.AnimationChunk]) throws -> [(FrameControl, [UInt8])] {
        var list: [(FrameControl, [UInt8])] = []
        for chunk in chunks {
            switch chunk {
            case .frameControl(let body): list.append((try FrameControl(body), []))
            case .frameData(let data):
                guard !list.isEmpty else { throw PNGDecodingError.corruptImageData("frame data before fcTL") }
                list[list.count - 1].1 += data
            }
        }
        return list
    }
}
