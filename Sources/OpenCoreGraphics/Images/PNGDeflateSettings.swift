import CZlib

/// zlib's settings for compressing filtered scanlines (zlib manual, `deflateInit2` and `deflateTune`), used by
/// ``PNGDeflateStream``.
package struct PNGDeflateSettings: Sendable, Equatable {
    /// 0 (store) … 9 (smallest).
    package var level: Int32
    /// Memory for the match finder's hash, 1 … 9; zlib's default is 8.
    package var memoryLevel: Int32 = 8
    /// `Z_DEFAULT_STRATEGY`, `Z_FILTERED` (favours literals over short matches, meant for filtered image
    /// data) or `Z_RLE` (matches at distance one only).
    package var strategy: Int32 = Z_DEFAULT_STRATEGY
    /// How many earlier positions the match finder tries per string (zlib's `max_chain`, set with
    /// `deflateTune`), when shorter than the level's own (4096 at level 9); nil keeps the level's.
    /// Level 9's other limits (good 32, lazy 258, nice 258) are kept with it.
    package var maximumChain: Int32?

    package init(level: Int32, memoryLevel: Int32 = 8, strategy: Int32 = Z_DEFAULT_STRATEGY, maximumChain: Int32? = nil)
    {
        self.level = level
        self.memoryLevel = memoryLevel
        self.strategy = strategy
        self.maximumChain = maximumChain
    }

    /// What the still-image encoder uses at `level`: zlib's defaults.
    package static func standard(level: Int32) -> PNGDeflateSettings {
        PNGDeflateSettings(level: level)
    }
}
