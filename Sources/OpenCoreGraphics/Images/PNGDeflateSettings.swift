import CZlib

/// zlib's settings for compressing filtered scanlines (zlib manual, `deflateInit2`).
package struct PNGDeflateSettings: Sendable, Equatable {
    /// 0 (store) … 9 (smallest).
    package var level: Int32
    /// Memory for the match finder's hash, 1 … 9; zlib's default is 8.
    package var memoryLevel: Int32 = 8
    /// `Z_DEFAULT_STRATEGY`, `Z_FILTERED` (favours literals over short matches, meant for filtered image
    /// data) or `Z_RLE` (matches at distance one only).
    package var strategy: Int32 = Z_DEFAULT_STRATEGY

    /// zlib's match-finder limits (`deflateTune`: good length, maximum lazy match, nice length, maximum
    /// chain), replacing the level's own; nil keeps the level's.
    package var tuning: [Int32]?

    package init(level: Int32, memoryLevel: Int32 = 8, strategy: Int32 = Z_DEFAULT_STRATEGY, tuning: [Int32]? = nil) {
        self.level = level
        self.memoryLevel = memoryLevel
        self.strategy = strategy
        self.tuning = tuning
    }

    /// What the still-image encoder uses at `level`: zlib's defaults.
    package static func standard(level: Int32) -> PNGDeflateSettings {
        PNGDeflateSettings(level: level)
    }

    /// zlib-wraps `raw`; empty when zlib refuses the settings.
    package func deflate(_ raw: [UInt8]) -> [UInt8] {
        var stream = z_stream()
        guard deflateInit2_(&stream, level, Z_DEFLATED, MAX_WBITS, memoryLevel, strategy, ZLIB_VERSION,
                            Int32(MemoryLayout<z_stream>.size)) == Z_OK else { return [] }
        defer { deflateEnd(&stream) }
        if let tuning, tuning.count == 4 {
            deflateTune(&stream, tuning[0], tuning[1], tuning[2], tuning[3])
        }
        var compressed = [UInt8](repeating: 0, count: Int(deflateBound(&stream, uLong(raw.count))))
        let produced = raw.withUnsafeBufferPointer { inBuffer in
            compressed.withUnsafeMutableBufferPointer { outBuffer -> Int in
                // zlib reads `next_in` only; its type lacks `const` in zlib's default build.
                stream.next_in = inBuffer.baseAddress.map { UnsafeMutablePointer(mutating: $0) }
                stream.avail_in = uInt(inBuffer.count)
                stream.next_out = outBuffer.baseAddress
                stream.avail_out = uInt(outBuffer.count)
                guard CZlib.deflate(&stream, Z_FINISH) == Z_STREAM_END else { return 0 }
                return Int(stream.total_out)
            }
        }
        compressed.removeSubrange(produced...)
        return compressed
    }
}
