import Foundation

/// Encodes images as PNG with zlib (Apple's platforms use ImageIO; OpenCoreGraphics writes PNG itself,
/// always 8-bit RGBA with straight alpha, so every frame of a recording has the same format).
public enum PNGEncoder {
    /// The PNG bytes of `image`. `compressionLevel` is zlib's 0 (none) … 9 (smallest); 6 by default.
    public static func encode(_ image: CGImage, compressionLevel: Int32 = 6) -> Data {
        var writer = PNGChunkWriter()
        writer.append("IHDR", PNGChunkWriter.header(width: image.width, height: image.height))
        writer.append("IDAT", PNGChunkWriter.compressedScanlines(of: image, level: compressionLevel))
        writer.append("IEND", [])
        return Data(writer.bytes)
    }
}
