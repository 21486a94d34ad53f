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

    package init(level: Int32, memoryLevel: Int32 = 8, strategy: Int32 = Z_DEFAULT_STRATEGY) {
        self.level = level
        self.memoryLevel = memoryLevel
        self.strategy = strategy
    }

    /// What the still-image encoder uses at `level`: zlib's defaults.
    package static func standard(level: Int32) -> PNGDeflateSettings {
        PNGDeflateSettings(level: level)
    }

    /// zlib-wraps `raw`; empty when zlib refuses the settings.
    package func deflate(_ raw: [UInt8]) -> [UInt8] {
        var compressed: [UInt8] = []
        run(raw) { compressed.append(contentsOf: $0) }
        return compressed
    }

    /// How many bytes `deflate(raw)` makes, without keeping them.
    package func compressedSize(of raw: [UInt8]) -> Int {
        var size = 0
        run(raw) { size += $0.count }
        return size
    }

    /// Deflates `raw`, handing the output to `take` in pieces of at most 64 KiB, so nothing the size of
    /// the input is allocated (or touched) for the output.
    private func run(_ raw: [UInt8], take: (UnsafeBufferPointer<UInt8>) -> Void) {
        var stream = z_stream()
        guard
            deflateInit2_(
                &stream, level, Z_DEFLATED, MAX_WBITS, memoryLevel, strategy, ZLIB_VERSION,
                Int32(MemoryLayout<z_stream>.size)) == Z_OK
        else { return }
        defer { deflateEnd(&stream) }
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 1 << 16) { piece in
            raw.withUnsafeBufferPointer { input in
                // zlib reads `next_in` only; its type lacks `const` in zlib's default build.
                stream.next_in = input.baseAddress.map { UnsafeMutablePointer(mutating: $0) }
                stream.avail_in = uInt(input.count)
                var status = Z_OK
                while status == Z_OK {
                    stream.next_out = piece.baseAddress
                    stream.avail_out = uInt(piece.count)
                    status = CZlib.deflate(&stream, Z_FINISH)
                    take(UnsafeBufferPointer(rebasing: piece[..<(piece.count - Int(stream.avail_out))]))
                }
            }
        }
    }
}
