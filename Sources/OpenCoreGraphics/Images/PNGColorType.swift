/// The pixel formats OpenCoreGraphics writes: 8 bits per sample, truecolour without alpha (colour type 2)
/// or with straight alpha (colour type 6), as the PNG specification's IHDR defines them (§11.2.2). One is
/// chosen per file: every frame of an animated PNG shares the file's IHDR.
package enum PNGColorType: UInt8, Sendable {
    case rgb = 2
    case rgba = 6

    package var bytesPerPixel: Int { self == .rgb ? 3 : 4 }
}
