/// libdeflate's settings for compressing filtered scanlines (libdeflate.h, `libdeflate_alloc_compressor`),
/// used by `PNGDeflateWorkspace`.
package struct PNGDeflateSettings: Sendable, Equatable {
    /// 0 (store) … 12 (smallest), on zlib's scale up to 9: 1 fastest, 6 the default, 9 slow; 10 … 12
    /// search further (near-optimal parsing).
    package var level: Int32

    package init(level: Int32) {
        self.level = level
    }

    /// What the still-image encoder uses at `level`.
    package static func standard(level: Int32) -> PNGDeflateSettings {
        PNGDeflateSettings(level: level)
    }
}
