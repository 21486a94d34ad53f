import Foundation

/// The layout of a bitmap context's pixels, Core Graphics' `CGBitmapInfo`: an alpha layout
/// (`CGImageAlphaInfo` in the low five bits) combined with a byte order and float flag.
public struct CGBitmapInfo: OptionSet, Sendable, Hashable {
    /// The bits: alpha layout, float flag and byte order.
    public let rawValue: UInt32

    /// Bitmap info from raw bits.
    public init(rawValue: UInt32) {
        self.rawValue = rawValue
    }

    /// Bitmap info for an alpha layout with the default byte order, as Apple's initializer.
    public init(alphaInfo: CGImageAlphaInfo) {
        self.init(rawValue: alphaInfo.rawValue)
    }

    /// The bits holding a `CGImageAlphaInfo`.
    public static let alphaInfoMask = CGBitmapInfo(rawValue: 0x1F)
    /// The bits holding float flags.
    public static let floatInfoMask = CGBitmapInfo(rawValue: 0xF00)
    /// Components are floats (unsupported by OpenCoreGraphics contexts).
    public static let floatComponents = CGBitmapInfo(rawValue: 1 << 8)
    /// The bits holding the byte order.
    public static let byteOrderMask = CGBitmapInfo(rawValue: 0x7000)
    /// The default byte order (big-endian: components in memory order, e.g. RGBA).
    public static let byteOrderDefault = CGBitmapInfo([])
    /// 16-bit little-endian words.
    public static let byteOrder16Little = CGBitmapInfo(rawValue: 1 << 12)
    /// 32-bit little-endian words (with `premultipliedFirst`: BGRA bytes, cairo's native layout).
    public static let byteOrder32Little = CGBitmapInfo(rawValue: 2 << 12)
    /// 16-bit big-endian words.
    public static let byteOrder16Big = CGBitmapInfo(rawValue: 3 << 12)
    /// 32-bit big-endian words (with `premultipliedLast`: RGBA bytes).
    public static let byteOrder32Big = CGBitmapInfo(rawValue: 4 << 12)

    /// The alpha layout in the low bits; nil for an unknown value.
    package var alphaInfo: CGImageAlphaInfo? {
        CGImageAlphaInfo(rawValue: rawValue & CGBitmapInfo.alphaInfoMask.rawValue)
    }

    /// The byte order bits alone.
    package var byteOrder: CGBitmapInfo {
        CGBitmapInfo(rawValue: rawValue & CGBitmapInfo.byteOrderMask.rawValue)
    }
}
