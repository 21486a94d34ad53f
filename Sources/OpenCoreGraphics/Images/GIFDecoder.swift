import CGIF
import Foundation

/// Why GIF bytes could not be decoded.
public enum GIFDecodingError: Error, Equatable, CustomStringConvertible {
    case notGIF
    /// giflib refused the data (its error code and message): corrupt or truncated.
    case corrupt(String)
    case tooLarge(width: Int, height: Int)

    public var description: String {
        switch self {
        case .notGIF: return "not a GIF file (no GIF87a or GIF89a signature)"
        case .corrupt(let message): return "corrupt or truncated GIF data: \(message)"
        case .tooLarge(let width, let height): return "GIF of \(width)×\(height) is larger than the decoder accepts"
        }
    }
}

/// Decodes GIF files with giflib into their frames, each composed onto the logical screen as a viewer shows
/// it (the graphic control extension's transparency and disposal), with its delay and the file's loop count
/// (the NETSCAPE2.0 extension; 1 without it). The screen starts transparent, as ImageIO and browsers show it
/// (the background colour index is not painted).
public enum GIFDecoder {
    /// Whether `data` starts with a GIF signature.
    public static func isGIF(_ data: Data) -> Bool {
        data.starts(with: Array("GIF87a".utf8)) || data.starts(with: Array("GIF89a".utf8))
    }

    public static func decode(_ data: Data) throws -> DecodedAnimation {
        guard isGIF(data) else { throw GIFDecodingError.notGIF }
        return try data.withUnsafeBytes { bytes in
            var source = openuikit_gif_source(
                data: bytes.bindMemory(to: UInt8.self).baseAddress, size: bytes.count, offset: 0)
            var error: Int32 = 0
            guard let gif = openuikit_gif_open(&source, &error) else { throw corrupt(error) }
            defer { DGifCloseFile(gif, &error) }
            let width = Int(gif.pointee.SWidth), height = Int(gif.pointee.SHeight)
            guard width > 0, height > 0 else { throw GIFDecodingError.corrupt("empty logical screen") }
            guard width <= PNGDecoder.maximumPixelCount / height else {
                throw GIFDecodingError.tooLarge(width: width, height: height)
            }
            guard DGifSlurp(gif) == GIF_OK else { throw corrupt(gif.pointee.Error) }
            return try compose(gif, width: width, height: height)
        }
    }

    private static func corrupt(_ code: Int32) -> GIFDecodingError {
        .corrupt(GifErrorString(code).map { String(cString: $0) } ?? "giflib error \(code)")
    }

    private static func compose(
        _ gif: UnsafeMutablePointer<GifFileType>, width: Int, height: Int
    ) throws
        -> DecodedAnimation
    {
        let count = Int(gif.pointee.ImageCount)
        guard count > 0, let saved = gif.pointee.SavedImages else { throw GIFDecodingError.corrupt("no images") }
        var canvas = AnimationCanvas(width: width, height: height)
        var frames: [CGImage] = [], delays: [Double] = []
        for index in 0..<count {
            let image = saved[index]
            var control = GraphicsControlBlock(
                DisposalMode: 0, UserInputFlag: false, DelayTime: 0, TransparentColor: NO_TRANSPARENT_COLOR)
            _ = DGifSavedExtensionToGCB(gif, Int32(index), &control)
            guard let colors = image.ImageDesc.ColorMap ?? gif.pointee.SColorMap, let raster = image.RasterBits
            else { throw GIFDecodingError.corrupt("image \(index) has no colour map or pixels") }
            let region = PixelRegion(
                x: Int(image.ImageDesc.Left), y: Int(image.ImageDesc.Top), width: Int(image.ImageDesc.Width),
                height: Int(image.ImageDesc.Height))
            let previous = control.DisposalMode == DISPOSE_PREVIOUS ? canvas : nil
            for y in 0..<region.height where region.y + y < height {
                for x in 0..<region.width where region.x + x < width {
                    let index = Int32(raster[y * region.width + x])
                    guard index != control.TransparentColor, index < colors.pointee.ColorCount else { continue }
                    let color = colors.pointee.Colors[Int(index)]
                    canvas.set(x: region.x + x, y: region.y + y, to: (color.Red, color.Green, color.Blue, 255))
                }
            }
            frames.append(canvas.image)
            delays.append(DecodedAnimation.clampedDelay(Double(control.DelayTime) / 100))
            if let previous {
                canvas = previous
            } else if control.DisposalMode == DISPOSE_BACKGROUND {
                canvas.fill(region)
            }
        }
        return DecodedAnimation(frames: frames, delays: delays, loopCount: loopCount(saved[0]))
    }

    /// The NETSCAPE2.0 application extension's loop count (0 = forever); 1 when the file has none.
    private static func loopCount(_ image: SavedImage) -> Int {
        guard let blocks = image.ExtensionBlocks else { return 1 }
        let count = Int(image.ExtensionBlockCount)
        for i in 0..<max(count - 1, 0) where blocks[i].Function == APPLICATION_EXT_FUNC_CODE {
            let name = Data(bytes: blocks[i].Bytes, count: Int(blocks[i].ByteCount))
            let sub = blocks[i + 1]
            guard name == Data("NETSCAPE2.0".utf8), sub.ByteCount >= 3, sub.Bytes[0] == 1 else { continue }
            return Int(sub.Bytes[1]) | Int(sub.Bytes[2]) << 8
        }
        return 1
    }
}
