import Foundation

/// Encodes images as PNG with zlib (Apple's platforms use ImageIO; OpenCoreGraphics writes PNG itself,
/// always 8-bit RGBA with straight alpha, each row with the filter that suits it best).
public enum PNGEncoder {
    /// The PNG bytes of `image`. `compressionLevel` is zlib's 0 (none) … 9 (smallest); 6 by default.
    public static func encode(_ image: CGImage, compressionLevel: Int32 = 6) -> Data {
        let data = PNGScanlines.compressed(
            image, region: PixelRegion(width: image.width, height: image.height), colorType: .rgba,
            settings: .standard(level: compressionLevel))
        return Data(
            PNGChunkWriter.signature
                + PNGChunkWriter.chunk("IHDR", PNGChunkWriter.header(width: image.width, height: image.height))
                + PNGChunkWriter.chunk("IDAT", data) + PNGChunkWriter.chunk("IEND", []))
    }
}
